import Foundation
import Taut

/// Lays out the two versions of each benchmark cell — Auto Layout and hand-written frames —
/// the way a table view sizes a self-sizing cell, and compares their frames.
public enum CellTwins {
    /// The width cells are laid out at (an iPhone's).
    public static let width: CGFloat = 375

    /// Builds an Auto Layout feed cell, binds `item`, measures it with
    /// `systemLayoutSizeFitting` at ``width`` and lays it out at that size.
    public static func layOutFeedCell(_ item: FeedItem) -> FeedCell {
        let cell = FeedCell()
        cell.bind(item)
        selfSize(cell)
        return cell
    }

    /// Builds a frame-code feed cell, binds `item`, measures it with `sizeThatFits` and lays it
    /// out at that size.
    public static func layOutFeedCellFrames(_ item: FeedItem) -> FeedCellFrames {
        let cell = FeedCellFrames()
        cell.bind(item)
        sizeToFit(cell)
        return cell
    }

    /// ``layOutFeedCell(_:)`` for the action card.
    public static func layOutActionCard(_ item: ActionCardItem) -> ActionCard {
        let cell = ActionCard()
        cell.bind(item)
        selfSize(cell)
        return cell
    }

    /// ``layOutActionCard(_:)`` with UIKit's pixel rounding on (``View/roundsLayoutToPixels``):
    /// what rounding frames and label sizes to the main screen's pixels costs.
    public static func layOutActionCardRounded(_ item: ActionCardItem) -> ActionCard {
        let cell = ActionCard()
        cell.roundsLayoutToPixels = true
        cell.bind(item)
        selfSize(cell)
        return cell
    }

    /// ``layOutFeedCellFrames(_:)`` for the action card.
    public static func layOutActionCardFrames(_ item: ActionCardItem) -> ActionCardFrames {
        let cell = ActionCardFrames()
        cell.bind(item)
        sizeToFit(cell)
        return cell
    }

    /// The differences between two laid-out versions of a cell: its size and the frame of every
    /// named view, as readable lines (empty when they agree exactly).
    public static func differences(_ constrained: View, _ constrainedViews: [(String, View)],
                                   _ framed: View, _ framedViews: [(String, View)]) -> [String] {
        var lines: [String] = []
        if constrained.frame.size != framed.frame.size {
            lines.append("cell size \(constrained.frame.size) (Auto Layout) != \(framed.frame.size) (frames)")
        }
        for ((name, a), (_, b)) in zip(constrainedViews, framedViews) where a.frame != b.frame {
            lines.append("\(name): \(a.frame) (Auto Layout) != \(b.frame) (frames)")
        }
        return lines
    }

    private static func selfSize(_ cell: View) {
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
    }

    private static func sizeToFit(_ cell: View) {
        let size = cell.sizeThatFits(CGSize(width: width, height: 0))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
    }
}
