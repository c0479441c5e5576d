import XCTest
@testable import TautSolver

/// Runs of suggestions for one edit variable, with the tableau changing between them: the
/// cached column of the edit marker must follow every structural change and every rollback.
final class EditSuggestionTests: XCTestCase {
    func testSuggestionsFollowStructuralChangesAndRollbacks() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addEditVariable(x, strength: .strong)
        try s.addConstraint(y == x + 10)
        try s.addConstraint(y >= 0)
        try s.suggestValue(x, 5)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value], [5, 15])

        // A new row uses x's row: 7 → y = 17, z = 2·17 = 34.
        try s.addConstraint(z == 2 * y)
        try s.suggestValue(x, 7)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [7, 17, 34])

        // A required cap beats the strong edit: x = 6, y = 16, z = 32.
        let cap = x <= 6
        try s.addConstraint(cap)
        try s.suggestValue(x, 9)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [6, 16, 32])

        // Rejected (x >= 20 against x <= 6): the solver rolls back; suggestions go on.
        XCTAssertThrowsError(try s.addConstraint(x >= 20))
        try s.suggestValue(x, 3)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [3, 13, 26])

        // Without the cap the edit is free again: 50 → y = 60, z = 120.
        try s.removeConstraint(cap)
        try s.suggestValue(x, 50)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [50, 60, 120])
    }

    func testChangedVariablesReportsOnlyWhatMoved() throws {
        let s = Solver()
        let w = Variable("w"), half = Variable("half"), fixed = Variable("fixed")
        try s.addEditVariable(w, strength: .strong)
        try s.addConstraint(2 * half == w)
        try s.addConstraint(fixed == 8)
        try s.suggestValue(w, 100)
        XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["w", "half", "fixed"])
        try s.suggestValue(w, 60)
        let changed = s.updateVariables()
        XCTAssertEqual(changed.count, 2)                       // fixed stays 8
        XCTAssertEqual(Set(changed.map(\.name)), ["w", "half"])
        XCTAssertEqual(half.value, 30)                         // 60 / 2
        XCTAssertTrue(s.updateVariables().isEmpty)             // nothing moved since
    }

    /// A run of suggestions moves the rows of the edit's column; the report after each one
    /// names exactly the variables that moved, however the suggestions and updates interleave.
    func testReportOfARunOfSuggestionsMatchesTheValues() throws {
        let s = Solver()
        let w = Variable("w"), l = Variable("l"), r = Variable("r"), m = Variable("m"), other = Variable("other")
        // Each variable is used before the equality that fixes it, so that it is a row.
        for v in [l, r, m, other] { try s.addConstraint(v >= 0) }
        try s.addEditVariable(w, strength: .strong)
        try s.addConstraint(l == 10)
        try s.addConstraint(r == l + w)          // r = 10 + w
        try s.addConstraint(2 * m == l + r)      // m = (10 + 10 + w) / 2 = 10 + w / 2
        try s.addConstraint(other == 5)
        s.updateVariables()
        for value in [100.0, 120, 80] {
            try s.suggestValue(w, value)
            XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["w", "r", "m"])  // l and other stay
            XCTAssertEqual([w.value, r.value, m.value], [value, 10 + value, 10 + value / 2])
        }
        // Two suggestions before one update: one report for both.
        try s.suggestValue(w, 40)
        try s.suggestValue(w, 60)
        XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["w", "r", "m"])
        XCTAssertEqual([w.value, r.value, m.value], [60, 70, 40])
        // r <= 100 holds w at 90 against a suggestion of 150 (the dual simplex pivots).
        try s.addConstraint(r <= 100)
        try s.suggestValue(w, 150)
        XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["w", "r", "m"])
        XCTAssertEqual([w.value, r.value, m.value], [90, 100, 55])
        try s.suggestValue(w, 20)
        XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["w", "r", "m"])
        XCTAssertEqual([w.value, r.value, m.value, l.value, other.value], [20, 30, 20, 10, 5])
        // The same value again moves nothing.
        try s.suggestValue(w, 20)
        XCTAssertTrue(s.updateVariables().isEmpty)
    }
}
