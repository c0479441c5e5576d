import XCTest
@testable import TautSolver

/// The rebuild that follows an internal error in a journal-free operation (a removal): the
/// solver must come back with the same system, the same suggestions and the same solution.
final class RebuildTests: XCTestCase {
    func testRebuildKeepsConstraintsEditsAndSuggestions() throws {
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try s.addEditVariable(width, strength: .strong)
        try s.addConstraint(left == 10)
        let join = right == left + width
        try s.addConstraint(join)
        try s.addConstraint(right <= 200)
        try s.suggestValue(width, 250)      // capped: right = 200, width = 190
        let floor = (width >= 50) | .medium
        try s.addConstraint(floor)
        // Expression constant 5: right − left − width + 5 == 0, so right = left + width − 5
        // and, with right capped at 200, width = 200 − 10 + 5 = 195.
        try s.updateConstant(of: join, to: 5)
        s.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [10, 195, 200])

        s.rebuild()
        s.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [10, 195, 200])
        XCTAssertEqual(s.constraints.count, 4)           // the edit's own constraint is not listed
        XCTAssertTrue(s.hasConstraint(floor))
        XCTAssertTrue(s.hasEditVariable(width))
        XCTAssertEqual(s.constant(of: join), 5)

        // Still fully usable: a new suggestion under the cap, then a removal.
        try s.suggestValue(width, 100)       // right = 10 + 100 − 5 = 105
        s.updateVariables()
        XCTAssertEqual(right.value, 105)
        try s.removeConstraint(join)
        try s.addConstraint(right == 30)
        s.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [10, 100, 30])
    }
}
