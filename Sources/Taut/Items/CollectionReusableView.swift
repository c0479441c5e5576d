import Foundation

/// A view a collection shows and reuses: UIKit's `UICollectionReusableView`, the base of
/// ``CollectionViewCell`` and of section headers and footers.
open class CollectionReusableView: View {
    /// The identifier a collection reuses the view by (`nil`: Taut has no collection views to
    /// register it with).
    open var reuseIdentifier: String? { nil }

    /// Called before a collection reuses the view: reset its state here. The default does
    /// nothing.
    open func prepareForReuse() {}
}
