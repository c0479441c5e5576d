import XCTest
@testable import Taut
@testable import TautSolver
import TautCells

/// A cell's engine gives its solver back to the pool when the cell goes, and the solver keeps
/// the constraint and variable objects nothing else holds for the next cell's engine to fill
/// in again (see TautSolver's Solver+Reuse.swift).
final class SolverObjectReuseTests: PoolDrainingTestCase {
    func testTheNextCellIsBuiltFromTheObjectsOfTheCellBefore() throws {
        let items = FeedItem.generate(count: 2, seed: 91)
        var firstConstraints: Set<ObjectIdentifier> = []
        // Watched without being held: the pool keeps a solver only when its engine held the
        // last strong reference.
        weak var pooled: Solver?
        do {
            let first = CellTwins.layOutFeedCell(items[0])
            let solver = try XCTUnwrap(first.engine?.solver)
            firstConstraints = Set(solver.constraints.map(ObjectIdentifier.init))
            XCTAssertGreaterThan(firstConstraints.count, 40)
            pooled = solver
        }
        // The cell is gone; its solver is in the pool, keeping every constraint of the cell.
        XCTAssertEqual(pooled?.reusableConstraints.count, firstConstraints.count)
        XCTAssertEqual(Set(pooled?.reusableConstraints.map(ObjectIdentifier.init) ?? []), firstConstraints)
        let second = CellTwins.layOutFeedCell(items[1])
        let solver = try XCTUnwrap(second.engine?.solver)
        XCTAssertTrue(solver === pooled)
        // Same shape, so the same number of constraints: every one is an object of the first
        // cell, filled in again, and none is left over.
        let secondConstraints = Set(solver.constraints.map(ObjectIdentifier.init))
        XCTAssertEqual(secondConstraints, firstConstraints)
        XCTAssertEqual(solver.reusableConstraints.count, 0)
    }

    /// A constraint the app still holds after its tree went is a layout constraint, never the
    /// solver's: activated in a new tree it lays out as a new one, whatever the solver reused.
    func testAConstraintKeptAfterItsTreeWentLaysOutInTheNextTree() {
        let a = View(), b = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        // b sits 10 points right of a, same top, 30 × 20; a at (5, 5), 40 × 20.
        let kept = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        func layOut(in width: CGFloat) -> View {
            let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            root.addSubview(a)
            root.addSubview(b)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 20),
                kept,
            ])
            root.layoutIfNeeded()
            return root
        }
        do {
            let root = layOut(in: 200)
            XCTAssertEqual(b.frame, CGRect(x: 55, y: 5, width: 30, height: 20))  // 5 + 40 + 10
            a.removeFromSuperview()
            b.removeFromSuperview()
            XCTAssertFalse(kept.isActive)
            _ = root
        }
        // The first root and its engine are gone; a new tree with the same shape takes the
        // pooled solver. The kept constraint, moved to 25 points, is honoured.
        kept.constant = 25
        let root = layOut(in: 300)
        XCTAssertTrue(kept.isActive)
        XCTAssertEqual(a.frame, CGRect(x: 5, y: 5, width: 40, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 70, y: 5, width: 30, height: 20))  // 5 + 40 + 25
        _ = root
    }
}
