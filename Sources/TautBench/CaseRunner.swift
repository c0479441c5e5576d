import Foundation

/// Runs one case in a child process (this executable with the hidden `--worker`), kills it
/// after the timeout, and folds its `META` and `RUN` lines into one result object in
/// kiwi_bench.py's shape (`run_case`): medians and all values of the times, the maximum of the
/// errors, counts of violations and peak memory.
struct CaseRunner {
    let executable: String
    let repeats: Int
    let budget: Double
    let timeout: Double

    /// Keys whose worst value over the runs is reported (kiwi_bench takes the max of these).
    static let maxKeys: Set<String> = ["max_abs_err", "maxrss_mb", "readd_unsat", "required_violated_after_remove",
                                       "required_violated_after_readd"]

    /// This program's own path (the child re-runs it).
    static var ownExecutable: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs the case and returns its result object.
    func run(kind: String, workload: String, n: Int) -> [(String, JSONValue)] {
        let args = ["--worker", kind, workload, "\(n)", "--repeats", "\(repeats)", "--budget", "\(budget)"]
        let start = Stopwatch.now
        let child = ChildProcess.run(executable, args, timeout: timeout)
        let wall = Stopwatch.seconds(start.duration(to: Stopwatch.now))
        let status: String
        switch child.outcome {
        case .exited(0): status = "ok"
        case .exited(let rc): status = "error rc=\(rc)"
        case .timedOut: status = "timeout"
        case .failedToStart(let why): status = "error \(why)"
        }
        if case .exited(let rc) = child.outcome, rc != 0 {
            FileHandle.standardError.write(Data(String(child.stderr.suffix(2000)).utf8))
        }
        var meta: [(String, Measurement)] = []
        var runs: [[(String, Measurement)]] = []
        for line in child.stdout.split(whereSeparator: \.isNewline) {
            let words = line.split(separator: " ").map(String.init)
            guard let tag = words.first, tag == "META" || tag == "RUN" else { continue }
            var pairs: [(String, Measurement)] = []
            var i = 1
            while i + 1 < words.count {
                if let m = Measurement(text: words[i + 1]) { pairs.append((words[i], m)) }
                i += 2
            }
            if tag == "META" { meta = pairs } else { runs.append(pairs) }
        }
        var result: [(String, JSONValue)] = [
            ("kind", .string(kind)), ("workload", .string(workload)), ("n", .int(n)), ("status", .string(status)),
            ("runs", .int(runs.count)), ("case_wall_s", .double((wall * 1000).rounded() / 1000)),
        ]
        if status == "timeout" { result.append(("timeout_s", .double(timeout))) }
        result += meta.map { ($0.0, $0.1.json) }
        guard let first = runs.first else { return result }
        for (key, _) in first {
            let values = runs.compactMap { run in run.first(where: { $0.0 == key })?.1 }
            if CaseRunner.maxKeys.contains(key) {
                result.append((key, CaseRunner.maximum(values).json))
            } else if key == "count" {
                result.append((key, values[0].json))
            } else {
                result.append((key + "_median", .double(CaseRunner.median(values.map(\.doubleValue)))))
                result.append((key + "_all", .array(values.map(\.json))))
            }
        }
        return result
    }

    /// The largest value (ints stay ints); NaN wins, as any NaN error is the worst.
    static func maximum(_ values: [Measurement]) -> Measurement {
        var best = values[0]
        for v in values.dropFirst() {
            if v.doubleValue.isNaN || v.doubleValue > best.doubleValue { best = v }
        }
        return best
    }

    /// Python's `statistics.median`: the middle value, or the mean of the two middle values.
    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        let mid = s.count / 2
        return s.count % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
    }
}
