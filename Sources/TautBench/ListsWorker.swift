import TautCells

/// The hidden `--worker lists KIND N`: scrolls a table of `N` feed rows from top to bottom,
/// one screen at a time, with the Auto Layout cells (`feed`) or the frame-code cells
/// (`feed-frames`), for counting instructions:
///
///     valgrind --tool=callgrind taut-bench --worker lists feed 1000
enum ListsWorker {
    static func run(kind: String, count: Int) -> Int32 {
        guard kind == "feed" || kind == "feed-frames" else { return 2 }
        let scroll = ScrolledFeedTable(items: FeedItem.generate(count: count, seed: 17), autoLayout: kind == "feed")
        _ = scroll.scrollToEnd()
        return 0
    }
}
