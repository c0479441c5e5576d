import TautCells

/// The hidden `--worker lists KIND N`: scrolls a table of `N` feed rows from top to bottom,
/// one screen at a time, with the Auto Layout cells (`feed`) or the frame-code cells
/// (`feed-frames`), for counting instructions; `items` only generates the rows' content, the
/// part of both counts to subtract:
///
///     valgrind --tool=callgrind taut-bench --worker lists feed 400
///     valgrind --tool=callgrind taut-bench --worker lists items 400
enum ListsWorker {
    static func run(kind: String, count: Int) -> Int32 {
        guard ["feed", "feed-frames", "items"].contains(kind) else { return 2 }
        let items = FeedItem.generate(count: count, seed: 17)
        if kind == "items" { return items.isEmpty && count > 0 ? 1 : 0 }
        let scroll = ScrolledFeedTable(items: items, autoLayout: kind == "feed")
        _ = scroll.scrollToEnd()
        return 0
    }
}
