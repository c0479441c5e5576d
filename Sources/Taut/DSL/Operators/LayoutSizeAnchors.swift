import Foundation

/// The width and height of an item, related at once: `$0.size == CGSize(width: 64, height: 64)`
/// or `$0.size == other.sizeAnchors * 0.5`. The constraints come width first.
public struct LayoutSizeAnchors {
    /// The width.
    public var width: LayoutDimension
    /// The height.
    public var height: LayoutDimension

    /// Groups two dimensions, possibly of different items.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The size of `item`.
    public init(_ item: LayoutItem) {
        self.init(width: item.widthAnchor, height: item.heightAnchor)
    }
}
