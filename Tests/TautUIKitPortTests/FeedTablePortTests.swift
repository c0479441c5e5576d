import XCTest
import TautUIKit
import SnapKit

// A feed as apps write it: a UITableView filling the screen, a diffable data source, and
// self-sizing cells laid out with SnapKit. Only the imports differ from the iOS code.

struct FeedPost: Hashable {
    let id: Int
    let author: String
    let body: String
}

final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"
    let avatarView = UIImageView()
    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        avatarView.backgroundColor = .systemGray5
        avatarView.layer.cornerRadius = 20
        authorLabel.font = .boldSystemFont(ofSize: 15)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        [avatarView, authorLabel, bodyLabel].forEach { contentView.addSubview($0) }
        avatarView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalToSuperview().offset(12)
            make.size.equalTo(40)
            make.bottom.lessThanOrEqualToSuperview().offset(-12)
        }
        authorLabel.snp.makeConstraints { make in
            make.leading.equalTo(avatarView.snp.trailing).offset(12)
            make.top.equalTo(avatarView)
            make.trailing.equalToSuperview().offset(-16)
        }
        bodyLabel.snp.makeConstraints { make in
            make.leading.trailing.equalTo(authorLabel)
            make.top.equalTo(authorLabel.snp.bottom).offset(4)
            make.bottom.equalToSuperview().offset(-12)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with post: FeedPost) {
        authorLabel.text = post.author
        bodyLabel.text = post.body
    }
}

final class PostsFeedViewController: UIViewController {
    let tableView = UITableView()
    private(set) var dataSource: UITableViewDiffableDataSource<Int, FeedPost>!
    var posts: [FeedPost] = [
        FeedPost(id: 0, author: "Ada", body: "Short post."),
        FeedPost(id: 1, author: "Grace", body: "The quick brown fox jumps over the lazy dog again and again"),
    ] + (2..<12).map { FeedPost(id: $0, author: "User \($0)", body: "Post number \($0).") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        tableView.estimatedRowHeight = 100
        tableView.rowHeight = UITableView.automaticDimension
        dataSource = UITableViewDiffableDataSource<Int, FeedPost>(tableView: tableView) { tableView, indexPath, post in
            let cell = tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier,
                                                     for: indexPath) as? FeedPostCell
            cell?.configure(with: post)
            return cell
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, FeedPost>()
        snapshot.appendSections([0])
        snapshot.appendItems(posts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class FeedTablePortTests: XCTestCase {
    func testSelfSizingPostsFromADiffableDataSource() throws {
        let controller = PostsFeedViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let table = controller.tableView
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(table.contentOffset.y, -47)
        // A one-line post: 12 + 18 (bold 15-point author) + 4 + 18 (body) + 12 = 64, which the
        // 40-point avatar (12 + 40 + 12) also gives; plus the 1/3-point separator.
        let oneLine = 64 + 1.0 / 3
        // Grace's body wraps in 390 − 16 − 40 − 12 − 16 = 306 points (40 characters of 7.5):
        // "The quick brown fox jumps over the lazy" (39) / "dog again and again": 36 tall,
        // so the row is 82 + 1/3.
        let twoLines = 82 + 1.0 / 3
        let grace = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FeedPostCell)
        XCTAssertEqual(grace.frame.minY, oneLine, accuracy: 1e-9)
        XCTAssertEqual(grace.frame.height, twoLines, accuracy: 1e-9)
        XCTAssertEqual(grace.bodyLabel.frame, CGRect(x: 68, y: 34, width: 306, height: 36))
        XCTAssertEqual(grace.authorLabel.frame, CGRect(x: 68, y: 12, width: 306, height: 18))
        XCTAssertEqual(grace.avatarView.frame, CGRect(x: 16, y: 12, width: 40, height: 40))
        // All twelve rows fit above 797 (row 11 starts at 64.333 + 82.333 + 9 × 64.333 =
        // 725.667): 11 one-line rows and one two-line row make 790 points of content.
        XCTAssertEqual(table.visibleCells.count, 12)
        XCTAssertEqual(table.contentSize.height, 11 * oneLine + twoLines, accuracy: 1e-9)
        let last = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 11, section: 0)))
        XCTAssertEqual(last.frame.minY, oneLine + twoLines + 9 * oneLine, accuracy: 1e-9)

        // A new post on top: the cells of the others are kept, one row lower.
        controller.posts.insert(FeedPost(id: 99, author: "New", body: "Fresh."), at: 0)
        controller.applySnapshot()
        window.layoutIfNeeded()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === grace)
        XCTAssertEqual(grace.frame.minY, 2 * oneLine, accuracy: 1e-9)
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FeedPostCell)?.authorLabel.text, "New")
        XCTAssertEqual(table.contentSize.height, 12 * oneLine + twoLines, accuracy: 1e-9)
    }
}
