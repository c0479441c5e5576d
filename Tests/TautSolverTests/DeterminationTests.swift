import XCTest
@testable import TautSolver

/// `Solver.determination(of:)`: which variables every optimal solution gives the same value.
final class DeterminationTests: XCTestCase {
    func testEqualitiesInequalitiesAndPreferences() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w"), unused = Variable("u")
        try s.addConstraint(x == 10)                 // fixed
        try s.addConstraint(y >= 10)                 // any y >= 10
        try s.addConstraint((z == 30) | .weak)       // a preference fixes it when nothing opposes
        try s.addConstraint(w + x == 50)             // w == 40 through x
        s.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value, w.value], [10, 10, 30, 40])
        XCTAssertEqual(s.determination(of: [x, y, z, w, unused]),
                       [.determined, .undetermined, .determined, .determined, .undetermined])
    }

    func testASumThatCancelsThroughADefinition() throws {
        // a + b == 100 leaves a and b open; c == a + b + 8 is 108 whatever they are.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try s.addConstraint(a + b == 100)
        try s.addConstraint(c == a + b + 8)
        s.updateVariables()
        XCTAssertEqual(c.value, 108)
        XCTAssertEqual(s.determination(of: [a, b, c]), [.undetermined, .undetermined, .determined])
    }

    func testEqualWeightsTieIsOpen() throws {
        // Two equally strong preferences pulling apart: any value between them costs the same.
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 10) | .medium)
        try s.addConstraint((x == 20) | .medium)
        s.updateVariables()
        XCTAssertEqual(s.determination(of: [x]), [.undetermined])
        // A stronger one decides.
        try s.addConstraint((x == 20) | .strong)
        XCTAssertEqual(s.determination(of: [x]), [.determined])
    }

    func testTwoInequalitiesThatMeetAreUndecidedOrDetermined() throws {
        // x >= 0 and x <= 0 fix x at 0, but through slacks held by a degenerate row: the
        // tableau alone may not tell; it never says the variable is open.
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x >= 0)
        try s.addConstraint(x <= 0)
        s.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertNotEqual(s.determination(of: [x]), [.undetermined])
    }

    func testTheSignatureChangesWithTheSetNotWithConstants() throws {
        let s = Solver()
        let x = Variable("x")
        let c = x == 10
        let start = s.constraintSetSignature
        try s.addConstraint(c)
        let added = s.constraintSetSignature
        XCTAssertNotEqual(start, added)
        try s.updateConstant(of: c, to: -20)
        XCTAssertEqual(s.constraintSetSignature, added)
        try s.removeConstraint(c)
        XCTAssertNotEqual(s.constraintSetSignature, added)
        // A refused constraint leaves it as it was.
        try s.addConstraint(x == 1)
        let before = s.constraintSetSignature
        XCTAssertThrowsError(try s.addConstraint(x == 2))
        XCTAssertEqual(s.constraintSetSignature, before)
    }
}
