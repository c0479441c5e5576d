import Foundation

/// The right-hand side of an operator constraint on a horizontal location: an x-axis anchor
/// plus a constant (`button.trailingAnchor + 8`).
///
/// You don't create it directly: `anchor + constant` and `anchor - constant` make one, and
/// `==`, `<=` and `>=` turn it into a ``LayoutConstraint``.
public struct LayoutXAxisExpression {
    /// The anchor the constraint relates to.
    public var anchor: LayoutXAxisAnchor
    /// The distance added to the anchor.
    public var constant: CGFloat

    /// Creates `anchor + constant`.
    public init(anchor: LayoutXAxisAnchor, constant: CGFloat = 0) {
        self.anchor = anchor
        self.constant = constant
    }
}
