import XCTest
@testable import Taut

private final class RotatingScreen: ViewController {
    let content = View()
    var transitions: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

final class WindowRotationTests: XCTestCase {
    func testRotatingAnIPhone15WindowToLandscape() {
        let screen = RotatingScreen()
        let window = Window(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Portrait: 393 × 852, safe area 59 / 34: the content is (0, 59, 393, 759).
        XCTAssertEqual(screen.content.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        // Landscape: 852 × 393 with 59 on each side and 21 at the bottom (the device catalog's
        // landscape insets): the content is (59, 0, 734, 372). The controller heard once.
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(screen.view.frame.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(screen.content.frame, CGRect(x: 59, y: 0, width: 734, height: 372))
        XCTAssertEqual(screen.transitions, [CGSize(width: 852, height: 393)])
        XCTAssertEqual(DeviceInfo.current.orientation, .landscapeLeft)
        // Turning to the same orientation changes nothing; back to portrait restores it.
        window.rotate(to: .landscapeLeft)
        XCTAssertEqual(screen.transitions.count, 1)
        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.content.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(screen.transitions.last, CGSize(width: 393, height: 852))
    }

    func testAWindowWithoutADeviceIsNotRotated() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let diagnostics = LayoutDiagnostics.collect { window.rotate(to: .landscapeLeft) }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(window.frame.size, CGSize(width: 300, height: 500))
    }
}
