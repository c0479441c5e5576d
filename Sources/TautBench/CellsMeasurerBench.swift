import Foundation
import Taut
import TautCells
#if SystemText
import TautPango
#endif

/// `--cells --measurer pango`: the cells of ``CellsBench`` timed with the monospaced text
/// measurer and with Pango's, in one process, so that the cost of real text measurement
/// (with its cache) is a ratio measured on the same machine at the same time.
///
/// Each round times every item's Auto Layout cell and frame-code cell once with each
/// measurer, alternating which measurer goes first; the medians per cell and the ratios
/// Pango / monospaced are printed. The Pango measurer's cache lives across rounds, as it
/// does across an app's cells. Before timing, the Auto Layout and frame-code cells are
/// compared with each measurer; any difference fails the run (exit status 1).
enum CellsMeasurerBench {
    static func run(counts: [Int], rounds: Int, jsonOut: String?) {
        #if SystemText
        let measurers: [(name: String, measurer: any TextMeasuring)] = [
            ("monospaced", MonospacedTextMeasurer()), ("pango", PangoTextMeasurer()),
        ]
        print("taut-bench --cells --measurer pango (\(Report.buildConfiguration) build). Per-cell medians of \(rounds) rounds.")
        print("")
        print("cell          N   version      monospaced µs/cell   pango µs/cell   pango/monospaced")
        let previous = Label.defaultTextMeasurer
        defer { Label.defaultTextMeasurer = previous }
        var results: [JSONValue] = []
        var failed = false
        for n in counts {
            let feed = FeedItem.generate(count: n, seed: 17)
            let cards = ActionCardItem.generate(count: n, seed: 17)
            for entry in measurers {
                Label.defaultTextMeasurer = entry.measurer
                failed = !CellsBench.verify(feed: feed, cards: cards) || failed
            }
            let cases: [(cell: String, version: String, run: () -> Void)] = [
                ("feed", "Auto Layout", { for item in feed { _ = CellTwins.layOutFeedCell(item) } }),
                ("feed", "frames", { for item in feed { _ = CellTwins.layOutFeedCellFrames(item) } }),
                ("action-card", "Auto Layout", { for item in cards { _ = CellTwins.layOutActionCard(item) } }),
                ("action-card", "frames", { for item in cards { _ = CellTwins.layOutActionCardFrames(item) } }),
            ]
            var times = Array(repeating: [[Double]](repeating: [], count: measurers.count), count: cases.count)
            for round in 0..<max(1, rounds) {
                let order = round % 2 == 0 ? Array(measurers.indices) : measurers.indices.reversed()
                for m in order {
                    Label.defaultTextMeasurer = measurers[m].measurer
                    for (c, item) in cases.enumerated() {
                        let (seconds, _) = Stopwatch.timed { item.run() }
                        times[c][m].append(seconds / Double(n))
                    }
                }
            }
            for (c, item) in cases.enumerated() {
                let mono = CaseRunner.median(times[c][0]), pango = CaseRunner.median(times[c][1])
                let ratio = mono > 0 ? pango / mono : 0
                print(item.cell.padding(toLength: 11, withPad: " ", startingAt: 0)
                      + String(format: " %5d   ", n) + item.version.padding(toLength: 11, withPad: " ", startingAt: 0)
                      + String(format: "  %18.2f   %13.2f   %15.2fx", mono * 1e6, pango * 1e6, ratio))
                results.append(.object([
                    ("cell", .string(item.cell)), ("n", .int(n)), ("version", .string(item.version)),
                    ("monospaced_s_per_cell_median", .double(mono)), ("pango_s_per_cell_median", .double(pango)),
                    ("ratio", .double(ratio)),
                ]))
            }
        }
        CellsBench.finish(suite: "cells-measurer", rounds: rounds, failed: failed, results: results, jsonOut: jsonOut)
        #else
        FileHandle.standardError.write(Data("taut-bench: --measurer pango needs the SystemText trait\n".utf8))
        exit(2)
        #endif
    }
}
