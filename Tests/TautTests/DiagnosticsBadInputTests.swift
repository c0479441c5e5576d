import XCTest
@testable import Taut

final class DiagnosticsBadInputTests: XCTestCase {
    private var root: View!
    private var a: View!
    private var b: View!

    override func setUp() {
        root = EngineFixture.root(100, 100)
        a = EngineFixture.child("a", in: root)
        b = EngineFixture.child("b", in: root)
    }

    /// Activates `constraint` and returns the diagnostics; checks it stayed inactive and uninstalled.
    private func refuse(_ constraint: LayoutConstraint, file: StaticString = #filePath, line: UInt = #line) -> [LayoutDiagnostic] {
        let diagnostics = LayoutDiagnostics.collect { constraint.isActive = true }
        XCTAssertFalse(constraint.isActive, file: file, line: line)
        XCTAssertNil(constraint.installedView, file: file, line: line)
        XCTAssertEqual(diagnostics.count, 1, file: file, line: line)
        return diagnostics
    }

    func testLocationToDimension() {
        let c = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0)
        let d = refuse(c)
        XCTAssertEqual(d.first?.kind, .invalidAttributes)
        XCTAssertTrue(d.first?.message.contains("a horizontal location can't be related to a dimension") ?? false)
    }

    func testXAxisToYAxis() {
        let c = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        XCTAssertEqual(refuse(c).first?.kind, .invalidAttributes)
        // Through generic anchors too.
        let generic = LayoutConstraint(a.centerXAnchor, .equal, b.centerYAnchor)
        XCTAssertEqual(refuse(generic).first?.kind, .invalidAttributes)
    }

    func testLocationToConstantAndSecondAttributeWithoutItem() {
        let c = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        XCTAssertEqual(refuse(c).first?.kind, .invalidAttributes)
        let d = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1, constant: 5)
        XCTAssertEqual(refuse(d).first?.kind, .invalidAttributes)
        let e = LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        XCTAssertEqual(refuse(e).first?.kind, .invalidAttributes)
    }

    func testNonFiniteValues() {
        XCTAssertEqual(refuse(a.widthAnchor.constraint(equalToConstant: .nan)).first?.kind, .invalidValue)
        XCTAssertEqual(refuse(a.widthAnchor.constraint(equalToConstant: .infinity)).first?.kind, .invalidValue)
        XCTAssertEqual(refuse(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .infinity)).first?.kind, .invalidValue)
        XCTAssertEqual(refuse(a.leftAnchor.makeConstraint(.equal, b.leftAnchor, multiplier: 0, constant: 0)).first?.kind, .invalidValue)
    }

    func testAMultiplierThatWouldOverflowIsRefused() {
        // Found by the layout-equation fuzzer: `d.width == superview.width * 0.51e308 @750` made
        // the width 100 × 5.1e307 = infinity. Multipliers beyond ±1e12 are refused.
        let huge = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.51e308)
        huge.priority = .defaultHigh
        let diagnostics = refuse(huge)
        XCTAssertEqual(diagnostics.first?.kind, .invalidValue)
        XCTAssertTrue(diagnostics.first?.message.hasSuffix("the multiplier 5.1e+307 is too large (at most 1e12 in magnitude). Not installed.") ?? false,
                      diagnostics.first?.message ?? "")
        // The largest allowed multiplier is installed: b.width == 100 × 1e12 − 1e14 + 100 = 100.
        let b1 = b.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e12, constant: -1e14 + 100)
        b1.isActive = true
        XCTAssertTrue(b1.isActive)
    }

    func testNonFiniteChangesToActiveConstraintAreRefused() {
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let diagnostics = LayoutDiagnostics.collect {
            width.constant = .nan
            width.priority = LayoutPriority(Float.nan)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue, .invalidValue])
        XCTAssertEqual(width.constant, 10)
        XCTAssertEqual(width.priority, .required)
        width.priority = 5000  // clamped
        XCTAssertEqual(width.priority, .required)
        width.priority = -3
        XCTAssertEqual(width.priority.rawValue, 1)
    }

    func testNoCommonAncestor() {
        let stranger = View()
        stranger.accessibilityIdentifier = "stranger"
        let c = a.topAnchor.constraint(equalTo: stranger.bottomAnchor)
        let d = refuse(c)
        XCTAssertEqual(d.first?.kind, .noCommonAncestor)
        XCTAssertTrue(d.first?.message.contains("a.top == stranger.bottom") ?? false)
        let loose = LayoutGuide()
        XCTAssertEqual(refuse(a.topAnchor.constraint(equalTo: loose.topAnchor)).first?.kind, .noCommonAncestor)
        // addConstraint on a view that is not an ancestor of both.
        let onA = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let diagnostics = LayoutDiagnostics.collect { a.addConstraint(onA) }
        XCTAssertEqual(diagnostics.first?.kind, .noCommonAncestor)
        XCTAssertFalse(onA.isActive)
    }

    func testReleasedItem() {
        var temporary: View? = View()
        let c = temporary!.widthAnchor.constraint(equalTo: a.widthAnchor)
        temporary = nil
        XCTAssertNil(c.firstItem)
        XCTAssertEqual(refuse(c).first?.kind, .missingItem)
    }

    func testAddingAViewInsideItself() {
        let inner = EngineFixture.child("inner", in: a)
        let diagnostics = LayoutDiagnostics.collect {
            inner.addSubview(a)
            a.addSubview(a)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy, .invalidHierarchy])
        XCTAssertTrue(a.superview === root)
    }

    func testRefusedConstraintsDoNotStopTheLayout() {
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate([
                LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 1, constant: 0),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                a.widthAnchor.constraint(equalToConstant: .nan),
                a.widthAnchor.constraint(equalToConstant: 7),
                a.heightAnchor.constraint(equalToConstant: 8),
            ])
            root.layoutIfNeeded()
        }
        // The two refused constraints, then the pass's ambiguity report: `b` has no constraint.
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidAttributes, .invalidValue, .ambiguousLayout])
        XCTAssertTrue(diagnostics.last?.message.contains(":\n    b: left, top, width, height\nAdd") ?? false)
        assertFrame(a.frame, 5, 6, 7, 8)
    }
}
