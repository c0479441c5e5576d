import XCTest
import TautSolver

/// Inputs on which the solver's fuzzer (Fuzz/run.sh solver) broke an invariant, reduced by
/// hand; each reproducer's bytes are also in Fuzz/Corpus/solver.
final class FuzzRegressionTests: XCTestCase {
    /// A batch with a priority-999 constraint beside weak ones used to end in "internal solver
    /// error: the objective is unbounded": round-off left a negative objective coefficient
    /// on a column no row bounds. The objective (Σ weight × error) is bounded below by 0, so
    /// such a coefficient is now taken as 0 and the batch goes in.
    func testBatchWithPriority999BesideWeakIsAdded() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2")
        let required = 101 * x0 + 0.5 * x2 + 0.1 <= 0
        try solver.addConstraint(required)
        let batch = [
            Constraint(Expression([Term(x0, 0.25)]), .equal, strength: Strength(0)),
            Constraint(Expression([Term(x2, 10)], constant: -1891.25), .greaterThanOrEqual,
                       strength: Strength(layoutPriority: 999)),
            Constraint(Expression([Term(x2, 0.25), Term(x0, 0.25)], constant: -7326.25), .equal, strength: .weak),
        ]
        let rejected = solver.addConstraints(batch)
        XCTAssertEqual(rejected.map { "\($0.error)" }, [])
        XCTAssertEqual(solver.constraints.count, 4)
        solver.updateVariables()
        // By hand: the weak equality wants x0 + x2 = 29305; with it the required constraint
        // reads 101 (29305 - x2) + 0.5 x2 + 0.1 <= 0, i.e. x2 >= 2959805.1 / 100.5
        // = 29450.797014925…, which also satisfies 10 x2 >= 1891.25. Every error can be 0
        // (x0 == 0 weighs nothing), so the weak equality and the required constraint hold.
        XCTAssertEqual(x0.value + x2.value, 29305, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(x2.value, 29450.797014925 - 1e-6)
        XCTAssertLessThanOrEqual(101 * x0.value + 0.5 * x2.value + 0.1, 1e-6)
    }

    /// The system of Fuzz/Corpus/solver/104ad38ab4122ee4500fc74c86203115819c2042 (found by
    /// CI's fuzzing), reduced from its 28 operations to the 7 adds that still broke it, term
    /// for term as the fuzzer wrote them (the zero and repeated terms decide the symbols' order, hence the
    /// pivots). The last add, `0.5 x1 + 3301 <= 0`, expanded `x1`'s row, which carried a
    /// round-off residue of 8.9e-15 (exactly 0) on two slack and error columns; the new row's
    /// subject was that slack, on a coefficient of 4.4e-15, so that it took the value 7.7e17.
    /// The dual simplex brought the values back, but the required
    /// `100 x2 + 0.5 x0 + 7083.75 == 0` was left off by 21.75 (x0 = 1664, x2 = -78.94), and
    /// the optimum was missed too. A coefficient that is round-off relative to the terms its
    /// row was computed from is no longer a new row's subject (see `Tableau.pivotEpsilon`).
    func testRoundOffCoefficientIsPassedOverAndRequiredEqualityHolds() throws {
        let (x0, x1, x2) = (Variable("x0"), Variable("x1"), Variable("x2"))
        let p250 = Strength(layoutPriority: 250), p750 = Strength(layoutPriority: 750)
        let p999 = Strength(layoutPriority: 999)
        func c(_ terms: [Term], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms, constant: constant), relation, strength: strength)
        }
        let constraints = [
            c([Term(x0, -1), Term(x0, 3)], -3263.75, .equal, p750),
            c([Term(x0, 1), Term(x2, 0), Term(x1, 3)], 4739, .lessThanOrEqual, p999),
            c([Term(x1, 1), Term(x0, 0), Term(x0, 100)], 7358.5, .lessThanOrEqual, p250),
            c([Term(x2, 100), Term(x0, 0.5)], 7083.75, .equal, .required),
            c([Term(x2, 2), Term(x1, 100)], -2678.5, .greaterThanOrEqual, Strength(0)),
            c([Term(x1, 10)], -2224, .greaterThanOrEqual, p750),
            c([Term(x1, 0.5)], 3301, .lessThanOrEqual, .required),
        ]
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        XCTAssertEqual(solver.constraints.count, 7)
        // Every required constraint holds: its residual, computed from the values, is within
        // 1e-12 of its scale (the magnitudes of its constant and terms, here about 16 000 and
        // 6 600); it was 21.75 for the equality.
        for constraint in solver.constraints where constraint.strength.isRequired {
            let residual = constraint.expression.value
            var scale = abs(constraint.expression.constant)
            for term in constraint.expression.terms { scale += abs(term.coefficient * term.variable.value) }
            let error = constraint.relation == .equal ? abs(residual)
                : constraint.relation == .lessThanOrEqual ? max(0, residual) : max(0, -residual)
            XCTAssertLessThanOrEqual(error, 1e-12 * scale, "\(constraint)")
        }
        XCTAssertEqual(100 * x2.value + 0.5 * x0.value + 7083.75, 0, accuracy: 1e-8)
        XCTAssertLessThanOrEqual(0.5 * x1.value + 3301, 1e-8)
        assertOptimum(x0, x1, x2)
    }

    /// The same system written plainly (`2 x0` for `-x0 + 3 x0`, no zero terms): the old
    /// solver kept the required constraints here but missed the optimum (x0 = 1664).
    func testReducedFuzzSystemReachesItsOptimum() throws {
        let (x0, x1, x2) = (Variable("x0"), Variable("x1"), Variable("x2"))
        let p250 = Strength(layoutPriority: 250), p750 = Strength(layoutPriority: 750)
        let p999 = Strength(layoutPriority: 999)
        let solver = Solver()
        try solver.addConstraint((2 * x0 - 3263.75 == 0) | p750)
        try solver.addConstraint((x0 + 3 * x1 + 4739 <= 0) | p999)
        try solver.addConstraint((x1 + 100 * x0 + 7358.5 <= 0) | p250)
        try solver.addConstraint(100 * x2 + 0.5 * x0 + 7083.75 == 0)
        try solver.addConstraint((2 * x2 + 100 * x1 - 2678.5 >= 0) | Strength(0))
        try solver.addConstraint((10 * x1 - 2224 >= 0) | p750)
        try solver.addConstraint(0.5 * x1 + 3301 <= 0)
        solver.updateVariables()
        XCTAssertEqual(100 * x2.value + 0.5 * x0.value + 7083.75, 0, accuracy: 1e-8)
        XCTAssertLessThanOrEqual(0.5 * x1.value + 3301, 1e-8)
        assertOptimum(x0, x1, x2)
    }

    /// The optimum of both systems above, by hand (weights: priority 250 ≈ 168.74,
    /// 750 ≈ 4 804 870, 999 ≈ 7.94e8; an HiGHS LP gives the same point):
    /// - `0.5 x1 + 3301 <= 0` (required) bounds x1 <= -6602. `10 x1 - 2224 >= 0` at 750 wants
    ///   x1 >= 222.4 and costs 10 × 4 804 870 per unit of x1 below; the only term that prefers
    ///   a lower x1 is `x1 + 100 x0 + 7358.5 <= 0` at 250 (168.74 per unit): x1 = -6602.
    /// - `2 x0 - 3263.75 == 0` at 750 costs 2 × 4 804 870 per unit of x0 away from 1631.875;
    ///   the 250 inequality would want x0 <= (-7358.5 + 6602) / 100 = -7.565 at only
    ///   100 × 168.74 per unit: x0 = 1631.875.
    /// - `x0 + 3 x1 + 4739` = 1631.875 - 19806 + 4739 = -13435.125 <= 0: the 999 inequality
    ///   holds; the weight-0 one costs nothing.
    /// - `100 x2 + 0.5 x0 + 7083.75 == 0` (required): x2 = -(7083.75 + 815.9375) / 100
    ///   = -78.996875.
    private func assertOptimum(_ x0: Variable, _ x1: Variable, _ x2: Variable,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(x0.value, 1631.875, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(x1.value, -6602, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(x2.value, -78.996875, accuracy: 1e-6, file: file, line: line)
    }
}
