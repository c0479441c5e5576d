import XCTest
import TautUIKit
import SnapKit

// A settings screen as apps write it: a UITableViewController of the inset-grouped style with
// titled sections of built-in cells. Only the imports differ from the iOS code.

final class SettingsTableViewController: UITableViewController {
    let sections: [(title: String, rows: [String])] = [
        ("General", ["Wi-Fi", "Bluetooth"]),
        ("Display", ["Brightness", "Text Size", "Dark Mode"]),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Dark Mode follows the system." : nil
    }
}

final class SettingsTableViewControllerPortTests: XCTestCase {
    func testInsetGroupedSectionsOnAnIPhone14() throws {
        let controller = SettingsTableViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let table = try XCTUnwrap(controller.tableView)
        // The table fills the 390 × 844 window; its content starts below the 47-point status bar.
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(table.contentOffset.y, -47)
        // Section 0: the header "GENERAL" is 32 above + 15.6 (13-point footnote) + 6 below =
        // 53.6; two 44-point rows (a built-in cell is at least 44); no footer title: 17.5.
        // Section 1 starts at 53.6 + 88 + 17.5 = 159.1: its header 17 + 15.6 + 6 = 38.6, three
        // rows, and a one-line footer 6 + 15.6 + 12 = 33.6: the content ends at
        // 159.1 + 38.6 + 132 + 33.6 = 363.3.
        XCTAssertEqual(table.contentSize.height, 363.3, accuracy: 1e-9)
        XCTAssertEqual(table.visibleCells.count, 5)
        // Rows are inset 16 on each side: 358 wide.
        let wifi = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(wifi.frame.minX, 16)
        XCTAssertEqual(wifi.frame.width, 358)
        XCTAssertEqual(wifi.frame.minY, 53.6, accuracy: 1e-9)
        XCTAssertEqual(wifi.frame.height, 44)
        let darkMode = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 1)))
        XCTAssertEqual(darkMode.frame.minY, 159.1 + 38.6 + 88, accuracy: 1e-9)
        // The first row of a section has its top corners rounded, the last its bottom ones.
        XCTAssertEqual(wifi.layer.cornerRadius, 10)
        XCTAssertEqual(wifi.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(darkMode.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // The title label: 16 in, centred in the content view (44 less the 1/3-point
        // separator): (43.667 − 20.4) / 2 = 11.633.
        let label = try XCTUnwrap(wifi.textLabel)
        XCTAssertEqual(label.frame.minX, 16)
        XCTAssertEqual(label.frame.width, 5 * 8.5)
        XCTAssertEqual(label.frame.minY, (44 - 1.0 / 3 - 20.4) / 2, accuracy: 1e-9)
        // The disclosure indicator takes 34 points: the content view is 358 − 34 = 324 wide.
        XCTAssertEqual(wifi.contentView.frame.width, 324)
        // The header shows the capitalised title 16 + 16 in from the table's edge.
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.frame.minX, 16)
        XCTAssertEqual(header.frame.height, 53.6, accuracy: 1e-9)
        XCTAssertEqual(header.textLabel?.text, "GENERAL")
        XCTAssertEqual(header.textLabel?.frame.minY, 32)
        let footer = try XCTUnwrap(table.footerView(forSection: 1))
        XCTAssertEqual(footer.frame.minY, 363.3 - 33.6, accuracy: 1e-9)
        XCTAssertEqual(footer.textLabel?.text, "Dark Mode follows the system.")
    }
}

final class SettingsTableRenderingTests: XCTestCase {
    func testTheRenderedScreenShowsRowsBelowTheStatusBar() throws {
        let controller = SettingsTableViewController()
        let window = UIWindow(device: .iPhone14)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let snapshot = LayoutSnapshot(root: window)
        // The content offset (-47) moves the rows down: the first row at 47 + 53.6 = 100.6.
        let cells = snapshot.nodes.filter { $0.name.hasPrefix("TableViewCell") }
        let first = try XCTUnwrap(cells.min { $0.frame.minY < $1.frame.minY })
        XCTAssertEqual(first.frame.minY, 100.6, accuracy: 1e-9)
        XCTAssertEqual(first.frame.minX, 16)
        if let path = ProcessInfo.processInfo.environment["TAUT_WRITE_SVG"] {
            try SVGRenderer().render(snapshot).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
