import XCTest
@testable import TautSolver

/// Every solver operation on small systems whose solution is worked out by hand.
final class SolverOperationTests: XCTestCase {
    func testEqualityAndWeakPreference() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 100)
        try s.addConstraint((x == 30) | .weak)
        s.updateVariables()
        XCTAssertEqual(x.value, 30)   // weak x == 30 costs nothing
        XCTAssertEqual(y.value, 70)   // 100 - 30
    }

    func testStrongerPreferenceWins() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 10) | .weak)
        try s.addConstraint((x == 20) | .strong)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)   // error 10 at weak (10) beats 10 at strong (1e7)
    }

    func testInequalities() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x >= 10)
        try s.addConstraint(x <= 20)
        try s.addConstraint(y == 2 * x)
        try s.addConstraint((x == 50) | .medium)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)   // pulled to 50, capped by x <= 20
        XCTAssertEqual(y.value, 40)   // 2 * 20
    }

    func testOptionalInequalityTradeOff() throws {
        let s = Solver()
        let w = Variable("w")
        try s.addConstraint((w >= 100) | .strong)
        try s.addConstraint((w <= 50) | .medium)
        s.updateVariables()
        XCTAssertEqual(w.value, 100)  // violating strong costs 1e6/pt, medium only 1e3/pt
    }

    func testRemoveConstraintRestoresPreference() throws {
        let s = Solver()
        let x = Variable("x")
        let cap = x <= 5
        try s.addConstraint((x == 40) | .weak)
        try s.addConstraint(cap)
        s.updateVariables()
        XCTAssertEqual(x.value, 5)
        try s.removeConstraint(cap)
        XCTAssertFalse(s.hasConstraint(cap))
        s.updateVariables()
        XCTAssertEqual(x.value, 40)   // only the weak preference is left
    }

    func testHasConstraintAndConstraintsList() throws {
        let s = Solver()
        let x = Variable("x")
        let a = x >= 1, b = (x == 3) | .weak
        XCTAssertFalse(s.hasConstraint(a))
        try s.addConstraint(a)
        try s.addConstraint(b)
        try s.addEditVariable(x, strength: .strong)
        XCTAssertTrue(s.hasConstraint(a))
        XCTAssertTrue(s.hasConstraint(b))
        XCTAssertEqual(s.constraints.count, 2)   // the edit variable's constraint is not listed
        XCTAssertTrue(s.constraints[0] === a)
        XCTAssertTrue(s.constraints[1] === b)
    }

    func testAddConstraintsBatchKeepsGoodOnes() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let good1 = x == 10, good2 = y == x + 5, bad = x == 11
        let rejected = s.addConstraints([good1, good2, bad, good1])
        XCTAssertEqual(rejected.count, 2)
        XCTAssertTrue(rejected[0].constraint === bad)
        if case .unsatisfiableConstraint(_, let conflicts) = rejected[0].error {
            XCTAssertEqual(conflicts.count, 1)    // x == 11 only fights x == 10
            XCTAssertTrue(conflicts[0] === good1)
        } else { XCTFail("\(rejected[0].error)") }
        if case .duplicateConstraint = rejected[1].error {} else { XCTFail("\(rejected[1].error)") }
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
    }

    func testEditVariablesAndSuggestions() throws {
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try s.addConstraint(right == left + width)
        try s.addConstraint(width >= 10)
        try s.addConstraint((width == 50) | .weak)
        try s.addEditVariable(left, strength: .strong)
        try s.addEditVariable(right, strength: .strong)
        XCTAssertTrue(s.hasEditVariable(left))
        XCTAssertEqual(s.editVariables.map(\.name), ["left", "right"])
        try s.suggestValue(left, 0)
        try s.suggestValue(right, 200)
        s.updateVariables()
        XCTAssertEqual(left.value, 0)
        XCTAssertEqual(right.value, 200)
        XCTAssertEqual(width.value, 200)   // the strong edits beat weak width == 50
        try s.suggestValue(right, 5)        // width >= 10 is required: right can only reach 10
        s.updateVariables()
        XCTAssertEqual(width.value, 10, accuracy: 1e-9)
        XCTAssertEqual(right.value - left.value, 10, accuracy: 1e-9)
        try s.removeEditVariable(right)
        XCTAssertFalse(s.hasEditVariable(right))
        s.updateVariables()
        XCTAssertEqual(left.value, 0, accuracy: 1e-9)
        XCTAssertEqual(width.value, 50, accuracy: 1e-9)   // weak preference is back
        XCTAssertEqual(right.value, 50, accuracy: 1e-9)
    }

    func testUpdateVariablesReportsOnlyChangedVariables() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try s.addConstraint(a == 10)
        try s.addConstraint(b == 20)
        try s.addEditVariable(c, strength: .strong)
        try s.suggestValue(c, 5)
        XCTAssertEqual(Set(s.updateVariables().map(\.name)), ["a", "b", "c"])
        XCTAssertEqual(s.updateVariables().count, 0)   // nothing changed since
        try s.suggestValue(c, 7)
        let changed = s.updateVariables()
        XCTAssertEqual(changed.map(\.name), ["c"])
        XCTAssertEqual(c.value, 7)
        try s.suggestValue(c, 7)
        XCTAssertEqual(s.updateVariables().count, 0)   // same value again
    }

    func testResetEmptiesSolver() throws {
        let s = Solver()
        let x = Variable("x")
        let c = x == 3
        try s.addConstraint(c)
        try s.addEditVariable(x, strength: .weak)
        s.updateVariables()
        s.reset()
        XCTAssertFalse(s.hasConstraint(c))
        XCTAssertFalse(s.hasEditVariable(x))
        XCTAssertEqual(x.value, 3)          // values are kept
        try s.addConstraint(c)              // the same constraint can be added again
        try s.addConstraint(x <= 4)
        s.updateVariables()
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(s.constraints.count, 2)
    }

    func testVariableSharedByTwoSolvers() throws {
        let s1 = Solver(), s2 = Solver()
        let x = Variable("x")
        try s1.addConstraint(x == 1)
        try s2.addConstraint(x == 2)
        XCTAssertEqual(s1.value(of: x), 1)
        XCTAssertEqual(s2.value(of: x), 2)
        s2.updateVariables()
        XCTAssertEqual(x.value, 2)
    }

    func testConstraintSharedBySolvers() throws {
        // One constraint object `x >= 5` in two solvers at once, each with its own other
        // constraints: s1 adds x <= 7, s2 adds x == 9 (weak) and x <= 20.
        var s1: Solver? = Solver()
        let s2 = Solver()
        let x = Variable("x")
        let c = x >= 5
        try s1?.addConstraint(c)
        try s1?.addConstraint(x <= 7)
        try s2.addConstraint(c)
        try s2.addConstraint((x == 9) | .weak)
        XCTAssertEqual(s1?.hasConstraint(c), true)
        XCTAssertTrue(s2.hasConstraint(c))
        XCTAssertThrowsError(try s2.addConstraint(c)) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        // Removing it from s1 leaves s2's copy: s2 still keeps x >= 5 against a weak x == 2.
        try s1?.removeConstraint(c)
        XCTAssertEqual(s1?.hasConstraint(c), false)
        XCTAssertTrue(s2.hasConstraint(c))
        try s2.addConstraint((x == 2) | .strong)
        XCTAssertEqual(s2.value(of: x), 5)   // strong x == 2 is held at the required x >= 5
        // Added to s1 again, then s1 goes away: s2 can still change and remove it.
        try s1?.addConstraint(c)
        s1 = nil
        try s2.updateConstant(of: c, to: -6)    // x - 6 >= 0
        XCTAssertEqual(s2.value(of: x), 6)
        try s2.removeConstraint(c)
        XCTAssertFalse(s2.hasConstraint(c))
        XCTAssertEqual(s2.value(of: x), 2)   // only the strong x == 2 and the weak x == 9 remain
        // A third solver takes it as its own; after reset it is gone and can be added again.
        let s3 = Solver()
        try s3.addConstraint(c)
        XCTAssertTrue(s3.hasConstraint(c))
        s3.reset()
        XCTAssertFalse(s3.hasConstraint(c))
        try s3.addConstraint(c)
        XCTAssertEqual(s3.value(of: x), 6)   // x >= 6 alone: x sits at its bound (slack 0)
    }

    func testReserveCapacityIsOnlyAHint() throws {
        // Reserving (even nonsense amounts) adds nothing and changes no answer: a chain
        // x0 = 0, x(i) = x(i-1) + 10 for i in 1...20 puts x20 at 200 either way.
        let s = Solver()
        s.reserveCapacity(constraints: -5, variables: -1)
        s.reserveCapacity(constraints: 40, variables: 21)
        XCTAssertEqual(s.constraints.count, 0)
        let xs = (0...20).map { Variable("x\($0)") }
        try s.addConstraint(xs[0] == 0)
        for i in 1...20 {
            if i == 10 { s.reserveCapacity(constraints: 3) }   // again, midway
            try s.addConstraint(xs[i] == xs[i - 1] + 10)
        }
        s.updateVariables()
        XCTAssertEqual(xs[20].value, 200)
        XCTAssertEqual(s.constraints.count, 21)
    }

    func testExpressionWithRepeatedVariable() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x + x + 2 * x == 12)   // 4x = 12
        s.updateVariables()
        XCTAssertEqual(x.value, 3)
    }

    func testLayoutPriorityStrengths() {
        XCTAssertEqual(Strength(layoutPriority: 1000), .required)
        XCTAssertLessThan(Strength(layoutPriority: 999), .required)
        XCTAssertLessThan(Strength(layoutPriority: 250), Strength(layoutPriority: 251))
        XCTAssertLessThan(Strength(layoutPriority: .nan), Strength(layoutPriority: 2))
    }

    func testLayoutPriorityOneOnOne() throws {
        // 751 against 750 pulling the same width: the higher priority wins.
        let s = Solver()
        let w = Variable("w")
        try s.addConstraint((w == 100) | Strength(layoutPriority: 751))
        try s.addConstraint((w == 200) | Strength(layoutPriority: 750))
        s.updateVariables()
        XCTAssertEqual(w.value, 100)
    }

    func testDumpListsRowsObjectiveEditsConstraints() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x >= 1)
        try s.addEditVariable(x, strength: .strong)
        let d = s.dump()
        XCTAssertTrue(d.contains("Rows:"))
        XCTAssertTrue(d.contains("Objective:"))
        XCTAssertTrue(d.contains("Edit variables:\n  x = 0.0 | strong"))
        XCTAssertTrue(d.contains("Constraints:\n  x + -1.0 >= 0 | required"))
        XCTAssertEqual(s.debugDescription, d)
    }
}
