import XCTest
@testable import TautSolver

/// The solver's direct resolution: a required equality over a variable that appears nowhere
/// else yet defines that variable (see Definition.swift) instead of becoming a tableau row; the
/// simplex runs over what remains, and the defined variables are evaluated by propagation in
/// dependency order. Each test works out the layout's values by hand; the random systems at the
/// end compare the weighted error with the solve that puts every constraint into the tableau.
final class DirectResolutionTests: XCTestCase {
    /// A row of three views in a 375-wide root, written as a layout writes it: every equality
    /// brings one fresh variable (`rootL, rootW, aL, aW, bL, bW, cL, cW`).
    struct Row {
        let rootL = Variable("rootL"), rootW = Variable("rootW")
        let aL = Variable("aL"), aW = Variable("aW")
        let bL = Variable("bL"), bW = Variable("bW")
        let cL = Variable("cL"), cW = Variable("cW")
        let constraints: [Constraint]
        var aWidth: Constraint { constraints[3] }
        var cWidth: Constraint { constraints[7] }

        init() {
            constraints = [
                rootL == 0,
                rootW == 375,
                aL == rootL + 16,
                aW == 100,
                bL == aL + aW + 8,              // b 8 points after a
                bW == 2 * aW,                   // twice a's width
                cL == bL + bW + 8,
                cW == rootL + rootW - 16 - cL,  // c reaches the root's trailing margin
            ]
        }

        var variables: [Variable] { [rootL, rootW, aL, aW, bL, bW, cL, cW] }
    }

    func testAChainOfEqualitiesIsResolvedWithoutTheSimplex() throws {
        let s = Solver()
        let row = Row()
        for c in row.constraints { try s.addConstraint(c) }
        let stats = s.statistics
        XCTAssertEqual(stats.definedVariables, 8)   // every equality defines its fresh variable
        XCTAssertEqual(stats.rows, 0)               // nothing entered the tableau
        XCTAssertEqual(stats.pivots, 0)
        s.updateVariables()
        // aL = 16; bL = 16 + 100 + 8 = 124; bW = 200; cL = 124 + 200 + 8 = 332;
        // cW = 0 + 375 − 16 − 332 = 27.
        XCTAssertEqual(row.variables.map(\.value), [0, 375, 16, 100, 124, 200, 332, 27])
    }

    func testTheSameChainThroughTheTableauGivesTheSameValues() throws {
        let s = Solver()
        s.resolvesDirectly = false
        let row = Row()
        for c in row.constraints { try s.addConstraint(c) }
        XCTAssertEqual(s.statistics.definedVariables, 0)
        XCTAssertEqual(s.statistics.rows, 8)        // one row per constraint
        s.updateVariables()
        XCTAssertEqual(row.variables.map(\.value), [0, 375, 16, 100, 124, 200, 332, 27])
    }

    /// A width bounded by an inequality and wanted larger by a weak preference: the root and
    /// the chain after the bounded view stay definitions; the three constraints on `aW` (used
    /// before by nothing but each other) are rows the simplex optimises.
    func testAPartlyResolvedSystemSolvesTheRestWithTheSimplex() throws {
        let s = Solver()
        let rootL = Variable("rootL"), rootW = Variable("rootW")
        let aL = Variable("aL"), aW = Variable("aW"), bL = Variable("bL")
        try s.addConstraint(rootL == 0)
        let rootWidth = rootW == 375
        try s.addConstraint(rootWidth)
        try s.addConstraint(aL == rootL + 16)
        try s.addConstraint(aW >= 50)                               // row 1
        try s.addConstraint((aW == 400) | .weak)                    // row 2
        try s.addConstraint(aL + aW <= rootL + rootW - 16)          // row 3
        try s.addConstraint(bL == aL + aW + 8)                      // bL is fresh: defined
        XCTAssertEqual(s.statistics.definedVariables, 4)            // rootL, rootW, aL, bL
        XCTAssertEqual(s.statistics.rows, 3)
        s.updateVariables()
        // aW ≤ 375 − 16 − 16 = 343 is the closest to the weak 400; bL = 16 + 343 + 8 = 367.
        XCTAssertEqual(aW.value, 343)
        XCTAssertEqual(bL.value, 367)
        // Moving the root's width moves the bound and everything defined after it:
        // aW = 320 − 32 = 288, bL = 16 + 288 + 8 = 312.
        try s.updateConstant(of: rootWidth, to: -320)              // rootW == 320
        s.updateVariables()
        XCTAssertEqual(aW.value, 288)
        XCTAssertEqual(bL.value, 312)
    }

    /// `a = b + 1` defines `a`; `b = c + 1` then defines `c` (b is no longer fresh); the
    /// equality that closes the cycle is a tableau row. An inconsistent closure is refused and
    /// names the two links of the cycle, not the unrelated `b == 10`; a consistent one is
    /// redundant and accepted, and keeps `a` in place when `a`'s definition is removed.
    func testCyclesOfEqualities() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = a == b + 1, bc = b == c + 1, anchor = b == 10
        try s.addConstraint(ab)
        try s.addConstraint(bc)
        try s.addConstraint(anchor)
        XCTAssertEqual(s.statistics.definedVariables, 2)            // a and c
        XCTAssertThrowsError(try s.addConstraint(c == a + 5)) { error in
            // The links give c = a − 2, so c = a + 5 can't hold.
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicts.count, 2)
            XCTAssertTrue(conflicts.contains { $0 === ab } && conflicts.contains { $0 === bc })
        }
        let closure = c == a - 2
        try s.addConstraint(closure)                                // implied by the links
        s.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [11, 10, 9])    // b = 10, a = b + 1, c = b − 1
        try s.removeConstraint(ab)                                  // a still equals c + 2
        s.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [11, 10, 9])
        try s.updateConstant(of: anchor, to: -20)                   // b == 20: c = 19, a = 21
        s.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [21, 20, 19])
    }

    /// A constraint that contradicts one resolved variable names only the definition it
    /// contradicts: cL + cW = rootL + rootW − 16 follows from cW's definition alone.
    func testAConflictWithAResolvedVariableNamesTheMinimalSet() throws {
        let s = Solver()
        let row = Row()
        for c in row.constraints { try s.addConstraint(c) }
        XCTAssertThrowsError(try s.addConstraint(row.cL + row.cW <= row.rootL + row.rootW - 20)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicts.count, 1)
            XCTAssertTrue(conflicts.first === row.cWidth)
        }
        XCTAssertEqual(s.statistics.definedVariables, 8)            // the refused add left them
        s.updateVariables()
        XCTAssertEqual(row.cW.value, 27)
    }

    /// Changing a resolved constant moves exactly the values defined after it.
    func testAConstantChangeMovesTheResolvedValuesIncrementally() throws {
        let s = Solver()
        let row = Row()
        for c in row.constraints { try s.addConstraint(c) }
        s.updateVariables()
        try s.updateConstant(of: row.aWidth, to: -120)              // aW == 120
        let changed = Set(s.updateVariables().map(ObjectIdentifier.init))
        // bL = 16 + 120 + 8 = 144; bW = 240; cL = 144 + 240 + 8 = 392; cW = 375 − 16 − 392 = −33.
        XCTAssertEqual(row.variables.map(\.value), [0, 375, 16, 120, 144, 240, 392, -33])
        XCTAssertEqual(changed, Set([row.aW, row.bL, row.bW, row.cL, row.cW].map(ObjectIdentifier.init)))
        XCTAssertEqual(s.statistics.rows, 0)
        XCTAssertEqual(s.statistics.pivots, 0)
    }

    // MARK: Random systems against the solve without direct resolution

    /// 1000 layout-like random systems (seeds 1…1000): rows of views chained by required
    /// equalities, bounded by inequalities, sized by optional preferences, with some equalities
    /// between already-used variables (cycles, conflicts) and constant changes. The solver that
    /// resolves directly and the one that puts every row into the tableau accept the same
    /// constraints, keep every required one, and reach the same weighted error.
    func testRandomSystemsMatchTheFullSolve() throws {
        var definedTotal = 0
        for seed in UInt64(1)...1000 {
            definedTotal += try compareRandomSystem(seed: seed)
        }
        // The systems exercise the resolution: most of their equalities are definitions.
        XCTAssertGreaterThan(definedTotal, 5000)
    }

    /// Runs one random system in both solvers (each with its own variables: a solver writes only
    /// the values that changed since its last update); returns the direct solver's defined
    /// variables.
    func compareRandomSystem(seed: UInt64) throws -> Int {
        var rng = LCG(seed: seed)
        let direct = Solver(), full = Solver()
        full.resolvesDirectly = false
        let views = 2 + rng.int(5)
        let left = (0...views).map { Variable("l\($0)") }, width = (0...views).map { Variable("w\($0)") }
        var directModel = RandomizedSolverTests.Model(vars: left + width)
        var fullModel = RandomizedSolverTests.Model(vars: directModel.vars.map { Variable($0.name) })
        let twin = Dictionary(uniqueKeysWithValues: zip(directModel.vars.map(ObjectIdentifier.init), fullModel.vars))
        func add(_ c: Constraint) {
            let terms = c.expression.terms.compactMap { term in twin[ObjectIdentifier(term.variable)].map { Term($0, term.coefficient) } }
            let copy = Constraint(Expression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
            let acceptedDirect: Bool, acceptedFull: Bool
            do { try direct.addConstraint(c); acceptedDirect = true } catch { acceptedDirect = false }
            do { try full.addConstraint(copy); acceptedFull = true } catch { acceptedFull = false }
            XCTAssertEqual(acceptedDirect, acceptedFull, "seed \(seed): \(c) accepted by one solver only")
            if acceptedDirect { directModel.cons.append(c) }
            if acceptedFull { fullModel.cons.append(copy) }
        }
        // The root (index 0), then each view placed after a random earlier one.
        add(left[0] == 0)
        add(width[0] == Double(200 + 25 * rng.int(8)))
        for i in 1...views {
            let p = rng.int(i)
            let gap = Double(rng.int(3) * 8)
            add(left[i] == left[p] + width[p] + gap)
            switch rng.int(4) {
            case 0: add(width[i] == Double(20 + 10 * rng.int(10)))
            case 1: add(width[i] == rng.pick([0.5, 1, 2]) * width[p])
            case 2:
                add(width[i] >= 0)
                add((width[i] == Double(40 + 20 * rng.int(10))) | rng.pick(RandomizedSolverTests.strengths.filter { !$0.isRequired }))
            default:
                add((width[i] >= Double(10 * rng.int(5))) | rng.pick([Strength.required, .strong]))
            }
        }
        // Bounds and links between variables that are no longer fresh: rows, cycles, conflicts.
        for _ in 0..<rng.int(5) {
            let i = rng.int(views + 1), j = rng.int(views + 1)
            switch rng.int(3) {
            case 0: add(left[i] + width[i] <= left[0] + width[0] + Double(rng.int(3) * 16))
            case 1: add(left[i] == left[j] + Double(rng.int(5) * 10 - 20))
            default: add((width[i] == width[j]) | rng.pick(RandomizedSolverTests.strengths))
            }
        }
        guard directModel.cons.count == fullModel.cons.count else { return 0 }
        compare(direct, directModel, full, fullModel, "seed \(seed)")
        // Constant changes of accepted equalities, the same in both solvers.
        for _ in 0..<rng.int(3) {
            let k = rng.int(directModel.cons.count)
            guard directModel.cons[k].relation == .equal else { continue }
            let constant = Double(rng.int(201) - 100)
            let movedDirect = (try? direct.updateConstant(of: directModel.cons[k], to: constant)) != nil
            let movedFull = (try? full.updateConstant(of: fullModel.cons[k], to: constant)) != nil
            XCTAssertEqual(movedDirect, movedFull, "seed \(seed): constant change accepted by one solver only")
            compare(direct, directModel, full, fullModel, "seed \(seed) after a constant change")
        }
        return direct.statistics.definedVariables
    }

    func compare(_ direct: Solver, _ directModel: RandomizedSolverTests.Model,
                 _ full: Solver, _ fullModel: RandomizedSolverTests.Model, _ context: String) {
        direct.updateVariables()
        RandomizedSolverTests.checkRequired(directModel, context + " (direct)")
        let directError = RandomizedSolverTests.weightedError(directModel)
        full.updateVariables()
        RandomizedSolverTests.checkRequired(fullModel, context + " (full)")
        let fullError = RandomizedSolverTests.weightedError(fullModel)
        // Rounding scales with the weights (an error of 1e-12 weighs 1e-6 at strong).
        let weights = fullModel.cons.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight }
        let tolerance = 1e-6 * Swift.max(1, fullError) + 1e-10 * weights
        XCTAssertEqual(directError, fullError, accuracy: tolerance, "weighted error differs [\(context)]")
    }
}
