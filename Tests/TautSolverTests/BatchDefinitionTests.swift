import XCTest
@testable import TautSolver

/// ``Solver/addConstraints(_:)`` makes definitions outside any transaction. An equality that
/// has a fresh variable and still cannot be a definition must leave the solver exactly as a
/// transaction would have: the symbols made while looking are forgotten and made again, in
/// the same order.
final class BatchDefinitionTests: XCTestCase {
    func testAFailedDefinitionMakesItsSymbolsAgainInOrder() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        // y >= 1 makes y (0) and its slack (1); y = 3 at strong its errors (2, 3). Then
        // 1e-12·x + y = 3: x is fresh but its coefficient is below 1e-9 of the largest, so
        // it is no definition: x (4) is made while looking, forgotten, made again (4) as the
        // row goes in with its dummy (5). x's coefficient is round-off (see
        // `Tableau.pivotEpsilon`): not the subject, x stays nonbasic at 0. Last z = x + 1
        // defines z (6, dummy 7): z = 1.
        let cs: [Constraint] = [y >= 1, (y == 3) | .strong, 1e-12 * x + y == 3, z == x + 1]
        XCTAssertTrue(s.addConstraints(cs).isEmpty)
        s.updateVariables()
        XCTAssertEqual([x, y, z].map(\.value), [0, 3, 1])
        XCTAssertEqual([x, y, z].map { s.symbol(for: $0) }, [4, 0, 6])
        XCTAssertEqual(s.t.symbolCount, 8)
        XCTAssertEqual(s.t.kind[5], .dummy)
        XCTAssertEqual(s.t.rowOf[4], -1)
    }

    func testARejectedEqualityWithAFreshVariableRegistersNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        // x − x + 5 = 0 merges to 0 = 5: no definition (x's coefficient is 0), and
        // unsatisfiable. x must not keep the symbol made while looking; y = 2 gets symbol 0.
        let bad = x - x + 5 == 0
        let rejected = s.addConstraints([bad, y == 2])
        XCTAssertEqual(rejected.map { ObjectIdentifier($0.constraint) }, [ObjectIdentifier(bad)])
        XCTAssertEqual(x.ownerID, 0)
        XCTAssertEqual(s.symbol(for: y), 0)
        s.updateVariables()
        XCTAssertEqual(y.value, 2)
    }
}
