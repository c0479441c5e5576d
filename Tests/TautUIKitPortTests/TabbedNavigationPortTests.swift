import XCTest
import TautUIKit
import SnapKit

// A tab app whose first tab is a navigation stack, as most apps are built: the content of a
// pushed screen sits between the navigation bar and the tab bar. Only the imports differ.

final class InboxViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        view.addSubview(banner)
        banner.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
            make.bottom.equalTo(view.safeAreaLayoutGuide)
        }
    }
}

final class TabbedNavigationPortTests: XCTestCase {
    func testAScreenInANavigationStackInATabSitsBetweenTheBars() throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        let settings = UIViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // iPhone 14: status bar 47, navigation bar 44 below it (safe top 91); home indicator 34,
        // tab bar 49 above it (safe bottom 83): the banner spans 91 to 844 − 83 = 761.
        XCTAssertEqual(inbox.view.safeAreaInsets.top, 91)
        XCTAssertEqual(inbox.view.safeAreaInsets.bottom, 83)
        XCTAssertEqual(inbox.banner.frame, CGRect(x: 0, y: 91, width: 390, height: 670))
        XCTAssertTrue(inbox.navigationController === navigation)
        XCTAssertTrue(inbox.tabBarController === tabs)
        XCTAssertEqual(inbox.additionalSafeAreaInsets, .zero)
        // A sheet presented from the inbox is what the navigation controller shows.
        let sheet = UIViewController()
        inbox.present(sheet, animated: false)
        XCTAssertTrue(navigation.visibleViewController === sheet)
        inbox.dismiss(animated: false)
        XCTAssertTrue(navigation.visibleViewController === inbox)
        // A detail pushed with hidesBottomBarWhenPushed: the tab bar hides and the detail's
        // safe area ends at the home indicator (844 − 34 = 810); popping brings the bar back.
        let detail = InboxViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34)
        XCTAssertEqual(detail.banner.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(inbox.view.safeAreaInsets.bottom, 83)
    }
}
