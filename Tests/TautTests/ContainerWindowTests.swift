import XCTest
@testable import Taut

private final class Screen: ViewController {
    var log: [String] = []
    let header = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            header.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

private final class WindowWatcher: View {
    var log: [String] = []
    override func willMove(toWindow newWindow: Window?) { log.append(newWindow == nil ? "willMove(nil)" : "willMove(window)") }
    override func didMoveToWindow() { log.append(window == nil ? "didMove(nil)" : "didMove(window)") }
}

final class ContainerWindowTests: XCTestCase {
    func testDeviceWindowsHaveTheScreenAndSafeArea() {
        let window = Window(device: .iPhone15)
        assertFrame(window.frame, 0, 0, 393, 852)
        XCTAssertEqual(window.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(Window(device: .iPhoneSE).safeAreaInsets, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(Device.iPhone14.screenSize, CGSize(width: 390, height: 844))
        XCTAssertTrue(window.window === window)
    }

    func testRootViewControllerInANotchedWindow() {
        let window = Window(device: .iPhone14)
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The controller's view fills the window: (0, 0, 390, 844).
        assertFrame(screen.view.frame, 0, 0, 390, 844)
        // Pinned to the safe area: top 47, bottom 34 → (0, 47, 390, 844 - 47 - 34 = 763).
        assertFrame(screen.header.frame, 0, 47, 390, 763)
        XCTAssertTrue(screen.view.window === window)
        XCTAssertTrue(screen.view.next === screen)
        XCTAssertTrue(screen.next === window)
        XCTAssertTrue(window.isKeyWindow)
    }

    func testAdditionalSafeAreaInsetsAdd() {
        let window = Window(device: .iPhone15)
        let screen = Screen()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 0, right: 20)
        window.rootViewController = screen
        window.layoutIfNeeded()
        // Top 59 + 44 = 103, left 10, right 20, bottom 34:
        // (10, 103, 393 - 30 = 363, 852 - 103 - 34 = 715).
        assertFrame(screen.header.frame, 10, 103, 363, 715)
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 103, left: 10, bottom: 34, right: 20))

        screen.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        // Back to the device's: (0, 59, 393, 852 - 93 = 759).
        assertFrame(screen.header.frame, 0, 59, 393, 759)
    }

    func testAdditionalSafeAreaOfAChildReachesItsSubviews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let parent = ViewController()
        window.rootViewController = parent
        let child = Screen()
        child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 300, width: 300, height: 300)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        // The child's view (0, 300, 300, 300) is below the window's top band: top inset 0; the
        // additional 50 at the bottom → header (0, 0, 300, 250) in the child's view.
        assertFrame(child.header.frame, 0, 0, 300, 250)
    }

    func testAppearanceFollowsTheWindow() {
        let window = Window(device: .iPhoneSE)
        let first = Screen()
        window.rootViewController = first
        XCTAssertEqual(first.log, [], "the window is not shown yet")
        window.makeKeyAndVisible()
        XCTAssertEqual(first.log, ["willAppear", "didAppear"])
        window.makeKeyAndVisible()
        XCTAssertEqual(first.log, ["willAppear", "didAppear"], "already shown")

        let second = Screen()
        window.rootViewController = second
        XCTAssertEqual(first.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(second.log, ["willAppear", "didAppear"])
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(window.subviews.count, 1)

        window.isHidden = true
        XCTAssertEqual(second.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    func testChildAppearsWhenItsViewJoinsAShownWindow() {
        let window = Window(device: .iPhoneSE)
        let parent = Screen()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = Screen()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.log, ["willAppear", "didAppear"])
        child.view.removeFromSuperview()
        XCTAssertEqual(child.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    func testWillMoveToWindowCalls() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = WindowWatcher()
        let inner = WindowWatcher()
        outer.addSubview(inner)
        XCTAssertEqual(inner.log, [], "no window involved")
        window.addSubview(outer)
        XCTAssertEqual(outer.log, ["willMove(window)", "didMove(window)"])
        XCTAssertEqual(inner.log, ["willMove(window)", "didMove(window)"])
        XCTAssertTrue(inner.window === window)
        outer.removeFromSuperview()
        XCTAssertEqual(inner.log, ["willMove(window)", "didMove(window)", "willMove(nil)", "didMove(nil)"])
        XCTAssertNil(inner.window)
    }

    func testKeyWindowMoves() {
        let a = Window(frame: .zero)
        let b = Window(frame: .zero)
        a.makeKey()
        XCTAssertTrue(a.isKeyWindow)
        b.makeKey()
        XCTAssertFalse(a.isKeyWindow)
        XCTAssertTrue(b.isKeyWindow)
    }

    func testRootViewFollowsTheWindowSize() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let screen = ViewController()
        window.rootViewController = screen
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        window.layoutIfNeeded()
        // Window.layoutSubviews keeps the root view at the window's bounds: (0, 0, 400, 200).
        assertFrame(screen.view.frame, 0, 0, 400, 200)
    }
}
