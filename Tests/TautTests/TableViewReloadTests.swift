import XCTest
@testable import Taut

/// Three rows of built-in cells.
private final class ThreeRows: TableViewDataSource {
    var titles = ["One", "Two", "Three"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

final class TableViewReloadTests: XCTestCase {
    private let source = ThreeRows()

    private func makeTable(in window: Window) -> TableView {
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    func testReusedCellsMeasureTheSameAfterAReload() {
        // Cells reused after a reload are measured where they wait, hidden in the table under
        // the status bar: the safe area must not reach their margins (a built-in cell stays 44).
        let window = Window(device: .iPhone14)
        let table = makeTable(in: window)
        XCTAssertEqual(table.visibleCells.map(\.frame.height), [44, 44, 44])
        table.reloadData()
        window.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.frame.height), [44, 44, 44])
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 44, 88])
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        source.titles = ["Two", "Three", "One"]
        window.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.frame.height), [44, 44, 44])
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Two", "Three", "One"])
        XCTAssertEqual(table.contentSize.height, 132)
    }
}

final class TableViewHeaderEstimateTests: XCTestCase {
    private final class Source: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { 40 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
    }

    func testHeadersCountAtTheirEstimateUntilShown() {
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.rowHeight = 50
        table.estimatedSectionHeaderHeight = 20
        table.sectionHeaderTopPadding = 0
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // Headers in view (frame-sized views without constraints keep their 30-point frames):
        // section 0 at 0 (header 30, row 50), section 1 at 80, section 2 at 160 (header shown,
        // its row from 190). Sections 3 and later count at 20 + 50: 40 sections make
        // 3 × 80 + 37 × 70.
        XCTAssertEqual(table.rectForHeader(inSection: 2).minY, 160)
        XCTAssertEqual(table.rectForHeader(inSection: 2).height, 30)
        XCTAssertEqual(table.rectForHeader(inSection: 3).height, 20)
        XCTAssertEqual(table.contentSize.height, 3 * 80 + 37 * 70)
        withExtendedLifetime(source) {}
    }
}
