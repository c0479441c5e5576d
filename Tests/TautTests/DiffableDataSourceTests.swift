import XCTest
@testable import Taut

// Diffable data sources on a table and a collection view: what they answer as data sources
// (counts, configured cells, identifiers) after a first apply and after re-applies, and how
// they told the list (a reload first, then one batch update of the exact difference). These
// assertions do not depend on the lists' layout.

private enum Section: String { case fruit, vegetables, herbs }

private final class ItemCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source subclass that titles its section headers, as apps write them.
private final class TitledDataSource: TableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue.capitalized
    }
}

private final class Tile: CollectionViewCell {
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
    }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

final class DiffableDataSourceTests: XCTestCase {
    private func makeTable() -> (TableView, TableViewDiffableDataSource<Section, String>) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        let dataSource = TableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (table, dataSource)
    }

    private func text(_ dataSource: any TableViewDataSource, _ table: TableView, _ indexPath: IndexPath) -> String? {
        dataSource.tableView(table, cellForRowAt: indexPath).textLabel?.text
    }

    func testTableFirstApplyReloadsAndAnswers() {
        let (table, dataSource) = makeTable()
        XCTAssertTrue(table.dataSource === dataSource)
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear", "Plum"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(dataSource.lastUpdate, .reload)   // the table showed nothing before

        XCTAssertEqual(dataSource.numberOfSections(in: table), 2)
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 0), 3)
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 1), 1)
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 2), 0)
        XCTAssertEqual(text(dataSource, table, path(0, 2)), "Plum")
        XCTAssertEqual(text(dataSource, table, path(1, 0)), "Leek")
        XCTAssertEqual(dataSource.itemIdentifier(for: path(0, 1)), "Pear")
        XCTAssertNil(dataSource.itemIdentifier(for: path(1, 1)))
        XCTAssertEqual(dataSource.indexPath(for: "Leek"), IndexPath(row: 0, section: 1))
        XCTAssertNil(dataSource.indexPath(for: "Kiwi"))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), .vegetables)
        XCTAssertEqual(dataSource.index(for: .fruit), 0)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Apple", "Pear", "Plum", "Leek"])
        // UIKit's diffable data source does not allow editing or moving unless overridden.
        XCTAssertFalse(dataSource.tableView(table, canEditRowAt: path(0, 0)))
    }

    func testTableReapplyIsOneBatchOfTheDifference() {
        let (table, dataSource) = makeTable()
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear", "Plum"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        dataSource.apply(snapshot)

        // Delete Pear, move Plum to the front, insert Fig after Apple, add a herbs section
        // with Basil, and reload Leek.
        var next = dataSource.snapshot()
        next.deleteItems(["Pear"])
        next.moveItem("Plum", beforeItem: "Apple")
        next.insertItems(["Fig"], afterItem: "Apple")
        next.appendSections([.herbs])
        next.appendItems(["Basil"], toSection: .herbs)
        next.reloadItems(["Leek"])
        dataSource.apply(next)

        // Old fruit rows: Apple 0, Pear 1, Plum 2. New: Plum 0, Apple 1, Fig 2. Of the items
        // kept, Plum, Apple (old 2, 0) — the run kept is Apple, so Plum moves [0, 2] → [0, 0].
        var expected = DiffableDifference()
        expected.deletedItems = [path(0, 1)]
        expected.insertedItems = [path(0, 2)]
        expected.movedItems = [.init(from: path(0, 2), to: path(0, 0))]
        expected.insertedSections = [2]
        expected.reloadedItems = [path(1, 0)]
        XCTAssertEqual(dataSource.lastUpdate, .batch(expected))

        XCTAssertEqual(dataSource.numberOfSections(in: table), 3)
        XCTAssertEqual((0..<3).map { dataSource.tableView(table, numberOfRowsInSection: $0) }, [3, 1, 1])
        XCTAssertEqual((0..<3).map { text(dataSource, table, path(0, $0)) }, ["Plum", "Apple", "Fig"])
        XCTAssertEqual(text(dataSource, table, path(2, 0)), "Basil")
        // The data source keeps the snapshot without its reload marks.
        XCTAssertEqual(dataSource.snapshot().reloadedItemIdentifiers, [])

        // Applying the same snapshot again changes nothing.
        dataSource.apply(dataSource.snapshot())
        XCTAssertEqual(dataSource.lastUpdate, .batch(DiffableDifference()))

        // Reloading with reload data is a reload, whatever changed.
        var smaller = dataSource.snapshot()
        smaller.deleteSections([.fruit])
        dataSource.applySnapshotUsingReloadData(smaller)
        XCTAssertEqual(dataSource.lastUpdate, .reload)
        XCTAssertEqual(dataSource.numberOfSections(in: table), 2)
        XCTAssertEqual(text(dataSource, table, path(0, 0)), "Leek")
    }

    func testTableSubclassAnswersThroughTheProtocol() {
        let table = TableView(frame: .zero, style: .grouped)
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        let dataSource = TitledDataSource(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.herbs, .fruit])
        dataSource.apply(snapshot)
        let asProtocol: any TableViewDataSource = dataSource
        XCTAssertEqual(asProtocol.tableView(table, titleForHeaderInSection: 1), "Fruit")
        XCTAssertNil(asProtocol.tableView(table, titleForFooterInSection: 1))
    }

    func testTableIsHeldWeaklyAndBadAnswersAreReported() {
        var table: TableView? = TableView(frame: .zero, style: .plain)
        weak let weakTable = table
        let dataSource = TableViewDiffableDataSource<Section, String>(tableView: table!) { _, _, _ in nil }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["Apple"])
        dataSource.apply(snapshot)
        let diagnostics = LayoutDiagnostics.collect {
            let cell = dataSource.tableView(table!, cellForRowAt: path(0, 0))   // the provider returns nil
            XCTAssertNil(cell.textLabel?.text)
            _ = dataSource.tableView(table!, cellForRowAt: path(0, 5))          // no such row
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(diagnostics[0].message.contains("the cell provider returned nil for item \"Apple\" at [0, 0]"))
        XCTAssertTrue(diagnostics[1].message.contains("has no item at [0, 5]"))
        table = nil
        XCTAssertNil(weakTable)
        // With its table gone, the data source still takes snapshots.
        snapshot.appendItems(["Pear"])
        dataSource.apply(snapshot)
        XCTAssertEqual(dataSource.snapshot().numberOfItems, 2)
    }

    func testTableReorderUpdatesTheSnapshot() {
        let (table, dataSource) = makeTable()
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        dataSource.apply(snapshot)
        // The user drags Apple below Leek.
        dataSource.tableView(table, moveRowAt: path(0, 0), to: path(1, 1))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .vegetables), ["Leek", "Apple"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .fruit), ["Pear"])
    }

    func testTableReconfigureOffersTheShownCell() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        var names = ["a": "Apple", "b": "Banana"]
        var calls = 0
        let dataSource = TableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            calls += 1
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = names[item]
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        XCTAssertEqual(calls, 2)
        let cell = try XCTUnwrap(table.cellForRow(at: path(0, 1)))
        XCTAssertEqual(cell.textLabel?.text, "Banana")

        // Reconfiguring "b": the provider is called again and its dequeue hands back the shown
        // cell, configured in place without prepareForReuse; nothing else is asked for.
        names["b"] = "Blackberry"
        var next = dataSource.snapshot()
        next.reconfigureItems(["b"])
        dataSource.apply(next)
        table.layoutIfNeeded()
        XCTAssertEqual(calls, 3)
        XCTAssertTrue(table.cellForRow(at: path(0, 1)) === cell)
        XCTAssertEqual(cell.textLabel?.text, "Blackberry")
        XCTAssertEqual((cell as? ItemCell)?.reuses, 0)
        XCTAssertEqual(table.cellPool.waitingCount, 0)
    }

    // MARK: Collection views

    func testCollectionViewApplyAndReconfigureKeepsTheCell() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600),
                                            collectionViewLayout: CollectionViewFlowLayout())
        var names = ["a": "Apple", "b": "Banana", "c": "Cherry"]
        var configured = 0
        let registration = CollectionView.CellRegistration<Tile, String> { cell, _, item in
            configured += 1
            cell.label.text = names[item]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        XCTAssertEqual(dataSource.lastUpdate, .reload)
        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)

        // The collection view shows the cell of "b" (as its layout pass would).
        let shown = dataSource.collectionView(collectionView, cellForItemAt: path(0, 1))
        collectionView.addSubview(shown)
        XCTAssertEqual((shown as? Tile)?.label.text, "Banana")
        XCTAssertEqual(configured, 1)

        // "b" changes its name; reconfiguring it configures the same cell again, without
        // prepareForReuse.
        names["b"] = "Blueberry"
        var next = dataSource.snapshot()
        next.reconfigureItems(["b"])
        dataSource.apply(next)
        XCTAssertEqual((shown as? Tile)?.label.text, "Blueberry")
        XCTAssertEqual((shown as? Tile)?.reuses, 0)
        XCTAssertEqual(configured, 2)
        var expected = DiffableDifference()
        expected.reconfiguredItems = [path(0, 1)]
        XCTAssertEqual(dataSource.lastUpdate, .batch(expected))

        // Deleting "a" is a batch update of the collection view, which lays it out: b and c
        // (50 × 50 flow items) get cells from the data source (configured 3 and 4: the cell
        // added by hand above is not one the collection view showed). Reconfiguring "c" then
        // configures its shown cell once more (5), without another cell.
        var last = dataSource.snapshot()
        last.deleteItems(["a"])
        last.reconfigureItems(["c"])
        dataSource.apply(last)
        XCTAssertEqual(configured, 5)
        let cShown = collectionView.cellForItem(at: path(0, 1)) as? Tile
        XCTAssertEqual(cShown?.label.text, "Cherry")
        XCTAssertEqual(collectionView.cellRequestCount, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(dataSource.itemIdentifier(for: path(0, 0)), "b")
        XCTAssertEqual(dataSource.indexPath(for: "c"), path(0, 1))
    }

    func testCollectionViewSupplementaryViews() {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in
            CollectionViewCell(frame: .zero)
        }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Top", "Bottom"])
        dataSource.apply(snapshot)
        let kind = CollectionView.elementKindSectionHeader
        let missing = LayoutDiagnostics.collect {
            _ = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path(1, 0))
        }
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing[0].message.contains("has no supplementaryViewProvider"))

        let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: kind) {
            view, _, indexPath in
            view.accessibilityIdentifier = "header \(indexPath.section)"
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path(1, 0))
        XCTAssertEqual(view.accessibilityIdentifier, "header 1")
    }

    func testSectionSnapshotAppliedToASection() {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in
            CollectionViewCell(frame: .zero)
        }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        // A section the snapshot does not hold yet is appended.
        dataSource.apply(outline, to: "Food")
        XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["Food"])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)   // Fruit, Vegetables

        outline.expand(["Fruit"])
        dataSource.apply(outline, to: "Food")
        // Fruit, Apple, Pear, Vegetables: Apple and Pear are inserted at rows 1 and 2.
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Apple", "Pear", "Vegetables"])
        var expected = DiffableDifference()
        expected.insertedItems = [path(0, 1), path(0, 2)]
        XCTAssertEqual(dataSource.lastUpdate, .batch(expected))
        XCTAssertEqual(dataSource.snapshot(for: "Food").isExpanded("Fruit"), true)
        XCTAssertEqual(dataSource.snapshot(for: "Food").items.count, 4)
    }
}
