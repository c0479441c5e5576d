import XCTest
@testable import Taut

/// System spacing in the SnapKit DSL: `equalToSystemSpacing(after:)` / `(below:)` and their
/// `>=` / `<=` forms make the anchors' constraints, keep their source location, and take part
/// in remake, update and remove like any other maker line.
final class SnapKitSystemSpacingTests: XCTestCase {
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

    /// Root 375 × 667; `a` at leading 16, top 20, 100 × 40; `b` 50 × 30, not yet placed.
    private func screen(rtl: Bool = false) -> (root: View, a: View, b: View) {
        let root = SnapKitFixture.root()
        if rtl { root.semanticContentAttribute = .forceRightToLeft }
        let a = SnapKitFixture.view("a", in: root)
        let b = SnapKitFixture.view("b", in: root)
        a.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalToSuperview().offset(20)
            make.width.equalTo(100)
            make.height.equalTo(40)
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
        var leading: Constraint?
        var top: Constraint?
        b.snp.makeConstraints { make in
            leading = make.leading.equalToSystemSpacing(after: a.snp.trailing).constraint
            top = make.top.equalToSystemSpacing(below: a.snp.bottom, multiplier: 2).constraint
            make.size.equalTo(CGSize(width: 50, height: 30))
        }
        assertSame(leading?.layoutConstraints.first,
                   b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(top?.layoutConstraints.first,
                   b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2))
        // Constants: 1 × 8 = 8 and 2 × 8 = 16.
        XCTAssertEqual(leading?.layoutConstraints.first?.constant, 8)
        XCTAssertEqual(top?.layoutConstraints.first?.constant, 16)
        XCTAssertFalse(b.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        // b.x = 16 + 100 + 8 = 124; b.y = 20 + 40 + 16 = 76.
        assertSnpFrame(b.frame, 124, 76, 50, 30)
    }

    func testGreaterAndLessThanOrEqualForms() {
        let (root, a, b) = screen()
        let c = SnapKitFixture.view("c", in: root)
        var atLeast: Constraint?
        var atMost: Constraint?
        b.snp.makeConstraints { make in
            atLeast = make.leading.greaterThanOrEqualToSystemSpacing(after: a.snp.trailing).constraint
            make.leading.equalToSuperview().priority(.low)
            atMost = make.top.lessThanOrEqualToSystemSpacing(below: a.snp.bottom, multiplier: 0.5).constraint
            make.top.equalTo(300).priority(.low)
            make.size.equalTo(10)
        }
        c.snp.makeConstraints { make in
            make.leading.lessThanOrEqualToSystemSpacing(after: a.snp.trailing, multiplier: 2)
            make.leading.equalTo(300).priority(.low)
            make.top.greaterThanOrEqualToSystemSpacing(below: a.snp.bottom)
            make.top.equalToSuperview().priority(.low)
            make.size.equalTo(10)
        }
        assertSame(atLeast?.layoutConstraints.first,
                   b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
        assertSame(atMost?.layoutConstraints.first,
                   b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5))
        root.layoutIfNeeded()
        // b: leading >= 116 + 8 = 124 wins over leading == 0; top <= 60 + 4 = 64 wins over top == 300.
        assertSnpFrame(b.frame, 124, 64, 10, 10)
        // c: leading <= 116 + 16 = 132 wins over 300; top >= 60 + 8 = 68 wins over 0.
        assertSnpFrame(c.frame, 132, 68, 10, 10)
    }

    func testRightToLeftLeadingAfterTrailing() {
        let (root, a, b) = screen(rtl: true)
        b.snp.makeConstraints { make in
            make.leading.equalToSystemSpacing(after: a.snp.trailing)
            make.top.equalTo(a)
            make.size.equalTo(CGSize(width: 50, height: 30))
        }
        root.layoutIfNeeded()
        // a: right edge 375 - 16 = 359, x = 259. b's leading (right) edge is 8 past a's trailing
        // (left) edge in the reading direction: 259 - 8 = 251, so b.x = 251 - 50 = 201.
        assertSnpFrame(a.frame, 259, 20, 100, 40)
        assertSnpFrame(b.frame, 201, 20, 50, 30)
    }

    func testLocationLabelAndOffsetShareTheConstantSlot() {
        let (root, a, b) = screen()
        var line = 0
        var made: Constraint?
        b.snp.makeConstraints { make in
            line = #line; made = make.leading.equalToSystemSpacing(after: a.snp.trailing).offset(3).labeled("gap").constraint
            make.top.size.equalTo(a)
        }
        XCTAssertEqual(made?.location?.line, line)
        XCTAssertEqual(made?.location?.file, #fileID)
        XCTAssertEqual(made?.layoutConstraints.first?.location?.line, line)
        XCTAssertEqual(made?.label, "gap")
        // The later offset replaces the spacing (one constant slot, the last wins).
        XCTAssertEqual(made?.layoutConstraints.first?.constant, 3)
        root.layoutIfNeeded()
        // b.x = 116 + 3 = 119.
        assertSnpFrame(b.frame, 119, 20, 100, 40)
    }

    func testRemakeAndRemoveHandleSpacingLines() {
        let (root, a, b) = screen()
        var first: Constraint?
        b.snp.makeConstraints { make in
            first = make.leading.equalToSystemSpacing(after: a.snp.trailing).constraint
            make.top.size.equalTo(a)
        }
        let old = first?.layoutConstraints.first
        XCTAssertEqual(old?.isActive, true)
        var second: Constraint?
        b.snp.remakeConstraints { make in
            second = make.top.equalToSystemSpacing(below: a.snp.bottom).constraint
            make.leading.size.equalTo(a)
        }
        // The remade block dropped the old spacing line and made the new one.
        XCTAssertEqual(old?.isActive, false)
        XCTAssertEqual(second?.isActive, true)
        root.layoutIfNeeded()
        // b.x = 16, b.y = 60 + 8 = 68.
        assertSnpFrame(b.frame, 16, 68, 100, 40)
        b.snp.removeConstraints()
        XCTAssertEqual(second?.isActive, false)
        XCTAssertTrue(root.constraints.allSatisfy { $0.firstItem !== b })
    }

    func testUpdateConstraintsPicksUpAChangedTable() {
        let (root, a, b) = screen()
        var made: Constraint?
        b.snp.makeConstraints { make in
            made = make.leading.equalToSystemSpacing(after: a.snp.trailing).constraint
            make.top.size.equalTo(a)
        }
        let layoutConstraint = made?.layoutConstraints.first
        SystemSpacing.current = SystemSpacing(sibling: 5, superview: 20)
        // Existing constraints keep their constant until the line is written again.
        XCTAssertEqual(layoutConstraint?.constant, 8)
        b.snp.updateConstraints { make in
            make.leading.equalToSystemSpacing(after: a.snp.trailing)
        }
        // The same layout constraint, updated in place: 1 × 5.
        XCTAssertEqual(layoutConstraint?.constant, 5)
        XCTAssertEqual(layoutConstraint?.isActive, true)
        root.layoutIfNeeded()
        // b.x = 116 + 5 = 121.
        assertSnpFrame(b.frame, 121, 20, 100, 40)
    }

    func testWrongAxisIsReportedAndNotMade() {
        let (root, a, b) = screen()
        var line = 0
        let diagnostics = LayoutDiagnostics.collect {
            b.snp.makeConstraints { make in
                line = #line; make.width.equalToSystemSpacing(after: a.snp.trailing)
                make.leading.equalToSystemSpacing(below: a.snp.bottom)
                make.top.equalToSystemSpacing(below: a.snp.trailing)
                make.leading.top.size.equalTo(a)
            }
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidAttributes, .invalidAttributes, .invalidAttributes])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [line, line + 1, line + 2])
        XCTAssertTrue(diagnostics[0].message.contains("relates horizontal locations only"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("relates vertical locations only"), diagnostics[1].message)
        // Only the last line was made. On the root: a's leading and top (a's width and height
        // stand alone and sit on a) and b's four, all related to a: 2 + 4 = 6.
        XCTAssertEqual(root.constraints.count, 6)
        XCTAssertEqual(b.constraints.count, 0)
        root.layoutIfNeeded()
        assertSnpFrame(b.frame, 16, 20, 100, 40)
    }
}
