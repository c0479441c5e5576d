import Foundation

/// A view a collection shows and reuses: UIKit's `UICollectionReusableView`, the base of
/// ``CollectionViewCell`` and of section headers and footers.
open class CollectionReusableView: View {
    /// Creates a view for a collection view to reuse under `identifier`: what
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` make
    /// a registered class with. It calls ``View/init(frame:)`` with a zero frame, so a
    /// subclass's override of that runs.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        storedReuseIdentifier = identifier
    }

    /// The identifier a collection view reuses the view by (`nil` for a view not made by a
    /// collection view).
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called before a collection reuses the view: reset its state here. The default does
    /// nothing.
    open func prepareForReuse() {}

    /// The identifier the view was made for.
    var storedReuseIdentifier: String?
}
