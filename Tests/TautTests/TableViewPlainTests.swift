import XCTest
@testable import Taut

// Text sizes come from the default monospaced measurer: a character is half the font size
// wide, a line 1.2 × the font size high (17 points: 8.5 × 20.4).
// An iPhone 14 window is 390 × 844 at scale 3, safe area 47 at the top and 34 at the bottom,
// so a separator is 1/3 point and a table filling the window has its content offset at -47.

/// A cell whose label is held 12 points inside the content view: 20.4 + 24 = 44.4 of content,
/// and a row of 44.4 + 1/3 with a separator.
private final class PaddedLabelCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    let label = Label()
    var reuses = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        PaddedLabelCell.made += 1
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

/// Rows "Row 0" ... of padded cells.
private final class RowsSource: TableViewDataSource {
    var counts: [Int]
    var asked: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "padded", for: indexPath)
        (cell as? PaddedLabelCell)?.label.text = "Row \(indexPath.row)"
        return cell
    }
}

final class TableViewPlainTests: XCTestCase {
    /// The data source of the test's table (tables hold theirs weakly).
    private var source: RowsSource?

    private func makeTable(rows: Int, source: RowsSource? = nil) -> (Window, TableView, RowsSource) {
        let window = Window(device: .iPhone14)
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(PaddedLabelCell.self, forCellReuseIdentifier: "padded")
        let source = source ?? RowsSource([rows])
        table.dataSource = source
        self.source = source
        window.addSubview(table)
        return (window, table, source)
    }

    func testSelfSizingRowsStackUnderTheStatusBar() throws {
        PaddedLabelCell.made = 0
        let (window, table, _) = makeTable(rows: 100)
        let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The table bounces vertically, so its content inset takes the safe area: the content
        // starts 47 points down, at an offset of -47.
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -47))
        // A row: 44.4 of content plus a 1/3-point separator.
        let row: CGFloat = 44.4 + 1.0 / 3
        // Visible content: y from -47 to 797. Row k starts at k × 44.7333; row 17 starts at
        // 760.47 (shown), row 18 at 805.2 (not): 18 cells.
        XCTAssertEqual(table.visibleCells.count, 18)
        XCTAssertEqual(PaddedLabelCell.made, 18)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 17, section: 0))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? PaddedLabelCell)
        XCTAssertEqual(cell.frame.minX, 0)
        XCTAssertEqual(cell.frame.width, 390)
        XCTAssertEqual(cell.frame.minY, 3 * row, accuracy: 1e-9)
        XCTAssertEqual(cell.frame.height, row, accuracy: 1e-9)
        // The content view ends above the separator: 44.4 tall; the label 12 points in.
        XCTAssertEqual(cell.contentView.frame.height, 44.4, accuracy: 1e-9)
        XCTAssertEqual(cell.label.frame, CGRect(x: 16, y: 12, width: 5 * 8.5, height: 20.4))
        // The separator: 1/3 point at the bottom, inset 16 on the left (the table's margin).
        let separator = try XCTUnwrap(cell.separatorView)
        XCTAssertEqual(separator.frame.minX, 16)
        XCTAssertEqual(separator.frame.width, 374)
        XCTAssertEqual(separator.frame.height, 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(separator.frame.minY, 44.4, accuracy: 1e-9)
        // Content: 18 measured rows and 82 estimated at 44 points.
        XCTAssertEqual(table.contentSize.height, 18 * row + 82 * 44, accuracy: 1e-6)
        XCTAssertEqual(table.contentSize.width, 390)
    }

    func testScrollingReusesCellsThatLeftTheView() throws {
        PaddedLabelCell.made = 0
        let (window, table, _) = makeTable(rows: 100)
        window.layoutIfNeeded()
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PaddedLabelCell)
        table.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        let row: CGFloat = 44.4 + 1.0 / 3
        // Visible content: 500 to 1344. Row 11 starts at 492.07 and reaches past 500; row 30
        // starts at 1342.0 (shown), row 31 at 1386.7 (not): rows 11...30, 20 cells.
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 11, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 30, section: 0))
        XCTAssertEqual(table.visibleCells.count, 20)
        // Rows 18...30 needed 13 cells; rows 0...10 gave back 11: two new cells, 20 in all.
        XCTAssertEqual(PaddedLabelCell.made, 20)
        XCTAssertEqual(first.reuses, 1)
        XCTAssertNotNil(table.indexPath(for: first))
        let last = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 30, section: 0)) as? PaddedLabelCell)
        XCTAssertEqual(last.frame.minY, 30 * row, accuracy: 1e-9)
        XCTAssertEqual(last.label.text, "Row 30")
        // The two cells that wait for reuse stay hidden in the table: 20 shown, 20 in all.
        XCTAssertEqual(table.subviews.filter { $0 is TableViewCell && !$0.isHidden }.count, 20)
        XCTAssertEqual(table.subviews.filter { $0 is TableViewCell }.count, 20)
    }

    func testAThousandRowsNeverHoldMoreThanAScreenOfCells() {
        PaddedLabelCell.made = 0
        let (window, table, _) = makeTable(rows: 1000)
        window.layoutIfNeeded()
        var most = 0
        // One screen at a time (797 of visible content minus the 47-point inset: 763 points
        // of content between the bars, stepped by 700).
        var offset: CGFloat = -47
        while offset < table.contentSize.height - 844 {
            offset += 700
            table.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
            most = max(most, table.visibleCells.count)
        }
        // 844 points of bounds hold at most 20 rows of 44.73 (19 whole ones and parts of two).
        XCTAssertLessThanOrEqual(most, 20)
        XCTAssertLessThanOrEqual(PaddedLabelCell.made, 40)
        // Every row measured by now: 1000 × 44.7333.
        XCTAssertEqual(table.contentSize.height, 1000 * (44.4 + 1.0 / 3), accuracy: 1e-6)
    }

    func testAHundredThousandRowsAskOnlyForTheFirstScreen() {
        let (window, table, source) = makeTable(rows: 100_000)
        window.layoutIfNeeded()
        // Only the 18 rows in view are asked for and stored; the others count at the 44-point
        // estimate.
        XCTAssertEqual(source.asked.count, 18)
        XCTAssertEqual(table.sectionLayouts[0].rows.knownCount, 18)
        let row: CGFloat = 44.4 + 1.0 / 3
        let expected: CGFloat = 18 * row + 99_982 * 44
        XCTAssertEqual(table.contentSize.height, expected, accuracy: 1e-6)
        // Jumping to the middle asks for the rows there only.
        source.asked = []
        table.contentOffset = CGPoint(x: 0, y: 2_000_000)
        window.layoutIfNeeded()
        XCTAssertEqual(source.asked.count, table.visibleCells.count)
        XCTAssertLessThanOrEqual(table.visibleCells.count, 20)
        XCTAssertEqual(table.sectionLayouts[0].rows.knownCount, 18 + source.asked.count)
    }
}
