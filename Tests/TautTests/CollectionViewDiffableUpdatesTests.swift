import Foundation
import XCTest
@testable import Taut

// A diffable data source applying its differences through the collection view's batch
// updates: cells of untouched items are kept and follow their items, and reconfiguring keeps
// the shown cell (measured again when it sizes itself). Frames worked out by hand.

/// A cell of one label pinned 12 inside its content view (body font: a character 8.5 wide, a
/// line 20.4 tall), counting its reuses.
final class InsetLabelCell: CollectionViewCell {
    let label = Label()
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

final class CollectionViewDiffableUpdatesTests: XCTestCase {
    /// A one-section list of rows 390 wide, 50 tall or self-sized (estimated 50), showing
    /// `texts[item]` in `InsetLabelCell`s made by a cell registration.
    private func makeList(estimated: Bool, texts: @escaping () -> [String: String])
        -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let height: CollectionLayoutDimension = estimated ? .estimated(50) : .absolute(50)
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<InsetLabelCell, String> { cell, _, item in
            cell.label.text = texts()[item] ?? item
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    private func snapshot(_ items: [String]) -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Inserting an item above others keeps their cells: the same instances, 50 lower; only
    /// the new item's cell is asked for.
    func testInsertAboveKeepsTheCellsBelowAndMovesThem() throws {
        let (collectionView, dataSource) = makeList(estimated: false, texts: { [:] })
        dataSource.apply(snapshot(["a", "b", "c"]))
        collectionView.layoutIfNeeded()
        // Rows of 50: a 0, b 50, c 100.
        let b = try XCTUnwrap(collectionView.cellForItem(at: path(0, 1)) as? InsetLabelCell)
        let c = try XCTUnwrap(collectionView.cellForItem(at: path(0, 2)) as? InsetLabelCell)
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 50, width: 390, height: 50))
        let requests = collectionView.cellRequestCount
        XCTAssertEqual(requests, 3)

        let next = snapshot(["x", "a", "b", "c"])
        let diagnostics = LayoutDiagnostics.collect {
            dataSource.apply(next)
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // One insertion at 0 (a new index path): a, b and c shift down one row, 50 points.
        var expected = DiffableDifference()
        expected.insertedItems = [path(0, 0)]
        XCTAssertEqual(dataSource.lastUpdate, .batch(expected))
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 2)), b)
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 3)), c)
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 100, width: 390, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 150, width: 390, height: 50))
        XCTAssertEqual(b.label.text, "b")
        XCTAssertEqual(b.reuses, 0)
        // Only x's cell was asked for.
        XCTAssertEqual(collectionView.cellRequestCount, requests + 1)
        XCTAssertEqual((collectionView.cellForItem(at: path(0, 0)) as? InsetLabelCell)?.label.text, "x")
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 200))

        // Delete x and b, move c to the front: [c, a]. c's cell is kept (now at 0), a's too
        // (now at 50); b's cell goes back to the pool, nothing new is asked for.
        let a = try XCTUnwrap(collectionView.cellForItem(at: path(0, 1)))
        dataSource.apply(snapshot(["c", "a"]))
        collectionView.layoutIfNeeded()
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 0)), c)
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 1)), a)
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 0, width: 390, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 50, width: 390, height: 50))
        XCTAssertNil(b.superview)
        XCTAssertEqual(collectionView.visibleCells.count, 2)
        XCTAssertEqual(collectionView.cellRequestCount, requests + 1)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 100))
    }

    /// Reconfiguring a self-sizing item keeps its cell, configured again through the
    /// registration without `prepareForReuse()`, and measures it again: the rows below move.
    func testReconfigureKeepsTheSelfSizingCellAndMeasuresItAgain() throws {
        var texts = ["a": "Apple", "b": "Banana", "c": "Cherry"]
        let (collectionView, dataSource) = makeList(estimated: true, texts: { texts })
        dataSource.apply(snapshot(["a", "b", "c"]))
        collectionView.layoutIfNeeded()
        // One line: 12 + 20.4 + 12 = 44.4 a row: a 0, b 44.4, c 88.8.
        let b = try XCTUnwrap(collectionView.cellForItem(at: path(0, 1)) as? InsetLabelCell)
        let c = try XCTUnwrap(collectionView.cellForItem(at: path(0, 2)))
        assertFrame(b.frame, CGRect(x: 0, y: 44.4, width: 390, height: 44.4))
        assertFrame(c.frame, CGRect(x: 0, y: 88.8, width: 390, height: 44.4))
        let requests = collectionView.cellRequestCount

        texts["b"] = "Banana\nBlueberry"
        var next = dataSource.snapshot()
        next.reconfigureItems(["b"])
        let diagnostics = LayoutDiagnostics.collect {
            dataSource.apply(next)
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The same cell, two lines now: 12 + 40.8 + 12 = 64.8 tall; c moves to 44.4 + 64.8 = 109.2.
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 1)), b)
        XCTAssertEqual(b.label.text, "Banana\nBlueberry")
        XCTAssertEqual(b.reuses, 0)
        assertFrame(b.frame, CGRect(x: 0, y: 44.4, width: 390, height: 64.8))
        XCTAssertIdentical(collectionView.cellForItem(at: path(0, 2)), c)
        assertFrame(c.frame, CGRect(x: 0, y: 109.2, width: 390, height: 44.4))
        XCTAssertEqual(collectionView.cellRequestCount, requests)
        XCTAssertEqual(collectionView.contentSize.height, 153.6, accuracy: 0.001)
    }

    /// Section changes through the batch: a section inserted above keeps the cells of the
    /// section below (now section 1), and a reloaded item gets a new cell from the pool.
    func testSectionInsertAndItemReload() throws {
        let (collectionView, dataSource) = makeList(estimated: false, texts: { [:] })
        var first = DiffableDataSourceSnapshot<Int, String>()
        first.appendSections([1])
        first.appendItems(["a", "b"], toSection: 1)
        dataSource.apply(first)
        collectionView.layoutIfNeeded()
        let a = try XCTUnwrap(collectionView.cellForItem(at: path(0, 0)))
        let b = try XCTUnwrap(collectionView.cellForItem(at: path(0, 1)))

        var next = DiffableDataSourceSnapshot<Int, String>()
        next.appendSections([0, 1])
        next.appendItems(["z"], toSection: 0)
        next.appendItems(["a", "b"], toSection: 1)
        next.reloadItems(["b"])
        dataSource.apply(next)
        collectionView.layoutIfNeeded()
        // Section 0 (z) at 0; section 1 follows: a at 50, b at 100.
        XCTAssertIdentical(collectionView.cellForItem(at: path(1, 0)), a)
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 50, width: 390, height: 50))
        let reloaded = try XCTUnwrap(collectionView.cellForItem(at: path(1, 1)) as? InsetLabelCell)
        XCTAssertEqual(reloaded.frame, CGRect(x: 0, y: 100, width: 390, height: 50))
        XCTAssertEqual(reloaded.label.text, "b")
        // b's former cell went back to the pool and was dequeued again (for z or for b).
        XCTAssertEqual((b as? InsetLabelCell)?.reuses, 1)
        XCTAssertEqual(collectionView.visibleCells.count, 3)
    }
}
