import XCTest
import TautUIKit
import SnapKit

// A contacts list as apps write it: a plain UITableView pinned to the safe area with SnapKit,
// titled sections, subtitle cells made when the table has none to reuse. Only the imports
// differ from the iOS code.

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let contacts: [(letter: String, names: [(String, String)])] = [
        ("A", [("Ada", "ada@example.com"), ("Alan", "alan@example.com"), ("Anita", "anita@example.com")]),
        ("B", [("Barbara", "barbara@example.com"), ("Bjarne", "bjarne@example.com")]),
        ("C", (1...12).map { ("Carol \($0)", "carol\($0)@example.com") }),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { contacts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts[section].names.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        contacts[section].letter
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
        let (name, email) = contacts[indexPath.section].names[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = email
        return cell
    }
}

final class ContactsListPortTests: XCTestCase {
    func testTitledSectionsInAPlainTable() throws {
        let controller = ContactsViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let table = controller.tableView
        // Pinned to the safe area: (0, 47, 390, 763); no inset to adjust, offset 0.
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(table.contentOffset, .zero)
        // A subtitle row: 8 + 20.4 (17-point title) + 18 (15-point detail) + 8 = 54.4 of content,
        // plus the 1/3-point separator.
        let row = 54.4 + 1.0 / 3
        // Section A: 22 points of header padding (iOS 15 plain tables), a 28-point titled
        // header, rows from 50.
        let ada = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(ada.frame.origin, CGPoint(x: 0, y: 50))
        XCTAssertEqual(ada.frame.width, 390)
        XCTAssertEqual(ada.frame.height, row, accuracy: 1e-9)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 22, width: 390, height: 28))
        XCTAssertEqual(header.textLabel?.text, "A")
        // Section B starts after three rows: 50 + 3 × 54.7333 = 214.2; its header at 236.2,
        // its first row at 264.2.
        let barbara = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        XCTAssertEqual(barbara.frame.minY, 214.2 + 50, accuracy: 1e-9)
        XCTAssertEqual(barbara.detailTextLabel?.text, "barbara@example.com")
        // Section C's header at 214.2 + 50 + 2 × 54.7333 + 22 = 395.667, its rows from
        // 423.667: rows 0...6 start at or above 763 (row 6 at 752.07), row 7 at 806.8 does not.
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 6, section: 2))
        XCTAssertEqual(table.visibleCells.count, 3 + 2 + 7)
        // The title of a subtitle cell sits at the top margin when the pair is centred.
        XCTAssertEqual(ada.textLabel?.frame.minY ?? 0, 8, accuracy: 1e-9)
        XCTAssertEqual(ada.detailTextLabel?.frame.minY ?? 0, 28.4, accuracy: 1e-9)
    }

    func testAScrolledSectionKeepsItsHeaderAtTheTop() throws {
        let controller = ContactsViewController()
        let window = UIWindow(device: .iPhone14)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView
        // Scroll 500 points: section C (from 395.667 to 395.667 + 22 + 28 + 12 × 54.7333) is
        // under the top, so its header is pinned there.
        table.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        let header = try XCTUnwrap(table.headerView(forSection: 2))
        XCTAssertEqual(header.frame.minY, 500)
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertEqual(header.textLabel?.text, "C")
    }
}
