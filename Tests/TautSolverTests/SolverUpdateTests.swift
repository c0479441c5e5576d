import XCTest
@testable import TautSolver

/// In-place constant and strength changes.
final class SolverUpdateTests: XCTestCase {
    func testUpdateConstantOfRequiredEquality() throws {
        let s = Solver()
        let l = Variable("l"), w = Variable("w"), r = Variable("r")
        let left = l == 10
        try s.addConstraint(left)
        try s.addConstraint(w == 100)
        try s.addConstraint(r == l + w)
        try s.updateConstant(of: left, to: -30)   // expression l - 30: l == 30
        XCTAssertEqual(left.expression.constant, -30)
        XCTAssertEqual(s.constant(of: left), -30)
        s.updateVariables()
        XCTAssertEqual(l.value, 30)
        XCTAssertEqual(r.value, 130)   // 30 + 100
    }

    func testUpdateConstantOfInequalityMovesSolution() throws {
        let s = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try s.addConstraint(floor)
        try s.addConstraint((x == 0) | .weak)
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
        try s.updateConstant(of: floor, to: -25)   // x >= 25
        s.updateVariables()
        XCTAssertEqual(x.value, 25)
        try s.updateConstant(of: floor, to: 5)     // x >= -5: weak x == 0 is free again
        s.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testUpdateConstantOfOptionalConstraint() throws {
        let s = Solver()
        let x = Variable("x")
        let pref = (x == 10) | .weak
        try s.addConstraint(x <= 50)
        try s.addConstraint(pref)
        try s.updateConstant(of: pref, to: -80)    // x == 80, capped at 50
        s.updateVariables()
        XCTAssertEqual(x.value, 50)
        try s.updateConstant(of: pref, to: -20)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testUpdateConstantOfRedundantEqualityConflicts() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let xy: Constraint = x == y
        let y100 = y == 100, x100 = x == 100
        try s.addConstraint(xy)
        try s.addConstraint(y100)
        try s.addConstraint(x100)   // redundant
        XCTAssertThrowsError(try s.updateConstant(of: x100, to: -50)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else { return XCTFail() }
            // x == 50 needs x == y and y == 100 gone: both are in the minimal set.
            XCTAssertEqual(conflicts.count, 2)
        }
        try s.updateConstant(of: x100, to: -100)   // unchanged value: fine
        try s.removeConstraint(xy)
        try s.updateConstant(of: x100, to: -50)    // no longer redundant
        s.updateVariables()
        XCTAssertEqual(x.value, 50)
        XCTAssertEqual(y.value, 100)
    }

    func testUpdateStrengthBetweenOptionalStrengths() throws {
        let s = Solver()
        let x = Variable("x")
        let a = (x == 10) | .weak
        let b = (x == 20) | .medium
        try s.addConstraint(a)
        try s.addConstraint(b)
        s.updateVariables()
        XCTAssertEqual(x.value, 20)
        try s.updateStrength(of: a, to: .strong)
        XCTAssertEqual(a.strength, .strong)
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testUpdateStrengthRequiredToOptionalAndBack() throws {
        let s = Solver()
        let x = Variable("x")
        let hard = x == 10
        try s.addConstraint(hard)
        try s.addConstraint((x == 30) | .medium)
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
        try s.updateStrength(of: hard, to: .weak)
        s.updateVariables()
        XCTAssertEqual(x.value, 30)   // medium now beats the weakened one
        try s.updateStrength(of: hard, to: .required)
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertTrue(s.hasConstraint(hard))
        XCTAssertEqual(hard.strength, .required)
    }

    func testUpdateStrengthToSameValueIsNoOp() throws {
        let s = Solver()
        let x = Variable("x")
        let c = (x >= 3) | .weak
        try s.addConstraint(c)
        let d = s.dump()
        try s.updateStrength(of: c, to: .weak)
        XCTAssertEqual(s.dump(), d)
    }
}
