import XCTest
@testable import Taut

/// A header view that counts how often it is made.
private final class SectionHeader: TableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        SectionHeader.made += 1
    }
    required init?(coder: NSCoder) { nil }
}

/// Two sections (2 rows, 1 row) with header views from the delegate.
private final class GroupedScreen: TableViewDataSource, TableViewDelegate {
    var displayed: [IndexPath] = []
    var headersDisplayed: [Int] = []
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        headersDisplayed.append(section)
    }
}

final class TableViewGroupedTests: XCTestCase {
    private let screen = GroupedScreen()

    func testGroupedSectionsWithHeaderViewsFootersAndATableFooter() throws {
        SectionHeader.made = 0
        // 320 wide, outside a window: no safe area, the content offset stays 0; side margin 16.
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = screen
        table.delegate = screen
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        table.layoutIfNeeded()
        // Each header sizes itself: its 17-point label (20.4) between 8-point margins: 36.4.
        // Section 0: header 0–36.4, rows at 36.4 and 80.4, no footer title or view: 17.5
        // (grouped), to 141.9. Section 1: header 141.9–178.3, its row 178.3–222.3, footer to
        // 239.8. The table footer view: 239.8–269.8.
        XCTAssertEqual(table.contentSize.height, 269.8, accuracy: 1e-9)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY ?? 0, 80.4, accuracy: 1e-9)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY ?? 0, 178.3, accuracy: 1e-9)
        let header = try XCTUnwrap(table.headerView(forSection: 1))
        XCTAssertTrue(header is SectionHeader)
        XCTAssertEqual(header.frame.minY, 141.9, accuracy: 1e-9)
        XCTAssertEqual(header.frame.height, 36.4, accuracy: 1e-9)
        XCTAssertEqual(header.textLabel?.text, "Section 1")
        XCTAssertEqual(SectionHeader.made, 2)
        let sectionRect = table.rect(forSection: 1)
        XCTAssertEqual(sectionRect.minY, 141.9, accuracy: 1e-9)
        XCTAssertEqual(sectionRect.height, 97.9, accuracy: 1e-9)
        XCTAssertEqual(table.tableFooterView?.frame.minY ?? 0, 239.8, accuracy: 1e-9)
        XCTAssertEqual(table.tableFooterView?.frame.width, 320)
        // Grouped rows: the first row's separator starts at the 16-point margin, the section's
        // last row's spans the whole width.
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let last = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(first.separatorView?.frame.minX, 16)
        XCTAssertEqual(last.separatorView?.frame.minX, 0)
        XCTAssertEqual(last.separatorView?.frame.width, 320)
        // Grouped colours: the table's grouped background, white rows.
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(first.backgroundColor, .secondarySystemGroupedBackground)
        // The delegate heard of every row and header shown, once.
        XCTAssertEqual(screen.displayed.sorted(), [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                                                   IndexPath(row: 0, section: 1)])
        XCTAssertEqual(screen.headersDisplayed.sorted(), [0, 1])
    }

    func testAGroupedTableWithoutHeadersStartsThirtyFivePointsDown() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let plain = PlainRows()
        table.dataSource = plain
        table.layoutIfNeeded()
        // No header title or view and no table header view: 35 points above the first section,
        // 17.5 + 17.5 between sections, 17.5 below the last.
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 35)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY, 35 + 44 + 35)
        XCTAssertEqual(table.contentSize.height, 35 + 44 + 35 + 44 + 17.5)
        withExtendedLifetime(plain) {}
    }
}

/// Two sections of one row, no titles.
private final class PlainRows: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
