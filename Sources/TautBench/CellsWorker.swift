import TautCells

/// The hidden `--worker cells KIND N`: lays out `N` cells of one kind (`feed`, `feed-frames`,
/// `card`, `card-frames`; `card-rounded`: the card with pixel rounding on) and nothing else,
/// for counting the instructions of one version:
///
///     valgrind --tool=callgrind taut-bench --worker cells feed 100
///     valgrind --tool=callgrind taut-bench --worker cells feed 0     # the process alone
///
/// A kind ending in `-unsized` (`card-unsized`, `feed-frames-unsized`, …) builds and binds
/// each cell and drops it without measuring or laying it out: what the views and the
/// constraints cost by themselves, which no work on the layout pass can take away.
///
/// The difference of two counts, divided by the number of cells, is the cost of one cell —
/// built, bound, measured, laid out and freed. The cells' data is the same
/// ``contentCount`` generated items whatever `N` is (cells past them reuse them in turn), so
/// generating it cancels out of the difference and is counted in neither version.
enum CellsWorker {
    /// How many items of content are generated, whatever the number of cells.
    static let contentCount = 200

    static func run(kind: String, count: Int) -> Int32 {
        let isFeed = kind.hasPrefix("feed")
        let feed = isFeed ? FeedItem.generate(count: contentCount, seed: 17) : []
        let cards = isFeed ? [] : ActionCardItem.generate(count: contentCount, seed: 17)
        for index in 0..<count {
            switch kind {
            case "feed-unsized": FeedCell().bind(feed[index % contentCount])
            case "feed-frames-unsized": FeedCellFrames().bind(feed[index % contentCount])
            case "card-unsized": ActionCard().bind(cards[index % contentCount])
            case "card-frames-unsized": ActionCardFrames().bind(cards[index % contentCount])
            case "feed": _ = CellTwins.layOutFeedCell(feed[index % contentCount])
            case "feed-frames": _ = CellTwins.layOutFeedCellFrames(feed[index % contentCount])
            case "card": _ = CellTwins.layOutActionCard(cards[index % contentCount])
            case "card-rounded": _ = CellTwins.layOutActionCardRounded(cards[index % contentCount])
            case "card-frames": _ = CellTwins.layOutActionCardFrames(cards[index % contentCount])
            default: return 2
            }
        }
        return 0
    }
}
