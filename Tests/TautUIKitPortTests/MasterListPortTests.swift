import XCTest
import TautUIKit
import SnapKit

// A master list as apps write it: a UITableViewController of fixed-height rows whose
// selection drives a detail. Only the imports differ from the iOS code.

final class MasterListViewController: UITableViewController {
    let items = (1...30).map { "Item \($0)" }
    private(set) var shownDetail: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        shownDetail = items[indexPath.row]
    }
}

final class MasterListPortTests: XCTestCase {
    func testTappingARowSelectsItAndShowsItsDetail() throws {
        let controller = MasterListViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let table = try XCTUnwrap(controller.tableView)
        // 60-point rows from 0 under the 47-point status bar: content from -47 to 797, so rows
        // 0...13 (row 13 starts at 780) are shown; row 14 at 840 is not.
        XCTAssertEqual(table.visibleCells.count, 14)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 13, section: 0))?.frame,
                       CGRect(x: 0, y: 780, width: 390, height: 60))
        // Estimated at the row height: 30 × 60.
        XCTAssertEqual(table.contentSize.height, 1800)
        // A fixed height includes the separator: the content view is 60 − 1/3 tall.
        let third = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(third.contentView.frame.height, 60 - 1.0 / 3, accuracy: 1e-9)

        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(controller.shownDetail, "Item 3")
        XCTAssertTrue(third.isSelected)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))

        // Scrolling the selected row away and back keeps it selected on whatever cell shows it.
        table.contentOffset = CGPoint(x: 0, y: 900)
        window.layoutIfNeeded()
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.contentOffset = CGPoint(x: 0, y: -47)
        window.layoutIfNeeded()
        XCTAssertTrue(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0))).isSelected)
        XCTAssertFalse(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 3, section: 0))).isSelected)

        // Coming back to the list (the window hidden and shown again) clears the selection.
        window.isHidden = true
        window.isHidden = false
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(third.isSelected)
    }
}
