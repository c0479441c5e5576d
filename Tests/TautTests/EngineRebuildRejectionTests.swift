import XCTest
@testable import Taut
@testable import TautSolver

/// A required constraint that the solver let in against the others (rounding; simulated here
/// by moving its solver constant behind the solver's back) is found by the solver's check of
/// its solution, left out of the rebuilt tableau, and reported like a failed activation.
final class EngineRebuildRejectionTests: XCTestCase {
    func testConstraintLeftOutByTheSolversCheckIsReported() throws {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let wide = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let narrowLine = #line + 1
        let narrow = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let preferred = box.widthAnchor.constraint(equalToConstant: 150)
        preferred.priority = .defaultLow
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 30),
                                   wide, narrow, preferred])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 150, height: 30))

        // The solver now believes `box.width <= 50` (width − 50 ≤ 0) while its tableau still
        // holds width ≤ 200: the state rounding can leave behind.
        let engine = try XCTUnwrap(root.engine)
        let record = try XCTUnwrap(engine.records.first { $0.constraint === narrow })
        let sc = try XCTUnwrap(record.solverConstraint)
        let idx = try XCTUnwrap(engine.solver.recordIndex(of: sc))
        let moved = sc.expression.constant > 0 ? 50.0 : -50.0     // the sign the engine used
        sc.expression.constant = moved
        engine.solver.records[Int(idx)]?.constant = moved
        engine.solver.t.structureVersion &+= 1

        let diagnostics = LayoutDiagnostics.collect {
            preferred.constant = 160
            root.layoutIfNeeded()
        }
        // The rebuild adds the required constraints in their order: width >= 100 goes in, the
        // moved width <= 50 conflicts with it and is left out; the low-priority 160 holds.
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .unsatisfiableConstraints)
        XCTAssertTrue(diagnostics.first?.leftOutConstraint === narrow)
        let message = diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("Left out: box.width <= 200 (EngineRebuildRejectionTests.swift:\(narrowLine))"), message)
        XCTAssertTrue(message.contains("here it was let in by rounding against the others, and the solver's check of its solution left it out"), message)
        XCTAssertTrue(message.contains("box.width >= 100"), message)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 160, height: 30))
        XCTAssertEqual(engine.solver.statistics.rebuilds, 2)
        XCTAssertFalse(engine.solver.hasConstraint(sc))
    }
}
