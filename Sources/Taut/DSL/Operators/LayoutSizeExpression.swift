import Foundation

/// A size times a multiplier plus a size (`other.sizeAnchors * 0.5 + CGSize(width: 10, height: 0)`):
/// the right-hand side of `$0.size == …`.
public struct LayoutSizeExpression {
    /// The dimensions related to.
    public var anchors: LayoutSizeAnchors
    /// The factor applied to both dimensions.
    public var multiplier: CGFloat
    /// Added to the width and the height after multiplying.
    public var constant: CGSize

    /// Creates `anchors × multiplier + constant`.
    public init(anchors: LayoutSizeAnchors, multiplier: CGFloat = 1, constant: CGSize = .zero) {
        self.anchors = anchors
        self.multiplier = multiplier
        self.constant = constant
    }
}
