import XCTest
@testable import Taut

/// A conflict between a view's own constraints and the autoresizing constraints that hold its
/// frame says that `translatesAutoresizingMaskIntoConstraints` is probably still `true`.
final class DiagnosticsAutoresizingHintTests: XCTestCase {
    func testForgottenTranslatesAutoresizingMaskIsNamed() {
        let root = EngineFixture.root(400, 300)
        let box = View(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        box.accessibilityIdentifier = "box"
        root.addSubview(box)   // translatesAutoresizingMaskIntoConstraints is still true
        let line = #line + 1
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        let diagnostics = LayoutDiagnostics.collect {
            width.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.description), ["""
            [Taut] unsatisfiableConstraints: Unable to simultaneously satisfy constraints.
            Left out: box.width == 80 (DiagnosticsAutoresizingHintTests.swift:\(line))
                (rule: a required constraint that conflicts is left out when it is the one added or changed last; here it was activated last)
            It conflicts with this minimal set of required constraints:
                box.width == 50 [autoresizing]
            Items involved: box
            Hint: translatesAutoresizingMaskIntoConstraints is probably still true for box (the default for a view made in code): \
            its frame (10, 20, 50, 30) is held by the [autoresizing] constraints above, against the constraints given to it. \
            Set box.translatesAutoresizingMaskIntoConstraints = false.
            """])
        // The frame stays as it was set; with the flag off, the constraint applies.
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 50, height: 30))
        let fixed = LayoutDiagnostics.collect {
            box.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                       box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                       box.heightAnchor.constraint(equalToConstant: 30)])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(fixed.count, 0)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 80, height: 30))
    }

    func testNoHintWithoutAutoresizingConstraints() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 80),
                                       box.widthAnchor.constraint(equalToConstant: 90)])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count, 1)
        XCTAssertFalse(diagnostics[0].message.contains("\nHint: "), diagnostics[0].message)
    }
}
