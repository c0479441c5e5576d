import XCTest
@testable import Taut

/// A data source whose answers a test sets: counts, a cell maker, titles.
private final class ScriptedSource: TableViewDataSource {
    var sections = 1
    var rows = 3
    var cell: (TableView, IndexPath) -> TableViewCell = { table, indexPath in
        table.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    }
    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell(tableView, indexPath) }
}

/// A delegate whose row heights a test sets.
private final class HeightsDelegate: TableViewDelegate {
    var height: (IndexPath) -> CGFloat = { _ in 50 }
    var selected: [IndexPath] = []
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath) }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

final class TableViewEdgeCaseTests: XCTestCase {
    private var source = ScriptedSource()
    private var delegate = HeightsDelegate()

    /// A 320 × 480 plain table (no window: no safe area, offset 0), its rows 50 points tall.
    private func makeTable() -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = source
        table.delegate = delegate
        return table
    }

    func testAnUnregisteredIdentifierGivesAPlainCellAndNamesTheRow() {
        let table = makeTable()
        source.cell = { table, indexPath in table.dequeueReusableCell(withIdentifier: "missing", for: indexPath) }
        source.rows = 1
        let diagnostics = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .invalidListData)
        XCTAssertTrue(diagnostics.first?.message.contains("\"missing\"") ?? false)
        XCTAssertTrue(diagnostics.first?.message.contains("[0, 0]") ?? false)
        // The row is still shown, with a plain cell, 50 points tall.
        XCTAssertEqual(table.visibleCells.count, 1)
        XCTAssertEqual(table.visibleCells.first?.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    func testANegativeHeightIsReportedAndTheRowIsEmpty() {
        let table = makeTable()
        delegate.height = { $0.row == 1 ? -20 : 50 }
        let diagnostics = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidListData])
        XCTAssertTrue(diagnostics.first?.message.contains("row [0, 1]") ?? false)
        // Rows 0 and 2 are 50 tall; row 1 is 0: row 2 starts at 50.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 50, width: 320, height: 50))
        XCTAssertEqual(table.contentSize.height, 100)
    }

    func testOutOfRangeIndexPathsAreReportedNotFatal() {
        let table = makeTable()
        table.layoutIfNeeded()
        let diagnostics = LayoutDiagnostics.collect {
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 9, section: 0)), .zero)
            table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertTrue(diagnostics[0].message.contains("[0, 9]"))
        XCTAssertTrue(diagnostics[1].message.contains("[4, 0]"))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 5, section: 7)))
        XCTAssertEqual(table.numberOfRows(inSection: 9), 0)
    }

    func testNegativeCountsAndARepeatedCellAreReported() {
        let table = makeTable()
        source.rows = -4
        var diagnostics = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        // A data source that gives one cell for every row: the first row shows it, the others
        // are left empty with a diagnostic each (once: later passes do not ask again).
        let shared = TableViewCell(style: .default, reuseIdentifier: nil)
        source.rows = 3
        source.cell = { _, _ in shared }
        table.reloadData()
        diagnostics = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(table.visibleCells.count, 1)
        XCTAssertEqual(table.contentSize.height, 150)
    }

    func testARefusedHeightSettingKeepsThePreviousValue() {
        let table = makeTable()
        let diagnostics = LayoutDiagnostics.collect {
            table.rowHeight = -3
            table.estimatedRowHeight = .nan
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(table.rowHeight, TableView.automaticDimension)
        XCTAssertEqual(table.estimatedRowHeight, TableView.automaticDimension)
    }

    func testATableHeaderViewKeepsItsHeightAndTakesTheTableWidth() {
        let table = makeTable()
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        // The header: 320 wide (the table's width), 120 tall (its own); rows from 120.
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 120))
        XCTAssertEqual(table.visibleCells.first?.frame.minY, 120)
        // 120 + 3 × 50.
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 270))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 175)), IndexPath(row: 1, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 60)))
    }

    func testSelectionByCodeAndByTap() throws {
        let table = makeTable()
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected)
        // Selecting by code does not call the delegate; a tap does, and moves the selection.
        XCTAssertEqual(delegate.selected, [])
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(delegate.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        XCTAssertFalse(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected)
        // A row change keeps the selection; reloadData() clears it.
        source.rows = 4
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.visibleCells.count, 4)
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testScrollToRowPlacesItWhereAsked() {
        let table = makeTable()
        // Estimates off: every row's height is asked for at once, so places are exact.
        table.estimatedRowHeight = 0
        source.rows = 40
        table.layoutIfNeeded()
        // 40 rows of 50: 2000 of content in 480 of view; row 20 is at 1000.
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 1000)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        // Its middle (1025) in the middle of 480: 1025 − 240.
        XCTAssertEqual(table.contentOffset.y, 785)
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
        // Clamped to the end: 2000 − 480.
        XCTAssertEqual(table.contentOffset.y, 1520)
        table.layoutIfNeeded()
        // Rows 30 (1500) to 39 in view.
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 30, section: 0))
        XCTAssertEqual(table.visibleCells.count, 10)
    }
}

final class TableViewWideScreenTests: XCTestCase {
    private final class OneRow: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Wide"
            return cell
        }
    }

    func testAWideScreenGivesCellsTwentyPointMargins() throws {
        // An iPhone 15 Pro Max window is 430 wide: UIKit's wide margins, 20 points.
        let window = Window(device: .iPhone15ProMax)
        let table = TableView(frame: window.bounds, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = OneRow()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try XCTUnwrap(table.visibleCells.first)
        // Inset 20 on both sides: 390 wide; the label 20 inside the content view.
        XCTAssertEqual(cell.frame.minX, 20)
        XCTAssertEqual(cell.frame.width, 390)
        XCTAssertEqual(cell.textLabel?.frame.minX, 20)
        XCTAssertEqual(table.separatorInset.left, 20)
        // The only row of an inset-grouped section has all four corners rounded and no separator.
        XCTAssertEqual(cell.layer.maskedCorners, CornerMask.all)
        XCTAssertEqual(cell.separatorRoom, 0)
    }

    func testReadableWidthMarginsOnALandscapeIPad() throws {
        // An iPad (10th generation) in landscape: 1180 wide. Following the readable width, the
        // content stays 672 wide, centred: (1180 − 672) / 2 = 254 on each side.
        let window = Window(device: .iPad, orientation: .landscapeLeft)
        let table = TableView(frame: window.bounds, style: .plain)
        table.cellLayoutMarginsFollowReadableWidth = true
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = OneRow()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try XCTUnwrap(table.visibleCells.first)
        XCTAssertEqual(window.bounds.width, 1180)
        XCTAssertEqual(cell.contentView.directionalLayoutMargins.leading, 254)
        XCTAssertEqual(cell.textLabel?.frame.minX, 254)
    }
}
