import Foundation

/// A centre moved by an offset (`root.centerAnchors + CGPoint(x: 0, y: -20)`): the right-hand
/// side of `$0.center == …`.
public struct LayoutCenterExpression {
    /// The centre related to.
    public var anchors: LayoutCenterAnchors
    /// Added to centre X (`x`) and centre Y (`y`).
    public var offset: CGPoint

    /// Creates `anchors + offset`.
    public init(anchors: LayoutCenterAnchors, offset: CGPoint) {
        self.anchors = anchors
        self.offset = offset
    }
}
