import XCTest
import TautUIKit
import SnapKit

// A tab app as iOS apps write it: a UITabBarController subclass that makes its three tabs in
// viewDidLoad, each tab a screen laid out with SnapKit against its safe area. Only the
// imports differ from the iOS version.

final class TabAppFeedViewController: UIViewController {
    let titleLabel = UILabel()
    let composeButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
        tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"),
                                  selectedImage: UIImage(systemName: "house.fill"))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Feed"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        composeButton.setTitle("+", for: .normal)
        composeButton.backgroundColor = .systemBlue
        view.addSubview(titleLabel)
        view.addSubview(composeButton)
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.leading.equalToSuperview().offset(16)
        }
        composeButton.snp.makeConstraints { make in
            make.size.equalTo(56)
            make.trailing.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
        }
    }
}

final class TabAppSearchViewController: UIViewController {
    let resultsView = UIView()

    init() {
        super.init(nibName: nil, bundle: nil)
        // The title set here names the tab too.
        title = "Search"
        tabBarItem.image = UIImage(systemName: "magnifyingglass")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        resultsView.backgroundColor = .secondarySystemBackground
        view.addSubview(resultsView)
        resultsView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide).inset(20)
        }
    }
}

final class TabAppProfileViewController: UIViewController {
    let avatarView = UIView()
    let nameLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
        tabBarItem.badgeValue = "1"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatarView.backgroundColor = .systemGray4
        avatarView.layer.cornerRadius = 40
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 17)
        view.addSubview(avatarView)
        view.addSubview(nameLabel)
        avatarView.snp.makeConstraints { make in
            make.size.equalTo(80)
            make.centerX.equalToSuperview()
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatarView.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
        }
    }
}

final class TabAppTabBarController: UITabBarController, UITabBarControllerDelegate {
    let feed = TabAppFeedViewController()
    let search = TabAppSearchViewController()
    let profile = TabAppProfileViewController()
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.tintColor = .systemPink
        viewControllers = [feed, search, profile]
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.tabBarItem.title ?? "")
    }
}

final class TabAppPortTests: XCTestCase {
    func testThreeTabsOnAnIPhone14() {
        let tabs = TabAppTabBarController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // The tab bar: 49 points above the 34-point home indicator: (0, 761, 390, 83).
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 761, width: 390, height: 83))
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Feed", "Search", "Profile"])
        // Feed: the safe area runs from 47 to 844 − 83 = 761. The title ("Feed" at 28 points:
        // 4 × 14 = 56 wide, 33.6 tall) at (16, 47 + 16 = 63); the 56-point button 16 inside the
        // safe area's trailing and bottom edges: x = 390 − 16 − 56 = 318, y = 761 − 16 − 56 = 689.
        XCTAssertEqual(tabs.feed.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(tabs.feed.titleLabel.frame.origin, CGPoint(x: 16, y: 63))
        XCTAssertEqual(tabs.feed.titleLabel.frame.width, 56)
        XCTAssertEqual(tabs.feed.composeButton.frame, CGRect(x: 318, y: 689, width: 56, height: 56))
        // The selected tab's title is drawn in the bar's tint.
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIControl }
        let titles = buttons.map { $0.subviews.compactMap { $0 as? UILabel }.first }
        XCTAssertEqual(titles[0]?.textColor, .systemPink)
        // A symbol image (20 × 19) is centred 18 points down its button (126 wide): (53, 8.5).
        let feedIcon = buttons[0].subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(feedIcon?.frame, CGRect(x: 53, y: 8.5, width: 20, height: 19))
        // The other tabs' screens are not loaded until selected.
        XCTAssertFalse(tabs.search.isViewLoaded)

        // The user taps "Search": the results view is inset 20 from the safe area:
        // (20, 47 + 20 = 67) to (370, 761 − 20 = 741): 350 × 674.
        buttons[1].sendActions(for: .touchUpInside)
        window.layoutIfNeeded()
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(tabs.selections, ["Search"])
        XCTAssertNil(tabs.feed.view.superview)
        XCTAssertEqual(tabs.search.resultsView.frame, CGRect(x: 20, y: 67, width: 350, height: 674))

        // Then "Profile" in code: the 80-point avatar centred at the top, x = (390 − 80) ÷ 2 = 155,
        // y = 47 + 24 = 71; "Ada Lovelace" (12 × 8.5 = 102 wide) centred below it: x = 144,
        // y = 71 + 80 + 12 = 163.
        tabs.selectedIndex = 2
        window.layoutIfNeeded()
        XCTAssertEqual(tabs.selections, ["Search"])
        XCTAssertEqual(tabs.profile.avatarView.frame, CGRect(x: 155, y: 71, width: 80, height: 80))
        XCTAssertEqual(tabs.profile.nameLabel.frame.minX, 144)
        XCTAssertEqual(tabs.profile.nameLabel.frame.minY, 163)
        XCTAssertEqual(tabs.profile.nameLabel.frame.width, 102)
        XCTAssertEqual(tabs.profile.tabBarController, tabs)
    }
}
