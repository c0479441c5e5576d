import XCTest
@testable import TautSolver

/// Kiwi's known defects, each a regression test for TautSolver.
final class KiwiRegressionTests: XCTestCase {
    /// Kiwi picks the wrong leaving row for the marker of `x == y` when `x == 100` is a
    /// redundant equality, and leaves x = 0 after the removal.
    func testRemovingEqualityNextToRedundantEqualityKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let xy: Constraint = x == y
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(xy)
        try solver.addConstraint(y == 100)
        try solver.addConstraint(x == 100)   // redundant: implied by x == y, y == 100
        try solver.removeConstraint(xy)
        solver.updateVariables()
        // x == 100 and y == 100 remain, each fixing its variable.
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        XCTAssertEqual(y.value, 100, accuracy: 1e-9)
    }

    /// The same with every removal order of the four constraints: what remains always holds.
    func testRedundantEqualitiesSurviveEveryRemovalOrder() throws {
        for first in 0..<4 {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            let cs = [x >= 0, x == y, y == 100, x == 100]
            for c in cs { try solver.addConstraint(c) }
            try solver.removeConstraint(cs[first])
            solver.updateVariables()
            // Removing any one leaves x == 100 implied (x == y, y == 100 or x == 100 directly).
            XCTAssertEqual(x.value, 100, accuracy: 1e-9, "removed \(first)")
            if first != 2 || true { XCTAssertTrue(solver.hasConstraint(cs[(first + 1) % 4])) }
        }
    }

    /// Kiwi rejects `y <= 5` but leaves x = y = 5, violating the accepted `x >= 10`.
    func testRejectedConstraintLeavesStateUnchanged() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c1 = x >= 10, c2 = y >= x
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        solver.updateVariables()
        let before = solver.dump()
        let bad = y <= 5
        XCTAssertThrowsError(try solver.addConstraint(bad)) { error in
            guard case SolverError.unsatisfiableConstraint(let c, let conflicts) = error else {
                return XCTFail("expected unsatisfiable, got \(error)")
            }
            XCTAssertTrue(c === bad)
            // y <= 5 fights y >= x and x >= 10 (both needed: without either it can hold).
            XCTAssertEqual(conflicts.count, 2)
            XCTAssertTrue(conflicts[0] === c1)
            XCTAssertTrue(conflicts[1] === c2)
        }
        XCTAssertEqual(solver.dump(), before)
        XCTAssertFalse(solver.hasConstraint(bad))
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(x.value, 10 - 1e-9)   // x >= 10 still holds
        XCTAssertGreaterThanOrEqual(y.value, x.value - 1e-9)
    }

    /// A rejected constraint that went through phase one must leave the objective optimal.
    func testRejectionKeepsSolutionOptimal() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y >= x)
        try solver.addConstraint((y == 20) | .weak)
        try solver.addConstraint((x == 50) | .medium)
        XCTAssertThrowsError(try solver.addConstraint(x + y <= 5))
        solver.updateVariables()
        // medium x == 50 wins; y >= x then forces y = 50 (weak y == 20 loses by 30).
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        XCTAssertEqual(y.value, 50, accuracy: 1e-9)
    }

    /// Internal failures come back as errors: suggesting NaN or suggesting for an unknown
    /// variable is an error, never a crash, and the solver stays usable.
    func testSuggestErrorsDoNotTerminate() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.suggestValue(x, .nan))
        XCTAssertThrowsError(try solver.suggestValue(Variable("other"), 1))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
    }

    /// A redundant required equality is accepted and can be removed later without breaking
    /// the others.
    func testRedundantEqualityAcceptedAndRemovable() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a + 5)
        try solver.addConstraint(c == b + 5)
        let redundant = c == a + 10   // implied: c = b + 5 = a + 10
        try solver.addConstraint(redundant)
        XCTAssertTrue(solver.hasConstraint(redundant))
        try solver.removeConstraint(redundant)
        solver.updateVariables()
        XCTAssertEqual(a.value, 10, accuracy: 1e-9)
        XCTAssertEqual(b.value, 15, accuracy: 1e-9)
        XCTAssertEqual(c.value, 20, accuracy: 1e-9)
    }
}
