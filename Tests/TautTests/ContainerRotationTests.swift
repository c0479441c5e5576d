import XCTest
@testable import Taut

/// Records its size transitions (and what its coordinator's blocks see).
private final class RotatingScreen: ViewController {
    var transitions: [CGSize] = []
    var seenInAnimation: [CGSize] = []
    var seenInCompletion: [CGSize] = []
    var events: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        events.append("will \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { [unowned self] context in
            XCTAssertFalse(context.isAnimated)
            seenInAnimation.append(view.bounds.size)
            events.append("alongside")
        }, completion: { [unowned self] _ in
            seenInCompletion.append(view.bounds.size)
            events.append("completion")
        })
    }
}

final class ContainerRotationTests: XCTestCase {
    func testResizingAWindowCallsViewWillTransitionOnceWithTheNewSize() {
        let root = RotatingScreen()
        let child = RotatingScreen()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = Window(device: .iPhone14)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // iPhone 14 landscape: 844 × 390.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(root.transitions, [CGSize(width: 844, height: 390)])
        // The child gets it from its parent's default implementation, with the parent's size.
        XCTAssertEqual(child.transitions, [CGSize(width: 844, height: 390)])
        // Called before the size is applied (the view was still 390 wide); the blocks run after
        // (the root view follows the window: 844 × 390), alongside first.
        XCTAssertEqual(root.events, ["will 390", "alongside", "completion"])
        XCTAssertEqual(root.seenInAnimation, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(root.seenInCompletion, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(root.view.frame.size, CGSize(width: 844, height: 390))

        // The same size again is no transition; moving the window is none either.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.frame = CGRect(x: 10, y: 0, width: 844, height: 390)
        XCTAssertEqual(root.transitions.count, 1)
        // Back to portrait through bounds.
        window.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(root.transitions, [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)])
        XCTAssertEqual(child.transitions.count, 2)
    }

    func testPresentedControllersAreToldTheirSize() {
        let root = RotatingScreen()
        let window = Window(device: .iPhone14)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let cover = RotatingScreen()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        let sheet = RotatingScreen()
        cover.present(sheet, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(root.transitions, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(cover.transitions, [CGSize(width: 844, height: 390)])
        // A page sheet in a compact height (390 < 500) fills the window.
        XCTAssertEqual(sheet.transitions, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    func testCoordinatorBlocksGivenAfterTheTransitionRunAtOnce() {
        final class Keeper: ViewController {
            var coordinator: TransitionCoordinator?
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                self.coordinator = coordinator
            }
        }
        let root = Keeper()
        let window = Window(device: .iPhone14)
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        var ran: [String] = []
        let accepted = root.coordinator?.animate(alongsideTransition: { _ in ran.append("a") }) { _ in ran.append("c") }
        XCTAssertEqual(accepted, true)
        XCTAssertEqual(ran, ["a", "c"])
    }

    func testOrientationAndStatusBarDefaults() {
        let controller = ViewController()
        XCTAssertEqual(controller.supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(InterfaceOrientationMask.allButUpsideDown.rawValue, 26)
        XCTAssertEqual(InterfaceOrientationMask.all.rawValue, 30)
        XCTAssertEqual(controller.preferredStatusBarStyle, .default)
        XCTAssertFalse(controller.prefersStatusBarHidden)
        XCTAssertTrue(controller.shouldAutorotate)
        final class Portrait: ViewController {
            override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
            override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        let portrait = Portrait()
        XCTAssertEqual(portrait.supportedInterfaceOrientations, .portrait)
        XCTAssertEqual(portrait.preferredStatusBarStyle, .lightContent)
        XCTAssertTrue(portrait.prefersStatusBarHidden)
        // Stored presentation properties.
        controller.modalTransitionStyle = .crossDissolve
        controller.isModalInPresentation = true
        XCTAssertEqual(controller.modalTransitionStyle, .crossDissolve)
        XCTAssertTrue(controller.isModalInPresentation)
        XCTAssertEqual(ModalPresentationStyle.automatic.rawValue, -2)
        XCTAssertEqual(ModalPresentationStyle.overFullScreen.rawValue, 5)
    }
}
