import Foundation

/// Settings of a whole compositional layout: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class CollectionViewCompositionalLayoutConfiguration: CustomStringConvertible {
    /// Creates a configuration with UIKit's defaults: vertical scrolling, no spacing between
    /// sections, no layout-wide headers or footers.
    public init() {}

    /// The direction the layout scrolls in (`.vertical` by default).
    open var scrollDirection = CollectionView.ScrollDirection.vertical
    /// Space between one section and the next (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The edges the sections' content insets are measured from (`.automatic` by default).
    open var contentInsetsReference = ContentInsetsReference.automatic

    /// The settings, for debugging.
    open var description: String {
        "<configuration \(scrollDirection) interSectionSpacing \(interSectionSpacing) "
            + "\(boundarySupplementaryItems.count) boundary item(s)>"
    }

    /// A copy of the configuration (the layout keeps its own, as UIKit's copies it).
    func copy() -> CollectionViewCompositionalLayoutConfiguration {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
