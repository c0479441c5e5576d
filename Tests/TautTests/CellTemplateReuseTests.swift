import XCTest
@testable import Taut
@testable import TautSolver
import TautCells

/// Self-sizing cells laid out one after another: each engine takes the solver the previous
/// cell gave back, whose system is kept as a template for a first batch of the same shape
/// (see Solver+Template.swift). Every cell must get exactly the frames it gets from a new
/// solver, and the template must actually be used.
final class CellTemplateReuseTests: PoolDrainingTestCase {
    /// The frames of every named view and the cell's size, as comparable lines.
    private func frames(_ cell: View, _ views: [(String, View)]) -> [String] {
        ["cell \(cell.frame)"] + views.map { "\($0.0) \($0.1.frame)" }
    }

    func testFeedCellsLaidOutInTurnMatchCellsLaidOutWithNewSolvers() {
        let items = FeedItem.generate(count: 30, seed: 77)
        var adopted = 0
        for (index, item) in items.enumerated() {
            // With the previous cell's solver (and its template) in the pool.
            let reused = CellTwins.layOutFeedCell(item)
            let reusedFrames = frames(reused, reused.namedViews)
            let adoptions = reused.engine?.solver.statistics.templatesAdopted ?? 0
            // The same cell with a new solver: the pool emptied first.
            let kept = reused.engine?.solver
            Solver.drainPool()
            let fresh = CellTwins.layOutFeedCell(item)
            XCTAssertFalse(fresh.engine?.solver === kept, "cell \(index)")
            XCTAssertEqual(fresh.engine?.solver.statistics.templatesAdopted, 0, "cell \(index)")
            XCTAssertEqual(reusedFrames, frames(fresh, fresh.namedViews), "cell \(index)")
            if adoptions > 0 { adopted += 1 }
        }
        // The first cell finds an empty pool; each later one finds the solver of the fresh
        // cell before it, a template of the same shape: all 29 take it (an unchanged shape and
        // a unique layout, as every generated feed cell has).
        XCTAssertEqual(adopted, 29)
    }

    func testActionCardsLaidOutInTurnMatchCardsLaidOutWithNewSolvers() {
        let items = ActionCardItem.generate(count: 30, seed: 78)
        var adopted = 0
        for (index, item) in items.enumerated() {
            let reused = CellTwins.layOutActionCard(item)
            let reusedFrames = frames(reused, reused.namedViews)
            if (reused.engine?.solver.statistics.templatesAdopted ?? 0) > 0 { adopted += 1 }
            Solver.drainPool()
            let fresh = CellTwins.layOutActionCard(item)
            XCTAssertEqual(reusedFrames, frames(fresh, fresh.namedViews), "card \(index)")
        }
        XCTAssertEqual(adopted, 29)
    }

    func testAFeedCellAfterAnActionCardDoesNotTakeItsTemplate() {
        // A card's system has another shape: the feed cell's batch is added as always.
        _ = CellTwins.layOutActionCard(ActionCardItem.generate(count: 1, seed: 3)[0])
        XCTAssertEqual(Solver.pooledCount, 1)
        let item = FeedItem.generate(count: 1, seed: 4)[0]
        let cell = CellTwins.layOutFeedCell(item)
        XCTAssertEqual(cell.engine?.solver.statistics.templatesAdopted, 0)
        let framed = CellTwins.layOutFeedCellFrames(item)
        XCTAssertEqual(CellTwins.differences(cell, cell.namedViews, framed, framed.namedViews), [])
    }
}
