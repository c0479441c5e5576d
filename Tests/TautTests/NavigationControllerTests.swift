import XCTest
@testable import Taut

/// A shared call log for several screens.
private final class Log { var entries: [String] = [] }

final class NavigationControllerTests: XCTestCase {
    private func show(_ controller: ViewController) -> Window { showInIPhone14Window(controller) }

    func testContentPinnedToTheSafeAreaStartsUnderTheBar() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        let window = show(navigation)
        XCTAssertTrue(navigation.view.superview === window)
        // iPhone 14: 390 × 844, safe area 47 top, 34 bottom. The bar sits below the status
        // bar: (0, 47, 390, 44); its background reaches up to the top: (0, -47, 390, 91).
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(navigation.navigationBar.backgroundView.frame, CGRect(x: 0, y: -47, width: 390, height: 91))
        // The child's view fills the navigation controller's view; its safe area grows by the
        // bar: 47 + 44 = 91 at the top, 34 at the bottom; additionalSafeAreaInsets stay zero.
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.view.safeAreaInsets, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(root.additionalSafeAreaInsets, .zero)
        // Content pinned to the safe area: y 91, height 844 - 91 - 34 = 719.
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        // The title "Inbox": 5 × 8.5 = 42.5 wide (17 points), 20.4 tall, centred:
        // x = (390 - 42.5) / 2 = 173.75, y = (44 - 20.4) / 2 = 11.8.
        let title = navigation.navigationBar.titleLabel
        XCTAssertEqual(title.text, "Inbox")
        XCTAssertFalse(title.isHidden)
        XCTAssertEqual(title.frame.minX, 173.75)
        XCTAssertEqual(title.frame.width, 42.5)
        XCTAssertEqual(title.frame.minY, 11.8, accuracy: 1e-9)
        XCTAssertEqual(title.frame.height, 20.4, accuracy: 1e-9)
        // The stack, the children, the navigation item and the way back up.
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(navigation.visibleViewController === root)
        XCTAssertTrue(navigation.children.first === root)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(navigation.navigationBar.topItem === root.navigationItem)
        XCTAssertNil(navigation.navigationBar.backButtonView)
        // The view's order: the child's view, then the bar and the (hidden) toolbar over it.
        XCTAssertTrue(navigation.view.subviews.first === root.view)
        XCTAssertTrue(navigation.view.subviews[1] === navigation.navigationBar)
        XCTAssertTrue(navigation.toolbar.isHidden)
    }

    func testLargeTitleMakesTheBar96PointsTall() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = show(navigation)
        // 44 + 52 = 96 points at y 47; the content starts at 47 + 96 = 143 and is
        // 844 - 143 - 34 = 667 tall.
        XCTAssertTrue(navigation.navigationBar.displaysLargeTitle)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(root.view.safeAreaInsets.top, 143)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 143, width: 390, height: 667))
        // The large title: 34-point bold "Inbox", 5 × 17 = 85 wide, 40.8 tall, at the 16-point
        // margin, centred in the 52 points under the 44: y = 44 + (52 - 40.8) / 2 = 49.6.
        let large = navigation.navigationBar.largeTitleLabel
        XCTAssertFalse(large.isHidden)
        XCTAssertTrue(navigation.navigationBar.titleLabel.isHidden)
        XCTAssertEqual(large.frame.minX, 16)
        XCTAssertEqual(large.frame.width, 85)
        XCTAssertEqual(large.frame.minY, 49.6, accuracy: 1e-9)
        // A pushed screen that never shows a large title gets the 44-point bar again: 91.
        let detail = PinnedScreen("b", title: "Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(detail.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        // Popping returns to the large title.
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(root.content.frame.minY, 143)
    }

    func testPushReplacesTheScreenAndPopReturnsIt() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        let window = show(navigation)
        XCTAssertEqual(root.log, ["a.willMove(nav)", "a.didMove(nav)", "a.viewDidLoad", "a.viewWillAppear",
                                  "a.viewDidAppear"])
        root.log = []
        let detail = PinnedScreen("b", title: "Detail")
        let log = Log()
        navigation.pushViewController(detail, animated: true)
        // UIKit's order: the incoming controller is added (willMove) and loaded, then A will
        // disappear, B will appear, A did disappear, B did appear, and B did move.
        XCTAssertEqual(detail.log, ["b.willMove(nav)", "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear",
                                    "b.didMove(nav)"])
        XCTAssertEqual(root.log, ["a.viewWillDisappear", "a.viewDidDisappear"])
        _ = log
        window.layoutIfNeeded()
        // B's view replaced A's under the bar.
        XCTAssertNil(root.view.superview)
        XCTAssertTrue(navigation.view.subviews.first === detail.view)
        XCTAssertEqual(detail.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        XCTAssertEqual(root.view.safeAreaInsets.top, 0)  // off screen: a root view without insets
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.navigationBar.backItem === root.navigationItem)
        // The back button: the 13-point chevron, 6 points, then "Inbox" (42.5): 61.5 wide,
        // 8 points from the edge, the bar's 44 points tall.
        let back = navigation.navigationBar.backButtonView
        XCTAssertEqual(back?.label?.text, "Inbox")
        XCTAssertEqual(back?.frame, CGRect(x: 8, y: 0, width: 61.5, height: 44))
        XCTAssertEqual(back?.label?.frame.minX, 19)
        // "Detail": 6 × 8.5 = 51 wide, centred: x = (390 - 51) / 2 = 169.5.
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Detail")
        XCTAssertEqual(navigation.navigationBar.titleLabel.frame.minX, 169.5)

        // Pop: B leaves (willMove nil, disappears), A comes back, B did move to nil.
        root.log = []
        detail.log = []
        let popped = navigation.popViewController(animated: true)
        XCTAssertTrue(popped === detail)
        XCTAssertEqual(detail.log, ["b.willMove(nil)", "b.viewWillDisappear", "b.viewDidDisappear", "b.didMove(nil)"])
        XCTAssertEqual(root.log, ["a.viewWillAppear", "a.viewDidAppear"])
        window.layoutIfNeeded()
        XCTAssertNil(detail.parent)
        XCTAssertNil(detail.navigationController)
        XCTAssertNil(detail.view.superview)
        XCTAssertTrue(navigation.view.subviews.first === root.view)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        XCTAssertNil(navigation.navigationBar.backButtonView)
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Inbox")
        // Popping the root does nothing.
        XCTAssertNil(navigation.popViewController(animated: false))
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testTheAppearanceCallsInterleaveAsUIKitOrdersThem() {
        let log = Log()
        final class Screen: ViewController {
            let name: String
            let log: Log
            init(_ name: String, _ log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { self.name = ""; self.log = Log(); super.init(coder: coder) }
            override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
        }
        let a = Screen("a", log)
        let b = Screen("b", log)
        let navigation = NavigationController(rootViewController: a)
        let window = show(navigation)
        XCTAssertTrue(navigation.view.window === window)
        log.entries = []
        navigation.pushViewController(b, animated: true)
        XCTAssertEqual(log.entries, ["a.willDisappear", "b.willAppear", "a.didDisappear", "b.didAppear"])
        log.entries = []
        navigation.popViewController(animated: true)
        XCTAssertEqual(log.entries, ["b.willDisappear", "a.willAppear", "b.didDisappear", "a.didAppear"])
        // Outside a shown window there are no appearance calls.
        let hidden = NavigationController(rootViewController: Screen("c", log))
        _ = hidden.view
        log.entries = []
        hidden.pushViewController(Screen("d", log), animated: false)
        XCTAssertEqual(log.entries, [])
    }

    func testPopToRootPopToAndSetViewControllers() {
        let screens = (0..<4).map { PinnedScreen("s\($0)", title: "S\($0)") }
        let navigation = NavigationController(rootViewController: screens[0])
        let window = show(navigation)
        navigation.setViewControllers(Array(screens[0...3]), animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.children.count, 4)
        XCTAssertTrue(navigation.view.subviews.first === screens[3].view)
        XCTAssertEqual(screens[3].content.frame.minY, 91)
        // popTo s1 pops s2 and s3 (bottom first).
        let popped = navigation.popToViewController(screens[1], animated: true)
        XCTAssertEqual(popped?.count, 2)
        XCTAssertTrue(popped?.first === screens[2])
        XCTAssertTrue(navigation.topViewController === screens[1])
        XCTAssertNil(screens[3].parent)
        // popToRoot pops s1.
        let rest = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(rest?.count, 1)
        XCTAssertTrue(navigation.topViewController === screens[0])
        XCTAssertNil(navigation.popToRootViewController(animated: true))
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.view.subviews.first === screens[0].view)
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
        // Setting the stack through the property.
        navigation.viewControllers = [screens[2]]
        XCTAssertNil(screens[0].parent)
        XCTAssertTrue(screens[2].navigationController === navigation)
    }

    func testTableViewControllerPushedGetsItsContentInsetFromTheBar() {
        final class Rows: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let navigation = NavigationController(rootViewController: PinnedScreen("a", title: "Inbox"))
        let window = show(navigation)
        let rows = Rows(style: .plain)
        navigation.pushViewController(rows, animated: true)
        window.layoutIfNeeded()
        // The table fills the screen; its inset takes in the safe area: 91 top, 34 bottom, and
        // its content starts at the top of the inset: offset -91.
        XCTAssertEqual(rows.tableView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(rows.tableView.adjustedContentInset, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(rows.tableView.contentOffset, CGPoint(x: 0, y: -91))
        // The first row is at the content's top, shown under the bar.
        XCTAssertEqual(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
    }

    func testNavigationControllerWalksUpParentsAndStoresFields() {
        let root = PinnedScreen("a")
        let inner = PinnedScreen("inner")
        root.addChild(inner)
        let navigation = NavigationController(rootViewController: root)
        XCTAssertTrue(inner.navigationController === navigation)
        XCTAssertNil(navigation.navigationController)
        root.hidesBottomBarWhenPushed = true
        XCTAssertTrue(root.hidesBottomBarWhenPushed)
        root.navigationItem.prompt = "Prompt"
        let search = NSObject()
        root.navigationItem.searchController = search
        XCTAssertEqual(root.navigationItem.prompt, "Prompt")
        XCTAssertTrue(root.navigationItem.searchController === search)
        // A title set on the controller reaches the item and the bar.
        root.title = "Renamed"
        XCTAssertEqual(root.navigationItem.title, "Renamed")
        _ = navigation.view
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Renamed")
        // A title view replaces the title, centred: (390 - 100) / 2 = 145, y (44 - 30) / 2 = 7.
        let titleView = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = titleView
        navigation.view.layoutIfNeeded()
        XCTAssertTrue(titleView.superview === navigation.navigationBar)
        XCTAssertEqual(titleView.frame, CGRect(x: 145, y: 7, width: 100, height: 30))
        XCTAssertTrue(navigation.navigationBar.titleLabel.isHidden)
    }

    func testBadInputIsReportedAndIgnored() {
        let root = PinnedScreen("a")
        let navigation = NavigationController(rootViewController: root)
        var diagnostics = LayoutDiagnostics.collect {
            navigation.pushViewController(root, animated: false)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        diagnostics = LayoutDiagnostics.collect {
            navigation.pushViewController(NavigationController(), animated: false)
            XCTAssertNil(navigation.popToViewController(PinnedScreen("x"), animated: false))
            navigation.setViewControllers([root, root], animated: false)
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        diagnostics = LayoutDiagnostics.collect {
            BarButtonItem.fixedSpace(-4).width = .nan
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue])
        // An empty navigation controller shows an empty bar.
        let empty = NavigationController()
        let window = show(empty)
        XCTAssertTrue(empty.view.window === window)
        XCTAssertNil(empty.topViewController)
        XCTAssertNil(empty.navigationBar.topItem)
        XCTAssertEqual(empty.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
    }
}
