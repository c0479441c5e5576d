import XCTest
@testable import Taut

/// The one-line chain: what numbers, views and anchors mean, relations, safe area, offset,
/// priority and `pinned`.
final class ChainDSLTests: XCTestCase {
    private func root() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    private func child(of parent: View) -> View {
        let view = View()
        parent.addSubview(view)
        return view
    }

    func testIssueChainsAndPinned() {
        let root = root()
        let view1 = child(of: root)
        let view2 = child(of: root)
        view1.pin.top(100).left(20).width(200).height(40)
        view2.pin.left(view1).right(view1).height(30).top(view1.bottomAnchor).offset(5)
        root.layoutIfNeeded()
        // view2: x 20, width 200 (view1's edges), y 100 + 40 + 5 = 145, height 30.
        assertFrame(view2.frame, 20, 145, 200, 30)
        let top = view2.pinned.top
        XCTAssertTrue(top?.secondItem === view1)
        XCTAssertEqual(top?.secondAttribute, .bottom)
        XCTAssertEqual(top?.constant, 5)
        view2.pinned.height?.constant = 50
        root.layoutIfNeeded()
        assertFrame(view2.frame, 20, 145, 200, 50)
    }

    func testNumbersRelateToTheSuperviewAndAreNotSignFlipped() {
        let root = root()
        let box = child(of: root)
        let chain = box.pin.left(16).right(-24).top(10).bottom(-30)
        XCTAssertTrue(chain.constraint === box.pinned.bottom)
        XCTAssertTrue(box.pinned.right?.secondItem === root)
        XCTAssertEqual(box.pinned.right?.secondAttribute, .right)
        XCTAssertEqual(box.pinned.right?.constant, -24)
        XCTAssertEqual(box.pinned.all.count, 4)
        root.layoutIfNeeded()
        // x 16, width 375 - 16 - 24 = 335, y 10, height 667 - 10 - 30 = 627.
        assertFrame(box.frame, 16, 10, 335, 627)
    }

    func testSafeAreaFormsAndHeightRelations() {
        let root = root()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let view3 = child(of: root)
        view3.pin.top(10, safeArea: true).left(16).right(-16).height(lessThanOrEqualTo: 200)
            .height(300).priority(.defaultHigh)
        let footer = child(of: root)
        footer.pin.bottom(0, safeArea: true).left(0).right(0).height(greaterThanOrEqualTo: 20).height(10)
            .priority(.defaultLow)
        root.layoutIfNeeded()
        // view3: y = 44 + 10 = 54, width 375 - 32 = 343, height wants 300 (@750) but <= 200.
        assertFrame(view3.frame, 16, 54, 343, 200)
        XCTAssertEqual(view3.pinned.height?.priority, .defaultHigh)
        XCTAssertEqual(view3.pinned.height?.constant, 300)
        // footer: height >= 20 beats 10 @250; bottom at 667 - 34 = 633, so y = 613.
        assertFrame(footer.frame, 0, 613, 375, 20)
    }

    func testSafeAreaOfAGivenView() {
        let root = root()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 30)
        let box = child(of: root)
        box.pin.top(root, safeArea: true).leading(root, safeArea: true).trailing(root, safeArea: true).height(10)
        root.layoutIfNeeded()
        // Safe area of the root: x 10 ... 375 - 30 = 345, top 20.
        assertFrame(box.frame, 10, 20, 335, 10)
    }

    func testRelationsOnLocations() {
        let root = root()
        let a = child(of: root)
        let b = child(of: root)
        a.pin.left(10).top(10).width(100).height(50)
        b.pin.left(greaterThanOrEqualTo: a.rightAnchor).offset(20).left(5).priority(.defaultLow)
            .top(lessThanOrEqualTo: a).top(200).priority(.defaultLow)
            .width(a, multiplier: 0.5).height(greaterThanOrEqualTo: a)
        root.layoutIfNeeded()
        // b.left >= 110 + 20 = 130 beats left == 5 @250; b.top <= 10 beats top == 200 @250 (so 10);
        // width 100 × 0.5 = 50; nothing pins the height beyond >= 50, so only that bound is checked.
        XCTAssertEqual(b.frame.minX, 130, accuracy: 1e-6)
        XCTAssertEqual(b.frame.minY, 10, accuracy: 1e-6)
        XCTAssertEqual(b.frame.width, 50, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(b.frame.height, 50 - 1e-6)
        XCTAssertEqual(b.pinned.left?.relation, .equal)
        XCTAssertEqual(b.pinned.width?.multiplier, 0.5)
    }

    func testCentersBaselinesAndLabels() {
        let root = root()
        let box = child(of: root)
        let label = child(of: root)
        box.pin.centerX(10).centerY(-20).width(100).height(60).labeled("box-height")
        label.pin.leading(box).lastBaseline(box).width(30).height(10)
        root.layoutIfNeeded()
        // box centre (187.5 + 10, 333.5 - 20) = (197.5, 313.5): origin (147.5, 283.5).
        assertFrame(box.frame, 147.5, 283.5, 100, 60)
        // label's last baseline (its bottom) = box's (343.5): y = 333.5.
        assertFrame(label.frame, 147.5, 333.5, 30, 10)
        XCTAssertEqual(box.pinned.height?.label, "box-height")
    }

    func testEveryLinkIsActiveAndLocated() {
        let root = root()
        let box = child(of: root)
        let line = #line + 1
        box.pin.top(1).left(2)
            .width(3)
        XCTAssertEqual(box.pinned.top?.isActive, true)
        XCTAssertEqual(box.pinned.top?.location, SourceLocation(file: "TautTests/ChainDSLTests.swift", line: line))
        XCTAssertEqual(box.pinned.width?.location?.line, line + 1)
    }

    func testLayoutGuideTarget() {
        let root = root()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.layout { $0.edges == root.edgeAnchors + EdgeInsets(all: 30) }
        let box = child(of: root)
        box.pin.left(guide).top(guide).width(guide).height(guide, multiplier: 0.5).firstBaseline(lessThanOrEqualTo: guide)
        root.layoutIfNeeded()
        // guide (30, 30, 315, 607); box height 607 / 2 = 303.5.
        assertFrame(box.frame, 30, 30, 315, 303.5)
    }
}
