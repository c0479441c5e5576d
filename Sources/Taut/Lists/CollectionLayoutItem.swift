import Foundation

/// The smallest piece of a compositional layout, the place of one cell: UIKit's
/// `NSCollectionLayoutItem`. Items are put in groups (``CollectionLayoutGroup``), which are
/// items too; a section repeats its group until every item of the section has a place.
open class CollectionLayoutItem: CustomStringConvertible {
    /// Creates an item of `layoutSize` with supplementary views attached to it (badges).
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// The item's size: fractions of its group's size, points, or estimates.
    public let layoutSize: CollectionLayoutSize

    /// Space taken off the item's frame after its place is computed (the item's place keeps
    /// its size; the cell is smaller). As in UIKit, it is ignored along a side whose dimension
    /// is estimated.
    open var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Space around the item in its group, added to the place it takes (`nil`: none).
    open var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// Supplementary views attached to the item, such as badges.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// The item's size, for debugging.
    open var description: String { "<item \(layoutSize)>" }
}

/// One item's place in a custom group: UIKit's `NSCollectionLayoutGroupCustomItem`.
public final class CollectionLayoutGroupCustomItem: CustomStringConvertible {
    /// Creates an item placed at `frame` in the group's coordinates, in front of items with a
    /// lower `zIndex`.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The item's frame, in the group's coordinates.
    public let frame: CGRect
    /// The item's place in front of others.
    public let zIndex: Int

    /// The frame and z-index, for debugging.
    public var description: String { "<custom item \(frame) z \(zIndex)>" }
}
