import XCTest
@testable import TautSolver

/// Equalities that define a fresh variable stay out of the tableau; removal, constant
/// changes and strength changes of them must behave exactly like tableau rows.
final class DefinedVariableTests: XCTestCase {
    /// l0 == 8, l_i == l_{i-1} + 10 for i in 1...5, then l5 <= 100.
    func makeChain(_ s: Solver) throws -> ([Variable], [Constraint]) {
        let ls = (0...5).map { Variable("l\($0)") }
        var cs: [Constraint] = [ls[0] == 8]
        for i in 1...5 { cs.append(ls[i] == ls[i - 1] + 10) }
        for c in cs { try s.addConstraint(c) }
        return (ls, cs)
    }

    func testChainIsDefinedAndEvaluated() throws {
        let s = Solver()
        let (ls, _) = try makeChain(s)
        XCTAssertEqual(s.statistics.definedVariables, 6)   // every l_i is fresh when defined
        XCTAssertEqual(s.statistics.rows, 0)
        s.updateVariables()
        XCTAssertEqual(ls.map(\.value), [8, 18, 28, 38, 48, 58])
        XCTAssertEqual(s.value(of: ls[5]), 58)
    }

    func testConstantChangeOfDefinitionPropagates() throws {
        let s = Solver()
        let (ls, cs) = try makeChain(s)
        try s.addConstraint(ls[5] <= 100)
        try s.updateConstant(of: cs[2], to: -30)        // l2 == l1 + 30
        s.updateVariables()
        XCTAssertEqual(ls.map(\.value), [8, 18, 48, 58, 68, 78])
        XCTAssertThrowsError(try s.updateConstant(of: cs[0], to: -50)) // l0 == 50 -> l5 = 120 > 100
        s.updateVariables()
        XCTAssertEqual(ls[5].value, 78)
    }

    func testRemovingDefinitionInTheMiddle() throws {
        let s = Solver()
        let (ls, cs) = try makeChain(s)
        try s.addConstraint((ls[3] == 100) | .weak)
        try s.addConstraint(ls[5] <= 200)
        s.updateVariables()
        XCTAssertEqual(ls[3].value, 38)                  // required chain wins over weak
        try s.removeConstraint(cs[3])                     // l3 is no longer tied to l2
        s.updateVariables()
        XCTAssertEqual(ls[2].value, 28)
        XCTAssertEqual(ls[3].value, 100)                  // the weak preference is free now
        XCTAssertEqual(ls[5].value, 120)                  // 100 + 10 + 10
        try s.addConstraint(cs[3])                        // back in, through the tableau
        s.updateVariables()
        XCTAssertEqual(ls[3].value, 38)
        try s.updateStrength(of: cs[1], to: .weak)        // l1 == l0 + 10 only weak now
        try s.addConstraint(ls[1] == 0)
        s.updateVariables()
        XCTAssertEqual(ls[1].value, 0)
        XCTAssertEqual(ls[5].value, 40)                   // 0 + 4 * 10
    }

    func testUnsatisfiableAgainstDefinitionsNamesThem() throws {
        let s = Solver()
        let (ls, cs) = try makeChain(s)
        XCTAssertThrowsError(try s.addConstraint(ls[4] >= ls[1] + 31)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { return XCTFail() }
            // l4 - l1 = 30 through the three links l2, l3, l4: exactly those conflict.
            XCTAssertEqual(conflicts.count, 3)
            XCTAssertTrue(conflicts[0] === cs[2] && conflicts[1] === cs[3] && conflicts[2] === cs[4])
        }
    }

    /// A run of suggestions re-evaluates the definitions reachable from the edit's rows; a
    /// definition added (or removed) between two suggestions must be taken into account.
    func testDefinitionsAddedBetweenSuggestionsFollowTheEdit() throws {
        let s = Solver()
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z"), v = Variable("v")
        try s.addEditVariable(w, strength: .strong)
        try s.addConstraint(x == w + 10)                  // x is fresh: a definition over w
        try s.addConstraint(v == 5)
        try s.addConstraint(z == v + 1)                   // z does not depend on w
        XCTAssertEqual(s.statistics.definedVariables, 3)  // x, v and z
        for value in [100.0, 200, 300] {
            try s.suggestValue(w, value)
            s.updateVariables()
            XCTAssertEqual(x.value, value + 10)           // 110, 210, 310
        }
        let yOverX = y == 2 * x
        try s.addConstraint(yOverX)                       // y is fresh: defined over x
        s.updateVariables()
        XCTAssertEqual(y.value, 620)                      // 2 × 310
        try s.suggestValue(w, 400)
        let changed = Set(s.updateVariables().map(ObjectIdentifier.init))
        XCTAssertEqual(x.value, 410)
        XCTAssertEqual(y.value, 820)                      // 2 × 410: y follows the edit too
        XCTAssertEqual(changed, Set([w, x, y].map(ObjectIdentifier.init)))  // not v or z
        XCTAssertEqual(z.value, 6)
        try s.removeConstraint(yOverX)
        try s.suggestValue(w, 500)
        s.updateVariables()
        XCTAssertEqual(x.value, 510)
        XCTAssertEqual(z.value, 6)
    }
}
