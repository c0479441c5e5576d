import XCTest
@testable import TautSolver

/// ``Solver/updateVariables()`` recomputes only what changed: the defined variables that
/// depend on a changed value (directly or through other definitions), and reports exactly
/// the variables whose value changed.
final class IncrementalUpdateTests: XCTestCase {
    /// e is an edit variable; x == e + 10 and y == x + 5 define x and y; z == 4 defines z.
    private func makeSystem(_ s: Solver) throws -> (e: Variable, x: Variable, y: Variable, z: Variable, cx: Constraint) {
        let e = Variable("e"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addEditVariable(e, strength: .strong)
        let cx = x == e + 10
        try s.addConstraint(cx)
        try s.addConstraint(y == x + 5)
        try s.addConstraint(z == 4)
        return (e, x, y, z, cx)
    }

    func testDependentDefinitionsFollowAnEdit() throws {
        let s = Solver()
        let (e, x, y, z, _) = try makeSystem(s)
        XCTAssertEqual(s.statistics.definedVariables, 3)   // x, y and z are fresh when defined
        s.updateVariables()
        XCTAssertEqual([e.value, x.value, y.value, z.value], [0, 10, 15, 4])
        try s.suggestValue(e, 3)
        let changed = s.updateVariables().map(\.name)
        XCTAssertEqual([x.value, y.value, z.value], [13, 18, 4])   // 3 + 10, 13 + 5
        XCTAssertEqual(Set(changed), ["e", "x", "y"])              // z did not move
        XCTAssertEqual(s.updateVariables().count, 0)               // nothing changed since
    }

    func testConstantChangeOfADefinitionReachesItsDependents() throws {
        let s = Solver()
        let (e, x, y, z, cx) = try makeSystem(s)
        try s.suggestValue(e, 7)
        s.updateVariables()
        try s.updateConstant(of: cx, to: -20)                       // x - e - 20 == 0
        let changed = s.updateVariables().map(\.name)
        XCTAssertEqual([x.value, y.value, z.value], [27, 32, 4])   // 7 + 20, 27 + 5
        XCTAssertEqual(Set(changed), ["x", "y"])
        XCTAssertEqual(s.value(of: y), 32)
    }

    func testRolledBackOperationKeepsDefinitionsConsistent() throws {
        let s = Solver()
        let (e, x, y, _, cx) = try makeSystem(s)
        try s.addConstraint(y <= 30)
        try s.suggestValue(e, 2)
        s.updateVariables()
        XCTAssertEqual(y.value, 17)                                  // 2 + 10 + 5
        // x == e + 40 would force y = e + 45 <= 30, e = -15: fine for required; make it fail:
        try s.addConstraint(e >= 0)
        XCTAssertThrowsError(try s.updateConstant(of: cx, to: -40))  // y = e + 45 > 30
        s.updateVariables()
        XCTAssertEqual([x.value, y.value], [12, 17])                 // unchanged: 2 + 10, 12 + 5
        try s.suggestValue(e, 5)
        s.updateVariables()
        XCTAssertEqual([x.value, y.value], [15, 20])
    }
}
