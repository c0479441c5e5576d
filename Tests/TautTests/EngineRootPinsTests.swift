import XCTest
@testable import Taut
@testable import TautSolver

/// The root's pins (`root.left == 0`, `root.top == 0`) are two solver equalities without
/// constraint objects (LayoutEngine+RootPins.swift) until they are asked for as constraints;
/// a conflict report names them as the constraints they stand for.
final class EngineRootPinsTests: XCTestCase {
    /// A 400 × 300 root with a 50 × 30 box 10 points in from its left and 20 from its top.
    private func rootWithBox() -> (root: View, box: View) {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        return (root, box)
    }

    func testTheRootIsPinnedWithoutConstraintObjects() throws {
        let (root, box) = rootWithBox()
        let engine = try XCTUnwrap(root.engine)
        assertFrame(box.frame, 10, 20, 50, 30)
        // Records: the root's autoresizing width and height, and the box's 4: no pin records.
        XCTAssertEqual(engine.records.count, 6)
        XCTAssertFalse(engine.records.contains { $0.constraint.kind == .rootPin })
        // In the solver: those 6 and the 2 pins.
        XCTAssertEqual(engine.solver.constraints.count, 8)
        let left = try XCTUnwrap(engine.rootPins.left)
        let top = try XCTUnwrap(engine.rootPins.top)
        XCTAssertTrue(engine.solver.hasConstraint(left))
        XCTAssertTrue(engine.solver.hasConstraint(top))
        XCTAssertEqual(engine.rootPins.state, .installed)
        // The root's origin is 0 in the engine's coordinates.
        let iv = try XCTUnwrap(root.engineVariables)
        XCTAssertEqual(iv.left.value, 0)
        XCTAssertEqual(iv.top.value, 0)
    }

    func testAskingForTheRootsConstraintsMakesThePinsAroundTheSameEqualities() throws {
        let (root, box) = rootWithBox()
        let engine = try XCTUnwrap(root.engine)
        let left = try XCTUnwrap(engine.rootPins.left)
        let top = try XCTUnwrap(engine.rootPins.top)
        let horizontal = root.constraintsAffectingLayout(for: .horizontal)
        let vertical = root.constraintsAffectingLayout(for: .vertical)
        // Horizontal: the box's left (it mentions the root) and the pin, and the root's width.
        let pinLeft = try XCTUnwrap(horizontal.first { $0.kind == .rootPin })
        let pinTop = try XCTUnwrap(vertical.first { $0.kind == .rootPin })
        XCTAssertEqual(pinLeft.firstAttribute, .left)
        XCTAssertEqual(pinLeft.constant, 0)
        XCTAssertEqual(pinLeft.identifier, "root")
        XCTAssertEqual(pinTop.firstAttribute, .top)
        // The records hold the equalities that were in the solver: nothing added or removed.
        XCTAssertTrue(pinLeft.engineRecord?.solverConstraint === left)
        XCTAssertTrue(pinTop.engineRecord?.solverConstraint === top)
        XCTAssertEqual(pinLeft.engineRecord?.state, .installed)
        XCTAssertNil(engine.rootPins.variables)
        XCTAssertTrue(engine.pendingSystem.isEmpty)
        XCTAssertEqual(engine.records.count, 8)
        XCTAssertEqual(engine.solver.constraints.count, 8)
        // The tree still lays out as before: the box 10 points further right is at x = 20.
        let leading = try XCTUnwrap(root.constraints.first { $0.firstItem === box && $0.firstAttribute == .left })
        leading.constant = 20
        root.layoutIfNeeded()
        assertFrame(box.frame, 20, 20, 50, 30)
    }

    func testAConflictNearTheRootIsExplainedWithoutThePins() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let leftLine = #line + 2
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // box.left == root.left × 2: positions are compared in the items' common ancestor, the
        // root, where root.left is 0, so it asks for box.left == 0, against box.left == 10.
        // The pins (which only fix where the tree sits) are in no minimal set: the report names
        // the one constraint, as before the pins were compact.
        let line = #line + 1
        let doubled = LayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                                       multiplier: 2, constant: 0)
        let diagnostics = LayoutDiagnostics.collect {
            doubled.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.description), ["""
            [Taut] unsatisfiableConstraints: Unable to simultaneously satisfy constraints.
            Left out: box.left == root.left * 2 (EngineRootPinsTests.swift:\(line))
                (rule: a required constraint that conflicts is left out when it is the one added or changed last; here it was activated last)
            It conflicts with this minimal set of required constraints:
                box.left == root.left + 10 (EngineRootPinsTests.swift:\(leftLine))
            Items involved: box, root
            """])
        // The rest of the layout is kept, and the pins stay compact.
        assertFrame(box.frame, 10, 0, 50, 30)
        XCTAssertEqual(root.engine?.rootPins.state, .installed)
    }

    func testAnEngineThatGoesLetsGoOfItsPinsForItsSolverToReuse() throws {
        Solver.drainPool()
        defer { Solver.drainPool() }
        weak var weakPin: TautSolver.Constraint?
        do {
            let (root, _) = rootWithBox()
            weakPin = root.engine?.rootPins.left
            XCTAssertNotNil(weakPin)
        }
        // The engine went with its root and let go of the pins before giving its solver back
        // to the (empty) pool: the solver held the only reference, so it keeps the pin's
        // object for its next system, no longer added anywhere.
        let pin = try XCTUnwrap(weakPin)
        XCTAssertEqual(pin.record, -1)
        XCTAssertEqual(pin.ownerID, 0)
    }
}
