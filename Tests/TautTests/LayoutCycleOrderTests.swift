import XCTest
@testable import Taut

/// `View.ordered(_:topDown:in:)`: the views of the tree by depth (a counting sort), views of
/// equal depth in the order given, views of other trees apart.
final class LayoutCycleOrderTests: XCTestCase {
    func testViewsAreOrderedByDepthStablyAndOthersSetApart() {
        // root ─ a ─ a1 ─ a11
        //      └ b ─ b1
        let root = View(), a = View(), b = View(), a1 = View(), a11 = View(), b1 = View()
        root.addSubview(a); root.addSubview(b)
        a.addSubview(a1); a1.addSubview(a11); b.addSubview(b1)
        let stranger = View(), strangerChild = View()
        stranger.addSubview(strangerChild)
        let given = [a11, b1, strangerChild, a1, b, a, root, stranger]
        // Depths: root 0; a, b 1; a1, b1 2; a11 3.
        let down = View.ordered(given, topDown: true, in: root)
        XCTAssertEqual(down.ordered.map(ObjectIdentifier.init), [root, b, a, b1, a1, a11].map(ObjectIdentifier.init))
        XCTAssertEqual(down.elsewhere.map(ObjectIdentifier.init), [strangerChild, stranger].map(ObjectIdentifier.init))
        let up = View.ordered(given, topDown: false, in: root)
        XCTAssertEqual(up.ordered.map(ObjectIdentifier.init), [a11, b1, a1, b, a, root].map(ObjectIdentifier.init))
        XCTAssertEqual(up.elsewhere.map(ObjectIdentifier.init), [strangerChild, stranger].map(ObjectIdentifier.init))
        XCTAssertTrue(View.ordered([], topDown: true, in: root).ordered.isEmpty)
    }
}
