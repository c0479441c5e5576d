import XCTest
@testable import Taut

/// A window's traits: size classes from its size, scale from its device, changes delivered.
final class ContainerWindowTraitsTests: XCTestCase {
    private final class TraitWatcher: View {
        var previous: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            previous.append(previousTraitCollection)
        }
    }

    func testAPhoneWindowIsCompactWideAndRotatingMakesItCompactTall() {
        let window = Window(device: .iPhone15)
        let watcher = TraitWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(watcher)
        window.layoutIfNeeded()
        // 393 × 852 portrait: compact width (< 896), regular height (>= 500), the device's scale 3.
        XCTAssertEqual(watcher.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(watcher.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(watcher.traitCollection.displayScale, 3)
        XCTAssertEqual(watcher.previous.count, 0)  // nothing changed yet

        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.layoutIfNeeded()
        // Landscape: 852 < 896 stays compact wide; 393 < 500 is compact tall.
        XCTAssertEqual(watcher.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(watcher.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(watcher.previous.count, 1)
        XCTAssertEqual(watcher.previous.first??.verticalSizeClass, .regular)

        window.layoutIfNeeded()
        XCTAssertEqual(watcher.previous.count, 1)  // delivered once per change
    }

    func testAnIPadWindowIsRegularBothWays() {
        let window = Window(device: .iPad)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(window.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(window.traitCollection.userInterfaceIdiom, .pad)
        // A plain view outside any window reads the default phone traits.
        XCTAssertEqual(View().traitCollection.horizontalSizeClass, .compact)
    }
}
