import XCTest
@testable import Taut
import TautSolver

/// The engine's lists kept without dictionaries (width-dependent labels, built-in guides), the
/// solver variables' tags written when first looked up, a fresh constraint's record state, the
/// compact pairs' in-place updates and the hot path placing a view's plain attributes. Labels
/// at 10 points with the default measurer: 5 points per character, 12 points per line.
final class EngineListsTests: XCTestCase {
    func testAWrappingLabelIsListedOnceAndLeavesTheListWithItsView() throws {
        let root = EngineFixture.root(300, 200)
        let label = EngineFixture.label("text", "aaaa bbbb cccc", in: root)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Wrapped at 50: "aaaa bbbb" and "cccc", 2 lines of 12.
        assertFrame(label.frame, 0, 0, 50, 24)
        let engine = try XCTUnwrap(root.engine)
        let iv = try XCTUnwrap(label.engineVariables)
        XCTAssertTrue(iv.isWidthDependent)
        XCTAssertEqual(engine.widthDependent.count, 1)
        // Its size changing lists it again: still once.
        label.text = "aaaa bbbb cccc dddd eeee"
        root.layoutIfNeeded()
        // "aaaa bbbb", "cccc dddd", "eeee": 3 lines.
        assertFrame(label.frame, 0, 0, 50, 36)
        XCTAssertEqual(engine.widthDependent.count, 1)
        XCTAssertTrue(engine.widthDependent[0] === iv)

        label.removeFromSuperview()
        XCTAssertFalse(iv.isWidthDependent)
        XCTAssertTrue(engine.widthDependent.isEmpty)
    }

    func testTheLastWrappingLabelTakesThePlaceOfOneThatLeaves() throws {
        let root = EngineFixture.root(300, 200)
        let first = EngineFixture.label("first", "aaaa bbbb", in: root)
        let second = EngineFixture.label("second", "cccc dddd", in: root)
        first.numberOfLines = 0
        second.numberOfLines = 0
        LayoutConstraint.activate([
            first.leftAnchor.constraint(equalTo: root.leftAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            first.widthAnchor.constraint(equalToConstant: 25),
            second.leftAnchor.constraint(equalTo: root.leftAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            second.widthAnchor.constraint(equalToConstant: 25),
        ])
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        let firstVariables = try XCTUnwrap(first.engineVariables)
        let secondVariables = try XCTUnwrap(second.engineVariables)
        XCTAssertEqual(engine.widthDependent.count, 2)
        XCTAssertEqual(firstVariables.widthDependentPosition, 0)
        XCTAssertEqual(secondVariables.widthDependentPosition, 1)

        first.removeFromSuperview()
        XCTAssertEqual(firstVariables.widthDependentPosition, -1)
        XCTAssertEqual(engine.widthDependent.count, 1)
        XCTAssertTrue(engine.widthDependent[0] === secondVariables)
        XCTAssertEqual(secondVariables.widthDependentPosition, 0)
        // Still followed: 25 wide holds 5 characters, so "cccc dddd eeee" wraps to 3 lines of 12.
        second.text = "cccc dddd eeee"
        root.layoutIfNeeded()
        assertFrame(second.frame, 0, 100, 25, 36)
    }

    func testAMarginsGuideIsListedOnceAndLeavesTheListWithItsView() throws {
        let root = EngineFixture.root(300, 200)
        let box = EngineFixture.child("box", in: root)
        let inner = EngineFixture.child("inner", in: box)
        box.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 60),
            inner.leftAnchor.constraint(equalTo: box.layoutMarginsGuide.leftAnchor),
            inner.rightAnchor.constraint(equalTo: box.layoutMarginsGuide.rightAnchor),
            inner.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Inside box's margins: x 6, y 5, 100 − 6 − 8 = 86 wide, 60 − 5 − 7 = 48 high.
        assertFrame(inner.frame, 6, 5, 86, 48)
        let engine = try XCTUnwrap(root.engine)
        let guideVariables = try XCTUnwrap(box.layoutMarginsGuide.engineVariables)
        XCTAssertTrue(guideVariables.isListedSystemGuide)
        XCTAssertEqual(engine.systemGuides.count, 1)
        // New margins re-place the guide through the list.
        box.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        assertFrame(inner.frame, 2, 1, 94, 56)
        XCTAssertEqual(engine.systemGuides.count, 1)

        box.removeFromSuperview()
        XCTAssertFalse(guideVariables.isListedSystemGuide)
        XCTAssertTrue(engine.systemGuides.isEmpty)
    }

    func testVariableTagsAreWrittenWhenFirstLookedUpAndAfterItemsMove() throws {
        let root = EngineFixture.root(300, 200)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width,
            a.heightAnchor.constraint(equalToConstant: 30),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.engine)
        let av = try XCTUnwrap(a.engineVariables)
        let bv = try XCTUnwrap(b.engineVariables)
        // The first pass looked nothing up: the tags are not written yet.
        XCTAssertTrue(engine.variableTagsAreStale)
        XCTAssertEqual(bv.left.tag, -1)

        // A change moves a and b: the pass finds their variables by the tags, written now.
        width.constant = 60
        root.layoutIfNeeded()
        XCTAssertFalse(engine.variableTagsAreStale)
        // root, a, b were made in that order: positions 0, 1, 2.
        XCTAssertEqual(av.width.tag, 1)
        XCTAssertEqual(bv.left.tag, 2)
        XCTAssertTrue(engine.owner(of: bv.height) === bv)
        // b: 10 + 60 + 5 = 75.
        assertFrame(b.frame, 75, 10, 20, 20)

        // c comes (position 3), a leaves: c, the last, takes its position 1, and the tags
        // follow at the next look-up.
        let c = EngineFixture.child("c", in: root)
        LayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: root.leftAnchor),
            c.topAnchor.constraint(equalTo: root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 15),
            c.heightAnchor.constraint(equalToConstant: 15),
        ])
        root.layoutIfNeeded()
        a.removeFromSuperview()
        XCTAssertTrue(engine.variableTagsAreStale)
        XCTAssertNil(engine.owner(of: av.left))
        let cv = try XCTUnwrap(c.engineVariables)
        XCTAssertEqual(cv.index, 1)
        XCTAssertEqual(bv.index, 2)
        XCTAssertTrue(engine.owner(of: cv.width) === cv)
        XCTAssertTrue(engine.owner(of: bv.top) === bv)
        XCTAssertEqual(Int(cv.index), cv.width.tag)
        XCTAssertEqual(Int(bv.index), bv.top.tag)
        XCTAssertFalse(engine.variableTagsAreStale)
    }

    func testAConstraintKeepsItsFreshRecordStateAndGetsANewOneInItsNextEngine() throws {
        let root = EngineFixture.root(300, 200)
        let box = EngineFixture.child("box", in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        XCTAssertTrue(width.hasFreshRecordState)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            width,
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        XCTAssertFalse(width.hasFreshRecordState)
        XCTAssertEqual(width.engineRecordState.state, .installed)
        XCTAssertGreaterThanOrEqual(width.engineRecordState.index, 0)

        // Into another tree (another engine): the record starts again there.
        let other = EngineFixture.root(200, 100)
        other.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 3),
            box.topAnchor.constraint(equalTo: other.topAnchor, constant: 4),
        ])
        other.layoutIfNeeded()
        XCTAssertTrue(other.engine?.record(of: width) === width)
        XCTAssertEqual(width.engineRecordState.state, .installed)
        XCTAssertTrue(width.engineRecordState.reportsFailure)
        assertFrame(box.frame, 3, 4, 40, 30)
        // A record state left by an engine is not fresh; a new one is.
        var state = EngineRecordState()
        XCTAssertEqual(state.index, -1)
        state.winsConflicts = true
        width.engineRecordState = state
        XCTAssertFalse(width.hasFreshRecordState)
        width.engineRecordState = EngineRecordState()
        XCTAssertTrue(width.hasFreshRecordState)
        width.engineRecordState.reason = .baselineMoved
        XCTAssertFalse(width.hasFreshRecordState)
    }

    func testCompactPairsAreUpdatedInPlace() {
        var pairs = CompactIntrinsicPairs()
        // No pair: nothing to set or read.
        pairs.set(.installed, axis: 0)
        XCTAssertNil(pairs.state(axis: 0))
        XCTAssertNil(pairs[0])
        pairs[1] = CompactIntrinsicPair(constant: 12, hugging: .defaultLow, compression: .defaultHigh)
        XCTAssertEqual(pairs.state(axis: 1), .pending)
        XCTAssertNil(pairs.state(axis: 0))
        let sc = TautSolver.Constraint(TautSolver.Expression([TautSolver.Term(Variable(), 1)], constant: -12),
                                       strengthAbove: Strength(layoutPriority: 250),
                                       strengthBelow: Strength(layoutPriority: 750))
        pairs.setBuilt(sc, axis: 1)
        XCTAssertEqual(pairs.state(axis: 1), .built)
        XCTAssertTrue(pairs.solverConstraint(axis: 1) === sc)
        // Installing keeps the equality.
        pairs.set(.installed, axis: 1)
        XCTAssertEqual(pairs[1]?.state, .installed)
        XCTAssertTrue(pairs[1]?.solverConstraint === sc)
        XCTAssertEqual(pairs[1]?.constant, 12)
        XCTAssertNil(pairs.solverConstraint(axis: 0))
    }

    func testPlainAttributesOfViewsWithVariablesLeftToRightAndRightToLeft() {
        for rtl in [false, true] {
            let root = EngineFixture.root(300, 200)
            if rtl { root.semanticContentAttribute = .forceRightToLeft }
            let a = EngineFixture.child("a", in: root)
            let b = EngineFixture.child("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 40),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            // a's centre y: 20 + 20 = 40, so b's top is 35. Left to right: a at 10, b at 65.
            // Right to left: a's right edge 10 from the right (x 240), b 5 left of it (x 210).
            assertFrame(a.frame, rtl ? 240 : 10, 20, 50, 40)
            assertFrame(b.frame, rtl ? 210 : 65, 35, 25, 10)
        }
    }
}
