import XCTest
@testable import TautSolver

/// An optional equality whose two sides weigh differently (``Constraint/init(_:strengthAbove:strengthBelow:)``):
/// the same solutions as an optional `<=` at the upper strength and an optional `>=` at the
/// lower one, in one row instead of two.
final class AsymmetricEqualityTests: XCTestCase {
    /// A width that hugs 100 at 250 (weight 10^(250 × 8.9 / 999) ≈ 168.7) and resists
    /// compression below 100 at 750 (≈ 4.8e6), pulled below and above by preferences just
    /// weaker and just stronger than the side they pull against.
    func testEachSideCostsItsOwnStrength() throws {
        let solver = Solver()
        let width = Variable("width")
        let intrinsic = Constraint(width - 100, strengthAbove: Strength(layoutPriority: 250),
                                   strengthBelow: Strength(layoutPriority: 750))
        try solver.addConstraint(intrinsic)
        solver.updateVariables()
        XCTAssertEqual(width.value, 100)

        // A pull below, at strength just under 750's weight, loses; one just above wins.
        let weight750 = Strength(layoutPriority: 750).weight
        XCTAssertEqual(try widthPulled(solver, width, to: 40, weight: weight750 * 0.99), 100)
        XCTAssertEqual(try widthPulled(solver, width, to: 40, weight: weight750 * 1.01), 40)
        // Above, the same with priority 250's weight: 0.99 of it loses, 1.01 of it wins.
        let weight250 = Strength(layoutPriority: 250).weight
        XCTAssertEqual(try widthPulled(solver, width, to: 160, weight: weight250 * 0.99), 100)
        XCTAssertEqual(try widthPulled(solver, width, to: 160, weight: weight250 * 1.01), 160)
    }

    /// The width's value while `width == value` at `weight` is added (removed again after).
    private func widthPulled(_ solver: Solver, _ width: Variable, to value: Double, weight: Double) throws -> Double {
        let pull = (width == value) | Strength(weight)
        try solver.addConstraint(pull)
        solver.updateVariables()
        let result = width.value
        try solver.removeConstraint(pull)
        return result
    }

    /// One row instead of two, with one error pair instead of a slack and an error each.
    func testThePairTakesOneRow() throws {
        let paired = Solver(), split = Solver()
        let a = Variable("a"), b = Variable("b")
        try paired.addConstraint(a >= 0)
        try split.addConstraint(b >= 0)
        try paired.addConstraint(Constraint(a - 50, strengthAbove: .weak, strengthBelow: .strong))
        try split.addConstraint((b <= 50) | .weak)
        try split.addConstraint((b >= 50) | .strong)
        // Rows: the required bound, then 1 for the pair against 2 for the inequalities.
        XCTAssertEqual(paired.statistics.rows, 2)
        XCTAssertEqual(split.statistics.rows, 3)
        paired.updateVariables()
        split.updateVariables()
        XCTAssertEqual(a.value, 50)
        XCTAssertEqual(b.value, 50)
    }

    func testOneRequiredSideIsRefused() {
        let solver = Solver()
        let x = Variable("x")
        let mixed = Constraint(x - 10, strengthAbove: .required, strengthBelow: .weak)
        XCTAssertThrowsError(try solver.addConstraint(mixed)) { error in
            guard case SolverError.invalidValue(let what)? = error as? SolverError else {
                return XCTFail("expected invalidValue, got \(error)")
            }
            XCTAssertTrue(what.hasPrefix("one side required and the other optional"), what)
        }
        XCTAssertFalse(solver.hasConstraint(mixed))
        // Both required is a plain required equality; both the same, no strength below.
        let both = Constraint(x - 10, strengthAbove: .required, strengthBelow: .required)
        XCTAssertNil(both.strengthBelow)
        XCTAssertNoThrow(try solver.addConstraint(both))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// ``Solver/updateStrength(of:to:)`` gives both sides the new strength; removal takes both
    /// weights out of the objective.
    func testStrengthChangeAndRemoval() throws {
        let solver = Solver()
        let x = Variable("x")
        let pair = Constraint(x - 100, strengthAbove: .weak, strengthBelow: .strong)
        try solver.addConstraint(pair)
        try solver.addConstraint((x == 0) | .medium)
        solver.updateVariables()
        // Below 100 costs strong (1e6) per unit against medium's 1000: x stays 100.
        XCTAssertEqual(x.value, 100)
        try solver.updateStrength(of: pair, to: .weak)
        XCTAssertNil(pair.strengthBelow)
        solver.updateVariables()
        // Now weak both sides: medium wins, x = 0.
        XCTAssertEqual(x.value, 0)
        try solver.updateStrength(of: pair, to: .required)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        try solver.removeConstraint(pair)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(solver.statistics.rows, 1)
    }

    /// 300 seeded random systems in which every optional `<=`/`>=` pair over the same
    /// expression and constant becomes one asymmetric equality: the same weighted error as the
    /// system with both inequalities, and every required constraint holds.
    func testRandomPairsReachTheSameWeightedError() throws {
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(layoutPriority: 250),
                                     Strength(layoutPriority: 750), Strength(layoutPriority: 999)]
        var pairs = 0
        for seed in 1...300 {
            var rng = LCG(seed: UInt64(seed))
            let vars = (0..<(2 + rng.int(4))).map { Variable("x\($0)") }
            var required: [Constraint] = []
            var optional: [Constraint] = []
            var paired: [Constraint] = []
            for _ in 0..<(2 + rng.int(5)) {
                var c = RandomizedSolverTests.randomConstraint(&rng, vars, redundantFrom: nil)
                if !c.strength.isRequired { c = Constraint(c.expression, c.relation, strength: .required) }
                if c.relation != .equal { required.append(c) }
            }
            for _ in 0..<(1 + rng.int(4)) {
                let v = rng.pick(vars), w = rng.pick(vars)
                let e = v - 0.5 * w - Double(rng.int(101) - 50)
                let above = rng.pick(strengths), below = rng.pick(strengths)
                optional.append((e <= 0) | above)
                optional.append((e >= 0) | below)
                paired.append(Constraint(e, strengthAbove: above, strengthBelow: below))
                pairs += 1
            }
            let split = Solver(), joined = Solver()
            let kept = required.filter { (try? split.addConstraint($0)) != nil }
            for c in kept { try joined.addConstraint(Constraint(c.expression, c.relation)) }
            for c in optional { try split.addConstraint(c) }
            for c in paired { try joined.addConstraint(c) }

            split.updateVariables()
            let splitError = optional.reduce(0) { $0 + $1.strength.weight * RandomizedSolverTests.error(of: $1) }
            RandomizedSolverTests.checkRequired(.init(vars: vars, cons: kept), "split, seed \(seed)")
            joined.updateVariables()
            var joinedError = 0.0
            for c in paired {
                let value = c.expression.value
                joinedError += value > 0 ? c.strength.weight * value : (c.strengthBelow ?? c.strength).weight * -value
            }
            RandomizedSolverTests.checkRequired(.init(vars: vars, cons: kept), "joined, seed \(seed)")
            let scale = optional.reduce(1) { $0 + $1.strength.weight }
            XCTAssertEqual(joinedError, splitError, accuracy: 1e-9 * scale, "seed \(seed)")
        }
        XCTAssertGreaterThan(pairs, 600)
    }
}
