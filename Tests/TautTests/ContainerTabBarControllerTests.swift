import XCTest
@testable import Taut

/// A screen whose content view is pinned to its safe area and that logs its appearance calls
/// into a shared log.
private final class TabScreen: ViewController {
    let name: String
    let log: Log
    let content = View()

    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.name = "coded"
        self.log = Log()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
}

private final class RecordingTabDelegate: TabBarControllerDelegate {
    var allows = true
    var calls: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("should \((viewController as? TabScreen)?.name ?? "?")")
        return allows
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("did \((viewController as? TabScreen)?.name ?? "?")")
    }
}

final class ContainerTabBarControllerTests: XCTestCase {
    fileprivate func makeTabs(_ log: TabScreen.Log) -> (TabBarController, [TabScreen], Window) {
        let screens = [TabScreen("a", log: log), TabScreen("b", log: log), TabScreen("c", log: log)]
        screens[0].tabBarItem = TabBarItem(title: "Home", image: Image(size: CGSize(width: 25, height: 25)), tag: 0)
        screens[1].tabBarItem = TabBarItem(title: "Search", image: Image(size: CGSize(width: 25, height: 25)), tag: 1)
        screens[2].tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
        let tabs = TabBarController()
        tabs.viewControllers = screens
        let window = Window(device: .iPhone14)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (tabs, screens, window)
    }

    func testThreeTabsOnAnIPhone14() {
        let log = TabScreen.Log()
        var made: (TabBarController, [TabScreen], Window)?
        let diagnostics = LayoutDiagnostics.collect { made = makeTabs(log) }
        XCTAssertEqual(diagnostics.map(\.message), [])
        guard let (tabs, screens, _) = made else { return XCTFail("not made") }
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === screens[0])
        XCTAssertTrue(screens[1].tabBarController === tabs)
        // The bar: 49 points above the 34-point home indicator, 83 tall at y = 844 − 83 = 761.
        assertFrame(tabs.tabBar.frame, 0, 761, 390, 83)
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        // Only the selected tab's view is in the hierarchy (the others are not even loaded).
        XCTAssertTrue(screens[0].view.superview === tabs.view)
        XCTAssertFalse(screens[1].isViewLoaded)
        XCTAssertFalse(screens[2].isViewLoaded)
        // The tab's view fills the container; its safe area is 47 at the top and 34 + 49 = 83
        // at the bottom, without additionalSafeAreaInsets (UIKit keeps them zero).
        assertFrame(screens[0].view.frame, 0, 0, 390, 844)
        XCTAssertEqual(screens[0].view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(screens[0].additionalSafeAreaInsets, .zero)
        // Content pinned to the safe area: from 47 to 844 − 83 = 761, 714 tall.
        assertFrame(screens[0].content.frame, 0, 47, 390, 714)
        XCTAssertEqual(screens[0].content.frame.maxY, 844 - 83)
        // Three buttons: slots of 390 ÷ 3 = 130, each less 2 points a side, 1 down, 48 tall.
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? Control }
        XCTAssertEqual(buttons.count, 3)
        assertFrame(buttons[0].frame, 2, 1, 126, 48)
        assertFrame(buttons[1].frame, 132, 1, 126, 48)
        assertFrame(buttons[2].frame, 262, 1, 126, 48)
        // In a button: the 25-point image centred 18 down: x = (126 − 25) ÷ 2 = 50.5, y = 5.5;
        // the title in the 10-point font (5 points a character, 12 tall) at y = 35, centred:
        // "Home" is 20 wide at x = 53; "Favorites" 45 wide at x = 40.5.
        let images = buttons.map { $0.subviews.compactMap { $0 as? ImageView }.first }
        let titles = buttons.map { $0.subviews.compactMap { $0 as? Label }.first }
        assertFrame(images[0]?.frame ?? .zero, 50.5, 5.5, 25, 25)
        assertFrame(titles[0]?.frame ?? .zero, 53, 35, 20, 12)
        XCTAssertEqual(titles[0]?.text, "Home")
        XCTAssertEqual(titles[2]?.text, "Favorites")
        assertFrame(titles[2]?.frame ?? .zero, 40.5, 35, 45, 12)
        // The selected title in the tint (system blue), the others grey.
        XCTAssertEqual(titles[0]?.textColor, .systemBlue)
        XCTAssertEqual(titles[1]?.textColor, .systemGray)
        // The tab's controller appeared.
        XCTAssertEqual(log.entries, ["a.viewWillAppear", "a.viewDidAppear"])
    }

    func testSwitchingTabsSwapsTheViewsWithAppearanceCalls() {
        let log = TabScreen.Log()
        let (tabs, screens, window) = makeTabs(log)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        log.entries = []
        tabs.selectedIndex = 1
        // The old tab leaves and the new one arrives, as UIKit's sibling transitions order them.
        XCTAssertEqual(log.entries, ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        XCTAssertNil(screens[0].view.superview)
        XCTAssertTrue(screens[1].view.superview === tabs.view)
        // Below the tab bar.
        XCTAssertEqual(tabs.view.subviews.last, tabs.tabBar)
        window.layoutIfNeeded()
        assertFrame(screens[1].content.frame, 0, 47, 390, 714)
        XCTAssertEqual(screens[1].view.safeAreaInsets.bottom, 83)
        XCTAssertTrue(tabs.selectedViewController === screens[1])
        XCTAssertTrue(tabs.tabBar.selectedItem === screens[1].tabBarItem)
        // Setting selectedIndex in code does not call the delegate (UIKit calls it for taps).
        XCTAssertEqual(delegate.calls, [])

        // A tap on the third tab: asked, selected, told.
        log.entries = []
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? Control }
        buttons[2].sendActions(for: .touchUpInside)
        XCTAssertEqual(delegate.calls, ["should c", "did c"])
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertEqual(log.entries, ["b.viewWillDisappear", "c.viewWillAppear", "b.viewDidDisappear", "c.viewDidAppear"])

        // A delegate that refuses keeps the selection.
        delegate.allows = false
        delegate.calls = []
        buttons[0].sendActions(for: .touchUpInside)
        XCTAssertEqual(delegate.calls, ["should a"])
        XCTAssertEqual(tabs.selectedIndex, 2)
    }

    func testBadgeTitleFollowingAndBadSelections() {
        let log = TabScreen.Log()
        let (tabs, screens, window) = makeTabs(log)
        screens[0].tabBarItem.badgeValue = "3"
        window.layoutIfNeeded()
        let button = tabs.tabBar.subviews.compactMap { $0 as? Control }[0]
        let badge = button.subviews.first { !($0 is ImageView) && !($0 is Label) && !$0.isHidden }
        // Badge: 18 tall, at least 18 wide ("3" at 13 points is 6.5 + 10 = 16.5, so 18), its
        // leading edge 5 right of the image's centre (50.5 + 12.5 + 5 = 68), 2 from the top.
        assertFrame(badge?.frame ?? .zero, 68, 2, 18, 18)
        XCTAssertEqual(badge?.backgroundColor, .systemRed)
        // A controller's title sets its tab bar item's title, as in UIKit.
        screens[1].title = "Find"
        XCTAssertEqual(screens[1].tabBarItem.title, "Find")
        // Out-of-range selections and a foreign controller are refused with diagnostics.
        let diagnostics = LayoutDiagnostics.collect {
            tabs.selectedIndex = 3
            tabs.selectedViewController = ViewController()
            tabs.tabBar.items = []
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidHierarchy, .invalidHierarchy])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(tabs.tabBar.items?.count, 3)
    }

    func testReplacingTheControllersKeepsTheSelectedOne() {
        let log = TabScreen.Log()
        let (tabs, screens, window) = makeTabs(log)
        tabs.selectedIndex = 2
        let fresh = TabScreen("d", log: log)
        log.entries = []
        // c stays selected (now at index 0); a and b leave the container.
        tabs.setViewControllers([screens[2], fresh], animated: false)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === screens[2])
        XCTAssertNil(screens[0].parent)
        XCTAssertTrue(fresh.parent === tabs)
        XCTAssertEqual(log.entries, [])
        window.layoutIfNeeded()
        // Two buttons of 390 ÷ 2 = 195.
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? Control }
        XCTAssertEqual(buttons.map(\.frame), [CGRect(x: 2, y: 1, width: 191, height: 48),
                                             CGRect(x: 197, y: 1, width: 191, height: 48)])
        // Dropping the selected one selects the same index.
        tabs.viewControllers = [fresh]
        XCTAssertTrue(tabs.selectedViewController === fresh)
        XCTAssertEqual(log.entries, ["c.viewWillDisappear", "d.viewWillAppear", "c.viewDidDisappear", "d.viewDidAppear"])
        XCTAssertEqual(screens[2].containerSafeAreaInsets, .zero)
    }

    func testIPadTabBarIsFiftyPointsAboveTheHomeIndicator() {
        let tabs = TabBarController()
        let screen = TabScreen("a", log: TabScreen.Log())
        tabs.viewControllers = [screen]
        let window = Window(device: .iPad)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        // iPad (820 × 1180, 20 at the bottom): 50 + 20 = 70 at y = 1110.
        assertFrame(tabs.tabBar.frame, 0, 1110, 820, 70)
        // Content from 24 to 1110: 1086 tall.
        assertFrame(screen.content.frame, 0, 24, 820, 1086)
    }

    func testTabsAreRendered() {
        let (tabs, _, window) = makeTabs(TabScreen.Log())
        _ = tabs
        let svg = SVGRenderer().render(LayoutSnapshot(root: window))
        XCTAssertTrue(svg.contains("Home"))
        XCTAssertTrue(svg.contains("Favorites"))
    }
}

extension ContainerTabBarControllerTests {
    func testReplacingAChildsTabBarItemShowsTheNewOne() {
        let (tabs, screens, window) = makeTabs(TabScreen.Log())
        screens[1].tabBarItem = TabBarItem(title: "Inbox", image: nil, tag: 9)
        window.layoutIfNeeded()
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Inbox", "Favorites"])
        let titles = tabs.tabBar.subviews.compactMap { $0 as? Control }.map { $0.subviews.compactMap { $0 as? Label }.first?.text }
        XCTAssertEqual(titles, ["Home", "Inbox", "Favorites"])
    }
}
