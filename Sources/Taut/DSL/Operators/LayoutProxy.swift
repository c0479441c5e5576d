import Foundation

/// The `$0` of a `layout { }` block: every anchor of the item being laid out, under short
/// names, plus the composites ``edges``, ``directionalEdges``, ``size`` and ``center``.
///
/// ```swift
/// label.layout {
///     $0.top == button.bottomAnchor + 20
///     $0.leading == button.leadingAnchor
///     $0.width <= view.widthAnchor - 40
/// }
/// ```
public struct LayoutProxy {
    /// The item the block lays out.
    public let item: LayoutItem

    /// Creates a proxy for `item`.
    public init(_ item: LayoutItem) {
        self.item = item
    }

    /// The leading edge (left in left-to-right layouts).
    public var leading: LayoutXAxisAnchor { item.leadingAnchor }
    /// The trailing edge (right in left-to-right layouts).
    public var trailing: LayoutXAxisAnchor { item.trailingAnchor }
    /// The left edge.
    public var left: LayoutXAxisAnchor { item.leftAnchor }
    /// The right edge.
    public var right: LayoutXAxisAnchor { item.rightAnchor }
    /// The top edge.
    public var top: LayoutYAxisAnchor { item.topAnchor }
    /// The bottom edge.
    public var bottom: LayoutYAxisAnchor { item.bottomAnchor }
    /// The width.
    public var width: LayoutDimension { item.widthAnchor }
    /// The height.
    public var height: LayoutDimension { item.heightAnchor }
    /// The horizontal centre.
    public var centerX: LayoutXAxisAnchor { item.centerXAnchor }
    /// The vertical centre.
    public var centerY: LayoutYAxisAnchor { item.centerYAnchor }
    /// The first baseline (the bottom edge for items without text).
    public var firstBaseline: LayoutYAxisAnchor { baseline(.firstBaseline) }
    /// The last baseline (the bottom edge for items without text).
    public var lastBaseline: LayoutYAxisAnchor { baseline(.lastBaseline) }

    /// Left, top, right and bottom together.
    public var edges: LayoutEdgeAnchors { LayoutEdgeAnchors(item) }
    /// Top, leading, bottom and trailing together.
    public var directionalEdges: LayoutDirectionalEdgeAnchors { LayoutDirectionalEdgeAnchors(item) }
    /// Width and height together.
    public var size: LayoutSizeAnchors { LayoutSizeAnchors(item) }
    /// Centre X and centre Y together.
    public var center: LayoutCenterAnchors { LayoutCenterAnchors(item) }

    /// A view's baseline anchor; a layout guide has no text, so its bottom edge.
    private func baseline(_ attribute: LayoutAttribute) -> LayoutYAxisAnchor {
        guard let view = item as? View else { return item.bottomAnchor }
        return attribute == .firstBaseline ? view.firstBaselineAnchor : view.lastBaselineAnchor
    }
}
