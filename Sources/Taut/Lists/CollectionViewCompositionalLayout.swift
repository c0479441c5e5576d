import Foundation

/// A layout composed of sections, groups and items: UIKit's `UICollectionViewCompositionalLayout`.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Creates a compositional layout from an archive: an empty one (never fails).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
