import Foundation

/// Four edges moved inward by insets (`card.edgeAnchors + EdgeInsets(all: 16)`): the
/// right-hand side of `$0.edges == …`.
public struct LayoutEdgesExpression {
    /// The edges related to.
    public var anchors: LayoutEdgeAnchors
    /// How far inward each edge lies from its anchor (negative values lie outside).
    public var insets: EdgeInsets

    /// Creates `anchors` inset by `insets`.
    public init(anchors: LayoutEdgeAnchors, insets: EdgeInsets) {
        self.anchors = anchors
        self.insets = insets
    }
}
