import XCTest
@testable import TautSolver

/// The subject of a new row with a nonzero constant and no unrestricted symbol: the restricted
/// symbol whose entry raises the objective least, not merely the one in the fewest rows.
///
/// The system is the one a horizontal equal-centring stack of labels gives the solver, in the
/// order the engine adds it: each label's width keeps its intrinsic width (at most, 250; at
/// least, 750), the first label starts at 0, each spacer runs from one label's centre to the
/// next's, every spacer is as wide as the first (a `<=`, `>=` pair at 999), and neighbouring
/// labels are at least 10 apart (required). A weak pull on the first spacer's width makes the
/// solution unique: every gap between centres is the widest that a pair of neighbours needs.
final class SubjectCostTests: XCTestCase {
    /// The intrinsic width of label `k`, as "row k" measures: 5, 6 or 7 characters of 8.5.
    private func intrinsicWidth(_ k: Int) -> Double { k < 10 ? 42.5 : k < 100 ? 51 : 59.5 }

    func testAnEqualCentringStackIsAddedAtItsOptimum() throws {
        let n = 200
        let solver = Solver()
        let left = (0..<n).map { Variable("x\($0)") }
        let width = (0..<n).map { Variable("w\($0)") }
        let spacerLeft = (0..<n - 1).map { Variable("a\($0)") }
        let spacerWidth = (0..<n - 1).map { Variable("s\($0)") }
        var constraints: [Constraint] = []
        for k in 0..<n {
            constraints.append((width[k] <= intrinsicWidth(k)) | Strength(layoutPriority: 250))
            constraints.append((width[k] >= intrinsicWidth(k)) | Strength(layoutPriority: 750))
        }
        constraints.append(left[0] == 0)
        for k in 0..<n - 1 {
            constraints.append(spacerLeft[k] == left[k] + 0.5 * width[k])
            constraints.append(left[k + 1] + 0.5 * width[k + 1] == spacerLeft[k] + spacerWidth[k])
            if k > 0 {
                constraints.append((spacerWidth[k] <= spacerWidth[0]) | Strength(layoutPriority: 999))
                constraints.append((spacerWidth[k] >= spacerWidth[0]) | Strength(layoutPriority: 999))
            }
        }
        for k in 0..<n - 1 {
            constraints.append(left[k + 1] >= left[k] + width[k] + 10)
        }
        constraints.append((spacerWidth[0] == 0) | .weak)
        XCTAssertTrue(solver.addConstraints(constraints).isEmpty)
        solver.updateVariables()

        // The widest pair is the last, two labels of 59.5: a gap of 59.5 + 10 = 69.5 between
        // centres, everywhere, and every label at its intrinsic width.
        for k in 0..<n {
            XCTAssertEqual(width[k].value, intrinsicWidth(k), "w\(k)")
        }
        for k in 0..<n - 1 {
            XCTAssertEqual(spacerWidth[k].value, 69.5, "s\(k)")
        }
        // Label 199's centre: 42.5 / 2 + 199 × 69.5 = 13851.75, its left 13851.75 - 29.75.
        XCTAssertEqual(left[n - 1].value, 13822, accuracy: 1e-9)

        // The rows go in at the optimum: each spacing row whose pair needs a wider gap than any
        // before it (labels 9 and 10: (42.5 + 51) / 2 + 10 > 42.5 + 10; labels 99 and 100, then
        // 100 and 101) widens every gap through a spacing slack already in the tableau, which
        // costs nothing, instead of compressing a label (weight 4.8 million). What is left for
        // the simplex comes from the weak pull, added last: it reaches the widths of the one
        // pair whose spacing is tight in the basis, labels 100 and 101 (narrowing either would
        // narrow every gap by half as much), and each of the two takes one degenerate pivot
        // (its hugging slack in, its compression slack out, no value moving). So at most 2
        // pivots, whatever the number of labels. Chosen by the fewest rows alone, the same rows
        // compressed a label each, and the simplex walked the compression back along the
        // stack: 473 pivots here, over columns as long as the stack.
        XCTAssertLessThanOrEqual(solver.statistics.pivots, 2)
    }
}
