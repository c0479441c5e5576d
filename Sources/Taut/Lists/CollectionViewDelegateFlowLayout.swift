import Foundation

/// What a flow layout asks its collection view's delegate about sizes and spacing, per item
/// and per section: UIKit's `UICollectionViewDelegateFlowLayout`. Every method is optional:
/// the defaults answer the flow layout's own properties (``CollectionViewFlowLayout/itemSize``,
/// ``CollectionViewFlowLayout/sectionInset`` …), as UIKit does when a method is not implemented.
///
/// Declare the conformance on your delegate (`extension PhotosViewController:
/// UICollectionViewDelegateFlowLayout`) and write the methods you need; the flow layout finds
/// them through the collection view's `delegate`.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins of `section`'s items (inside its header and footer).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The smallest space between the lines of `section` (rows when scrolling vertically).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The smallest space between the items of a line of `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header (only its height counts when scrolling vertically, its
    /// width when scrolling horizontally; zero there means no header).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer (as for the header).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's ``CollectionViewFlowLayout/itemSize`` (zero for another layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// The flow layout's ``CollectionViewFlowLayout/sectionInset`` (zero for another layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The flow layout's ``CollectionViewFlowLayout/minimumLineSpacing`` (zero for another layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// The flow layout's ``CollectionViewFlowLayout/minimumInteritemSpacing`` (zero for another
    /// layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// The flow layout's ``CollectionViewFlowLayout/headerReferenceSize`` (zero for another layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The flow layout's ``CollectionViewFlowLayout/footerReferenceSize`` (zero for another layout).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
