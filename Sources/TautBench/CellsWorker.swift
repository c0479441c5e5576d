import TautCells

/// The hidden `--worker cells KIND N`: lays out `N` cells of one kind (`feed`, `feed-frames`,
/// `card`, `card-frames`) and nothing else, for counting the instructions of one version:
///
///     valgrind --tool=callgrind taut-bench --worker cells feed 100
///     valgrind --tool=callgrind taut-bench --worker cells feed 0     # the process alone
///
/// The difference of two counts, divided by the number of cells, is the cost of one cell —
/// built, bound, measured, laid out and freed.
enum CellsWorker {
    static func run(kind: String, count: Int) -> Int32 {
        let feed = FeedItem.generate(count: max(count, 1), seed: 17)
        let cards = ActionCardItem.generate(count: max(count, 1), seed: 17)
        for index in 0..<count {
            switch kind {
            case "feed": _ = CellTwins.layOutFeedCell(feed[index])
            case "feed-frames": _ = CellTwins.layOutFeedCellFrames(feed[index])
            case "card": _ = CellTwins.layOutActionCard(cards[index])
            case "card-frames": _ = CellTwins.layOutActionCardFrames(cards[index])
            default: return 2
            }
        }
        return 0
    }
}
