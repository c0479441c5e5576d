import Foundation

/// The `--growth` suite: how TautSolver's build time grows from the smallest to the largest of
/// `--sizes` (default 1000 to 10000), for chain, grid and tree, measured so that the machine's
/// drift cancels out.
///
/// The plain table runs every case of one size before the next, so a machine that slows down or
/// speeds up between them (this one's timings drift by up to 2× over minutes) skews the ratio.
/// Here each round runs the small and the large build back to back, each in a child process
/// with `--repeats` runs (medians), and the growth is the median of the rounds' ratios; the
/// lowest and highest round are printed too. The target of the solver issue is a growth of at
/// most 12× (linear, where Kiwi is quadratic or worse).
enum GrowthBench {
    /// Runs `rounds` rounds for each workload and prints one line per workload and, as the last
    /// line, a JSON document with every round's ratio.
    static func run(sizes: [Int], rounds: Int, runner: CaseRunner) {
        guard let small = sizes.min(), let large = sizes.max(), small < large else {
            print("taut-bench --growth needs two different --sizes")
            return
        }
        print("taut-bench --growth (\(Report.buildConfiguration) build): build N=\(large) / N=\(small), "
              + "\(rounds) interleaved rounds of \(runner.repeats) runs each.")
        print("")
        print("workload  median   lowest  highest   build N=\(small) (ms)  build N=\(large) (ms)")
        var results: [JSONValue] = []
        for workload in BenchOptions.workloads {
            var ratios: [Double] = [], smallTimes: [Double] = [], largeTimes: [Double] = []
            for round in 0..<max(1, rounds) {
                FileHandle.standardError.write(Data("[taut-bench] growth \(workload) round \(round + 1) ...\n".utf8))
                guard let s = buildSeconds(runner, workload, small), let l = buildSeconds(runner, workload, large),
                      s > 0 else { continue }
                smallTimes.append(s)
                largeTimes.append(l)
                ratios.append(l / s)
            }
            let median = CaseRunner.median(ratios)
            print(workload.padding(toLength: 8, withPad: " ", startingAt: 0)
                  + String(format: " %7.2fx %7.2fx %7.2fx   %18.2f  %19.2f", median,
                         ratios.min() ?? .nan, ratios.max() ?? .nan,
                         CaseRunner.median(smallTimes) * 1000, CaseRunner.median(largeTimes) * 1000))
            results.append(.object([
                ("workload", .string(workload)), ("small_n", .int(small)), ("large_n", .int(large)),
                ("growth_median", .double(median)), ("growth_all", .array(ratios.map { .double($0) })),
            ]))
        }
        print("")
        print(JSONValue.object([("tool", .string("taut-bench")), ("suite", .string("growth")),
                                ("results", .array(results))]).encoded)
    }

    /// The median build time of one child run of the build case, or nil if it failed.
    private static func buildSeconds(_ runner: CaseRunner, _ workload: String, _ n: Int) -> Double? {
        let result = runner.run(kind: "build", workload: workload, n: n)
        guard case .string("ok") = result.first(where: { $0.0 == "status" })?.1,
              case .double(let seconds) = result.first(where: { $0.0 == "build_s_median" })?.1 else { return nil }
        return seconds
    }
}
