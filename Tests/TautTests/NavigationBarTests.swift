import XCTest
@testable import Taut

final class NavigationBarTests: XCTestCase {
    private func show(_ controller: ViewController) -> Window { showInIPhone14Window(controller) }

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

    func testAppearanceColoursTheBarWithoutMovingIt() {
        let root = PinnedScreen("a", title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let window = show(navigation)
        XCTAssertTrue(navigation.view.window === window)
        // Colours only: the bar is still (0, 47, 390, 44) and the content starts at 91.
        XCTAssertEqual(navigation.navigationBar.backgroundView.backgroundColor, .systemRed)
        XCTAssertEqual(navigation.navigationBar.titleLabel.textColor, .white)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(root.content.frame.minY, 91)
        // A transparent appearance has no background and no shadow line; barTintColor wins.
        appearance.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = appearance
        window.layoutIfNeeded()
        XCTAssertNil(navigation.navigationBar.backgroundView.backgroundColor)
        XCTAssertTrue(navigation.navigationBar.shadowView.isHidden)
        navigation.navigationBar.barTintColor = .systemGreen
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.backgroundView.backgroundColor, .systemGreen)
    }
}
