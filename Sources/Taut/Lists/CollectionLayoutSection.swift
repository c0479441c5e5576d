import Foundation

/// A section of a compositional layout: a group repeated until every item of the section has
/// a place, with insets, spacing, headers and footers: UIKit's `NSCollectionLayoutSection`.
open class CollectionLayoutSection: CustomStringConvertible {
    /// Creates a section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }

    /// The group the section repeats.
    public let group: CollectionLayoutGroup

    /// Space between the section's edges and its groups. Its leading and trailing insets
    /// narrow the room a group's fractional width is measured against.
    open var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The edges ``contentInsets`` are measured from (`.automatic`: the safe area).
    open var contentInsetsReference = ContentInsetsReference.automatic

    /// Space between one group and the next.
    open var interGroupSpacing: CGFloat = 0

    /// Whether the section is one line of groups that scrolls sideways (`.none` by default).
    open var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// The section's headers and footers.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Whether headers and footers are inset by ``contentInsets`` along the section's width
    /// (`true`, as UIKit's) or span the whole section.
    open var supplementariesFollowContentInsets = true

    /// Views behind the section, such as its background.
    open var decorationItems: [CollectionLayoutDecorationItem] = []

    /// Called with the visible items of an orthogonally scrolling section as it scrolls
    /// (stored; headless sections do not scroll sideways).
    open var visibleItemsInvalidationHandler: (([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void)?

    /// The list metrics of a section made by ``list(using:layoutEnvironment:)`` (`nil` for
    /// other sections): the layout adds the list's space above the first section and below
    /// the last.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// The group and settings, for debugging.
    open var description: String {
        "<section \(group) insets \(contentInsets) interGroupSpacing \(interGroupSpacing)"
            + (orthogonalScrollingBehavior == .none ? "" : " orthogonal \(orthogonalScrollingBehavior)") + ">"
    }
}

/// An item shown by an orthogonally scrolling section, as told to its
/// ``CollectionLayoutSection/visibleItemsInvalidationHandler``: UIKit's `NSCollectionLayoutVisibleItem`.
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The item's frame.
    var frame: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The kind of element.
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    /// The kind of supplementary or decoration view (`nil` for a cell).
    var representedElementKind: String? { get }
}

extension CollectionViewLayoutAttributes: CollectionLayoutVisibleItem {}
