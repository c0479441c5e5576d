import Foundation

/// What gives a collection view its items and their cells: UIKit's
/// `UICollectionViewDataSource`. The two item methods are required; the others have default
/// implementations (one section; no supplementary views).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, dequeued with
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` (a section header or footer), dequeued
    /// with ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// UIKit requires it when the layout has supplementary views; the default gives an empty
    /// view and a diagnostic.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// An empty view, with a diagnostic naming the kind and index path (UIKit raises an
    /// exception when the layout asks for a supplementary view the data source cannot give).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.reportListProblem(
            "the layout asks for a supplementary view of kind \"\(kind)\" at \(describeIndexPath(indexPath)), "
                + "but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); "
                + "an empty view is shown")
        return CollectionReusableView()
    }
}
