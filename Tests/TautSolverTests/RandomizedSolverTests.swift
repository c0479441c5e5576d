import XCTest
@testable import TautSolver

/// A 64-bit linear congruential generator (Knuth's MMIX constants): fixed seeds, same
/// sequence on every machine.
struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493 }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) < p * 1_000_000 }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}

/// Random systems with interleaved add / remove / edit / suggest / constant and strength
/// changes. After every operation each required constraint must hold; at checkpoints the
/// weighted error must equal that of a fresh solver given the final system (both optimal).
final class RandomizedSolverTests: XCTestCase {
    struct Model {
        var vars: [Variable]
        var cons: [Constraint] = []           // accepted, in order
        var edits: [(Variable, Strength, Double)] = []
    }

    static let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak,
                                        Strength(layoutPriority: 250), Strength(layoutPriority: 750)]

    static func randomConstraint(_ rng: inout LCG, _ vars: [Variable], redundantFrom model: Model?) -> Constraint {
        if let model, !model.cons.isEmpty, rng.chance(0.5) {
            // A constraint implied by an accepted required equality: a scaled copy.
            let reqEq = model.cons.filter { $0.relation == .equal && $0.strength.isRequired }
            if !reqEq.isEmpty {
                let base = rng.pick(reqEq)
                let k = rng.pick([2.0, -1.0, 0.5, 3.0])
                return Constraint(k * base.expression, .equal, strength: .required)
            }
        }
        var terms: [Term] = []
        for _ in 0..<(1 + rng.int(3)) {
            terms.append(Term(rng.pick(vars), rng.pick([1.0, -1.0, 2.0, -2.0, 0.5, 3.0, -1.0, 1.0])))
        }
        let constant = Double(rng.int(201) - 100)
        let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Constraint(Expression(terms, constant: constant), relation, strength: rng.pick(Self.strengths))
    }

    static func error(of c: Constraint) -> Double {
        let e = c.expression.value
        switch c.relation {
        case .equal: return Swift.abs(e)
        case .greaterThanOrEqual: return Swift.max(0, -e)
        case .lessThanOrEqual: return Swift.max(0, e)
        }
    }

    static func scale(of c: Constraint) -> Double {
        c.expression.terms.reduce(1 + Swift.abs(c.expression.constant)) {
            $0 + Swift.abs($1.coefficient * $1.variable.value)
        }
    }

    /// Σ strength × error over the optional constraints and edit variables of the model.
    static func weightedError(_ m: Model) -> Double {
        var sum = 0.0
        for c in m.cons where !c.strength.isRequired { sum += c.strength.weight * error(of: c) }
        for (v, s, value) in m.edits { sum += s.weight * Swift.abs(v.value - value) }
        return sum
    }

    static func checkRequired(_ m: Model, _ context: @autoclosure () -> String) {
        for c in m.cons where c.strength.isRequired {
            let err = Self.error(of: c)
            if err > 1e-7 * Self.scale(of: c) {
                XCTFail("required constraint violated by \(err): \(c) [\(context())]")
                return
            }
        }
    }

    func checkAgainstFresh(_ solver: Solver, _ m: Model, _ context: @autoclosure () -> String) {
        solver.updateVariables()
        let incremental = Self.weightedError(m)
        let saved = m.vars.map(\.value)
        let fresh = Solver()
        for (v, s, value) in m.edits {
            XCTAssertNoThrow(try fresh.addEditVariable(v, strength: s))
            XCTAssertNoThrow(try fresh.suggestValue(v, value))
        }
        for c in m.cons {
            let copy = Constraint(c.expression, c.relation, strength: c.strength)
            do { try fresh.addConstraint(copy) } catch {
                XCTFail("fresh solver rejects an accepted constraint \(c): \(error) [\(context())]")
            }
        }
        fresh.updateVariables()
        let reference = Self.weightedError(m)
        for (v, x) in zip(m.vars, saved) { v.value = x }
        // Rounding scales with the weights (an error of 1e-12 weighs 1e-6 at strong).
        let weights = m.cons.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight }
            + m.edits.reduce(0) { $0 + $1.1.weight }
        let tol = 1e-6 * Swift.max(1, Swift.abs(reference)) + 1e-10 * weights
        XCTAssertEqual(incremental, reference, accuracy: tol, "weighted error differs [\(context())]")
    }

    func runScenario(seed: UInt64, ops: Int) {
        var rng = LCG(seed: seed)
        let nvars = 2 + rng.int(4)
        var m = Model(vars: (0..<nvars).map { Variable("v\($0)") })
        let solver = Solver()
        let verbose = ProcessInfo.processInfo.environment["SOLVER_VERBOSE"] != nil
        for step in 0..<ops {
            let ctx = "seed \(seed) step \(step)"
            let roll = rng.int(100)
            if verbose { print("---- step \(step) roll \(roll)\n" + solver.dump()) }
            if roll < 45 || m.cons.isEmpty {
                let c = Self.randomConstraint(&rng, m.vars, redundantFrom: rng.chance(0.2) ? m : nil)
                if verbose { print("add \(c)") }
                do {
                    try solver.addConstraint(c)
                    m.cons.append(c)
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicts) = error, c.strength.isRequired else {
                        XCTFail("unexpected \(error) [\(ctx)]"); return
                    }
                    checkConflicts(c, conflicts, m, ctx)
                }
            } else if roll < 60 {
                let i = rng.int(m.cons.count)
                XCTAssertNoThrow(try solver.removeConstraint(m.cons[i]), ctx)
                m.cons.remove(at: i)
            } else if roll < 68 {
                let v = rng.pick(m.vars)
                if solver.hasEditVariable(v) {
                    if rng.chance(0.3) {
                        XCTAssertNoThrow(try solver.removeEditVariable(v), ctx)
                        m.edits.removeAll { $0.0 === v }
                    }
                } else {
                    let s = rng.pick([Strength.strong, .medium, .weak, Strength(layoutPriority: 500)])
                    XCTAssertNoThrow(try solver.addEditVariable(v, strength: s), ctx)
                    m.edits.append((v, s, 0))
                }
            } else if roll < 80 {
                guard !m.edits.isEmpty else { continue }
                let i = rng.int(m.edits.count)
                let value = Double(rng.int(401) - 200)
                XCTAssertNoThrow(try solver.suggestValue(m.edits[i].0, value), ctx)
                m.edits[i].2 = value
            } else if roll < 92 {
                let c = rng.pick(m.cons)
                let old = c.expression.constant
                let new = Double(rng.int(201) - 100)
                do {
                    try solver.updateConstant(of: c, to: new)
                    XCTAssertEqual(c.expression.constant, new, ctx)
                } catch {
                    guard case .unsatisfiableConstraint = error, c.strength.isRequired else {
                        XCTFail("unexpected \(error) [\(ctx)]"); return
                    }
                    XCTAssertEqual(c.expression.constant, old, ctx)
                }
            } else {
                let c = rng.pick(m.cons)
                let old = c.strength
                let s = rng.pick(Self.strengths)
                do {
                    try solver.updateStrength(of: c, to: s)
                    XCTAssertEqual(c.strength, s, ctx)
                } catch {
                    guard case .unsatisfiableConstraint = error, s.isRequired else {
                        XCTFail("unexpected \(error) [\(ctx)]"); return
                    }
                    XCTAssertEqual(c.strength, old, ctx)
                }
            }
            solver.updateVariables()
            Self.checkRequired(m, ctx)
            if step % 8 == 7 { checkAgainstFresh(solver, m, ctx) }
        }
        checkAgainstFresh(solver, m, "seed \(seed) end")
    }

    /// The conflicts are accepted required constraints; with `c` they are infeasible (with
    /// no conflicts, `c` alone is), and
    /// without any one of them `c` can be added (checked in fresh solvers).
    func checkConflicts(_ c: Constraint, _ conflicts: [Constraint], _ m: Model, _ ctx: String) {
        // An empty set means `c` cannot hold on its own (e.g. `x - x + 24 <= 0`).
        for k in conflicts {
            XCTAssertTrue(m.cons.contains { $0 === k } && k.strength.isRequired, "bad conflict member [\(ctx)]")
        }
        func feasible(_ set: [Constraint]) -> Bool {
            let s = Solver()
            for k in set { try? s.addConstraint(Constraint(k.expression, k.relation)) }
            do { try s.addConstraint(Constraint(c.expression, c.relation)) } catch { return false }
            return true
        }
        XCTAssertFalse(feasible(conflicts), "conflict set does not conflict [\(ctx)]")
        for i in conflicts.indices {
            var rest = conflicts
            rest.remove(at: i)
            XCTAssertTrue(feasible(rest), "conflict set not minimal [\(ctx)]")
        }
    }

    func testOneSeed() {
        guard let s = ProcessInfo.processInfo.environment["SOLVER_SEED"], let seed = UInt64(s) else { return }
        runScenario(seed: seed, ops: 80)
    }

    func testRandomSequencesSmall() {
        for seed in 1...1500 { runScenario(seed: UInt64(seed), ops: 24) }
    }

    func testRandomSequencesLonger() {
        for seed in 5001...5200 { runScenario(seed: UInt64(seed), ops: 80) }
    }
}
