import XCTest
@testable import TautSolver

/// A pooled solver given back keeps the constraint and variable objects of its last system that
/// nothing else refers to, and its next owner fills them in again (see Solver+Reuse.swift): a
/// reused object reads as a new one would, and an object anybody still holds is never reused.
final class SolverReuseTests: PoolDrainingTestCase {
    /// Adds `x == 10` and `y == x + 5` to a pooled solver, gives it back, and returns the
    /// solver the pool hands out next with the identities of the two constraints and variables.
    /// The caller's references to them go before the solver is given back, unless kept in
    /// `keep` (constraints first, then variables).
    func givenBack(keeping keep: (inout [AnyObject]) -> Void = { all in all = [] })
        -> (solver: Solver, constraints: [ObjectIdentifier], variables: [ObjectIdentifier], kept: [AnyObject]) {
        var s = Solver.pooled()
        var kept: [AnyObject] = []
        var constraintIDs: [ObjectIdentifier] = []
        var variableIDs: [ObjectIdentifier] = []
        do {
            let x = Variable("x"), y = Variable("y")
            let constraints = [x == 10, y == x + 5]
            XCTAssertTrue(s.addConstraints(constraints).isEmpty)
            s.updateVariables()
            XCTAssertEqual(y.value, 15)
            constraintIDs = constraints.map(ObjectIdentifier.init)
            variableIDs = [x, y].map(ObjectIdentifier.init)
            var all: [AnyObject] = constraints + [x, y]
            keep(&all)
            kept = all.filter { object in
                constraints.contains { $0 === object } || object === x || object === y
            }
        }
        Solver.recycle(&s)
        s = Solver()
        let pooled = Solver.pooled()
        XCTAssertTrue(pooled.holdsTemplate)
        return (pooled, constraintIDs, variableIDs, kept)
    }

    func testConstraintsLetGoOfAreFilledInAgainAsNew() throws {
        let (s, constraintIDs, _, _) = givenBack()
        XCTAssertEqual(s.reusableConstraints.count, 2)
        let z = Variable("z")
        var terms = s.makeTermArray(capacity: 1)
        XCTAssertTrue(terms.isEmpty)
        XCTAssertGreaterThanOrEqual(terms.capacity, 1)
        terms.append(Term(z, 1))
        // z - 7 >= 0, strong.
        let c = s.makeConstraint(Expression(terms, constant: -7), .greaterThanOrEqual, strength: .strong)
        XCTAssertTrue(constraintIDs.contains(ObjectIdentifier(c)))
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertEqual(c.strength, .strong)
        XCTAssertNil(c.strengthBelow)
        XCTAssertEqual(c.expression.terms.count, 1)
        XCTAssertTrue(c.expression.terms[0].variable === z)
        XCTAssertEqual(c.expression.constant, -7)
        // The second kept constraint becomes a pair weighing medium above zero, weak below:
        // z - 12 == 0 pulls z up to 12 (only weakly held below 12, and nothing holds it above).
        let pair = s.makeConstraint(Expression([Term(z, 1)], constant: -12), strengthAbove: .medium, strengthBelow: .weak)
        XCTAssertTrue(constraintIDs.contains(ObjectIdentifier(pair)))
        XCTAssertFalse(pair === c)
        XCTAssertEqual(pair.relation, .equal)
        XCTAssertEqual(pair.strength, .medium)
        XCTAssertEqual(pair.strengthBelow, .weak)
        XCTAssertEqual(s.reusableConstraints.count, 0)
        // Used up: the next one is new.
        let third = s.makeConstraint(Expression([Term(z, 1)], constant: -20), .lessThanOrEqual, strength: .required)
        XCTAssertFalse(constraintIDs.contains(ObjectIdentifier(third)))
        // z >= 7 (strong), z <= 20 (required), z == 12 (medium above, weak below): z = 12.
        XCTAssertTrue(s.addConstraints([c, pair, third]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(z.value, 12)
        XCTAssertTrue(s.hasConstraint(c))
    }

    func testAConstraintSomebodyStillHoldsIsNotReused() {
        // The test keeps `x == 10`.
        let (s, constraintIDs, _, kept) = givenBack { all in all = [all[0]] }
        XCTAssertEqual(kept.count, 1)
        guard let held = kept.first as? Constraint else { return XCTFail("the kept constraint") }
        XCTAssertEqual(ObjectIdentifier(held), constraintIDs[0])
        XCTAssertEqual(s.reusableConstraints.count, 1)
        let a = Variable("a")
        let first = s.makeConstraint(Expression([Term(a, 1)]), .equal, strength: .required)
        let second = s.makeConstraint(Expression([Term(a, 1)]), .equal, strength: .required)
        XCTAssertEqual(ObjectIdentifier(first), constraintIDs[1])
        XCTAssertFalse(second === held)
        // The held constraint is untouched: x - 10 == 0, required.
        XCTAssertEqual(held.expression.terms.count, 1)
        XCTAssertEqual(held.expression.terms[0].variable.name, "x")
        XCTAssertEqual(held.expression.constant, -10)
        XCTAssertEqual(held.relation, .equal)
        XCTAssertEqual(held.strength, .required)
    }

    func testVariablesNobodyHoldsAreReusedAtValueZero() {
        let (s, _, variableIDs, _) = givenBack()
        let first = s.makeVariable(named: "w")
        let second = s.makeVariable()
        let third = s.makeVariable(named: "n")
        // Both old variables (x was 10, y 15) come back, reset; the third is new.
        XCTAssertEqual(Set([ObjectIdentifier(first), ObjectIdentifier(second)]), Set(variableIDs))
        XCTAssertFalse(variableIDs.contains(ObjectIdentifier(third)))
        for v in [first, second, third] {
            XCTAssertEqual(v.value, 0)
            XCTAssertEqual(v.tag, -1)
            XCTAssertEqual(v.ownerID, 0)
            XCTAssertEqual(v.symbol, -1)
        }
        XCTAssertEqual(first.name, "w")
        XCTAssertEqual(second.name, "")
        XCTAssertEqual(third.name, "n")
        // Usable as new: w == 3, second == w * 2.
        XCTAssertTrue(s.addConstraints([first == 3, second == first * 2]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(first.value, 3)
        XCTAssertEqual(second.value, 6)
    }

    func testAVariableSomebodyStillHoldsIsNotReused() {
        // The test keeps y (the last of the list: constraints, then x, y).
        let (s, _, variableIDs, kept) = givenBack { all in all = [all[3]] }
        guard let y = kept.first as? Variable else { return XCTFail("the kept variable") }
        XCTAssertEqual(ObjectIdentifier(y), variableIDs[1])
        let made = (0..<3).map { _ in s.makeVariable() }
        XCTAssertEqual(made.filter { ObjectIdentifier($0) == variableIDs[0] }.count, 1)
        XCTAssertFalse(made.contains { $0 === y })
        // y keeps its name and the value it was solved to.
        XCTAssertEqual(y.name, "y")
        XCTAssertEqual(y.value, 15)
    }

    func testAPlainSolverHasNothingToReuse() {
        let s = Solver()
        let v = s.makeVariable(named: "v")
        let c = s.makeConstraint(Expression([Term(v, 1)], constant: -4), .equal, strength: .required)
        XCTAssertEqual(s.reusableConstraints.count, 0)
        XCTAssertEqual(s.reusableVariables.count, 0)
        XCTAssertTrue(s.addConstraints([c]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(v.value, 4)
    }
}

extension SolverReuseTests {
    /// Gives back a pooled solver holding `count` variables in `count / 2` required equalities
    /// (`v[2i] + v[2i+1] == 10`) over variables made by the test (not by `makeVariable`), and
    /// returns the variables and the solver the pool hands out next.
    func givenBack(variables count: Int) -> (variables: [Variable], solver: Solver) {
        var s = Solver.pooled()
        let variables = (0..<count).map { Variable("v\($0)") }
        let constraints = stride(from: 0, to: count, by: 2).map { variables[$0] + variables[$0 + 1] == 10 }
        XCTAssertTrue(s.addConstraints(constraints).isEmpty)
        Solver.recycle(&s)
        s = Solver()
        return (variables, Solver.pooled())
    }

    func testAFullListOfKeptVariablesStillLetsGoOfEveryVariable() {
        // 1 040 variables: 1 024 are kept, and every one is let go of (registered nowhere).
        var (first, again) = givenBack(variables: 1040)
        XCTAssertTrue(again.holdsTemplate)
        XCTAssertEqual(again.reusableVariables.count, Solver.largestReusableCount)
        XCTAssertTrue(first.allSatisfy { $0.ownerID == 0 && $0.symbol == -1 })
        XCTAssertTrue(again.t.variables.owned.allSatisfy { $0 == nil })
        first = []
        // Given back again with its kept list still full: no room, yet the next system's 40
        // variables are let go of all the same.
        let next = (0..<40).map { Variable("w\($0)") }
        let constraints = stride(from: 0, to: 40, by: 2).map { next[$0] + next[$0 + 1] == 4 }
        XCTAssertTrue(again.addConstraints(constraints).isEmpty)
        Solver.recycle(&again)
        again = Solver()
        let pooled = Solver.pooled()
        XCTAssertEqual(pooled.reusableVariables.count, Solver.largestReusableCount)
        XCTAssertTrue(next.allSatisfy { $0.ownerID == 0 && $0.symbol == -1 })
        XCTAssertTrue(pooled.t.variables.owned.allSatisfy { $0 == nil })
    }
}
