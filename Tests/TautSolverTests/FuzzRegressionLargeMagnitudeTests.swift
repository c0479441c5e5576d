import XCTest
import TautSolver

/// Fuzz/Corpus/solver/69294389a75785f85c2dbf209f9e3b463ea60f8e (found by a 10-minute run of
/// the solver's fuzzer), replayed operation for operation as the fuzzer ran it, the refused
/// ones included (they decide nothing, but keep the run faithful).
///
/// Priorities 250, 750 and 999 beside weak and medium constraints, coefficients of 100 and
/// constants of 1e6 drive the values up to 5e8 along the way, and rows' magnitudes (the bound
/// on the terms summed into them that tells a coefficient from round-off) up to 1e15. In the
/// last batch a slack entered with a reduced cost of -2.5e7, and the only rows limiting it had
/// coefficients such as -3.33 that, in rows of magnitude 1e15, counted as round-off: the
/// reduced cost was cleared as round-off, the solution stayed 2.5e7 above the optimum, and the
/// required `-0.5 x1 + 0.5 x7 + 100 x1 - 2533.25 >= 0` came out off by 0.90. A reduced cost
/// that large is no round-off, so one of those rows now leaves (see
/// `Solver.roundOffLeavingRow(for:)`).
final class FuzzRegressionLargeMagnitudeTests: XCTestCase {
    func testALargeReducedCostIsNotClearedAsRoundOff() throws {
        let x = (0..<8).map { Variable("x\($0)") }
        let p250 = Strength(layoutPriority: 250), p750 = Strength(layoutPriority: 750), p999 = Strength(layoutPriority: 999)
        let zero = Strength(0)
        func c(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.0], $0.1) }, constant: constant), relation, strength: strength)
        }
        let s = Solver()
        let c1 = c([(1, 0.5), (3, 3), (5, 100)], -588.25, .lessThanOrEqual, .strong)
        try s.addConstraint(c1)
        try? s.suggestValue(x[3], -260.5)
        try? s.suggestValue(x[1], 485.25)
        s.updateVariables()
        try s.updateStrength(of: c1, to: .weak)
        let c2 = c([(6, 10), (0, 1)], -2628.75, .equal, .required)
        try s.addConstraint(c2)
        let c3 = c([(1, -0.5)], .infinity, .lessThanOrEqual, zero)
        s.addConstraints([c3, c([(7, 100)], 6322.75, .lessThanOrEqual, .strong), c2])
        s.updateVariables()
        s.updateVariables()
        try? s.addConstraint(c([(7, -0.5), (6, -10), (2, -2)], .nan, .greaterThanOrEqual, zero))
        try s.updateStrength(of: c2, to: zero)
        let c6 = c([(7, 2), (2, 100)], -2678.5, .greaterThanOrEqual, zero)
        try s.addConstraint(c6)
        try s.addConstraint(c([(3, 10)], -2224, .greaterThanOrEqual, p750))
        try s.addConstraint(c([(2, 0.25), (2, -0.5), (4, 2)], -8032.5, .greaterThanOrEqual, .required))
        try? s.suggestValue(x[3], .infinity)
        s.updateVariables()
        try? s.addConstraint(c3)
        let c11 = c([(1, -0.5), (7, 0.5), (1, 100)], -2533.25, .greaterThanOrEqual, .required)
        let c10 = c([(1, 1), (6, 10), (0, -1)], 0.1, .lessThanOrEqual, .required)
        s.addConstraints([c([(0, -2), (0, -1)], 0, .greaterThanOrEqual, zero), c10, c11, c6])
        s.addConstraints([c([(4, 0.5), (5, 100), (3, 3)], 0, .lessThanOrEqual, .medium),
                          c([(6, 100), (7, -1), (5, -1)], 1510.25, .lessThanOrEqual, p999), c11])
        let c15 = c([(4, 1), (4, 0), (3, 100)], 7358.5, .lessThanOrEqual, p250)
        s.addConstraints([c([(6, 1), (1, 0), (0, 3)], 4739, .lessThanOrEqual, p999), c15,
                          c([(6, 10), (1, 3)], 0, .equal, .weak), c15])
        try? s.removeEditVariable(x[1])
        try s.addConstraint(c([(0, 10), (7, 2), (7, -2)], 3720.5, .lessThanOrEqual, .weak))
        try? s.updateConstant(of: c3, to: 4571)
        s.updateVariables()
        try? s.addEditVariable(x[7], strength: .required)
        s.updateVariables()
        s.updateVariables()
        try? s.addConstraint(c([(7, -0.5), (6, -10), (2, -2)], .nan, .greaterThanOrEqual, zero))
        try? s.updateStrength(of: c3, to: zero)
        try s.addConstraint(c([(7, 2), (2, 100)], -2678.5, .greaterThanOrEqual, zero))
        try s.addConstraint(c([(3, 10)], -2224, .greaterThanOrEqual, p750))
        let c20 = c([(2, 0.25), (5, -0.5), (4, 2)], -8032.5, .equal, .required)
        try s.addConstraint(c20)
        try? s.addConstraint(c([(6, -1), (6, -2)], .infinity, .greaterThanOrEqual, zero))
        try s.removeConstraint(c15)
        try s.addEditVariable(x[2], strength: zero)
        let c24 = c([(6, 0), (4, -0.5)], -1_000_000, .equal, p999)
        let c23 = c([(0, 1), (1, 0.25), (6, 0.5)], 5500, .equal, .medium)
        s.addConstraints([c([(1, 0.5), (1, -1), (0, -1)], -92.75, .lessThanOrEqual, .weak), c23, c24,
                          c([(0, -1)], 0, .greaterThanOrEqual, zero), c24])
        s.updateVariables()
        let v = x.map(\.value)
        // The required constraints hold (the fuzzer's check: within 1e-7 of the terms' sizes
        // plus the largest constant, 1e6). c11 reads 99.5 x1 + 0.5 x7 >= 2533.25.
        XCTAssertGreaterThanOrEqual(99.5 * v[1] + 0.5 * v[7] - 2533.25, -0.1)
        XCTAssertLessThanOrEqual(v[1] + 10 * v[6] - v[0] + 0.1, 0.1)
        // Every optional constraint can hold at once (a fresh solver given the final constraints,
        // and an outside LP solver, both find such a solution), so at the optimum each holds;
        // two of them by hand:
        // - c24 at priority 999: -0.5 x4 - 1e6 = 0, so x4 = -2e6;
        // - c23 at medium: x0 + 0.25 x1 + 0.5 x6 + 5500 = 0 (it was off by 22 796, which with
        //   the weak errors left the solution 2.5e7 above the optimum).
        XCTAssertEqual(v[4], -2_000_000, accuracy: 1e-6)
        XCTAssertEqual(v[0] + 0.25 * v[1] + 0.5 * v[6], -5500, accuracy: 1e-3)
    }
}
