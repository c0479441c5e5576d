import XCTest
@testable import TautSolver

/// The markers of required equalities are kept in lazy, shared parts of the rows; removal,
/// constant changes and conflict explanation flatten them. A small grid of widths exercises
/// the nesting: every width row refers to w00's row, which holds the markers of row 0.
final class LazyDummyTests: XCTestCase {
    private struct Grid {
        let solver = Solver()
        let total = Variable("W")
        var w: [[Variable]] = []
        var sameAsFirst: [[Constraint?]] = []   // w[r][c] == w[r][0] (c > 0)
        var firstSame: [Constraint?] = []       // w[r][0] == w[0][0] (r > 0)
        var sums: [Constraint] = []             // Σ_c w[r][c] == W - 40

        init(k: Int) throws {
            w = (0..<k).map { r in (0..<k).map { c in Variable("w\(r)\(c)") } }
            try solver.addEditVariable(total, strength: .strong)
            try solver.suggestValue(total, 440)
            for r in 0..<k {
                var row: [Constraint?] = []
                for c in 0..<k {
                    try solver.addConstraint(w[r][c] >= 0)
                    if c > 0 {
                        let e: Constraint = w[r][c] == w[r][0]
                        try solver.addConstraint(e)
                        row.append(e)
                    } else {
                        row.append(nil)
                    }
                }
                sameAsFirst.append(row)
                if r > 0 {
                    let e: Constraint = w[r][0] == w[0][0]
                    try solver.addConstraint(e)
                    firstSame.append(e)
                } else {
                    firstSame.append(nil)
                }
                var sum = Expression(w[r][0])
                for c in 1..<k { sum = sum + w[r][c] }
                let s = sum == total - 40
                try solver.addConstraint(s)
                sums.append(s)
            }
        }
    }

    func testGridSolvesAndStaysConsistentAfterRemoval() throws {
        let g = try Grid(k: 4)
        g.solver.updateVariables()
        XCTAssertEqual(g.w.flatMap { $0 }.map(\.value), Array(repeating: 100, count: 16))  // (440 - 40) / 4
        let c12 = try XCTUnwrap(g.sameAsFirst[1][2])
        try g.solver.removeConstraint(c12)                 // w12 is held by row 1's sum alone
        try g.solver.removeConstraint(g.sums[1])           // now w12 is free
        let pin = g.w[1][2] == 30
        try g.solver.addConstraint(pin)
        g.solver.updateVariables()
        XCTAssertEqual(g.w[1][2].value, 30)
        XCTAssertEqual(g.w[1][0].value, 100)               // still w00, fixed by row 0's sum
        try g.solver.suggestValue(g.total, 840)            // row 0: 4 · w00 = 800
        g.solver.updateVariables()
        XCTAssertEqual(g.w[3][3].value, 200)
        XCTAssertEqual(g.w[1][2].value, 30)
    }

    func testConstantChangeThatConflictsNamesTheMinimalSet() throws {
        let g = try Grid(k: 4)
        let c12 = try XCTUnwrap(g.sameAsFirst[1][2])
        // w12 == w10 + 20 makes row 1 sum to 4 · w10 + 20 while row 0 sums to 4 · w00 with
        // w10 == w00: both equal W - 40, impossible whatever W.
        XCTAssertThrowsError(try g.solver.updateConstant(of: c12, to: -20)) { error in
            guard case let .unsatisfiableConstraint(_, conflicts)? = error as? SolverError else {
                return XCTFail("expected unsatisfiable, got \(error)")
            }
            let expected: [Constraint] = [
                g.sameAsFirst[0][1]!, g.sameAsFirst[0][2]!, g.sameAsFirst[0][3]!, g.sums[0],
                g.sameAsFirst[1][1]!, g.firstSame[1]!, g.sameAsFirst[1][3]!, g.sums[1],
            ]
            // Dropping any one of these eight frees a width and the conflict is gone.
            XCTAssertEqual(Set(conflicts.map(ObjectIdentifier.init)), Set(expected.map(ObjectIdentifier.init)))
            XCTAssertEqual(conflicts.count, 8)
        }
        XCTAssertEqual(g.solver.constant(of: c12), 0)       // the old constant is kept
        try g.solver.updateConstant(of: c12, to: 0)
        g.solver.updateVariables()
        XCTAssertEqual(g.w[1][2].value, 100)
    }
}
