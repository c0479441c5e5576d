import XCTest
@testable import TautSolver

/// An optional equality that holds exactly, made required (``Solver/updateStrength(of:to:)``):
/// its row is not rebuilt from the expression. With both error symbols nonbasic, `e⁺` becomes
/// the dummy marker in place; with one of them basic at 0, that one's row goes back in as the
/// required row. Either way it must then behave as a required equality added as such: its
/// constant moves the solution, its removal frees it, its conflicts are reported.
final class HoldingEqualityTests: XCTestCase {
    /// Which of the record's error symbols are basic, before the change.
    private func basicErrors(_ s: Solver, _ c: Constraint) -> (plus: Bool, minus: Bool)? {
        guard let idx = s.recordIndex(of: c), let rec = s.records[Int(idx)], rec.other >= 0 else { return nil }
        return (s.t.rowOf[Int(rec.marker)] >= 0, s.t.rowOf[Int(rec.other)] >= 0)
    }

    /// The kind of the record's marker and whether it still has a second symbol.
    private func markerKind(_ s: Solver, _ c: Constraint) -> (SymbolKind, Bool)? {
        guard let idx = s.recordIndex(of: c), let rec = s.records[Int(idx)] else { return nil }
        return (s.t.kind[Int(rec.marker)], rec.other >= 0)
    }

    func testBothErrorsNonbasicBecomeARequiredEqualityInPlace() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        // x = 5 (weak, weight 1) goes in first: its row x = 5 + e⁺ − e⁻ keeps both errors
        // nonbasic. x = 2 at weight 0.5 then reads 3 + e⁺ − e⁻ − f⁺ + f⁻ = 0 and f⁺ = 3 + …
        // becomes basic: x = 5, and y = x + 3 = 8.
        let weakX = (x == 5) | .weak
        let lighter = (x == 2) | Strength(0.5)
        let yx = y == x + 3
        XCTAssertTrue(s.addConstraints([weakX, lighter, yx]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(x.value, 5)
        XCTAssertEqual(y.value, 8)
        let basic = try XCTUnwrap(basicErrors(s, weakX))
        XCTAssertFalse(basic.plus || basic.minus)
        let pivots = s.statistics.pivots

        try s.updateStrength(of: weakX, to: .required)
        XCTAssertEqual(weakX.strength, .required)
        let kind = try XCTUnwrap(markerKind(s, weakX))
        XCTAssertEqual(kind.0, .dummy)   // e⁺ is the marker now
        XCTAssertFalse(kind.1)           // e⁻ is gone
        XCTAssertEqual(s.statistics.pivots, pivots)
        s.updateVariables()
        XCTAssertEqual(x.value, 5)
        XCTAssertEqual(y.value, 8)

        // Required now: x = 7 (against the lighter wish for 2), y = 10.
        try s.updateConstant(of: weakX, to: -7)
        s.updateVariables()
        XCTAssertEqual(x.value, 7)
        XCTAssertEqual(y.value, 10)
        // A required y = 20 conflicts with y = x + 3 and x = 7, and names both.
        do {
            try s.addConstraint(y == 20)
            XCTFail("y = x + 3, x = 7 and y = 20 cannot all hold")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicts.map(ObjectIdentifier.init)), [ObjectIdentifier(yx), ObjectIdentifier(weakX)])
        }
        // Removed, the lighter wish holds: x = 2, y = 5.
        try s.removeConstraint(weakX)
        s.updateVariables()
        XCTAssertEqual(x.value, 2)
        XCTAssertEqual(y.value, 5)
        XCTAssertEqual(s.constraints.count, 2)
    }

    func testABasicErrorAtZeroGoesBackInAsTheRequiredRow() throws {
        let s = Solver()
        let height = Variable("height"), content = Variable("content")
        // The content is at least 40 (required) and wants 60 (strong); the height equals the
        // content plus 16 and is pulled towards 0 (weak): strong beats weak, content = 60 and
        // height = 76, the pull violated by 76 (one of its errors basic at 76).
        let pull = (height == 0) | .weak
        XCTAssertTrue(s.addConstraints([content >= 40, (content == 60) | .strong,
                                        height == content + 16, pull]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(height.value, 76)
        // The hold at the height found: the basic error's row constant becomes exactly 0.
        try s.updateConstant(of: pull, to: -76)
        let basic = try XCTUnwrap(basicErrors(s, pull))
        XCTAssertTrue(basic.plus != basic.minus)
        try s.updateStrength(of: pull, to: .required)
        XCTAssertEqual(try XCTUnwrap(markerKind(s, pull)).0, .dummy)
        s.updateVariables()
        XCTAssertEqual(height.value, 76)
        XCTAssertEqual(content.value, 60)

        // Held at 50 now, the content would be 50 − 16 = 34 < 40: refused, the height stays 76.
        XCTAssertThrowsError(try s.updateConstant(of: pull, to: -50))
        s.updateVariables()
        XCTAssertEqual(height.value, 76)
        // Held at 100: the content follows, 100 − 16 = 84, against its strong wish of 60.
        try s.updateConstant(of: pull, to: -100)
        s.updateVariables()
        XCTAssertEqual(height.value, 100)
        XCTAssertEqual(content.value, 84)
        // Removed, the content is 60 again and the height 76.
        try s.removeConstraint(pull)
        s.updateVariables()
        XCTAssertEqual(content.value, 60)
        XCTAssertEqual(height.value, 76)
    }

    /// Random systems: an optional equality is made to hold at the current solution, then
    /// required; the weighted error must equal a fresh solver's with the same constraints, and
    /// stay so as the constraint's constant changes and it is removed.
    func testRandomHoldsMatchAFreshSolver() throws {
        var fast = 0
        for seed in 0..<300 as Range<UInt64> {
            var rng = LCG(seed: seed &+ 9_001)
            let vars = (0..<(3 + rng.int(4))).map { Variable("v\($0)") }
            let s = Solver()
            var m = RandomizedSolverTests.Model(vars: vars)
            for _ in 0..<(4 + rng.int(8)) {
                let c = RandomizedSolverTests.randomConstraint(&rng, vars, redundantFrom: nil)
                if (try? s.addConstraint(c)) != nil { m.cons.append(c) }
            }
            let v = rng.pick(vars)
            let hold = (v == 0) | rng.pick([Strength.weak, .medium, .strong, Strength(layoutPriority: 50)])
            try s.addConstraint(hold)
            m.cons.append(hold)
            s.updateVariables()
            try s.updateConstant(of: hold, to: -v.value)
            let idx = try XCTUnwrap(s.recordIndex(of: hold))
            let pair = try XCTUnwrap(s.records[Int(idx)].map { [$0.marker, $0.other] })
            do { try s.updateStrength(of: hold, to: .required) } catch { continue }
            if let marker = s.records[Int(idx)]?.marker, pair.contains(marker) { fast += 1 }
            let ctx = "seed \(seed)"
            s.updateVariables()
            RandomizedSolverTests.checkRequired(m, ctx)
            compareWithFresh(s, m, ctx)
            if (try? s.updateConstant(of: hold, to: Double(rng.int(201) - 100))) != nil {
                s.updateVariables()
                RandomizedSolverTests.checkRequired(m, ctx + " moved")
                compareWithFresh(s, m, ctx + " moved")
            }
            try s.removeConstraint(hold)
            m.cons.removeLast()
            compareWithFresh(s, m, ctx + " removed")
        }
        XCTAssertGreaterThan(fast, 100)
    }

    /// The weighted error of `solver`'s solution against a fresh solver's (both optimal).
    private func compareWithFresh(_ solver: Solver, _ m: RandomizedSolverTests.Model, _ ctx: String) {
        solver.updateVariables()
        let incremental = RandomizedSolverTests.weightedError(m)
        // The fresh solver writes the shared variables: put the incremental values back after.
        let saved = m.vars.map(\.value)
        defer { for (v, x) in zip(m.vars, saved) { v.value = x } }
        let fresh = Solver()
        for c in m.cons {
            XCTAssertNoThrow(try fresh.addConstraint(Constraint(c.expression, c.relation, strength: c.strength)), ctx)
        }
        fresh.updateVariables()
        let reference = RandomizedSolverTests.weightedError(m)
        let weights = m.cons.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight }
        let tol = 1e-6 * Swift.max(1, Swift.abs(reference)) + 1e-10 * weights
        XCTAssertEqual(incremental, reference, accuracy: tol, ctx)
    }
}
