import XCTest
@testable import Taut
import TautSolver

/// A view's hugging and compression resistance on one axis, both optional, are held as one
/// compact pair (one solver equality, no constraint objects) until they are asked for or a
/// priority becomes required (see `LayoutEngine+CompactIntrinsic.swift`). Labels at 10 points
/// with the default measurer: 5 points per character, 12 points per line.
final class EngineCompactIntrinsicTests: XCTestCase {
    func testAPinnedLabelHasTwoCompactPairsAndNoIntrinsicRecords() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        // "Hi": 10 × 12 at (4, 4).
        assertFrame(label.frame, 4, 4, 10, 12)
        let engine = try XCTUnwrap(root.engine)
        let iv = try XCTUnwrap(label.engineVariables)
        // Records: root 2 (width, height; its 2 pins are compact) + 2 user; the solver also has
        // the 2 pins and the 2 pairs: 8.
        XCTAssertEqual(engine.records.count, 4)
        XCTAssertEqual(engine.solver.constraints.count, 8)
        XCTAssertNil(iv.intrinsic[0])
        XCTAssertNil(iv.intrinsic[3])
        let horizontal = try XCTUnwrap(iv.compactIntrinsic[0])
        let vertical = try XCTUnwrap(iv.compactIntrinsic[1])
        XCTAssertEqual(horizontal.constant, 10)
        XCTAssertEqual(vertical.constant, 12)
        XCTAssertEqual(horizontal.state, .installed)
        // `width − 10`, above zero at hugging's 250, below it at compression resistance's 750.
        let equality = try XCTUnwrap(horizontal.solverConstraint)
        XCTAssertEqual(equality.expression.constant, -10)
        XCTAssertEqual(equality.expression.terms.count, 1)
        XCTAssertTrue(equality.expression.terms[0].variable === iv.width)
        XCTAssertEqual(equality.strength, Strength(layoutPriority: 250))
        XCTAssertEqual(equality.strengthBelow, Strength(layoutPriority: 750))
        XCTAssertTrue(engine.solver.hasConstraint(equality))
    }

    func testAskingForTheConstraintsMakesThemAroundTheSameEquality() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        let equality = try XCTUnwrap(label.engineVariables?.compactIntrinsic[1]?.solverConstraint)
        let vertical = label.constraintsAffectingLayout(for: .vertical)
        // The user's top constraint, then compression resistance (height >= 12 at 750) and
        // hugging (height <= 12 at 250).
        XCTAssertEqual(vertical.count, 3)
        let compression = try XCTUnwrap(vertical.first { $0.kind == .compressionResistance })
        let hugging = try XCTUnwrap(vertical.first { $0.kind == .hugging })
        XCTAssertEqual(compression.relation, .greaterThanOrEqual)
        XCTAssertEqual(compression.constant, 12)
        XCTAssertEqual(compression.priority, .defaultHigh)
        XCTAssertEqual(hugging.relation, .lessThanOrEqual)
        XCTAssertEqual(hugging.constant, 12)
        XCTAssertEqual(hugging.priority, .defaultLow)
        XCTAssertTrue(compression.firstItem === label)
        // Both records hold the equality that was in the solver: nothing was added or removed.
        XCTAssertTrue(compression.engineRecord?.solverConstraint === equality)
        XCTAssertTrue(hugging.engineRecord?.solverConstraint === equality)
        XCTAssertEqual(compression.engineRecord?.state, .installed)
        XCTAssertEqual(hugging.engineRecord?.state, .installed)
        XCTAssertTrue(engine.pendingSystem.isEmpty)
        XCTAssertNil(label.engineVariables?.compactIntrinsic[1])
        // Both axes were made: 4 records + 4 intrinsic = 8; still 8 solver constraints.
        XCTAssertEqual(engine.records.count, 8)
        XCTAssertEqual(engine.solver.constraints.count, 8)
        // The made constraints behave as before: a longer text changes both in place.
        label.text = "Hello"
        root.layoutIfNeeded()
        // 5 characters: 25 wide.
        assertFrame(label.frame, 4, 4, 25, 12)
        XCTAssertEqual(label.engineVariables?.intrinsic[0]?.constant, 25)
    }

    func testATextChangeMovesTheConstantInPlace() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        let equality = try XCTUnwrap(label.engineVariables?.compactIntrinsic[0]?.solverConstraint)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        // 12 characters: 60 wide, 12 high, through the same equality.
        assertFrame(label.frame, 4, 4, 60, 12)
        let pair = try XCTUnwrap(label.engineVariables?.compactIntrinsic[0])
        XCTAssertTrue(pair.solverConstraint === equality)
        XCTAssertEqual(pair.constant, 60)
        XCTAssertEqual(equality.expression.constant, -60)
    }

    func testAnOptionalPriorityChangeRebuildsThePairWithItsWeights() throws {
        // 150 of content in 120 (a: 50, b: 100), both resisting compression at 750: the tie
        // goes to b (as EngineIntrinsicPairTests' rows lay out), then a at 749 is the weaker.
        let (root, a, b) = EngineFixture.labelRow(width: 120)
        root.layoutIfNeeded()
        let before = try XCTUnwrap(a.engineVariables?.compactIntrinsic[0]?.solverConstraint)
        a.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // a gives up the 30: 20 wide; b keeps its 100.
        assertFrame(a.frame, 0, 0, 20, 12)
        assertFrame(b.frame, 20, 0, 100, 12)
        let pair = try XCTUnwrap(a.engineVariables?.compactIntrinsic[0])
        XCTAssertEqual(pair.compression, LayoutPriority(749))
        XCTAssertEqual(pair.state, .installed)
        let after = try XCTUnwrap(pair.solverConstraint)
        XCTAssertFalse(after === before)
        XCTAssertEqual(after.strengthBelow, Strength(layoutPriority: 749))
        XCTAssertFalse(try XCTUnwrap(root.engine).solver.hasConstraint(before))
        // Still no records for the label's intrinsic size: root 2 (width, height; the pins are
        // compact) + 5 user.
        XCTAssertEqual(root.engine?.records.count, 7)
    }

    func testARequiredPriorityMakesTheConstraintsAndSplitsThem() throws {
        let (root, a, b) = EngineFixture.labelRow(width: 120)
        root.layoutIfNeeded()
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        // a keeps its 50 (required), b gives up 30: 70.
        assertFrame(a.frame, 0, 0, 50, 12)
        assertFrame(b.frame, 50, 0, 70, 12)
        let iv = try XCTUnwrap(a.engineVariables)
        XCTAssertNil(iv.compactIntrinsic[0])
        XCTAssertNotNil(iv.compactIntrinsic[1], "the vertical pair stays compact")
        let compression = try XCTUnwrap(iv.intrinsic[0])
        XCTAssertEqual(compression.priority, .required)
        XCTAssertEqual(compression.engineRecord?.solverConstraint?.strength, .required)
        XCTAssertEqual(compression.engineRecord?.sharesSolverConstraint, false)
        // Root 4 + user 5 + a's horizontal 2 + a's vertical 1 + b's 2 = 14, as before.
        XCTAssertEqual(try XCTUnwrap(root.engine).solver.constraints.count, 14)
    }

    func testTranslatingTheFrameAgainRemovesThePairs() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        let equality = try XCTUnwrap(label.engineVariables?.compactIntrinsic[0]?.solverConstraint)
        label.translatesAutoresizingMaskIntoConstraints = true
        root.layoutIfNeeded()
        XCTAssertFalse(engine.solver.hasConstraint(equality))
        XCTAssertNil(label.engineVariables?.compactIntrinsic[0])
        XCTAssertNil(label.engineVariables?.compactIntrinsic[1])
    }

    func testRemovingTheLabelTakesItsPairsOut() throws {
        let (root, label) = EngineFixture.pinnedLabel()
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        let horizontal = try XCTUnwrap(label.engineVariables?.compactIntrinsic[0]?.solverConstraint)
        let vertical = try XCTUnwrap(label.engineVariables?.compactIntrinsic[1]?.solverConstraint)
        label.removeFromSuperview()
        root.layoutIfNeeded()
        // Only the root's 4 are left: 2 records (width, height) and 2 compact pins.
        XCTAssertFalse(engine.solver.hasConstraint(horizontal))
        XCTAssertFalse(engine.solver.hasConstraint(vertical))
        XCTAssertEqual(engine.solver.constraints.count, 4)
        XCTAssertEqual(engine.records.count, 2)
    }
}
