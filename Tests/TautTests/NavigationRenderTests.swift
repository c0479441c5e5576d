import XCTest
@testable import Taut

final class NavigationRenderTests: XCTestCase {
    func testTheBarIsDrawnUnderTheStatusBar() {
        let root = ViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = NavigationController(rootViewController: root)
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        let window = Window(device: .iPhone14)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let snapshot = LayoutSnapshot(root: window)
        // The bar's background, in the window's coordinates: from the top to 47 + 44 = 91.
        let background = snapshot.nodes.first { $0.color == "#f9f9f9" }
        XCTAssertEqual(background?.frame, CGRect(x: 0, y: 0, width: 390, height: 91))
        // The title and the back title are drawn as text.
        let svg = SVGRenderer().render(snapshot)
        XCTAssertTrue(svg.contains(">Detail<"))
        XCTAssertTrue(svg.contains(">Inbox<"))
        if let path = ProcessInfo.processInfo.environment["TAUT_NAV_SVG"] {
            try? svg.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
