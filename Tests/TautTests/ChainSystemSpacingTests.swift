import XCTest
@testable import Taut

/// System spacing in the one-line chain: `leading(systemSpacingAfter:)`,
/// `top(systemSpacingBelow:)` and their siblings make the anchors' system spacing constraints,
/// from an anchor or from the edge a view or guide stands for.
final class ChainSystemSpacingTests: XCTestCase {
    private var saved = SystemSpacing.standard

    override func setUp() {
        super.setUp()
        saved = SystemSpacing.current
        SystemSpacing.current = .standard
    }

    override func tearDown() {
        SystemSpacing.current = saved
        super.tearDown()
    }

    /// Root 375 × 667; `a` at leading 16, top 20, 100 × 40; `b` added, not placed.
    private func screen(rtl: Bool = false) -> (root: View, a: View, b: View) {
        let root = EngineFixture.root(375, 667)
        if rtl { root.semanticContentAttribute = .forceRightToLeft }
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        a.pin.leading(16).top(20).width(100).height(40)
        return (root, a, b)
    }

    /// Asserts that two constraints have the same equation.
    private func assertSame(_ dsl: LayoutConstraint?, _ anchor: LayoutConstraint,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let first = anchor.firstItem else { return XCTFail("anchor constraint without item", file: file, line: line) }
        assertEquation(dsl, first, anchor.firstAttribute, anchor.secondItem, anchor.secondAttribute,
                       relation: anchor.relation, multiplier: anchor.multiplier, constant: anchor.constant,
                       priority: anchor.priority.rawValue, file: file, line: line)
    }

    func testEqualFormsMakeTheAnchorConstraintsAndFrames() {
        let (root, a, b) = screen()
        b.pin.leading(systemSpacingAfter: a).top(systemSpacingBelow: a.bottomAnchor, multiplier: 2).width(50).height(30)
        assertSame(b.pinned.leading, b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(b.pinned.top, b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2))
        // Constants: 1 × 8 and 2 × 8.
        XCTAssertEqual(b.pinned.leading?.constant, 8)
        XCTAssertEqual(b.pinned.top?.constant, 16)
        XCTAssertEqual(b.pinned.leading?.isActive, true)
        root.layoutIfNeeded()
        // b.x = 16 + 100 + 8 = 124; b.y = 20 + 40 + 16 = 76.
        assertFrame(b.frame, 124, 76, 50, 30)
    }

    func testWhatAViewOrGuideStandsFor() {
        let (_, a, b) = screen()
        let guide = LayoutGuide()
        a.superview?.addLayoutGuide(guide)
        let label = EngineFixture.label("label", "Hello", in: a.superview ?? a)
        // A view: its right edge for left/right, its trailing edge for leading/trailing, its
        // bottom for top/bottom, its last baseline for the baselines.
        assertEquation(b.pin.left(systemSpacingAfter: a).constraint, b, .left, a, .right, constant: 8)
        assertEquation(b.pin.right(systemSpacingAfter: a).constraint, b, .right, a, .right, constant: 8)
        assertEquation(b.pin.trailing(systemSpacingAfter: a).constraint, b, .trailing, a, .trailing, constant: 8)
        assertEquation(b.pin.bottom(systemSpacingBelow: a).constraint, b, .bottom, a, .bottom, constant: 8)
        assertEquation(b.pin.firstBaseline(systemSpacingBelow: label).constraint, b, .firstBaseline, label, .lastBaseline,
                       constant: 8)
        assertEquation(b.pin.lastBaseline(systemSpacingBelow: label, multiplier: 3).constraint, b, .lastBaseline, label,
                       .lastBaseline, constant: 24)  // 3 × 8
        // A guide: trailing / right edges, and its bottom for every vertical link.
        assertEquation(b.pin.leading(systemSpacingAfter: guide).constraint, b, .leading, guide, .trailing, constant: 8)
        assertEquation(b.pin.left(systemSpacingAfter: guide).constraint, b, .left, guide, .right, constant: 8)
        assertEquation(b.pin.top(systemSpacingBelow: guide).constraint, b, .top, guide, .bottom, constant: 8)
        assertEquation(b.pin.firstBaseline(systemSpacingBelow: guide).constraint, b, .firstBaseline, guide, .bottom,
                       constant: 8)
        // An anchor is used as it is.
        assertEquation(b.pin.leading(systemSpacingAfter: a.leadingAnchor).constraint, b, .leading, a, .leading, constant: 8)
    }

    func testGreaterAndLessThanOrEqualForms() {
        let (root, a, b) = screen()
        let c = EngineFixture.child("c", in: root)
        b.pin.leading(greaterThanOrEqualToSystemSpacingAfter: a).width(10).height(10)
            .top(lessThanOrEqualToSystemSpacingBelow: a, multiplier: 0.5)
        assertSame(b.pinned.leading,
                   b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(b.pinned.top, b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5))
        b.pin.leading(0).priority(.defaultLow).top(300).priority(.defaultLow)
        c.pin.leading(lessThanOrEqualToSystemSpacingAfter: a, multiplier: 2).leading(300).priority(.defaultLow)
            .top(greaterThanOrEqualToSystemSpacingBelow: a).top(0).priority(.defaultLow).width(10).height(10)
        root.layoutIfNeeded()
        // b: leading >= 116 + 8 = 124 wins over 0; top <= 60 + 4 = 64 wins over 300.
        assertFrame(b.frame, 124, 64, 10, 10)
        // c: leading <= 116 + 16 = 132 wins over 300; top >= 60 + 8 = 68 wins over 0.
        assertFrame(c.frame, 132, 68, 10, 10)
    }

    func testRightToLeftLeadingAfterTrailing() {
        let (root, a, b) = screen(rtl: true)
        b.pin.leading(systemSpacingAfter: a).top(a).width(50).height(30)
        root.layoutIfNeeded()
        // a: right edge 375 - 16 = 359, x = 259. b's leading (right) edge lies 8 past a's
        // trailing (left) edge in the reading direction: 259 - 8 = 251, so b.x = 201.
        assertFrame(a.frame, 259, 20, 100, 40)
        assertFrame(b.frame, 201, 20, 50, 30)
    }

    func testLocationModifiersAndTheTable() {
        let (root, a, b) = screen()
        let line = #line; let chain = b.pin.leading(systemSpacingAfter: a).offset(3).labeled("gap").priority(.defaultHigh)
        XCTAssertEqual(chain.constraint?.location?.line, line)
        XCTAssertEqual(chain.constraint?.location?.file, #fileID)
        XCTAssertEqual(chain.constraint?.label, "gap")
        XCTAssertEqual(chain.constraint?.priority, .defaultHigh)
        // offset replaces the spacing, as it replaces any link's number.
        XCTAssertEqual(chain.constraint?.constant, 3)
        SystemSpacing.current = SystemSpacing(sibling: 5, superview: 20)
        b.pin.top(systemSpacingBelow: a).width(10).height(10)
        // The table is read when the link is made: 1 × 5.
        XCTAssertEqual(b.pinned.top?.constant, 5)
        XCTAssertEqual(chain.constraint?.constant, 3)
        root.layoutIfNeeded()
        // b.x = 116 + 3 = 119; b.y = 60 + 5 = 65.
        assertFrame(b.frame, 119, 65, 10, 10)
    }
}
