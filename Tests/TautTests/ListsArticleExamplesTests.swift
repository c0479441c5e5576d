import Taut
import TautUIKit
import XCTest

// The examples of the "Lists: table and collection views" article (and of the Lists section
// of "Porting UIKit and SnapKit code"), run as written, with the frames the article states
// worked out by hand in comments.
//
// Text is measured by the default monospaced measurer: a character is half the font size
// wide and a line 1.2 × the font size tall (17 points: 8.5 by 20.4; 15 points: 7.5 by 18).
// An iPhone 14 window is 390 × 844 at scale 3, with a safe area of 47 at the top and 34 at
// the bottom: a separator is 1/3 point, and a table that fills the window starts with its
// content offset at -47.

// MARK: A table screen

/// The article's self-sizing cell: a sender above a message, held from the top of the
/// content view's margins to their bottom.
private final class MessageCell: TableViewCell {
    let sender = Label()
    let body = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 0
        for label in [sender, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            sender.topAnchor.constraint(equalTo: margins.topAnchor),
            sender.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The article's table screen.
private final class InboxViewController: TableViewController {
    let messages = [
        ("Ada", "Lunch at noon?"),
        ("Grace", "Rows size themselves from their constraints, as they do on a phone."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        if let cell = cell as? MessageCell {
            cell.sender.text = messages[indexPath.row].0
            cell.body.text = messages[indexPath.row].1
        }
        return cell
    }
}

/// Rows of built-in cells, with optional section titles (the article's header and footer
/// examples, scrolling and bad input).
private final class TitledRowsSource: TableViewDataSource {
    let rows: [Int]
    let titles: [String?]
    let identifier: String

    init(rows: [Int], titles: [String?]? = nil, identifier: String = "row") {
        self.rows = rows
        self.titles = titles ?? rows.map { _ in nil }
        self.identifier = identifier
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
}

// MARK: Selection

/// A controller that records what its delegate is told, and refuses to select row 0.
private final class PickerViewController: TableViewController {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "choice")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "choice", for: indexPath)
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
}

// MARK: Collection views

/// The article's grid cell: a collection cell that overrides `init(frame:)`.
private final class PhotoCell: CollectionViewCell {
    let thumbnail = View()

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(thumbnail)
        LayoutConstraint.activate([
            thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor),
            thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            thumbnail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The article's photo grid.
private final class PhotosViewController: CollectionViewController {
    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 118, height: 118)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 11 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// The sections of the article's compositional home screen.
private enum HomeSection: Hashable {
    case featured, grid
}

/// The article's home screen layout: a line of featured groups that scrolls sideways, with a
/// header, above a two-column grid.
private func makeHomeLayout() -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout(sectionProvider: { index, _ in
        let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        if index == 0 {
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                subitems: [CollectionLayoutItem(layoutSize: fill)])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
        let half = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [half])
        return CollectionLayoutSection(group: row)
    })
}

// MARK: Porting

/// A UIKit-style table cell: overrides `init(style:reuseIdentifier:)` and `init?(coder:)`.
private final class BadgeCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A UIKit-style collection cell: overrides `init(frame:)` and `init?(coder:)`.
private final class TileCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A table cell with a designated initializer of its own: it writes the registered
/// initializer itself, since it inherits none.
private final class ModelCell: UITableViewCell {
    let model: String

    init(model: String, reuseIdentifier: String?) {
        self.model = model
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(model: "", reuseIdentifier: identifier)
    }

    required init?(coder: NSCoder) { nil }
}

final class ListsArticleExamplesTests: XCTestCase {
    /// Sources and controllers the lists hold weakly, kept for the test's duration.
    private var kept: [AnyObject] = []

    private func inWindow(_ list: View) -> Window {
        let window = Window(device: .iPhone14)
        list.frame = window.bounds
        window.addSubview(list)
        return window
    }

    // MARK: A table screen

    func testTableScreenOfSelfSizingRows() throws {
        let window = Window(device: .iPhone14)
        let inbox = InboxViewController()
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = inbox
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let table = try XCTUnwrap(inbox.tableView)
        // The table fills the window; its content starts under the 47-point status bar.
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -47))
        XCTAssertEqual(table.visibleCells.count, 2)
        let pixel = 1.0 / 3
        // Row 0: margins 8 + "Ada" 20.4 + 4 + one 18-point line + 8 = 58.4 of content, plus the
        // separator pixel.
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        XCTAssertEqual(first.frame.minY, 0)
        XCTAssertEqual(first.frame.width, 390)
        XCTAssertEqual(first.frame.height, 58.4 + pixel, accuracy: 1e-9)
        XCTAssertEqual(first.contentView.frame.height, 58.4, accuracy: 1e-9)
        // "Ada": 3 × 8.5 = 25.5 wide at the margins (16, 8); the message fills the margins' width.
        XCTAssertEqual(first.sender.frame, CGRect(x: 16, y: 8, width: 25.5, height: 20.4))
        XCTAssertEqual(first.body.frame.minX, 16)
        XCTAssertEqual(first.body.frame.width, 358)
        XCTAssertEqual(first.body.frame.minY, 32.4, accuracy: 1e-9)
        XCTAssertEqual(first.body.frame.height, 18, accuracy: 1e-9)
        // Row 1: 358 / 7.5 = 47.7, so 47 characters a line; the message's first 47 characters
        // end at "as", leaving "they do on a phone." for a second line: 2 × 18 = 36, and
        // 8 + 20.4 + 4 + 36 + 8 = 76.4 of content. It starts where row 0 ends.
        let second = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
        XCTAssertEqual(second.frame.minY, 58.4 + pixel, accuracy: 1e-9)
        XCTAssertEqual(second.frame.height, 76.4 + pixel, accuracy: 1e-9)
        XCTAssertEqual(second.body.frame.height, 36, accuracy: 1e-9)
        XCTAssertEqual(table.contentSize.height, 58.4 + 76.4 + 2 * pixel, accuracy: 1e-9)
        // Both cells are MessageCells made through the registration, with their reuse identifier.
        XCTAssertEqual(second.reuseIdentifier, "message")
    }

    func testPlainTableHeadersAreTitledAndPinned() throws {
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = TitledRowsSource(rows: [2, 2], titles: ["Recent", "Older"])
        kept = [source]
        table.dataSource = source
        let window = inWindow(table)
        window.layoutIfNeeded()
        // Section 0: 22 of top padding, a 28-point titled header, two built-in rows of 44.
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 22, width: 390, height: 28))
        XCTAssertEqual(header.textLabel?.text, "Recent")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 50, width: 390, height: 44))
        // Section 1 starts at 22 + 28 + 88 = 138: its header at 160, its rows at 188 and 232.
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 160)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY, 232)
        XCTAssertEqual(table.contentSize.height, 276)
        // Scrolled to 0, the visible area below the status bar starts at 47: section 0's header
        // stays there while its rows pass under it.
        table.contentOffset = CGPoint(x: 0, y: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 47)
    }

    func testGroupedAndInsetGroupedSections() throws {
        for style in [TableView.Style.grouped, .insetGrouped] {
            let table = TableView(frame: .zero, style: style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            let source = TitledRowsSource(rows: [2, 2])
            kept = [source]
            table.dataSource = source
            let window = inWindow(table)
            let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }
            XCTAssertEqual(diagnostics.map(\.message), [])
            // No titles: 35 above the first section, 17.5 for every other header and footer.
            // Section 0's rows at 35 and 79, its footer to 140.5; section 1's header to 158.
            let inset: CGFloat = style == .insetGrouped ? 16 : 0
            let width = 390 - 2 * inset
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)),
                           CGRect(x: inset, y: 35, width: width, height: 44))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 79)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 158)
            // 158 + 88 + 17.5 = 263.5.
            XCTAssertEqual(table.contentSize.height, 263.5)
            let top = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let bottom = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            XCTAssertEqual(top.frame, CGRect(x: inset, y: 35, width: width, height: 44))
            XCTAssertEqual(top.contentView.frame.height, 44 - 1.0 / 3, accuracy: 1e-9)
            if style == .insetGrouped {
                // Rounded corners of radius 10 at the top of the first row and the bottom of the
                // last; the last row has no separator.
                XCTAssertEqual(top.layer.cornerRadius, 10)
                XCTAssertEqual(top.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
                XCTAssertEqual(bottom.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
                XCTAssertEqual(bottom.contentView.frame.height, 44)
            }
        }
    }

    // MARK: Scrolling as layout

    func testScrollingLaysOutTheRowsComingIntoView() {
        let table = TableView(frame: .zero, style: .plain)
        table.rowHeight = 50
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = TitledRowsSource(rows: [30])
        kept = [source]
        table.dataSource = source
        let window = inWindow(table)
        window.layoutIfNeeded()
        // The visible content runs from -47 to 797: rows 0...15 (row 15 starts at 750).
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 15, section: 0))
        XCTAssertEqual(table.visibleCells.count, 16)
        XCTAssertEqual(table.contentSize.height, 1500)

        // Row 20 at the top would need an offset of 1000 − 47 = 953; the last offset is
        // 1500 + 34 − 844 = 690.
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        XCTAssertEqual(table.contentOffset.y, 690)
        window.layoutIfNeeded()
        // 690 to 1534: rows 13...29. Rows 13...15 kept their cells, 13 cells of rows 0...12
        // were reused and one was made: 17 cells in all.
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 13, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 29, section: 0))
        XCTAssertEqual(table.subviews.filter { $0 is TableViewCell }.count, 17)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 29, section: 0))?.textLabel?.text, "Row 29")

        // Back at the top, 16 rows reuse 16 of the 17 cells; the 17th waits, hidden, in the table.
        table.contentOffset = CGPoint(x: 0, y: -47)
        window.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.count, 16)
        let cells = table.subviews.filter { $0 is TableViewCell }
        XCTAssertEqual(cells.count, 17)
        XCTAssertEqual(cells.filter(\.isHidden).count, 1)
    }

    // MARK: Selection

    func testSelectRowDoesNotTellTheDelegateButATapDoes() throws {
        let window = Window(device: .iPhone14)
        let picker = PickerViewController()
        window.rootViewController = picker
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try XCTUnwrap(picker.tableView)

        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
        XCTAssertEqual(picker.selected, [])

        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(picker.deselected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(picker.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, false)

        // willSelectRowAt answers nil for row 0: the tap selects nothing.
        table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(picker.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    // MARK: Bad input

    func testBadInputIsReportedWithIndexPaths() {
        let table = TableView(frame: .zero, style: .plain)
        let source = TitledRowsSource(rows: [2], identifier: "missing")
        kept = [source]
        table.dataSource = source
        let window = inWindow(table)
        let diagnostics = LayoutDiagnostics.collect {
            window.layoutIfNeeded()
            _ = table.rectForRow(at: IndexPath(row: 5, section: 0))
            table.rowHeight = -3
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidListData, .invalidListData, .invalidListData, .invalidListData])
        // Each unregistered dequeue names the identifier and the row; the rows show plain cells.
        XCTAssertTrue(diagnostics[0].message.contains(#"identifier "missing" (dequeued for row [0, 0])"#),
                      diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("[0, 1]"), diagnostics[1].message)
        XCTAssertEqual(table.visibleCells.count, 2)
        XCTAssertTrue(diagnostics[2].message.contains("rectForRow(at: [0, 5]): no such row"), diagnostics[2].message)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        XCTAssertTrue(diagnostics[3].message.contains("refused rowHeight = -3"), diagnostics[3].message)
        XCTAssertEqual(table.rowHeight, TableView.automaticDimension)

        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        let snapshotDiagnostics = LayoutDiagnostics.collect {
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "a"])
        }
        XCTAssertEqual(snapshotDiagnostics.map(\.kind), [.invalidListData])
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    // MARK: Collection views

    func testFlowLayoutGrid() throws {
        let window = Window(device: .iPhone14)
        let photos = PhotosViewController()
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = photos
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let grid = try XCTUnwrap(photos.collectionView)
        // 390 − 8 − 8 = 374 across: three items of 118 with the minimum 8 between them take 370,
        // a fourth would not fit. Full lines are justified: (374 − 354) / 2 = 10 between items,
        // at x 8, 136, 264. Lines at y 8, 134, 260, 386.
        let frames = (0..<11).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames[0], CGRect(x: 8, y: 8, width: 118, height: 118))
        XCTAssertEqual(frames[1], CGRect(x: 136, y: 8, width: 118, height: 118))
        XCTAssertEqual(frames[2], CGRect(x: 264, y: 8, width: 118, height: 118))
        XCTAssertEqual(frames[5], CGRect(x: 264, y: 134, width: 118, height: 118))
        // The last line's two items stay in the columns above (same-sized items): x 8 and 136,
        // not 8 and 134.
        XCTAssertEqual(frames[9], CGRect(x: 8, y: 386, width: 118, height: 118))
        XCTAssertEqual(frames[10], CGRect(x: 136, y: 386, width: 118, height: 118))
        // 8 + 4 × 118 + 3 × 8 + 8 = 512.
        XCTAssertEqual(grid.contentSize, CGSize(width: 390, height: 512))
        XCTAssertEqual(grid.visibleCells.count, 11)
        XCTAssertTrue(grid.visibleCells.allSatisfy { $0 is PhotoCell })
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 136, y: 134, width: 118, height: 118))
    }

    func testCompositionalHomeScreenWithRegistrations() throws {
        let home = CollectionView(frame: .zero, collectionViewLayout: makeHomeLayout())
        let window = inWindow(home)
        let tile = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, item in
            cell.accessibilityIdentifier = item
        }
        let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(
            elementKind: CollectionView.elementKindSectionHeader) { view, _, _ in
            view.accessibilityIdentifier = "Featured"
        }
        let dataSource = CollectionViewDiffableDataSource<HomeSection, String>(collectionView: home) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<HomeSection, String>()
        snapshot.appendSections([.featured, .grid])
        snapshot.appendItems(["Hero 1", "Hero 2", "Hero 3"], toSection: .featured)
        snapshot.appendItems(["A", "B", "C", "D"], toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
        let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])

        // The header follows the section's insets: (16, 0), 358 × 40. Groups are 0.8 × 358 =
        // 286.4 wide, 10 apart: x 16, 312.4, 608.8 (past the 390-point width).
        let headerView = home.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(headerView?.accessibilityIdentifier, "Featured")
        XCTAssertEqual(headerView?.frame, CGRect(x: 16, y: 0, width: 358, height: 40))
        let hero2 = try XCTUnwrap(home.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(hero2.accessibilityIdentifier, "Hero 2")
        XCTAssertEqual(hero2.frame.minX, 312.4, accuracy: 0.001)
        XCTAssertEqual(hero2.frame.width, 286.4, accuracy: 0.001)
        XCTAssertEqual(hero2.frame.minY, 40)
        // The third group has attributes but no cell: nothing scrolls the line sideways.
        XCTAssertEqual(home.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX ?? 0,
                       608.8, accuracy: 0.001)
        XCTAssertNil(home.cellForItem(at: IndexPath(item: 2, section: 0)))
        // The line is 200 tall: the grid starts at 240, rows of two 195 × 100 items.
        XCTAssertEqual(home.cellForItem(at: IndexPath(item: 3, section: 1))?.frame,
                       CGRect(x: 195, y: 340, width: 195, height: 100))
        XCTAssertEqual(home.contentSize, CGSize(width: 390, height: 440))
        XCTAssertEqual(home.visibleCells.count, 6)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)), "A")
    }

    func testInsetGroupedListAppliedAndReapplied() throws {
        let list = CollectionView(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let window = inWindow(list)
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: list) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: 0)
        snapshot.appendItems(["Notifications"], toSection: 1)
        dataSource.apply(snapshot)
        let diagnostics = LayoutDiagnostics.collect { window.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // Rows inset 16 from the sides of a 390-point list, 44 tall (11 + 20.4 + 11 of body
        // text, at least 44); 35 above the first section, 17.5 below it and above the next,
        // 20 below the last: rows at 35, 79 and 158; 158 + 44 + 20 = 222.
        let wifi = try XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(wifi.frame, CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 79)
        XCTAssertEqual(list.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 158)
        XCTAssertEqual(list.contentSize.height, 222)

        // Delete a row and add one: applied at once, shown at the next layout pass.
        snapshot.deleteItems(["Bluetooth"])
        snapshot.appendItems(["Sounds"], toSection: 1)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(list.numberOfItems(inSection: 0), 1)
        XCTAssertEqual(list.numberOfItems(inSection: 1), 2)
        window.layoutIfNeeded()
        XCTAssertEqual(list.visibleCells.count, 3)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Wi-Fi", "Notifications", "Sounds"])
    }

    func testTableDiffableDataSource() {
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "name")
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada", "Grace", "Katherine"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = inWindow(table)
        window.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Ada", "Grace", "Katherine"])
        snapshot.moveItem("Katherine", beforeItem: "Ada")
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Katherine", "Ada", "Grace"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)), "Katherine")
    }

    // MARK: Porting

    func testRegisteredInitializerPatterns() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.register(ModelCell.self, forCellReuseIdentifier: "model")
        let badge = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "badge") as? BadgeCell)
        // The subclass's init(style:reuseIdentifier:) ran: its label is in the content view.
        XCTAssertIdentical(badge.badge.superview, badge.contentView)
        XCTAssertEqual(badge.reuseIdentifier, "badge")
        let model = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "model") as? ModelCell)
        XCTAssertEqual(model.reuseIdentifier, "model")
        XCTAssertEqual(model.model, "")

        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let tile = try XCTUnwrap(grid.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
            as? TileCell)
        XCTAssertIdentical(tile.title.superview, tile.contentView)
        XCTAssertEqual(tile.reuseIdentifier, "tile")
    }

    func testDelegateIsAScrollViewDelegateAndNibsAreRefused() throws {
        let picker = PickerViewController()
        let table = try XCTUnwrap(picker.tableView)
        // UITableViewController sets itself as the delegate; read it back as a table delegate
        // with a cast.
        let delegate = table.delegate as? UITableViewDelegate
        XCTAssertIdentical(delegate, picker)

        let diagnostics = LayoutDiagnostics.collect {
            table.register(UINib(nibName: "MessageCell", bundle: nil), forCellReuseIdentifier: "message")
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidListData])
        XCTAssertTrue(diagnostics[0].message.contains(#"refused to register nib "MessageCell""#), diagnostics[0].message)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "message"))
    }
}
