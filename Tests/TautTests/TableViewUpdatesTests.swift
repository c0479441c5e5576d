import XCTest
@testable import Taut

/// Rows named by strings, 40 points each (no window: offset 0, no safe area).
private final class NamesSource: TableViewDataSource {
    var sections: [[String]]
    var asked: [String] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let name = sections[indexPath.section][indexPath.row]
        asked.append(name)
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = name
        return cell
    }
}

final class TableViewUpdatesTests: XCTestCase {
    private var source = NamesSource([["a", "b", "c"]])

    /// A 320 × 400 plain table of 40-point rows.
    private func makeTable() -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = 40
        table.register(TableViewCell.self, forCellReuseIdentifier: "name")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    private func cell(_ table: TableView, _ row: Int, _ section: Int = 0) -> TableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    func testAnInsertedRowMovesTheCellsBelowItAndKeepsThem() throws {
        let table = makeTable()
        let b = try XCTUnwrap(cell(table, 1))
        source.asked = []
        source.sections[0].insert("new", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        // Only the new row is asked for; "b" keeps its cell, one row lower: 80.
        XCTAssertEqual(source.asked, ["new"])
        XCTAssertTrue(cell(table, 2) === b)
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 80, width: 320, height: 40))
        XCTAssertEqual(cell(table, 1)?.textLabel?.text, "new")
        XCTAssertEqual(table.contentSize.height, 160)
    }

    func testABatchDeletesMovesAndReloadsAtOnce() throws {
        source.sections = [["a", "b", "c", "d"]]
        let table = makeTable()
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let a = try XCTUnwrap(cell(table, 0)), d = try XCTUnwrap(cell(table, 3)), c = try XCTUnwrap(cell(table, 2))
        source.asked = []
        // Delete "b", move "d" to the top, reload "c": a c d -> d a c.
        table.performBatchUpdates {
            self.source.sections = [["d", "a", "c"]]
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        table.layoutIfNeeded()
        XCTAssertEqual(source.asked, ["c"])
        XCTAssertTrue(cell(table, 0) === d)
        XCTAssertTrue(cell(table, 1) === a)
        XCTAssertEqual(d.frame.minY, 0)
        XCTAssertEqual(a.frame.minY, 40)
        // The reloaded row got a new configuration (perhaps the reused cell of "b" or "c").
        XCTAssertEqual(cell(table, 2)?.textLabel?.text, "c")
        XCTAssertEqual(cell(table, 2)?.frame.minY, 80)
        _ = c
        // The selection followed "d" to the top.
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.visibleCells.count, 3)
    }

    func testSectionsInsertedAndMovedCarryTheirRows() throws {
        source.sections = [["a"], ["b", "c"]]
        let table = makeTable()
        let b = try XCTUnwrap(cell(table, 0, 1))
        source.asked = []
        table.beginUpdates()
        source.sections = [["b", "c"], ["x"], ["a"]]
        table.moveSection(1, toSection: 0)
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        table.endUpdates()
        table.layoutIfNeeded()
        XCTAssertEqual(source.asked, ["x"])
        XCTAssertTrue(cell(table, 0, 0) === b)
        // b 0, c 40, x 80, a 120.
        XCTAssertEqual(cell(table, 0, 2)?.frame.minY, 120)
        XCTAssertEqual(table.numberOfSections, 3)
    }

    func testChangesThatDoNotAddUpAreReportedAndTheTableReloads() {
        let table = makeTable()
        source.sections[0].append("d")
        let diagnostics = LayoutDiagnostics.collect {
            // Says one row was deleted, but the data source has one more.
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.message.contains("invalid number of rows in section 0") ?? false)
        XCTAssertTrue(diagnostics.first?.message.contains("after the update (4)") ?? false)
        XCTAssertEqual(table.visibleCells.count, 4)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["a", "b", "c", "d"])
    }
}
