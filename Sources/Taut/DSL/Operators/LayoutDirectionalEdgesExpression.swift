import Foundation

/// Four directional edges moved inward by insets
/// (`card.directionalEdgeAnchors + DirectionalEdgeInsets(all: 16)`): the right-hand side of
/// `$0.directionalEdges == …`.
public struct LayoutDirectionalEdgesExpression {
    /// The edges related to.
    public var anchors: LayoutDirectionalEdgeAnchors
    /// How far inward each edge lies from its anchor (negative values lie outside).
    public var insets: DirectionalEdgeInsets

    /// Creates `anchors` inset by `insets`.
    public init(anchors: LayoutDirectionalEdgeAnchors, insets: DirectionalEdgeInsets) {
        self.anchors = anchors
        self.insets = insets
    }
}
