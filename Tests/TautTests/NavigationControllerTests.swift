import XCTest
@testable import Taut

/// A screen whose content view is pinned to the safe area, and which records its calls.
private final class PinnedScreen: ViewController {
    let content = View()
    let name: String
    var log: [String] = []

    init(_ name: String, title: String? = nil) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        self.name = "coded"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.append("\(name).willMove(\(parent is NavigationController ? "nav" : "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.append("\(name).didMove(\(parent is NavigationController ? "nav" : "nil"))")
    }
}

/// A shared call log for several screens.
private final class Log { var entries: [String] = [] }

final class NavigationControllerTests: XCTestCase {
    private func show(_ controller: ViewController) -> Window {
        let window = Window(device: .iPhone14)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

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

    func testBarButtonItemsArePlacedWithUIKitsMargins() {
        let root = PinnedScreen("a", title: "Inbox")
        let custom = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.navigationItem.leftBarButtonItem = BarButtonItem(customView: custom)
        let done = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let add = BarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [done, add]
        let navigation = NavigationController(rootViewController: root)
        let window = show(navigation)
        // The custom view at the 16-point margin, centred in the 44 points: (16, 7, 30, 30).
        XCTAssertTrue(custom.superview === navigation.navigationBar)
        XCTAssertEqual(custom.frame, CGRect(x: 16, y: 7, width: 30, height: 30))
        // "Done" (17-point semibold, 4 × 8.5 = 34 wide) is the rightmost: x = 390 - 16 - 34 = 340.
        let doneView = done.itemView as? BarItemView
        XCTAssertEqual(doneView?.frame, CGRect(x: 340, y: 0, width: 34, height: 44))
        XCTAssertEqual(doneView?.label?.text, "Done")
        XCTAssertEqual(doneView?.label?.font.pointSize, 17)
        XCTAssertEqual(doneView?.label?.frame.minY ?? 0, 11.8, accuracy: 1e-9)
        // "+" is a 20 × 19 symbol, 8 points before: x = 340 - 8 - 20 = 312; the image is
        // centred: y = (44 - 19) / 2 = 12.5.
        let addView = add.itemView as? BarItemView
        XCTAssertEqual(addView?.frame, CGRect(x: 312, y: 0, width: 20, height: 44))
        XCTAssertEqual(addView?.imageView?.frame, CGRect(x: 0, y: 12.5, width: 20, height: 19))
        // The title stays centred between them.
        XCTAssertEqual(navigation.navigationBar.titleLabel.frame.minX, 173.75)
        // Changing an item lays the bar out again: a 60-point-wide "Done".
        done.width = 60
        window.layoutIfNeeded()
        XCTAssertEqual((done.itemView as? BarItemView)?.frame, CGRect(x: 314, y: 0, width: 60, height: 44))
        XCTAssertEqual(add.itemView?.frame.minX, 286)
        // On a 414-point-wide screen the margin is 20: "Done" at 414 - 20 - 60 = 334.
        window.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        window.layoutIfNeeded()
        XCTAssertEqual(done.itemView?.frame.minX, 334)
        XCTAssertEqual(custom.frame.minX, 20)
    }

    func testBackButtonTitles() {
        let root = PinnedScreen("a", title: "A very long title for the first screen")
        let navigation = NavigationController(rootViewController: root)
        let detail = PinnedScreen("b", title: "Detail")
        navigation.pushViewController(detail, animated: false)
        let window = show(navigation)
        // The long title (38 × 8.5 = 323) would run into "Detail" (x 169.5), so the back
        // button says "Back": 13 + 6 + 34 = 53 wide.
        var back = navigation.navigationBar.backButtonView
        XCTAssertEqual(back?.label?.text, "Back")
        XCTAssertEqual(back?.frame, CGRect(x: 8, y: 0, width: 53, height: 44))
        // The back item's title wins.
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "List", style: .plain, target: nil, action: nil)
        window.layoutIfNeeded()
        back = navigation.navigationBar.backButtonView
        XCTAssertEqual(back?.label?.text, "List")
        // The minimal mode shows the chevron alone (13 wide).
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonDisplayMode = .minimal
        window.layoutIfNeeded()
        back = navigation.navigationBar.backButtonView
        XCTAssertNil(back?.label)
        XCTAssertEqual(back?.frame.width, 13)
        // A left item replaces the back button, unless it supplements it.
        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        window.layoutIfNeeded()
        XCTAssertNil(navigation.navigationBar.backButtonView)
        XCTAssertEqual(detail.navigationItem.leftBarButtonItem?.itemView?.frame.minX, 16)
        detail.navigationItem.leftItemsSupplementBackButton = true
        window.layoutIfNeeded()
        // Chevron at 8 (13 wide), then 8 points: the item at 29.
        XCTAssertNotNil(navigation.navigationBar.backButtonView)
        XCTAssertEqual(detail.navigationItem.leftBarButtonItem?.itemView?.frame.minX, 29)
        // hidesBackButton hides it; tapping the back button pops.
        detail.navigationItem.leftBarButtonItem = nil
        detail.navigationItem.hidesBackButton = true
        window.layoutIfNeeded()
        XCTAssertNil(navigation.navigationBar.backButtonView)
        detail.navigationItem.hidesBackButton = false
        window.layoutIfNeeded()
        navigation.navigationBar.backButtonView?.sendActions(for: .touchUpInside)
        XCTAssertTrue(navigation.topViewController === root)
    }

    func testHiddenNavigationBar() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        navigation.setNavigationBarHidden(true, animated: false)
        let window = show(navigation)
        // No bar: the child's safe area is the device's, 47 top: content (0, 47, 390, 763).
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
        navigation.isNavigationBarHidden = false
        window.layoutIfNeeded()
        XCTAssertFalse(navigation.navigationBar.isHidden)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    func testAnOpaqueBarPutsTheViewBelowIt() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = show(navigation)
        // Under an opaque bar the view starts below it: y = 47 + 44 = 91, 844 - 91 = 753 tall;
        // its safe area has no top inset, and the content fills it down to the home indicator.
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
        XCTAssertEqual(root.view.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 0, width: 390, height: 719))
        // extendedLayoutIncludesOpaqueBars brings it back under the bar.
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
        // So does a translucent bar; edgesForExtendedLayout without .top puts it below again.
        root.extendedLayoutIncludesOpaqueBars = false
        navigation.navigationBar.isTranslucent = true
        root.edgesForExtendedLayout = []
        window.layoutIfNeeded()
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
    }

    func testToolbarAboveTheHomeIndicator() {
        let root = PinnedScreen("a", title: "Inbox")
        let edit = BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [.flexibleSpace(), edit, .flexibleSpace()]
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = show(navigation)
        // The toolbar: 44 points above the 34-point home indicator: y = 844 - 34 - 44 = 766;
        // its background reaches down to the bottom: 44 + 34 = 78.
        XCTAssertFalse(navigation.toolbar.isHidden)
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 766, width: 390, height: 44))
        XCTAssertEqual(navigation.toolbar.backgroundView.frame, CGRect(x: 0, y: 0, width: 390, height: 78))
        // The child's safe area grows at the bottom by 44: 78; content 844 - 91 - 78 = 675 tall.
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 78)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 675))
        // "Edit" (34 wide) between two flexible spaces that share 390 - 2 × 16 - 34 = 324:
        // 162 each, so x = 16 + 162 = 178.
        XCTAssertEqual(edit.itemView?.frame, CGRect(x: 178, y: 0, width: 34, height: 44))
        // Without spaces the items sit at the leading margin, 8 points apart.
        let share = BarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.setToolbarItems([edit, share, .fixedSpace(40), BarButtonItem(title: "X", style: .plain, target: nil, action: nil)],
                             animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(edit.itemView?.frame.minX, 16)
        XCTAssertEqual(share.itemView?.frame, CGRect(x: 58, y: 0, width: 20, height: 44))  // 16 + 34 + 8
        XCTAssertEqual(navigation.toolbar.itemViews.last?.frame.minX, 118)  // 58 + 20 + 40
        // Hiding it gives the room back.
        navigation.setToolbarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 91, width: 390, height: 719))
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

    func testBarButtonItemActions() {
        final class Target {
            var taps: [String] = []
            func done() { taps.append("done") }
            func add(_ sender: BarButtonItem) { taps.append("add \(sender.systemItem == .add)") }
        }
        let target = Target()
        let done = BarButtonItem(barButtonSystemItem: .done, target: target, action: Target.done)
        let add = BarButtonItem(barButtonSystemItem: .add, target: target, action: Target.add)
        done.sendAction()
        add.sendAction()
        XCTAssertEqual(target.taps, ["done", "add true"])
        add.isEnabled = false
        add.sendAction()
        XCTAssertEqual(target.taps.count, 2)
        // Tapping the item's view in a bar runs the action.
        let root = PinnedScreen("a", title: "T")
        root.navigationItem.rightBarButtonItem = done
        let navigation = NavigationController(rootViewController: root)
        let window = show(navigation)
        XCTAssertTrue(navigation.view.window === window)
        (done.itemView as? Control)?.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.taps, ["done", "add true", "done"])
        // A primary action.
        var ran = false
        let item = BarButtonItem(systemItem: .save, primaryAction: Action { _ in ran = true })
        item.sendAction()
        XCTAssertTrue(ran)
        XCTAssertEqual(item.title, "Save")
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
