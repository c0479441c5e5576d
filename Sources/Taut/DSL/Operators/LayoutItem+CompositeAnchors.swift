import Foundation

extension LayoutItem {
    /// The item's left, top, right and bottom edges as one value, for
    /// `$0.edges == item.edgeAnchors + insets`.
    public var edgeAnchors: LayoutEdgeAnchors { LayoutEdgeAnchors(self) }
    /// The item's top, leading, bottom and trailing edges as one value, for
    /// `$0.directionalEdges == item.directionalEdgeAnchors + insets`.
    public var directionalEdgeAnchors: LayoutDirectionalEdgeAnchors { LayoutDirectionalEdgeAnchors(self) }
    /// The item's width and height as one value, for `$0.size == item.sizeAnchors`.
    public var sizeAnchors: LayoutSizeAnchors { LayoutSizeAnchors(self) }
    /// The item's centre X and centre Y as one value, for `$0.center == item.centerAnchors`.
    public var centerAnchors: LayoutCenterAnchors { LayoutCenterAnchors(self) }
}
