import XCTest
import TautUIKit
import SnapKit

// Diffable data sources written the way apps write them, with UIKit's names only: a contacts
// table whose data source subclass titles its sections, and a tag grid with a cell
// registration. The assertions read what the data sources answer, which does not depend on
// the lists' layout.

private struct Contact: Hashable {
    let id: Int
    let name: String
}

private final class ContactsDataSource: UITableViewDiffableDataSource<String, Contact> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

private final class DiffableContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: ContactsDataSource!
    private let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan"), Contact(id: 3, name: "Grace")]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = ContactsDataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = contact.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animated: false)
    }

    func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
        let sections = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
        for letter in sections.keys.sorted() {
            snapshot.appendSections([letter])
            snapshot.appendItems(sections[letter] ?? [], toSection: letter)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

final class DiffableListPortTests: XCTestCase {
    func testContactsTableWithSectionTitles() {
        let controller = DiffableContactsViewController()
        let window = UIWindow(device: .iPhone14)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView
        guard let dataSource = table.dataSource else { return XCTFail("no data source") }
        XCTAssertEqual(dataSource.numberOfSections(in: table), 2)            // A, G
        XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 0), 2)
        XCTAssertEqual(dataSource.tableView(table, titleForHeaderInSection: 1), "G")
        XCTAssertEqual(dataSource.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)).textLabel?.text, "Alan")
        XCTAssertEqual(controller.dataSource.indexPath(for: Contact(id: 3, name: "Grace")), IndexPath(row: 0, section: 1))
    }

    func testTagGridWithCellRegistration() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, tag in
            cell.contentView.accessibilityIdentifier = tag
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, tag in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["swift", "linux", "uikit"])
        dataSource.apply(snapshot)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        XCTAssertEqual(cell.contentView.accessibilityIdentifier, "uikit")

        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["languages"])
        outline.append(["swift"], to: "languages")
        outline.expand(["languages"])
        var flat = dataSource.snapshot()
        flat.deleteItems(["swift"])
        dataSource.apply(flat)
        dataSource.apply(outline, to: 1)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: 1), ["languages", "swift"])
    }
}
