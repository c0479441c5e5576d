import Foundation

extension View {
    /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: LayoutXAxisAnchor { ownAnchor(.leading) { LayoutXAxisAnchor(reference: $0, attribute: .leading) } }
    /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
    public var trailingAnchor: LayoutXAxisAnchor { ownAnchor(.trailing) { LayoutXAxisAnchor(reference: $0, attribute: .trailing) } }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { ownAnchor(.left) { LayoutXAxisAnchor(reference: $0, attribute: .left) } }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { ownAnchor(.right) { LayoutXAxisAnchor(reference: $0, attribute: .right) } }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { ownAnchor(.top) { LayoutYAxisAnchor(reference: $0, attribute: .top) } }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { ownAnchor(.bottom) { LayoutYAxisAnchor(reference: $0, attribute: .bottom) } }
    /// The width.
    public var widthAnchor: LayoutDimension { ownAnchor(.width) { LayoutDimension(reference: $0, attribute: .width) } }
    /// The height.
    public var heightAnchor: LayoutDimension { ownAnchor(.height) { LayoutDimension(reference: $0, attribute: .height) } }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { ownAnchor(.centerX) { LayoutXAxisAnchor(reference: $0, attribute: .centerX) } }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { ownAnchor(.centerY) { LayoutYAxisAnchor(reference: $0, attribute: .centerY) } }
    /// The baseline of the first line of text (``forFirstBaselineLayout``'s; the bottom edge
    /// for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { ownAnchor(.firstBaseline) { LayoutYAxisAnchor(reference: $0, attribute: .firstBaseline) } }
    /// The baseline of the last line of text (``forLastBaselineLayout``'s; the bottom edge for
    /// views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { ownAnchor(.lastBaseline) { LayoutYAxisAnchor(reference: $0, attribute: .lastBaseline) } }

    /// The view's cached anchor of `attribute`, made on first use: found in the view's own state
    /// and made by `make` with its own reference, without testing the item's class (a `View` is one)
    /// or boxing it as a ``LayoutItem``. The slot of an attribute only ever holds an anchor of
    /// that attribute's class.
    @inline(__always)
    private func ownAnchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute,
                                                 _ make: (ItemReference) -> Anchor) -> Anchor {
        let state = ownState
        if let anchor = state.cachedAnchor(attribute) as? Anchor { return anchor }
        let anchor = make(itemReference)
        state.keep(anchor, for: attribute)
        return anchor
    }
}
