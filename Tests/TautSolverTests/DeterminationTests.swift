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

    func testTwoInequalitiesThatMeetDetermineTheVariable() throws {
        // x >= 0 and x <= 0 fix x at 0, through slacks held by a degenerate row: settled.
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x >= 0)
        try s.addConstraint(x <= 0)
        s.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(s.determination(of: [x]), [.determined])
    }

    func testTightGapsKeptEqualAreSettledWhateverTheWeight() throws {
        // Two gaps a, b >= 10 (required) kept equal by a pair of inequalities of weight w, and
        // their sum `end`. Both gaps may grow together at no cost, so a, b and end are open;
        // with `end <= 20` they are held at 10, 10 and 20. The same at w = 1, at the weight of
        // priority 999 (7.9e8), and beside a preference of weight 1.02 (priority 1) on
        // another variable, whose scale a weak push of 0.001 could not rise above.
        for weight in [1.0, 7.9e8] {
            let s = Solver()
            let a = Variable("a"), b = Variable("b"), end = Variable("end"), other = Variable("other")
            try s.addConstraint(a >= 10)
            try s.addConstraint(b >= 10)
            try s.addConstraint((a - b <= 0) | Strength(weight))
            try s.addConstraint((a - b >= 0) | Strength(weight))
            try s.addConstraint(end == a + b)
            try s.addConstraint((other == 5) | Strength(1.02))
            try s.addConstraint((other >= end - 15) | Strength(weight))
            s.updateVariables()
            // The solution: gaps at their least, 10 and 10; end 20; other at 5 (end − 15 = 5).
            XCTAssertEqual([a.value, b.value, end.value, other.value], [10, 10, 20, 5], "w \(weight)")
            // Raising both gaps by t keeps a == b and raises end − 15 to 5 + 2t: `other` must
            // follow (weight w per unit) or leave 5 (1.02 per unit): not free. Lowering is
            // barred by a, b >= 10. So everything is determined.
            XCTAssertEqual(s.determination(of: [a, b, end, other]), [.determined, .determined, .determined, .determined],
                           "w \(weight)")
            // Without `other`'s bound on end, the gaps grow freely: a, b and end are open.
            let free = Solver()
            try free.addConstraint(a >= 10)
            try free.addConstraint(b >= 10)
            try free.addConstraint((a - b <= 0) | Strength(weight))
            try free.addConstraint((a - b >= 0) | Strength(weight))
            try free.addConstraint(end == a + b)
            try free.addConstraint((other == 5) | Strength(1.02))
            free.updateVariables()
            XCTAssertEqual(free.determination(of: [a, b, end, other]),
                           [.undetermined, .undetermined, .undetermined, .determined], "w \(weight)")
            // Capping the end holds them again.
            try free.addConstraint(end <= 20)
            XCTAssertEqual(free.determination(of: [a, b, end, other]),
                           [.determined, .determined, .determined, .determined], "w \(weight)")
        }
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
