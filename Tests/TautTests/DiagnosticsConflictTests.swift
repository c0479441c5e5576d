import XCTest
@testable import Taut

final class DiagnosticsConflictTests: XCTestCase {
    private func setUpBox() -> (View, View) {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, box)
    }

    func testConflictReportNamesConstraintsAndLayoutContinues() {
        let (root, box) = setUpBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "w100"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "w200"
        wide.location = SourceLocation(file: "/src/App/ProfileView.swift", line: 42)
        wide.label = "wide"
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate([narrow, wide])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 1)
        let d = diagnostics[0]
        XCTAssertEqual(d.kind, .unsatisfiableConstraints)
        // The later-activated constraint is the one left out; the minimal set is the other one.
        XCTAssertTrue(d.leftOutConstraint === wide)
        XCTAssertEqual(d.constraints.count, 2)
        XCTAssertTrue(d.constraints[0] === wide)
        XCTAssertTrue(d.constraints[1] === narrow)
        XCTAssertEqual(d.location, SourceLocation(file: "/src/App/ProfileView.swift", line: 42))
        XCTAssertTrue(d.message.contains("Left out: 'w200' box.width == 200 (ProfileView.swift:42, \"wide\")"), d.message)
        XCTAssertTrue(d.message.contains("'w100' box.width == 100"), d.message)
        XCTAssertTrue(d.message.contains("Items involved: box"), d.message)
        // The layout goes on without the left-out constraint; both stay active.
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
        XCTAssertTrue(wide.isActive)
    }

    func testLeftOutConstraintComesBackWhenTheConflictGoes() {
        let (root, box) = setUpBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        let diagnostics = LayoutDiagnostics.collect {
            narrow.isActive = true
            root.layoutIfNeeded()
            wide.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
        narrow.isActive = false
        root.layoutIfNeeded()
        // The broken one is retried once a required constraint leaves.
        XCTAssertEqual(box.frame.width, 200, accuracy: 1e-6)
    }

    func testConflictWithAutoresizingConstraintsNamesThem() {
        let root = EngineFixture.root(400, 300)
        let framed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        framed.accessibilityIdentifier = "framed"
        root.addSubview(framed)
        let width = framed.widthAnchor.constraint(equalToConstant: 80)
        let diagnostics = LayoutDiagnostics.collect {
            width.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].leftOutConstraint === width)
        XCTAssertTrue(diagnostics[0].message.contains("framed.width == 50 [autoresizing]"), diagnostics[0].message)
        XCTAssertEqual(framed.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    func testPriorityChangesBothWays() {
        let (root, box) = setUpBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 999
        LayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
        // Required -> optional: the 999 one now wins.
        narrow.priority = 500
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200, accuracy: 1e-6)
        // Optional -> required: back to 100, no conflict (the other is optional).
        let quiet = LayoutDiagnostics.collect {
            narrow.priority = .required
            root.layoutIfNeeded()
        }
        XCTAssertTrue(quiet.isEmpty)
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
        // Optional -> required on the other one: it conflicts, so it is left out and reported.
        let loud = LayoutDiagnostics.collect {
            wide.priority = .required
            root.layoutIfNeeded()
        }
        XCTAssertEqual(loud.count, 1)
        XCTAssertTrue(loud.first?.leftOutConstraint === wide)
        XCTAssertTrue(loud.first?.message.contains("priority was raised to required") ?? false)
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
        // Lowering it again brings it back as an optional constraint.
        wide.priority = 999
        narrow.priority = 1
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200, accuracy: 1e-6)
    }

    func testConstantChangeThatConflictsIsLeftOut() {
        let (root, box) = setUpBox()
        let a = box.widthAnchor.constraint(equalToConstant: 100)
        let b = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([a, b])
        root.layoutIfNeeded()
        let diagnostics = LayoutDiagnostics.collect {
            a.constant = 180
            root.layoutIfNeeded()
        }
        // Without a, only width <= 150 holds: the width is left open, which the pass reports too
        // (the set of constraints in the solver changed).
        XCTAssertEqual(diagnostics.map(\.kind), [.unsatisfiableConstraints, .ambiguousLayout])
        XCTAssertTrue(diagnostics.first?.leftOutConstraint === a)
        XCTAssertTrue(diagnostics.last?.message.contains(":\n    box: width\nAdd") ?? false)
        // Nothing else sets the width... lower it back:
        a.constant = 120
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 120, accuracy: 1e-6)
    }

    func testHandlerReplacementCollects() {
        final class Box: @unchecked Sendable { var kinds: [LayoutDiagnostic.Kind] = [] }
        let box = Box()
        let old = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { box.kinds.append($0.kind) }
        defer { LayoutDiagnostics.handler = old }
        let a = View(), b = View()
        a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
        XCTAssertEqual(box.kinds, [.noCommonAncestor])
    }
}
