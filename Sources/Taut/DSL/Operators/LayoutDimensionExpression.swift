import Foundation

/// The right-hand side of an operator constraint on a size: a dimension times a multiplier
/// plus a constant (`other.widthAnchor * 0.5 + 10`).
///
/// `dimension * multiplier`, `multiplier * dimension`, `dimension / divisor`,
/// `dimension + constant` and `dimension - constant` make one; `==`, `<=` and `>=` turn it
/// into a ``LayoutConstraint``.
public struct LayoutDimensionExpression {
    /// The dimension the constraint relates to.
    public var anchor: LayoutDimension
    /// The factor applied to the dimension.
    public var multiplier: CGFloat
    /// The distance added after multiplying.
    public var constant: CGFloat

    /// Creates `anchor × multiplier + constant`.
    public init(anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}
