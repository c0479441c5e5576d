import Foundation

/// The centre of an item (centre X and centre Y), related at once:
/// `$0.center == root.centerAnchors + CGPoint(x: 0, y: -20)`. The constraints come centre X first.
public struct LayoutCenterAnchors {
    /// The horizontal centre.
    public var centerX: LayoutXAxisAnchor
    /// The vertical centre.
    public var centerY: LayoutYAxisAnchor

    /// Groups two centres, possibly of different items.
    public init(centerX: LayoutXAxisAnchor, centerY: LayoutYAxisAnchor) {
        self.centerX = centerX
        self.centerY = centerY
    }

    /// The centre of `item`.
    public init(_ item: LayoutItem) {
        self.init(centerX: item.centerXAnchor, centerY: item.centerYAnchor)
    }
}
