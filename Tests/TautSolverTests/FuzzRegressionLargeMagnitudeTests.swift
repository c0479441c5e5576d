import XCTest
import TautSolver

/// Fuzz/Corpus/solver/69294389a75785f85c2dbf209f9e3b463ea60f8e (found by a 10-minute run of
/// the solver's fuzzer), replayed operation for operation as the fuzzer ran it, the refused
/// ones included (they decide nothing, but keep the run faithful).
///
/// An ill-conditioned system, not a defect the solver can tell from one: priorities 250, 750
/// and 999 beside weak and medium constraints, coefficients of 100 and constants of 1e6 drive
/// the values up to 5.3e8 and the rows' magnitudes (the bound on the terms summed into them,
/// which tells a coefficient from round-off) up to 1e15. There a coefficient of -3.33 counted
/// as round-off (1e-12 of its row's magnitude is 1000), and the simplex passed over a reduced
/// cost that only such rows limit, stopping far from the optimum. Since a row's magnitude
/// counts at most 1e4 times its largest coefficient now (``Tableau/pivotScale(of:)``), -3.33
/// is a pivot there, and the solver reaches the optimum. The fuzzer's check scales with the
/// largest value, as this test does.
final class FuzzRegressionLargeMagnitudeTests: XCTestCase {
    func testRequiredConstraintsHoldWithinTheValuesScale() throws {
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
        // x3 has a floor at priority 750 (10 x3 - 2224 >= 0: x3 >= 222.4) and a medium ceiling
        // (0.5 x4 + 100 x5 + 3 x3 <= 0 with x4 = -2e6 and x5 = -16 032 130: x3 <= 534 737 666.7);
        // with the magnitude rule alone the simplex stopped at the ceiling (5.34e8, weighted
        // error 0.211), passing over the reduced cost that would bring it down; with the
        // magnitude capped at 1e4 times the row's largest coefficient it reaches the floor
        // (weighted error 0.185, the constraints' weights times their violations).
        XCTAssertEqual(v[3], 222.4, accuracy: 1e-4)   // rounding at values of 1.6e7
        var weightedError = 0.0
        for c in s.constraints where !c.strength.isRequired {
            var value = c.expression.constant
            for term in c.expression.terms { value += term.coefficient * term.variable.value }
            let violation = c.relation == .equal ? abs(value)
                : c.relation == .lessThanOrEqual ? max(0, value) : max(0, -value)
            weightedError += c.strength.weight * violation
        }
        XCTAssertLessThan(weightedError, 0.2)
        // The largest value is x2 = x5 = -16 032 130. The fuzzer's tolerance: 1e-7 × (the
        // constraint's terms + the largest constant, 1e6, + the largest value) ≈ 1.7.
        let largest = v.map(abs).max() ?? 0
        XCTAssertEqual(largest, 16_032_130, accuracy: 1e-6)
        let tolerance = 1e-7 * (2 * 2600 + 1e6 + largest)
        // The required constraints of the last state (c11, c10, c20, the bound on x2):
        XCTAssertGreaterThanOrEqual(99.5 * v[1] + 0.5 * v[7] - 2533.25, -tolerance)
        XCTAssertLessThanOrEqual(v[1] + 10 * v[6] - v[0] + 0.1, 1e-7 * (2e6 + 1e6 + largest))
        XCTAssertEqual(0.25 * v[2] - 0.5 * v[5] + 2 * v[4] - 8032.5, 0, accuracy: 1e-7 * (2e7 + 1e6 + largest))
        XCTAssertGreaterThanOrEqual(-0.25 * v[2] + 2 * v[4] - 8032.5, -1e-7 * (1e7 + 1e6 + largest))
        // c24 at priority 999 holds: -0.5 x4 - 1e6 = 0, x4 = -2e6.
        XCTAssertEqual(v[4], -2_000_000, accuracy: 1e-6)
    }
}
