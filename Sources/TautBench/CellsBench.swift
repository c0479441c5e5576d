import Foundation
import Taut
import TautCells

/// The `--cells` suite: self-sizing cells laid out by Auto Layout against the same cells laid
/// out by hand-written frame code, in one process, on the same items and text measurer.
///
/// Per cell, each version builds the cell, binds an item, measures it at 375 points
/// (`systemLayoutSizeFitting` for Auto Layout, `sizeThatFits` for the frame code), lays it
/// out at that size and drops it (freeing is counted). Rounds alternate the two versions so
/// that the machine's drift hits both; the medians and their ratio are printed. Before
/// timing, every cell of both versions is laid out once and compared: any frame that differs
/// fails the run (exit status 1).
enum CellsBench {
    /// Runs the feed cell and the action card at each count, `rounds` times.
    static func run(counts: [Int], rounds: Int, jsonOut: String?) {
        print("taut-bench --cells (\(Report.buildConfiguration) build). Per-cell times are medians of \(rounds) rounds.")
        print("")
        print("cell          N   Auto Layout µs/cell   frames µs/cell   ratio")
        var results: [JSONValue] = []
        var failed = false
        for n in counts {
            let feed = FeedItem.generate(count: n, seed: 17)
            let cards = ActionCardItem.generate(count: n, seed: 17)
            failed = !verify(feed: feed, cards: cards) || failed
            let feedTimes = time(rounds: rounds, items: feed,
                                 constrained: { _ = CellTwins.layOutFeedCell($0) },
                                 framed: { _ = CellTwins.layOutFeedCellFrames($0) })
            let cardTimes = time(rounds: rounds, items: cards,
                                 constrained: { _ = CellTwins.layOutActionCard($0) },
                                 framed: { _ = CellTwins.layOutActionCardFrames($0) })
            for (name, t) in [("feed", feedTimes), ("action-card", cardTimes)] {
                let ratio = t.framed > 0 ? t.constrained / t.framed : 0
                print(name.padding(toLength: 11, withPad: " ", startingAt: 0)
                      + String(format: " %5d   %19.2f   %14.2f   %5.1fx", n, t.constrained * 1e6, t.framed * 1e6, ratio))
                results.append(.object([
                    ("cell", .string(name)), ("n", .int(n)),
                    ("autolayout_s_per_cell_median", .double(t.constrained)),
                    ("frames_s_per_cell_median", .double(t.framed)), ("ratio", .double(ratio)),
                ]))
            }
        }
        CellsBench.finish(suite: "cells", rounds: rounds, failed: failed, results: results, jsonOut: jsonOut)
    }

    /// Prints a cells suite's JSON line (and writes it to `jsonOut`); exits with status 1 when
    /// some frames differed.
    static func finish(suite: String, rounds: Int, failed: Bool, results: [JSONValue], jsonOut: String?) {
        let line = JSONValue.object([("tool", .string("taut-bench")), ("suite", .string(suite)),
                                     ("build", .string(Report.buildConfiguration)), ("rounds", .int(rounds)),
                                     ("frames_identical", .bool(!failed)), ("results", .array(results))]).encoded
        print("")
        if let jsonOut { try? Data((line + "\n").utf8).write(to: URL(fileURLWithPath: jsonOut)) }
        print(line)
        if failed {
            FileHandle.standardError.write(Data("taut-bench: the Auto Layout and frame-code cells differ (see above)\n".utf8))
            exit(1)
        }
    }

    /// Lays out every item both ways and prints each difference; `false` when any.
    static func verify(feed: [FeedItem], cards: [ActionCardItem]) -> Bool {
        var lines: [String] = []
        for (index, item) in feed.enumerated() {
            let a = CellTwins.layOutFeedCell(item), b = CellTwins.layOutFeedCellFrames(item)
            lines += CellTwins.differences(a, a.namedViews, b, b.namedViews).map { "feed cell \(index): \($0)" }
        }
        for (index, item) in cards.enumerated() {
            let a = CellTwins.layOutActionCard(item), b = CellTwins.layOutActionCardFrames(item)
            lines += CellTwins.differences(a, a.namedViews, b, b.namedViews).map { "action card \(index): \($0)" }
        }
        for line in lines.prefix(20) { FileHandle.standardError.write(Data("FRAME MISMATCH \(line)\n".utf8)) }
        return lines.isEmpty
    }

    /// The median seconds per cell of each version over `rounds` alternating rounds.
    private static func time<Item>(rounds: Int, items: [Item], constrained: (Item) -> Void,
                                   framed: (Item) -> Void) -> (constrained: Double, framed: Double) {
        var a: [Double] = [], b: [Double] = []
        for round in 0..<max(1, rounds) {
            // Alternate which version goes first.
            let order = round % 2 == 0 ? [true, false] : [false, true]
            for isConstrained in order {
                let (seconds, _) = Stopwatch.timed {
                    for item in items { isConstrained ? constrained(item) : framed(item) }
                }
                if isConstrained { a.append(seconds / Double(items.count)) } else { b.append(seconds / Double(items.count)) }
            }
        }
        return (CaseRunner.median(a), CaseRunner.median(b))
    }
}
