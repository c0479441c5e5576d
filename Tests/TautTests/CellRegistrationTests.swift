import XCTest
@testable import Taut

// Cell and supplementary registrations: registered with the collection view on first use under
// an identifier of their own, configured by their handler on every dequeue, reused after
// prepareForReuse.

private final class BadgeCell: CollectionViewCell {
    let label = Label()
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

private final class SectionHeader: CollectionReusableView {
    let title = Label()
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

final class CellRegistrationTests: XCTestCase {
    private func makeCollectionView() -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
    }

    func testRegistrationConfiguresTheCellWithTheItem() {
        let collectionView = makeCollectionView()
        var calls: [String] = []
        let registration = CollectionView.CellRegistration<BadgeCell, Int> { cell, indexPath, item in
            calls.append("\(describeIndexPath(indexPath)) \(item)")
            cell.label.text = "#\(item)"
        }
        XCTAssertFalse(collectionView.cellPool.isRegistered(registration.reuseIdentifier))
        let diagnostics = LayoutDiagnostics.collect {
            let first = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(0, 0), item: 7)
            XCTAssertEqual(first.label.text, "#7")
            XCTAssertEqual(first.reuseIdentifier, registration.reuseIdentifier)
            let second = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(0, 1), item: 8)
            XCTAssertEqual(second.label.text, "#8")
            XCTAssertFalse(first === second)
        }
        XCTAssertEqual(diagnostics.count, 0)   // the first use registered the class
        XCTAssertTrue(collectionView.cellPool.isRegistered(registration.reuseIdentifier))
        XCTAssertEqual(calls, ["[0, 0] 7", "[0, 1] 8"])
        XCTAssertEqual(collectionView.cellPool.madeCount, 2)
    }

    func testCellThatLeftIsReusedAfterPrepareForReuse() {
        let collectionView = makeCollectionView()
        let registration = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in
            cell.label.text = item
        }
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(0, 0), item: "first")
        // The cell scrolls out of sight: the collection view puts it back in its pool.
        collectionView.cellPool.putBack(cell, identifier: registration.reuseIdentifier)
        let again = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(0, 9), item: "tenth")
        XCTAssertTrue(again === cell)
        XCTAssertEqual(again.reuses, 1)
        XCTAssertEqual(again.label.text, "tenth")
        XCTAssertEqual(collectionView.cellPool.madeCount, 1)
    }

    func testEachRegistrationHasItsOwnIdentifier() {
        let one = CollectionView.CellRegistration<BadgeCell, Int> { _, _, _ in }
        let two = CollectionView.CellRegistration<BadgeCell, Int> { _, _, _ in }
        XCTAssertNotEqual(one.reuseIdentifier, two.reuseIdentifier)
        XCTAssertTrue(one.reuseIdentifier.hasPrefix("CellRegistration<BadgeCell>#"))
    }

    func testNibAndNilItemAreReported() {
        let collectionView = makeCollectionView()
        var configured = 0
        var registration: CollectionView.CellRegistration<BadgeCell, Int>?
        let nibDiagnostics = LayoutDiagnostics.collect {
            registration = CollectionView.CellRegistration<BadgeCell, Int>(
                cellNib: Nib(nibName: "BadgeCell", bundle: nil)) { _, _, _ in configured += 1 }
        }
        XCTAssertEqual(nibDiagnostics.count, 1)
        XCTAssertEqual(nibDiagnostics.first?.kind, .invalidListData)
        XCTAssertTrue(nibDiagnostics.first?.message.contains("Taut reads no nibs (nib \"BadgeCell\")") ?? false)
        guard let registration else { return XCTFail("no registration") }
        // The class stands in for the nib.
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(0, 0), item: 1)
        XCTAssertEqual(configured, 1)
        XCTAssertNotNil(cell.label.superview)

        let nilDiagnostics = LayoutDiagnostics.collect {
            _ = collectionView.dequeueConfiguredReusableCell(using: registration, for: path(2, 3), item: nil)
        }
        XCTAssertEqual(nilDiagnostics.count, 1)
        XCTAssertTrue(nilDiagnostics.first?.message.contains("at [2, 3] was given a nil item") ?? false)
        XCTAssertEqual(configured, 1)
    }

    func testSupplementaryRegistration() {
        let collectionView = makeCollectionView()
        let kind = CollectionView.elementKindSectionHeader
        let registration = CollectionView.SupplementaryRegistration<SectionHeader>(elementKind: kind) {
            header, elementKind, indexPath in
            header.title.text = "\(elementKind == CollectionView.elementKindSectionHeader ? "Header" : "?") \(indexPath.section)"
        }
        XCTAssertEqual(registration.elementKind, kind)
        let header = collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: path(3, 0))
        XCTAssertEqual(header.title.text, "Header 3")
        XCTAssertEqual(header.reuseIdentifier, registration.reuseIdentifier)
        XCTAssertTrue(collectionView.supplementaryPool.isRegistered(
            CollectionView.supplementaryKey(kind, registration.reuseIdentifier)))
    }
}
