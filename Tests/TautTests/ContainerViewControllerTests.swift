import XCTest
@testable import Taut

/// A controller that records its lifecycle calls.
private final class RecordingController: ViewController {
    var log: [String] = []
    let name: String
    var makesOwnView = false

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.name = "coded"
        super.init(coder: coder)
    }

    override func loadView() {
        log.append("\(name).loadView")
        if makesOwnView { view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) } else { super.loadView() }
    }
    override func viewDidLoad() { super.viewDidLoad(); log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(name).viewDidLayoutSubviews") }
    override func updateViewConstraints() { log.append("\(name).updateViewConstraints"); super.updateViewConstraints() }
    override func willMove(toParent parent: ViewController?) { log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

final class ContainerViewControllerTests: XCTestCase {
    func testViewLoadsLazilyOnceWithTheScreenSize() {
        let controller = RecordingController(name: "a")
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.log, [])
        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.viewIfLoaded === view)
        // loadView and viewDidLoad once each, in that order.
        XCTAssertEqual(controller.log, ["a.loadView", "a.viewDidLoad"])
        // The default view has the default screen's bounds, 390 × 844.
        assertFrame(view?.frame ?? .zero, 0, 0, 390, 844)
        // The view's next responder is its controller; the controller's is the superview (none).
        XCTAssertTrue(view?.next === controller)
        XCTAssertNil(controller.next)
    }

    func testCustomLoadViewAndLoadViewIfNeeded() {
        let controller = RecordingController(name: "b")
        controller.makesOwnView = true
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.log, ["b.loadView", "b.viewDidLoad"])
        assertFrame(controller.view.frame, 0, 0, 100, 50)
    }

    func testLoadViewThatSetsNoViewGetsAPlainOneWithADiagnostic() {
        final class Lazy: ViewController {
            override func loadView() {}
        }
        let controller = Lazy()
        let diagnostics = LayoutDiagnostics.collect { _ = controller.view }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        assertFrame(controller.view.frame, 0, 0, 390, 844)
    }

    func testLayoutCallsPerPassAndUpdateViewConstraintsOnce() {
        let controller = RecordingController(name: "c")
        let root = controller.view!
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            height,
        ])
        controller.log.removeAll()
        root.layoutIfNeeded()
        // First pass: the update-constraints pass asks the controller once, then the root
        // view's layoutSubviews runs inside the will/did pair.
        XCTAssertEqual(controller.log, ["c.updateViewConstraints", "c.viewWillLayoutSubviews", "c.viewDidLayoutSubviews"])
        // (20, 10, 390 - 40, 100) = (20, 10, 350, 100).
        assertFrame(box.frame, 20, 10, 350, 100)

        controller.log.removeAll()
        root.layoutIfNeeded()
        XCTAssertEqual(controller.log, [], "nothing changed, no pass")

        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(controller.log, ["c.viewWillLayoutSubviews", "c.viewDidLayoutSubviews"])

        controller.log.removeAll()
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        XCTAssertEqual(controller.log, ["c.updateViewConstraints"])
    }

    func testChildContainment() {
        let parent = RecordingController(name: "p")
        let child = RecordingController(name: "k")
        parent.addChild(child)
        // UIKit: addChild calls willMove(toParent:) itself; didMove is the caller's.
        XCTAssertEqual(child.log, ["k.willMove(parent)"])
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.log, ["k.willMove(parent)", "k.loadView", "k.viewDidLoad", "k.didMove(parent)"])

        child.log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        // removeFromParent calls didMove(toParent: nil).
        XCTAssertEqual(child.log, ["k.willMove(nil)", "k.didMove(nil)"])
        XCTAssertNil(child.parent)
        XCTAssertEqual(parent.children.count, 0)
    }

    func testAddingAnAncestorAsChildIsRefused() {
        let a = ViewController()
        let b = ViewController()
        a.addChild(b)
        let diagnostics = LayoutDiagnostics.collect { b.addChild(a) }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertNil(a.parent)
        XCTAssertEqual(b.children.count, 0)
    }

    func testTitleAndNavigationItem() {
        let controller = ViewController()
        XCTAssertNil(controller.navigationItem.title)
        controller.title = "Settings"
        XCTAssertEqual(controller.navigationItem.title, "Settings")
        XCTAssertEqual(controller.preferredContentSize, .zero)
    }

    func testCoderInitialiser() {
        let controller = RecordingController(coder: NSKeyedArchiver(requiringSecureCoding: false))
        XCTAssertEqual(controller?.name, "coded")
        XCTAssertNil(controller?.nibName)
    }
}
