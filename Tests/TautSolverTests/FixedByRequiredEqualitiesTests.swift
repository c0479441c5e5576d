import XCTest
@testable import TautSolver

/// `Solver.isFixedByRequiredEqualities(_:)`: a variable whose value no optional constraint or
/// inequality can move (its row holds only required equalities' markers, or its definition only
/// such variables).
final class FixedByRequiredEqualitiesTests: XCTestCase {
    func testAChainOfRequiredEqualitiesFixesItsVariables() {
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        // left = 10, width = 200 - 2 × 10 = 180 (between margins), right = left + width = 190.
        XCTAssertTrue(s.addConstraints([left == 10, right == 200 - 10, right == left + width]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(width.value, 180)
        XCTAssertTrue(s.isFixedByRequiredEqualities(left))
        XCTAssertTrue(s.isFixedByRequiredEqualities(width))
        XCTAssertTrue(s.isFixedByRequiredEqualities(right))
    }

    func testAnOptionalConstraintOrAnInequalityLeavesAVariableFree() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        // a: pulled to 50 (strong), held at most 40 (required inequality): 40.
        // b: a + b == 100 (required): 60, through a, so not fixed either.
        // c: only optional, 7.
        XCTAssertTrue(s.addConstraints([a <= 40, (a == 50) | .strong, a + b == 100, (c == 7) | .weak]).isEmpty)
        s.updateVariables()
        XCTAssertEqual(a.value, 40)
        XCTAssertEqual(b.value, 60)
        XCTAssertEqual(c.value, 7)
        XCTAssertFalse(s.isFixedByRequiredEqualities(a))
        XCTAssertFalse(s.isFixedByRequiredEqualities(b))
        XCTAssertFalse(s.isFixedByRequiredEqualities(c))
        // Unknown to the solver.
        XCTAssertFalse(s.isFixedByRequiredEqualities(Variable("elsewhere")))
    }

    func testAFixedVariableDoesNotMoveWhenOptionalConstantsDo() throws {
        let s = Solver()
        let w = Variable("w"), h = Variable("h"), top = Variable("top")
        // w fixed at 180; h pulled to 36 (medium) and at least 12 (required); top = h + 8.
        let pull = (h == 36) | .medium
        XCTAssertTrue(s.addConstraints([w == 180, h >= 12, pull, top == h + 8, (w == 0) | .weak]).isEmpty)
        s.updateVariables()
        XCTAssertTrue(s.isFixedByRequiredEqualities(w))
        XCTAssertFalse(s.isFixedByRequiredEqualities(h))
        // Moving the optional pull below the floor: h = 12, top = 20; w stays 180.
        try s.updateConstant(of: pull, to: -4)
        s.updateVariables()
        XCTAssertEqual(h.value, 12)
        XCTAssertEqual(top.value, 20)
        XCTAssertEqual(w.value, 180)
        XCTAssertTrue(s.isFixedByRequiredEqualities(w))
    }
}
