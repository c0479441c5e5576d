import XCTest
@testable import TautSolver

/// `updateVariables()` checks the solution against the required constraints whenever the
/// tableau's structure changed, and rebuilds the tableau when rounding broke one. Rounding
/// is simulated here by shifting a row's constant behind the solver's back.
final class SolutionVerificationTests: XCTestCase {
    /// left ≥ 10 and right = left + 50 (required), right ≤ 100; a weak pull of left to 0.
    /// Solution by hand: left = 10 (its floor), right = 60.
    private func makeSolver() throws -> (Solver, Variable, Variable) {
        let s = Solver()
        s.resolvesDirectly = false      // every constraint gets a row, so there is one to break
        let left = Variable("left"), right = Variable("right")
        try s.addConstraint(left >= 10)
        try s.addConstraint(right == left + 50)
        try s.addConstraint(right <= 100)
        try s.addConstraint((left == 0) | .weak)
        s.updateVariables()
        XCTAssertEqual([left.value, right.value], [10, 60])
        return (s, left, right)
    }

    /// The row of an external variable, corrupted by `shift`, as if rounding had left it there.
    private func corrupt(_ s: Solver, _ v: Variable, by shift: Double) throws {
        let r = try XCTUnwrap(s.t.rowOf[Int(v.symbol)] >= 0 ? s.t.rowOf[Int(v.symbol)] : nil)
        s.t.rowConstant[Int(r)] += shift
        s.t.markChanged(v.symbol)
        s.t.structureVersion &+= 1
    }

    func testBrokenRequiredConstraintIsRebuiltAndReported() throws {
        let (s, left, right) = try makeSolver()
        let basic = s.t.rowOf[Int(right.symbol)] >= 0 ? right : left
        try corrupt(s, basic, by: 3)            // right = left + 53 or left = 13: breaks the equality
        let changed = s.updateVariables()
        XCTAssertEqual([left.value, right.value], [10, 60])
        XCTAssertEqual(s.statistics.rebuilds, 1)
        XCTAssertFalse(s.t.scalesByCurrentCoefficients)   // the first rule's rebuild held
        // The corrupted value was written, then the rebuilt one: the variable is reported.
        XCTAssertTrue(changed.contains { $0 === basic })
        XCTAssertEqual(s.constraints.count, 4)
    }

    func testSolutionWithinToleranceIsKept() throws {
        let (s, left, right) = try makeSolver()
        let basic = s.t.rowOf[Int(right.symbol)] >= 0 ? right : left
        // 1e-8 off, below the tolerance: the equality right − left − 50 sums 1 + |−50| + 60 + 10,
        // plus the largest constant 100, times 1e-9 = 2.2e-7. Not rebuilt.
        try corrupt(s, basic, by: 1e-8)
        s.updateVariables()
        XCTAssertEqual(s.statistics.rebuilds, 0)
        XCTAssertEqual(basic.value, (basic === right ? 60 : 10) + 1e-8)
    }

    func testUnchangedStructureIsNotCheckedAgain() throws {
        let (s, left, right) = try makeSolver()
        let basic = s.t.rowOf[Int(right.symbol)] >= 0 ? right : left
        let r = s.t.rowOf[Int(basic.symbol)]
        s.t.rowConstant[Int(r)] += 3            // no structural change: an edit's constant shift
        s.t.markChanged(basic.symbol)
        s.updateVariables()
        XCTAssertEqual(s.statistics.rebuilds, 0)
        XCTAssertEqual(basic.value, (basic === right ? 63 : 13))
    }
}

/// A required constraint that conflicts with the others but got in (rounding, simulated here
/// by changing its constant behind the solver's back) is left out by the rebuild and listed.
final class RebuildRejectionTests: XCTestCase {
    func testConflictingConstraintLetInIsLeftOutAndListed() throws {
        let s = Solver()
        s.resolvesDirectly = false
        let x = Variable("x")
        let floor = x >= 10
        let ceiling = x <= 20
        try s.addConstraint(floor)
        try s.addConstraint(ceiling)
        try s.addConstraint((x == 15) | .weak)
        s.updateVariables()
        XCTAssertEqual(x.value, 15)
        XCTAssertTrue(s.rejectedByRebuild.isEmpty)
        // `x <= 5` now, as far as the records know, while the tableau still holds x <= 20.
        let idx = try XCTUnwrap(s.recordIndex(of: ceiling))
        ceiling.expression.constant = -5
        s.records[Int(idx)]?.constant = -5
        s.t.structureVersion &+= 1
        s.updateVariables()
        // The rebuild adds the floor (first added), then x <= 5 conflicts with it and is left
        // out; the weak pull keeps x at 15, which the floor allows.
        XCTAssertEqual(s.rejectedByRebuild.count, 1)
        XCTAssertTrue(s.rejectedByRebuild.first?.constraint === ceiling)
        if case .unsatisfiableConstraint(let c, let conflicts)? = s.rejectedByRebuild.first?.error {
            XCTAssertTrue(c === ceiling)
            XCTAssertTrue(conflicts.contains { $0 === floor })
        } else {
            XCTFail("not an unsatisfiable-constraint error")
        }
        XCTAssertFalse(s.hasConstraint(ceiling))
        XCTAssertTrue(s.hasConstraint(floor))
        XCTAssertEqual(x.value, 15)
        XCTAssertEqual(s.statistics.rebuilds, 2)   // the second rule was tried as well
        // The next call has nothing to report.
        s.updateVariables()
        XCTAssertTrue(s.rejectedByRebuild.isEmpty)
        // The second rule stays for this system; a reset starts again with the first.
        XCTAssertTrue(s.t.scalesByCurrentCoefficients)
        s.reset()
        XCTAssertFalse(s.t.scalesByCurrentCoefficients)
    }
}
