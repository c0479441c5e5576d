import XCTest
@testable import Taut

/// System spacing in the operator DSL: `anchor + .systemSpacing` (times a multiplier) with
/// `==`, `>=` and `<=` makes the anchors' system spacing constraints.
final class OperatorSystemSpacingTests: XCTestCase {
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
        a.layout {
            $0.leading == root.leadingAnchor + 16
            $0.top == root.topAnchor + 20
            $0.width == 100
            $0.height == 40
        }
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
        let made = b.layout {
            $0.leading == a.trailingAnchor + .systemSpacing
            $0.top == a.bottomAnchor + .systemSpacing * 2
            $0.width == 50
            $0.height == 30
        }
        XCTAssertEqual(made.count, 4)
        assertSame(made.first, b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(made.dropFirst().first, b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2))
        // Constants: 1 × 8 and 2 × 8.
        XCTAssertEqual(made.first?.constant, 8)
        XCTAssertEqual(made.dropFirst().first?.constant, 16)
        root.layoutIfNeeded()
        // b.x = 16 + 100 + 8 = 124; b.y = 20 + 40 + 16 = 76.
        assertFrame(b.frame, 124, 76, 50, 30)
    }

    func testGreaterAndLessThanOrEqualForms() {
        let (root, a, b) = screen()
        let c = EngineFixture.child("c", in: root)
        let bMade = b.layout {
            $0.leading >= a.trailingAnchor + .systemSpacing
            ($0.leading == root.leadingAnchor) ~ .defaultLow
            $0.top <= a.bottomAnchor + 0.5 * .systemSpacing
            ($0.top == root.topAnchor + 300) ~ .defaultLow
            $0.width == 10
            $0.height == 10
        }
        c.layout {
            $0.leading <= a.trailingAnchor + .systemSpacing * 2
            ($0.leading == root.leadingAnchor + 300) ~ .defaultLow
            $0.top >= a.bottomAnchor + .systemSpacing
            ($0.top == root.topAnchor) ~ .defaultLow
            $0.width == 10
            $0.height == 10
        }
        assertSame(bMade.first,
                   b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(bMade.dropFirst(2).first,
                   b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5))
        root.layoutIfNeeded()
        // b: leading >= 116 + 8 = 124 wins over 0; top <= 60 + 4 = 64 wins over 300.
        assertFrame(b.frame, 124, 64, 10, 10)
        // c: leading <= 116 + 16 = 132 wins over 300; top >= 60 + 8 = 68 wins over 0.
        assertFrame(c.frame, 132, 68, 10, 10)
    }

    func testRightToLeftLeadingAfterTrailing() {
        let (root, a, b) = screen(rtl: true)
        b.layout {
            $0.leading == a.trailingAnchor + .systemSpacing
            $0.top == a.topAnchor
            $0.width == 50
            $0.height == 30
        }
        root.layoutIfNeeded()
        // a: right edge 375 - 16 = 359, x = 259. b's leading (right) edge lies 8 past a's
        // trailing (left) edge in the reading direction: 259 - 8 = 251, so b.x = 201.
        assertFrame(a.frame, 259, 20, 100, 40)
        assertFrame(b.frame, 201, 20, 50, 30)
    }

    func testAmountArithmeticAndTheTable() {
        XCTAssertEqual(SystemSpacingAmount.systemSpacing.multiplier, 1)
        XCTAssertEqual((SystemSpacingAmount.systemSpacing * 3).multiplier, 3)
        XCTAssertEqual((2 * SystemSpacingAmount.systemSpacing * 1.5).multiplier, 3)
        XCTAssertEqual(SystemSpacingAmount(multiplier: 2).points, 16)  // 2 × 8
        let (root, a, b) = screen()
        let before = b.layout { $0.leading == a.trailingAnchor + .systemSpacing }
        SystemSpacing.current = SystemSpacing(sibling: 5, superview: 20)
        XCTAssertEqual(SystemSpacingAmount(multiplier: 2).points, 10)  // 2 × 5
        let after = b.layout {
            ($0.leading == a.trailingAnchor + .systemSpacing) ~ .defaultHigh
            $0.top == a.bottomAnchor + .systemSpacing
            $0.width == 10
            $0.height == 10
        }
        // The table is read when the expression is written: the old constraint keeps 8.
        XCTAssertEqual(before.first?.constant, 8)
        XCTAssertEqual(after.first?.constant, 5)
        assertSame(after.dropFirst().first, b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1))
        root.layoutIfNeeded()
        // The required constraint wins: b.x = 116 + 8 = 124; b.y = 60 + 5 = 65.
        assertFrame(b.frame, 124, 65, 10, 10)
    }
}
