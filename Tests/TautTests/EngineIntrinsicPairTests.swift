import XCTest
@testable import Taut
import TautSolver

/// A view's hugging and compression resistance on one axis share one solver equality while
/// both are optional (see `LayoutEngine+IntrinsicPairs.swift`). Labels at 10 points with the
/// default measurer: 5 points per character, 12 points per line.
final class EngineIntrinsicPairTests: XCTestCase {
    private func row(width: CGFloat) -> (View, Label, Label) {
        EngineFixture.labelRow(width: width)
    }

    /// The solver constraints of a label's intrinsic size, in the order compression
    /// resistance, hugging (horizontal), compression resistance, hugging (vertical): its
    /// records', or, for an axis held as a compact pair, the pair's shared equality twice.
    private func intrinsicSolverConstraints(of label: Label) -> [TautSolver.Constraint?] {
        guard let iv = label.engineVariables else { return [] }
        return (0..<4).map { index in
            if let record = iv.intrinsic[index]?.engineRecord { return record.solverConstraint }
            return iv.compactIntrinsic[index / 2]?.solverConstraint
        }
    }

    func testEachAxisSharesOneEquality() throws {
        let (root, a, b) = row(width: 200)
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        // Records: root 2 (width, height; its 2 pins are compact) + 5 user = 7; each label's
        // intrinsic size is two compact pairs (no records). In the solver: 7 + 2 pins + 2 labels
        // × 2 equalities = 13.
        XCTAssertEqual(engine.records.count, 7)
        XCTAssertEqual(engine.solver.constraints.count, 13)
        for label in [a, b] {
            let shared = intrinsicSolverConstraints(of: label)
            XCTAssertEqual(shared.count, 4)
            XCTAssertTrue(shared[0] != nil && shared[0] === shared[1])
            XCTAssertTrue(shared[2] != nil && shared[2] === shared[3])
            XCTAssertFalse(shared[0] === shared[2])
            // Above the intrinsic size costs hugging (250), below it compression resistance (750).
            XCTAssertEqual(shared[0]?.strength, Strength(layoutPriority: 250))
            XCTAssertEqual(shared[0]?.strengthBelow, Strength(layoutPriority: 750))
            for axis in 0..<2 {
                XCTAssertEqual(label.engineVariables?.compactIntrinsic[axis]?.state, .installed)
            }
        }
        // 150 of content in 200, both hugging at 250: the tie goes as before the pairing (the
        // extra 50 to b, as EngineIntrinsicSizeTests' rows with equal hugging lay out).
        XCTAssertEqual(a.frame.width + b.frame.width, 200, accuracy: 1e-9)
    }

    func testATextChangeKeepsThePair() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        let before = intrinsicSolverConstraints(of: label)
        // "Hi" = 2 characters × 5 = 10 wide, 12 high.
        assertFrame(label.frame, 4, 4, 10, 12)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        // 12 characters: 60 wide, through the same shared equality, its constant changed in place.
        assertFrame(label.frame, 4, 4, 60, 12)
        let after = intrinsicSolverConstraints(of: label)
        XCTAssertTrue(after[0] === before[0] && after[1] === before[0])
        XCTAssertEqual(after[0]?.expression.constant, -60)
    }

    func testARequiredPriorityUnpairsAndAnOptionalOnePairsAgain() throws {
        let (root, a, b) = row(width: 120)
        root.layoutIfNeeded()
        // 150 of content in 120, both at 750: 30 comes off one of them.
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        // a keeps its 50 (required), b gives up 30: 70.
        assertFrame(a.frame, 0, 0, 50, 12)
        assertFrame(b.frame, 50, 0, 70, 12)
        var shared = intrinsicSolverConstraints(of: a)
        XCTAssertFalse(shared[0] === shared[1], "a required side has a constraint of its own")
        XCTAssertEqual(shared[0]?.strength, .required)
        XCTAssertNil(shared[0]?.strengthBelow)
        XCTAssertTrue(shared[2] === shared[3], "the vertical pair is untouched")
        // Root 4 + user 5 + a's horizontal 2 + a's vertical 1 + b's 2 = 14.
        XCTAssertEqual(try XCTUnwrap(root.engine).solver.constraints.count, 14)

        a.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // a (749) is now the weaker: it gives up 30, 20 wide; b keeps 100.
        assertFrame(a.frame, 0, 0, 20, 12)
        assertFrame(b.frame, 20, 0, 100, 12)
        shared = intrinsicSolverConstraints(of: a)
        XCTAssertTrue(shared[0] != nil && shared[0] === shared[1], "paired again")
        XCTAssertEqual(shared[0]?.strengthBelow, Strength(layoutPriority: 749))
    }

    func testAConstantSetOnOneHalfSplitsThePair() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        // Asking for the constraints turns the compact pair into its two constraints.
        let hugging = try XCTUnwrap(label.constraintsAffectingLayout(for: .horizontal).first { $0.kind == .hugging })
        XCTAssertTrue(label.engineVariables?.intrinsic[1] === hugging)
        // Hugging now says at most 6 wide (at 250), compression resistance still at least 10
        // (at 750): the compression resistance wins, 10 wide.
        hugging.constant = 6
        root.layoutIfNeeded()
        assertFrame(label.frame, 4, 4, 10, 12)
        let shared = intrinsicSolverConstraints(of: label)
        XCTAssertFalse(shared[0] === shared[1])
        XCTAssertEqual(shared[1]?.relation, .lessThanOrEqual)
        XCTAssertEqual(shared[1]?.expression.constant, -6)
        XCTAssertEqual(shared[0]?.relation, .greaterThanOrEqual)
        XCTAssertEqual(shared[0]?.expression.constant, -10)
    }

    func testRemovingTheViewTakesBothHalvesOut() throws {
        let (root, a, _) = row(width: 200)
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        a.removeFromSuperview()
        root.layoutIfNeeded()
        // a's 3 user constraints (leading, b's leading, top) and its 2 compact pairs leave:
        // 7 - 3 = 4 records; the solver holds root's 4 (2 records, 2 compact pins), b's 2 user
        // ones left (trailing, top) and b's 2 shared equalities: 8.
        XCTAssertEqual(engine.records.count, 4)
        XCTAssertEqual(engine.solver.constraints.count, 8)
        XCTAssertTrue(engine.pendingSystem.isEmpty)
    }
}
