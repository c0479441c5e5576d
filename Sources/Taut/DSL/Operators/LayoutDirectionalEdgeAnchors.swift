import Foundation

/// The four edges of an item in reading order (top, leading, bottom, trailing), related all
/// at once: `$0.directionalEdges == card.directionalEdgeAnchors + DirectionalEdgeInsets(...)`.
///
/// The constraints come in SnapKit's order: top, bottom, leading, trailing. Insets move each
/// edge inward: `+top`, `−bottom`, `+leading`, `−trailing`; leading and trailing follow the
/// layout direction, so the same insets mirror in right-to-left layouts.
public struct LayoutDirectionalEdgeAnchors {
    /// The top edge.
    public var top: LayoutYAxisAnchor
    /// The leading edge.
    public var leading: LayoutXAxisAnchor
    /// The bottom edge.
    public var bottom: LayoutYAxisAnchor
    /// The trailing edge.
    public var trailing: LayoutXAxisAnchor

    /// Groups four edges, possibly of different items.
    public init(top: LayoutYAxisAnchor, leading: LayoutXAxisAnchor, bottom: LayoutYAxisAnchor, trailing: LayoutXAxisAnchor) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The directional edges of `item`.
    public init(_ item: LayoutItem) {
        self.init(top: item.topAnchor, leading: item.leadingAnchor, bottom: item.bottomAnchor, trailing: item.trailingAnchor)
    }
}
