import XCTest
@testable import TautSolver

/// The subject of a new row with a zero constant and no unrestricted symbol: the restricted
/// symbol whose objective coefficient, per unit of its coefficient in the row, is least.
///
/// No value moves when such a row goes in, but the objective is rewritten with the subject's
/// row: a subject that costs something lowers the reduced costs of the row's other symbols,
/// and the simplex then pivots (over rows the whole layout shares) only to reach the point it
/// started from. The case is the one every self-sizing cell meets: `systemLayoutSizeFitting`
/// pulls the root's height towards 0 at priority 50, and the layout pass that follows makes
/// the root's height hold required again at the height found (the hold's constant first,
/// then its strength: the row is taken out and put back as a required equality, its
/// constant 0 since the hold already holds).
final class SubjectZeroConstantTests: XCTestCase {
    func testARequiredHoldAtTheFittedHeightGoesInWithoutPivots() throws {
        let solver = Solver()
        let width = Variable("root.width"), height = Variable("root.height")
        // The root's holds first, as the engine makes them: the width required at 375, the
        // height pulled towards 0 at priority 50 (the fitting pull).
        let hold = (height == 0) | Strength(layoutPriority: 50)
        var constraints: [Constraint] = [width == 375, hold]
        // Three labels stacked 8 apart inside the root, 8 from its top and bottom, each as wide
        // as the root less 16; each keeps its intrinsic height (20, 40, 60) at most at 250
        // (hugging, added first) and at least at 750 (compression resistance).
        let top = (0..<3).map { Variable("label\($0).top") }
        let labelHeight = (0..<3).map { Variable("label\($0).height") }
        let labelWidth = (0..<3).map { Variable("label\($0).width") }
        let intrinsic: [Double] = [20, 40, 60]
        constraints.append(top[0] == 8)
        for k in 1..<3 {
            constraints.append(top[k] == top[k - 1] + labelHeight[k - 1] + 8)
        }
        constraints.append(height == top[2] + labelHeight[2] + 8)
        for k in 0..<3 {
            constraints.append(labelWidth[k] == width - 16)
            constraints.append((labelHeight[k] <= intrinsic[k]) | Strength(layoutPriority: 250))
            constraints.append((labelHeight[k] >= intrinsic[k]) | Strength(layoutPriority: 750))
        }
        XCTAssertTrue(solver.addConstraints(constraints).isEmpty)
        solver.updateVariables()
        // Compression resistance (750) beats the pull (50): 8 + 20 + 8 + 40 + 8 + 60 + 8 = 152.
        XCTAssertEqual(height.value, 152)

        // The layout pass at the size found: the hold's constant, then its strength.
        try solver.updateConstant(of: hold, to: -152)
        let pivotsBefore = solver.statistics.pivots
        try solver.updateStrength(of: hold, to: .required)
        solver.updateVariables()

        // Nothing moves: the labels at 8, 36, 84, their intrinsic heights, the root 152 high.
        XCTAssertEqual(height.value, 152)
        XCTAssertEqual(top.map(\.value), [8, 36, 84])
        XCTAssertEqual(labelWidth.map(\.value), [359, 359, 359])
        XCTAssertEqual(labelHeight.map(\.value), [20, 40, 60])
        // And the simplex has nothing to do. (By the fewest rows alone, the row's subject cost
        // something in the objective, every other symbol of the row became cheaper by as much,
        // and the simplex took 2 pivots back to the same point.)
        XCTAssertEqual(solver.statistics.pivots - pivotsBefore, 0)
    }
}
