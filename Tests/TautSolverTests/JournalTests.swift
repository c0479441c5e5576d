import XCTest
@testable import TautSolver

/// The undo journal of a transaction: adding a constraint stops recording once its row is
/// certain to go in (nothing after that can fail), while operations that can still fail after
/// changing rows keep every row they change and roll back exactly.
final class JournalTests: XCTestCase {
    let x = Variable("x"), y = Variable("y")

    /// `x >= y + 10` makes the row `x = y + 10 + s1` (x: first external with fewest rows);
    /// `y >= 5` makes `y = 5 + s2`, whose substitution changes x's row. With the journal
    /// closed at entry that change copies no row. Both slacks are nonbasic at 0:
    /// y = 5, x = 5 + 10 = 15.
    func testAddingConstraintsJournalsNoRowOnceTheRowGoesIn() throws {
        let s = Solver()
        try s.addConstraint(x >= y + 10)
        try s.addConstraint(y >= 5)
        XCTAssertEqual(s.statistics.rows, 2)
        XCTAssertEqual(s.t.journaledRows, 0)
        s.updateVariables()
        XCTAssertEqual(x.value, 15)
        XCTAssertEqual(y.value, 5)

        // The same through a batch: same rows, same values, nothing journaled.
        let b = Solver()
        let p = Variable("p"), q = Variable("q")
        XCTAssertTrue(b.addConstraints([p >= q + 10, q >= 5]).isEmpty)
        XCTAssertEqual(b.t.journaledRows, 0)
        b.updateVariables()
        XCTAssertEqual(p.value, 15)
        XCTAssertEqual(q.value, 5)
    }

    /// A required constant change can fail after the dual simplex changed rows, so it keeps
    /// journaling: `x <= 20` holds at x = 15; moving it to `x <= 12` contradicts x >= y + 10
    /// >= 15, the dual simplex pivots before it finds out, and the rollback restores the
    /// tableau exactly (same dump, same values, the constant still 20). The weak `x == 40`
    /// pushes x against the cap: x = 20, and y anywhere in 5...10 (degenerate).
    func testAFailedConstantChangeStillRollsBackTheRowsItChanged() throws {
        let s = Solver()
        try s.addConstraint(x >= y + 10)
        try s.addConstraint(y >= 5)
        let cap = x <= 20
        try s.addConstraint(cap)
        try s.addConstraint((x == 40) | .weak)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertTrue((5...10).contains(y.value))
        let yBefore = y.value
        let dump = s.dump()
        let journaled = s.t.journaledRows
        XCTAssertThrowsError(try s.updateConstant(of: cap, to: -12)) { error in
            guard case SolverError.unsatisfiableConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertGreaterThan(s.t.journaledRows, journaled)
        XCTAssertEqual(s.dump(), dump)
        XCTAssertEqual(s.constant(of: cap), -20)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertEqual(y.value, yBefore)
    }
}
