import XCTest
@testable import Taut

/// A cell that counts its reuses and remembers the item it was configured for.
final class CountingCell: CollectionViewCell {
    var reuses = 0
    var item: IndexPath?
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        item = nil
    }
}

/// A header or footer that remembers its section.
final class SectionLabelView: CollectionReusableView {
    var section: Int?
}

/// A data source and flow delegate for tests: item counts per section, optional sizes, and a
/// log of display calls.
final class GridSource: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var headerSize: CGSize?
    var footerSize: CGSize?
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var supplementaryDisplayed: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.item = indexPath
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "section", for: indexPath)
        (view as? SectionLabelView)?.section = indexPath.section
        return view
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSize ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footerSize ?? (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        supplementaryDisplayed.append("\(elementKind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
}

/// A collection view of `size` with a flow layout, `source` as data source and delegate, and
/// the test cell and section view registered.
func makeCollectionView(_ size: CGSize = CGSize(width: 390, height: 844), source: GridSource,
                        configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "section")
    collectionView.register(SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "section")
    collectionView.dataSource = source
    collectionView.delegate = source
    return collectionView
}

/// The frame of the cell shown for `item` of `section`, or `.null`.
func cellFrame(_ collectionView: CollectionView, _ item: Int, section: Int = 0) -> CGRect {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
}
