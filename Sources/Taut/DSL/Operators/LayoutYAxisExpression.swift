import Foundation

/// The right-hand side of an operator constraint on a vertical location: a y-axis anchor
/// plus a constant (`button.bottomAnchor + 20`).
///
/// You don't create it directly: `anchor + constant` and `anchor - constant` make one, and
/// `==`, `<=` and `>=` turn it into a ``LayoutConstraint``.
public struct LayoutYAxisExpression {
    /// The anchor the constraint relates to.
    public var anchor: LayoutYAxisAnchor
    /// The distance added to the anchor.
    public var constant: CGFloat

    /// Creates `anchor + constant`.
    public init(anchor: LayoutYAxisAnchor, constant: CGFloat = 0) {
        self.anchor = anchor
        self.constant = constant
    }
}
