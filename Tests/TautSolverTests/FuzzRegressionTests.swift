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
}
