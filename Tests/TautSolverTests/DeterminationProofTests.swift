import XCTest
@testable import TautSolver

/// `Solver.determinesEveryBoundVariable`, the one-pass proof that short-cuts
/// `determination(of:)` for a fully determined system, and `isBound(_:)`: the proof holds only
/// where the scan of the tableau (`scannedDetermination(of:)`) gives the same answers.
final class DeterminationProofTests: XCTestCase {
    func testADeterminedSystemIsProvedInOnePass() throws {
        let s = Solver()
        let x = Variable("x"), w = Variable("w"), z = Variable("z"), unused = Variable("u")
        try s.addConstraint(x == 10)                 // defines x = 10
        try s.addConstraint(w + x == 50)             // defines w = 50 − x = 40
        try s.addConstraint((z == 30) | .weak)       // z = 30 + e⁺ − e⁻, both errors cost weak
        s.updateVariables()
        XCTAssertEqual([x.value, w.value, z.value], [10, 40, 30])
        // Nothing nonbasic is free: no parametric variable, no error or slack without a cost.
        XCTAssertTrue(s.determinesEveryBoundVariable)
        XCTAssertEqual([x, w, z, unused].map(s.isBound), [true, true, true, false])
        XCTAssertTrue(s.areBound(x, w, z, x))
        XCTAssertFalse(s.areBound(x, w, z, unused))
        let expected: [Solver.Determination] = [.determined, .determined, .determined, .undetermined]
        XCTAssertEqual(s.determination(of: [x, w, z, unused]), expected)
        XCTAssertEqual(s.scannedDetermination(of: [x, w, z, unused]), expected)
    }

    func testAParametricVariableDefeatsTheProof() throws {
        // a + b == 100 defines a = 100 − b and leaves b a nonbasic (parametric) variable that a
        // definition uses: no proof; the scan finds a and b open and c = a + b + 8 = 108 fixed.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try s.addConstraint(a + b == 100)
        try s.addConstraint(c == a + b + 8)
        s.updateVariables()
        XCTAssertFalse(s.determinesEveryBoundVariable)
        XCTAssertEqual(s.determination(of: [a, b, c]), [.undetermined, .undetermined, .determined])
    }

    func testATightRequiredInequalityDefeatsTheProof() throws {
        // y >= 10 alone: y = 10 + s with the slack s free to rise at no cost.
        let s = Solver()
        let y = Variable("y")
        try s.addConstraint(y >= 10)
        s.updateVariables()
        XCTAssertEqual(y.value, 10)
        XCTAssertFalse(s.determinesEveryBoundVariable)
        XCTAssertEqual(s.determination(of: [y]), [.undetermined])
        // Capped at 10 too: y and its two slacks in two rows leave one of the three nonbasic, a
        // used external or a costless slack held by a row; so still no proof, but the scan
        // settles the degenerate rows: y is fixed.
        try s.addConstraint(y <= 10)
        s.updateVariables()
        XCTAssertFalse(s.determinesEveryBoundVariable)
        XCTAssertEqual(s.determination(of: [y]), [.determined])
    }

    func testAVariableLeftByItsConstraintIsNoLongerBound() throws {
        // y == x + 5 defines y; once removed, y is nonbasic and undefined but was used: the
        // proof does not speak for it (conservatively false), and the scan finds y open.
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x == 10)
        let link = y == x + 5
        try s.addConstraint(link)
        s.updateVariables()
        XCTAssertEqual(y.value, 15)
        XCTAssertTrue(s.determinesEveryBoundVariable)
        try s.removeConstraint(link)
        s.updateVariables()
        XCTAssertFalse(s.isBound(y))
        XCTAssertTrue(s.isBound(x))
        XCTAssertFalse(s.determinesEveryBoundVariable)
        XCTAssertEqual(s.determination(of: [x, y]), [.determined, .undetermined])
    }

    func testEqualPreferencesTieAndTheProofDoesNotClaimThem() throws {
        // x == 10 and x == 20 at the same strength: every x in [10, 20] costs the same, so some
        // error has no reduced cost and the proof must fail (x is bound, yet open).
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 10) | .medium)
        try s.addConstraint((x == 20) | .medium)
        s.updateVariables()
        XCTAssertTrue(s.isBound(x))
        XCTAssertFalse(s.determinesEveryBoundVariable)
        XCTAssertEqual(s.determination(of: [x]), [.undetermined])
    }

    /// The short cut never changes an answer: on random systems of equalities, inequalities,
    /// preferences, edit variables and removals, `determination(of:)` equals the scan.
    func testTheShortCutAgreesWithTheScanOnRandomSystems() throws {
        var generator = SplitMix64(seed: 0x5EED_0017)
        var proved = 0, unproved = 0
        for round in 0..<400 {
            let s = Solver()
            let vars = (0..<6).map { Variable("v\($0)") }
            var added: [Constraint] = []
            for _ in 0..<(3 + Int(generator.next() % 8)) {
                let i = Int(generator.next() % 6), j = Int(generator.next() % 6)
                let k = Double(Int(generator.next() % 3) + 1)
                let constant = Double(Int(generator.next() % 41) - 20)
                let expression = i == j ? vars[i] + 0.0 : vars[i] - k * vars[j]
                let constraint: Constraint
                switch generator.next() % 3 {
                case 0: constraint = expression == constant
                case 1: constraint = expression >= constant
                default: constraint = expression <= constant
                }
                let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
                let strength = strengths[Int(generator.next() % UInt64(strengths.count))]
                let weighted = constraint | strength
                do {
                    try s.addConstraint(weighted)
                    added.append(weighted)
                } catch {
                    continue
                }
            }
            if generator.next() % 4 == 0, let victim = added.first {
                try s.removeConstraint(victim)
            }
            if generator.next() % 4 == 0 {
                let v = vars[Int(generator.next() % 6)]
                try s.addEditVariable(v, strength: .strong)
                try s.suggestValue(v, 7)
            }
            s.updateVariables()
            if s.determinesEveryBoundVariable { proved += 1 } else { unproved += 1 }
            XCTAssertEqual(s.determination(of: vars), s.scannedDetermination(of: vars), "round \(round)")
        }
        // Both ways were taken.
        XCTAssertGreaterThan(proved, 0)
        XCTAssertGreaterThan(unproved, 0)
    }
}
