import XCTest
import Taut
import TautCells

/// The benchmark cells of `taut-bench --cells`: the Auto Layout and the hand-written-frames
/// versions of each cell give identical frames (not timed).
final class CellTwinsTests: XCTestCase {
    func testFiftyFeedCellsMatchTheirFrameCode() {
        let diagnostics = LayoutDiagnostics.collect {
            for (index, item) in FeedItem.generate(count: 50, seed: 2026).enumerated() {
                let constrained = CellTwins.layOutFeedCell(item)
                let framed = CellTwins.layOutFeedCellFrames(item)
                let differences = CellTwins.differences(constrained, constrained.namedViews, framed, framed.namedViews)
                XCTAssertEqual(differences, [], "feed cell \(index)")
                XCTAssertGreaterThan(constrained.frame.height, 0)
            }
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
    }

    func testFiftyActionCardsMatchTheirFrameCode() {
        let diagnostics = LayoutDiagnostics.collect {
            for (index, item) in ActionCardItem.generate(count: 50, seed: 2026).enumerated() {
                let constrained = CellTwins.layOutActionCard(item)
                let framed = CellTwins.layOutActionCardFrames(item)
                let differences = CellTwins.differences(constrained, constrained.namedViews, framed, framed.namedViews)
                XCTAssertEqual(differences, [], "action card \(index)")
            }
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
    }

    func testOneFeedCellWorkedOutByHand() {
        let item = FeedItem(actionText: "Ada liked this", posterName: "Grace Hopper",
                            posterHeadline: "Rear admiral", posterTime: "2h",
                            posterComment: "", contentTitle: "Compilers", actorComment: "Nice")
        let cell = CellTwins.layOutFeedCell(item)
        // Width 375, margins 8. Action (10 pt, 14 characters): (8, 8, 70, 12).
        XCTAssertEqual(cell.actionLabel.frame, CGRect(x: 8, y: 8, width: 70, height: 12))
        // Poster image (8, 28, 40, 40); name (15 pt, 12 characters) at x = 56: (56, 28, 90, 18);
        // headline wraps at 375 - 8 - 56 = 311 (one line): (56, 46, 311, 12); time (56, 58, 10, 12).
        XCTAssertEqual(cell.posterImage.frame, CGRect(x: 8, y: 28, width: 40, height: 40))
        XCTAssertEqual(cell.posterNameLabel.frame, CGRect(x: 56, y: 28, width: 90, height: 18))
        XCTAssertEqual(cell.posterHeadlineLabel.frame, CGRect(x: 56, y: 46, width: 311, height: 12))
        XCTAssertEqual(cell.posterTimeLabel.frame, CGRect(x: 56, y: 58, width: 10, height: 12))
        // Empty comment below max(68, 70) + 8 = 78: (8, 78, 359, 0). Content image at 86, 160 tall.
        XCTAssertEqual(cell.posterCommentLabel.frame, CGRect(x: 8, y: 78, width: 359, height: 0))
        XCTAssertEqual(cell.contentImage.frame, CGRect(x: 8, y: 86, width: 359, height: 160))
        // Title (20 pt, one line) at 254: (8, 254, 359, 24). Action row at 286: Like 20 wide,
        // Comment 35 wide centred on 187.5 (x = 170), Share 25 wide ending at 367 (x = 342).
        XCTAssertEqual(cell.contentTitleLabel.frame, CGRect(x: 8, y: 254, width: 359, height: 24))
        XCTAssertEqual(cell.likeLabel.frame, CGRect(x: 8, y: 286, width: 20, height: 12))
        XCTAssertEqual(cell.commentLabel.frame, CGRect(x: 170, y: 286, width: 35, height: 12))
        XCTAssertEqual(cell.shareLabel.frame, CGRect(x: 342, y: 286, width: 25, height: 12))
        // Actor image (8, 306, 30, 30); its comment (20 wide) centred on 321: y = 315.
        XCTAssertEqual(cell.actorImage.frame, CGRect(x: 8, y: 306, width: 30, height: 30))
        XCTAssertEqual(cell.actorCommentLabel.frame, CGRect(x: 46, y: 315, width: 20, height: 12))
        // Cell: 336 + 8 = 344 tall.
        XCTAssertEqual(cell.frame.size, CGSize(width: 375, height: 344))
    }
}
