import Foundation

extension CollectionView {
    /// The direction a collection view's content scrolls in: UIKit's
    /// `UICollectionView.ScrollDirection` (a flow layout's lines run across it).
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down; a flow layout fills rows.
        case vertical
        /// Content scrolls left and right; a flow layout fills columns.
        case horizontal
    }

    /// Where an item ends up after ``scrollToItem(at:at:animated:)`` or a selection that
    /// scrolls: UIKit's `UICollectionView.ScrollPosition`. Give at most one vertical and one
    /// horizontal position; the empty set scrolls nothing. The raw values are UIKit's
    /// (`UICollectionViewScrollPosition` in UICollectionView.h: top 1 << 0 … right 1 << 5).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bits of the positions.
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
