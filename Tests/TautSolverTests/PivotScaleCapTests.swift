import XCTest
@testable import TautSolver

/// A row's magnitude (the bound on the terms summed into it) counts at most 1e4 times the
/// row's largest coefficient when a coefficient is judged round-off. Reduced from fuzz input
/// 1d39cd55 (Fuzz/Corpus/solver).
final class PivotScaleCapTests: XCTestCase {
    func testSatisfiableEqualityOverCompoundedRowIsAccepted() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ weight: Double) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: Strength(weight))
        }
        let s = Solver()
        try s.addConstraint(c([(0.5, 4), (3, 5)], -4860.75, .lessThanOrEqual, Strength.required.weight))
        try s.addConstraint(c([(-0.5, 2), (-0.5, 3), (100, 4)], 726, .equal, Strength.required.weight))
        try s.addConstraint(c([(10, 2), (100, 2)], -3020.75, .equal, 0))
        try s.addConstraint(c([(-0.5, 2), (1, 2), (0.5, 5)], -7491.25, .lessThanOrEqual, 1))
        try s.addConstraint(c([(0.5, 2)], 7651, .equal, 168.74356777273758))
        try s.addConstraint(c([(0, 5), (-2, 2)], 4154, .equal, 168.74356777273758))
        // 110·x2 = 1e6 is satisfiable: x3 and x5 are free to absorb the rest. Its row reaches
        // coefficients of ±55 (x2's definition through the optional equalities' errors) with a
        // magnitude of 2.3e14: uncapped, 1e-12 of it is 228 and the row was all round-off, so
        // the equality was rejected as unsatisfiable with no conflicts.
        try s.addConstraint(c([(10, 2), (100, 2)], -1e6, .equal, Strength.required.weight))
        s.updateVariables()
        XCTAssertEqual(x[2].value, 1e6 / 110, accuracy: 1e-6)     // 9090.909…
        // The first required equality: x3 = 200·x4 + 1452 − x2, whatever x4 is.
        XCTAssertEqual(-0.5 * x[2].value - 0.5 * x[3].value + 100 * x[4].value + 726, 0, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(0.5 * x[4].value + 3 * x[5].value - 4860.75, 1e-6)
        XCTAssertEqual(s.statistics.rebuilds, 0)
    }
}
