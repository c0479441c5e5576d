import Foundation
import Taut
import TautCells

/// The `--cells` suite: self-sizing cells laid out by Auto Layout against the same cells laid
/// out by hand-written frame code, in one process, on the same items and text measurer.
///
/// Per cell, each version builds the cell, binds an item, measures it at 375 points
/// (`systemLayoutSizeFitting` for Auto Layout, `sizeThatFits` for the frame code), lays it
/// out at that size and drops it (freeing is counted). Every round runs each version (these
/// two and the two of the second table below), starting from a different one each round, so
/// that the machine's drift hits them all; the medians and their ratio are printed. Before
/// timing, every cell of both versions is laid out once and compared: any frame that differs
/// fails the run (exit status 1).
///
/// A second table times the same cells built, bound and dropped without being measured or
/// laid out: what the views and constraints cost by themselves, which no work on the layout
/// pass can take away, as a fraction of the frame-code cell's whole cost.
enum CellsBench {
    /// Runs the feed cell and the action card at each count, `rounds` times.
    static func run(counts: [Int], rounds: Int, jsonOut: String?) {
        print("taut-bench --cells (\(Report.buildConfiguration) build). Per-cell times are medians of \(rounds) rounds.")
        print("")
        print("cell          N   Auto Layout µs/cell   frames µs/cell   ratio")
        var results: [JSONValue] = []
        var unsizedLines: [String] = []
        var failed = false
        for n in counts {
            let feed = FeedItem.generate(count: n, seed: 17)
            let cards = ActionCardItem.generate(count: n, seed: 17)
            failed = !verify(feed: feed, cards: cards) || failed
            let feedTimes = time(rounds: rounds, items: feed, versions: [
                { _ = CellTwins.layOutFeedCell($0) }, { _ = CellTwins.layOutFeedCellFrames($0) },
                { FeedCell().bind($0) }, { FeedCellFrames().bind($0) },
            ])
            let cardTimes = time(rounds: rounds, items: cards, versions: [
                { _ = CellTwins.layOutActionCard($0) }, { _ = CellTwins.layOutActionCardFrames($0) },
                { ActionCard().bind($0) }, { ActionCardFrames().bind($0) },
            ])
            for (name, t) in [("feed", feedTimes), ("action-card", cardTimes)] {
                let (constrained, framed, constrainedUnsized, framedUnsized) = (t[0], t[1], t[2], t[3])
                let ratio = framed > 0 ? constrained / framed : 0
                let floor = framed > 0 ? constrainedUnsized / framed : 0
                print(name.padding(toLength: 11, withPad: " ", startingAt: 0)
                      + String(format: " %5d   %19.2f   %14.2f   %5.1fx", n, constrained * 1e6, framed * 1e6, ratio))
                unsizedLines.append(name.padding(toLength: 11, withPad: " ", startingAt: 0)
                                    + String(format: " %5d   %19.2f   %14.2f   %5.2fx", n, constrainedUnsized * 1e6,
                                             framedUnsized * 1e6, floor))
                results.append(.object([
                    ("cell", .string(name)), ("n", .int(n)),
                    ("autolayout_s_per_cell_median", .double(constrained)),
                    ("frames_s_per_cell_median", .double(framed)), ("ratio", .double(ratio)),
                    ("autolayout_unsized_s_per_cell_median", .double(constrainedUnsized)),
                    ("frames_unsized_s_per_cell_median", .double(framedUnsized)),
                    ("autolayout_unsized_over_frames", .double(floor)),
                ]))
            }
        }
        print("")
        print("Built and bound only (not measured or laid out); the last column is the Auto Layout")
        print("cell's cost so far over the frame-code cell's whole cost.")
        print("cell          N   Auto Layout µs/cell   frames µs/cell   of frames")
        for line in unsizedLines { print(line) }
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

    /// The median seconds per cell of each version over `rounds` rounds; each round runs every
    /// version once, starting from a different one each round, so that the machine's drift
    /// hits all of them.
    private static func time<Item>(rounds: Int, items: [Item], versions: [(Item) -> Void]) -> [Double] {
        var times = [[Double]](repeating: [], count: versions.count)
        for round in 0..<max(1, rounds) {
            for step in versions.indices {
                let version = (round + step) % versions.count
                let (seconds, _) = Stopwatch.timed {
                    for item in items { versions[version](item) }
                }
                times[version].append(seconds / Double(items.count))
            }
        }
        return times.map { CaseRunner.median($0) }
    }
}
