import Foundation

extension View {
    /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: LayoutXAxisAnchor { cachedAnchor(.leading) { LayoutXAxisAnchor(item: self, attribute: .leading) } }
    /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
    public var trailingAnchor: LayoutXAxisAnchor { cachedAnchor(.trailing) { LayoutXAxisAnchor(item: self, attribute: .trailing) } }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { cachedAnchor(.left) { LayoutXAxisAnchor(item: self, attribute: .left) } }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { cachedAnchor(.right) { LayoutXAxisAnchor(item: self, attribute: .right) } }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { cachedAnchor(.top) { LayoutYAxisAnchor(item: self, attribute: .top) } }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { cachedAnchor(.bottom) { LayoutYAxisAnchor(item: self, attribute: .bottom) } }
    /// The width.
    public var widthAnchor: LayoutDimension { cachedAnchor(.width) { LayoutDimension(item: self, attribute: .width) } }
    /// The height.
    public var heightAnchor: LayoutDimension { cachedAnchor(.height) { LayoutDimension(item: self, attribute: .height) } }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { cachedAnchor(.centerX) { LayoutXAxisAnchor(item: self, attribute: .centerX) } }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { cachedAnchor(.centerY) { LayoutYAxisAnchor(item: self, attribute: .centerY) } }
    /// The baseline of the first line of text (``forFirstBaselineLayout``'s; the bottom edge
    /// for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { cachedAnchor(.firstBaseline) { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) } }
    /// The baseline of the last line of text (``forLastBaselineLayout``'s; the bottom edge for
    /// views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { cachedAnchor(.lastBaseline) { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) } }
}
