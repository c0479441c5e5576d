import XCTest
@testable import Taut
import TautCells

/// The automatic ambiguity check's short cut: when the solver proves in one pass that every
/// bound variable is determined (`Solver.determinesEveryBoundVariable`) and every checked item
/// of the tree has its four variables bound, the pass reports nothing without the full check;
/// otherwise the full check runs and reports exactly what it did before.
final class DiagnosticsDeterminationProofTests: XCTestCase {
    private static let footer = "\nAdd the constraints they lack. (Reported once per change of the constraints; "
        + "LayoutDiagnostics.reportsAmbiguousLayout = false, or reportsAmbiguousLayout = false on a view, turns it off.)"

    private static func message(_ count: Int, _ lines: [String]) -> String {
        "[Taut] ambiguousLayout: After the layout pass of root, the constraints don't determine the position or size of "
            + (count == 1 ? "1 item" : "\(count) items")
            + " (left and top stand for the horizontal and vertical position); their frames are one solution of many:\n"
            + lines.map { "    " + $0 }.joined(separator: "\n") + footer
    }

    /// Whether the short cut proves the tree of `root` determined (after a layout pass).
    private func proof(_ root: View) -> (solver: Bool, tree: Bool) {
        guard let engine = root.engine else { return (false, false) }
        let solver = engine.solver
        return (solver.determinesEveryBoundVariable, engine.treeIsSurelyDetermined(root, in: solver))
    }

    /// `a` pinned by constants; `b` 8 right of `a`, 4 below it, as wide as `a`, 20 tall.
    private func makeDeterminedScene() -> (root: View, a: View, b: View) {
        let root = EngineFixture.root(400, 300)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 30),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (root, a, b)
    }

    func testADeterminedTreeIsProvedAndReportsNothing() throws {
        let (root, a, b) = makeDeterminedScene()
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.description), [])
        // a: (10, 20, 100, 30); b: x = 10 + 100 + 8 = 118, y = 20 + 30 + 4 = 54, 100 × 20.
        assertFrame(a.frame, 10, 20, 100, 30)
        assertFrame(b.frame, 118, 54, 100, 20)
        let (solver, tree) = proof(root)
        XCTAssertTrue(solver)
        XCTAssertTrue(tree)
        // The full check agrees.
        let engine = try XCTUnwrap(root.engine)
        XCTAssertTrue(engine.quickAmbiguityReport(root: root, honouringOptOuts: true).isEmpty)
    }

    func testAnAmbiguousTreeStillReportsTheSameItems() {
        // `box` has a size and no position; `title` has a position, a height and a minimum width.
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let title = EngineFixture.child("title", in: root)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 30),
            title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.heightAnchor.constraint(equalToConstant: 20),
            title.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.description), [Self.message(2, ["box: left, top", "title: width"])])
        // box's left and top are free parametric variables: no proof.
        XCTAssertFalse(proof(root).solver)
        // Placing box and fixing title's width makes the tree determined: proved, and silent.
        let more = LayoutDiagnostics.collect {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                title.widthAnchor.constraint(equalToConstant: 80),
            ])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(more.count, 0)
        assertFrame(box.frame, 100, 100, 40, 30)
        assertFrame(title.frame, 10, 20, 80, 20)
        XCTAssertTrue(proof(root).solver)
        XCTAssertTrue(proof(root).tree)
    }

    func testAViewWithoutVariablesDefeatsTheTreeProof() {
        // The solver's proof holds (a and b are determined; the ghost has no constraint), but
        // the ghost, which does not translate its frame, is reported as before.
        let (root, _, _) = makeDeterminedScene()
        let ghost = EngineFixture.child("ghost", in: root)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.description), [Self.message(1, ["ghost: left, top, width, height"])])
        XCTAssertEqual(ghost.frame, .zero)
        let (solver, tree) = proof(root)
        XCTAssertTrue(solver)
        XCTAssertFalse(tree)
    }

    func testAnOptedOutViewIsSkippedByTheTreeProof() {
        // The same ghost, silenced: the tree proof skips its subtree, and nothing is reported.
        let (root, _, _) = makeDeterminedScene()
        let ghost = EngineFixture.child("ghost", in: root)
        ghost.reportsAmbiguousLayout = false
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        let (solver, tree) = proof(root)
        XCTAssertTrue(solver)
        XCTAssertTrue(tree)
    }

    func testATreeDeeperThanTheLimitFallsBackToTheFullCheck() {
        // 70 views each inset by 1 from its superview: level k is (1, 1, 400 − 2k, 300 − 2k)
        // in its superview, so the deepest is (1, 1, 260, 160). Determined, but deeper than
        // the proof recurses (64): the full check runs, and finds nothing either.
        let root = EngineFixture.root(400, 300)
        var parent = root
        var constraints: [LayoutConstraint] = []
        for level in 1...70 {
            let view = EngineFixture.child("level\(level)", in: parent)
            constraints += [
                view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                view.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ]
            parent = view
        }
        LayoutConstraint.activate(constraints)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        assertFrame(parent.frame, 1, 1, 260, 160)
        let (solver, tree) = proof(root)
        XCTAssertTrue(solver)
        XCTAssertFalse(tree)
        XCTAssertEqual(LayoutEngine.surelyDeterminedDepthLimit, 64)
    }

    func testTheFeedCellIsProvedDetermined() {
        // The benchmark's feed cell, self-sized then laid out: nothing to report, and the
        // proof covers the whole cell (the full check is not needed).
        let item = FeedItem(actionText: "Ada liked this", posterName: "Grace Hopper",
                            posterHeadline: "Rear admiral", posterTime: "2h",
                            posterComment: "", contentTitle: "Compilers", actorComment: "Nice")
        var cell: FeedCell?
        let diagnostics = LayoutDiagnostics.collect { cell = CellTwins.layOutFeedCell(item) }
        XCTAssertEqual(diagnostics.map(\.message), [])
        guard let cell else { return XCTFail("no cell") }
        // Its height, worked out in CellTwinsTests: 344.
        XCTAssertEqual(cell.frame.size, CGSize(width: 375, height: 344))
        let (solver, tree) = proof(cell)
        XCTAssertTrue(solver)
        XCTAssertTrue(tree)
    }
}
