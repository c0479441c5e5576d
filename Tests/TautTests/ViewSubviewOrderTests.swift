import XCTest
@testable import Taut

/// A container that adds other views into its content view, as UIKit container views do by
/// overriding `addSubview(_:)`.
private final class ContentContainer: View {
    let contentView = View()
    var addCalls = 0
    var removeCalls = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func addSubview(_ view: View) {
        addCalls += 1
        if view === contentView { super.addSubview(view) } else { contentView.addSubview(view) }
    }

    override func removeFromSuperview() {
        removeCalls += 1
        super.removeFromSuperview()
    }
}

final class ViewSubviewOrderTests: XCTestCase {
    private func names(_ view: View) -> [String] { view.subviews.map(\.debugName) }

    private func makeABC() -> (View, View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View(), c = View()
        a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"; c.accessibilityIdentifier = "c"
        root.addSubview(a); root.addSubview(b); root.addSubview(c)
        return (root, a, b, c)
    }

    func testBringToFrontSendToBackAndExchange() {
        let (root, a, _, c) = makeABC()
        root.bringSubviewToFront(a)
        XCTAssertEqual(names(root), ["b", "c", "a"])
        root.sendSubviewToBack(c)
        XCTAssertEqual(names(root), ["c", "b", "a"])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(names(root), ["a", "b", "c"])
        // A view that is not a subview is ignored.
        let stranger = View()
        root.bringSubviewToFront(stranger)
        root.sendSubviewToBack(stranger)
        XCTAssertEqual(names(root), ["a", "b", "c"])
        XCTAssertNil(stranger.superview)
    }

    func testExchangeOutOfRangeIsReportedAndChangesNothing() {
        let (root, _, _, _) = makeABC()
        let diagnostics = LayoutDiagnostics.collect { root.exchangeSubview(at: 0, withSubviewAt: 3) }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertEqual(names(root), ["a", "b", "c"])
    }

    func testOrderChangesDoNotMoveFrames() {
        let (root, a, b, _) = makeABC()
        a.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        b.frame = CGRect(x: 40, y: 10, width: 20, height: 20)
        root.layoutIfNeeded()
        root.bringSubviewToFront(a)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 40, y: 10, width: 20, height: 20))
        // Hit testing follows the order: the front view wins where they overlap.
        b.frame = CGRect(x: 15, y: 10, width: 20, height: 20)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 15), with: nil) === a)
        root.bringSubviewToFront(b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 15), with: nil) === b)
    }

    func testViewWithTagSearchesDepthFirstSelfFirst() {
        let root = View(), a = View(), a1 = View(), b = View()
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        a.tag = 1; a1.tag = 2; b.tag = 2
        XCTAssertTrue(root.viewWithTag(0) === root)  // the view itself first
        XCTAssertTrue(root.viewWithTag(2) === a1)    // a's tree before b
        XCTAssertTrue(root.viewWithTag(1) === a)
        XCTAssertTrue(b.viewWithTag(2) === b)
        XCTAssertNil(root.viewWithTag(9))
        XCTAssertTrue(a1.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: a1))
    }

    func testOverriddenAddSubviewRoutesIntoContentView() {
        let container = ContentContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = View()
        container.addSubview(label)
        XCTAssertTrue(label.superview === container.contentView)
        XCTAssertEqual(container.subviews.count, 1)
        XCTAssertEqual(container.addCalls, 2)  // the content view, then the label
        // The other insertion methods are UIKit's own entry points: they do not go through addSubview.
        let badge = View()
        container.insertSubview(badge, at: 0)
        XCTAssertTrue(badge.superview === container)
        XCTAssertEqual(container.addCalls, 2)
        // Internal callers reach the override too: a parent adding the container and removing it.
        let root = View()
        root.addSubview(container)
        container.removeFromSuperview()
        XCTAssertEqual(container.removeCalls, 1)
        XCTAssertNil(container.superview)
    }

    func testInsertAboveAndBelow() {
        let (root, a, b, _) = makeABC()
        let d = View(), e = View()
        d.accessibilityIdentifier = "d"; e.accessibilityIdentifier = "e"
        root.insertSubview(d, aboveSubview: a)
        root.insertSubview(e, belowSubview: b)
        XCTAssertEqual(names(root), ["a", "d", "e", "b", "c"])
    }
}
