import Foundation
import Taut
import TautCells

/// The `--check` suite: the screen checker (``ScreenCheck``) over a 50-view settings screen
/// (``ChecklistScreen``) on 20 devices of the catalog held upright, the 12 text sizes and both
/// directions: 480 layouts, each a new window and controller, laid out and inspected. Prints
/// the median wall-clock time of `rounds` runs, the time per layout and the cores used, and
/// exits 1 if the screen is not clean.
enum CheckBench {
    /// Runs the check `rounds` times (after one warm-up) and prints the figures.
    static func run(rounds: Int, jsonOut: String?) -> Int32 {
        let devices = Array(Device.all.prefix(20))
        let check = ScreenCheck(devices: devices, orientations: [.portrait], contentSizes: .all, directions: .both)
        let layouts = check.combinations.count
        print("taut-bench --check (\(Report.buildConfiguration) build): a \(ChecklistScreen.viewCount)-view screen on "
              + "\(devices.count) devices × 12 text sizes × 2 directions (\(layouts) layouts), "
              + "\(ProcessInfo.processInfo.activeProcessorCount) cores. Median of \(max(rounds, 1)) runs.")
        var serialCheck = check
        serialCheck.runsInParallel = false
        var report = check.check { ChecklistScreen() }
        var times: [Double] = [], serialTimes: [Double] = []
        for _ in 0..<max(rounds, 1) {
            let (seconds, last) = Stopwatch.timed { check.check { ChecklistScreen() } }
            report = last
            times.append(seconds)
            serialTimes.append(Stopwatch.timed { serialCheck.check { ChecklistScreen() } }.seconds)
        }
        let median = CaseRunner.median(times), serial = CaseRunner.median(serialTimes)
        print(String(format: "  parallel: %.3f s (%.3f ms a layout)   one thread: %.3f s   speed-up: %.2f×",
                     median, median * 1000 / Double(max(layouts, 1)), serial, serial / max(median, 1e-9)))
        if let jsonOut {
            let json = "{\"suite\": \"check\", \"layouts\": \(layouts), \"seconds\": \(median), "
                + "\"serialSeconds\": \(serial)}\n"
            try? json.write(toFile: jsonOut, atomically: true, encoding: .utf8)
        }
        guard report.isClean else {
            print(report.description)
            return 1
        }
        return 0
    }
}
