import XCTest
@testable import Taut

final class ViewControllerMarginsTests: XCTestCase {
    private final class Pinned: ViewController {
        let box = View()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let margins = view.layoutMarginsGuide
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
    }

    func testARootViewHasTheSystemMinimumMargins() {
        // iPhone 14 (390 wide): 16 at the sides, none at the top and bottom beyond the safe area
        // (47 / 34): the box is (16, 47, 358, 763).
        let screen = Pinned()
        let window = Window(device: .iPhone14)
        window.rootViewController = screen
        window.layoutIfNeeded()
        XCTAssertEqual(screen.systemMinimumLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(screen.view.layoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(screen.view.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(screen.box.frame, CGRect(x: 16, y: 47, width: 358, height: 763))
        // Margins set below the minimum are raised to it at the sides; not once the controller
        // stops respecting the minimum.
        screen.view.layoutMargins = EdgeInsets(top: 10, left: 4, bottom: 10, right: 30)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.box.frame, CGRect(x: 16, y: 57, width: 344, height: 743))
        screen.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        XCTAssertEqual(screen.box.frame, CGRect(x: 4, y: 57, width: 356, height: 743))
    }

    func testAWideScreenGivesTwentyPoints() {
        // iPhone 15 Pro Max: 430 wide, 20 at the sides; safe area 59 / 34.
        let screen = Pinned()
        let window = Window(device: .iPhone15ProMax)
        window.rootViewController = screen
        window.layoutIfNeeded()
        XCTAssertEqual(screen.box.frame, CGRect(x: 20, y: 59, width: 390, height: 839))
        // A plain view keeps UIView's 8-point margins.
        XCTAssertEqual(View().layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
