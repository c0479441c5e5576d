import Foundation

/// The four absolute edges of an item (left, top, right, bottom), related all at once:
/// `$0.edges == card.edgeAnchors + EdgeInsets(all: 16)`.
///
/// The constraints come in SnapKit's order: left, top, right, bottom. Insets move each edge
/// inward: `+left`, `+top`, `−right`, `−bottom`. Left and right never flip in right-to-left
/// layouts; use ``LayoutDirectionalEdgeAnchors`` for leading and trailing.
public struct LayoutEdgeAnchors {
    /// The left edge.
    public var left: LayoutXAxisAnchor
    /// The top edge.
    public var top: LayoutYAxisAnchor
    /// The right edge.
    public var right: LayoutXAxisAnchor
    /// The bottom edge.
    public var bottom: LayoutYAxisAnchor

    /// Groups four edges, possibly of different items.
    public init(left: LayoutXAxisAnchor, top: LayoutYAxisAnchor, right: LayoutXAxisAnchor, bottom: LayoutYAxisAnchor) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// The edges of `item`.
    public init(_ item: LayoutItem) {
        self.init(left: item.leftAnchor, top: item.topAnchor, right: item.rightAnchor, bottom: item.bottomAnchor)
    }
}
