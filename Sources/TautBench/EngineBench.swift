import Foundation

/// The `--engine` suite: the engine workload of the layout-engine issue and the DSL workload of
/// the SnapKit issue at each size, printed as a table and, as the last line, one JSON document.
///
/// Targets it reports against: the first layout at the largest size costs at most 10 times that
/// of a size ten times smaller (linear), a one-constant re-layout is at least 50 times faster
/// than the first layout, and building through `snp.makeConstraints` costs at most 1.5 times
/// building through anchors.
enum EngineBench {
    /// Runs every size `repeats` times (medians reported) and prints the results.
    static func run(sizes: [Int], repeats: Int, jsonOut: String?) {
        var results: [JSONValue] = []
        print("taut-bench --engine (\(Report.buildConfiguration) build). Times are medians of \(repeats) runs.")
        print("")
        print("     N  views  constraints   build       first layout  re-layout    speed-up  DSL/anchors  check")
        for n in sizes {
            FileHandle.standardError.write(Data("[taut-bench] engine N=\(n) ...\n".utf8))
            var builds: [Double] = [], firsts: [Double] = [], relayouts: [Double] = []
            var last: [String: Double] = [:]
            var check = 1.0
            for _ in 0..<max(1, repeats) {
                let r = runEngineWorkload(n: n)
                builds.append(r["build"] ?? 0)
                firsts.append(r["first_layout"] ?? 0)
                relayouts.append(r["relayout"] ?? 0)
                check = min(check, r["check"] ?? 0)
                last = r
            }
            let dsl = runDSLComparison(n: n, repeats: max(1, repeats))
            check = min(check, dsl["check"] ?? 0)
            let build = CaseRunner.median(builds), first = CaseRunner.median(firsts)
            let relayout = CaseRunner.median(relayouts)
            let speedup = relayout > 0 ? first / relayout : 0
            let ratio = dsl["dsl_over_anchors"] ?? 0
            let views = Int(last["views"] ?? 0), constraints = Int(last["constraints"] ?? 0)
            print(String(format: "%6d %6d %12d  %10.6f  %12.6f  %10.6f  %8.1fx  %11.3f  ",
                         n, views, constraints, build, first, relayout, speedup, ratio)
                  + (check == 1 ? "ok" : "WRONG"))
            results.append(.object([
                ("n", .int(n)), ("views", .int(views)), ("constraints", .int(constraints)),
                ("build_s_median", .double(build)), ("first_layout_s_median", .double(first)),
                ("relayout_s_median", .double(relayout)), ("relayout_speedup", .double(speedup)),
                ("anchors_build_s_median", .double(dsl["anchors_build"] ?? 0)),
                ("dsl_build_s_median", .double(dsl["dsl_build"] ?? 0)),
                ("dsl_over_anchors", .double(ratio)), ("check", .bool(check == 1)),
            ]))
        }
        let rows: [(String, JSONValue)] = [("tool", .string("taut-bench")), ("suite", .string("engine")),
                ("build", .string(Report.buildConfiguration)), ("repeats", .int(repeats)),
                ("results", .array(results))]
        let line = JSONValue.object(rows).encoded
        print("")
        if let jsonOut {
            try? Data((line + "\n").utf8).write(to: URL(fileURLWithPath: jsonOut))
        }
        print(line)
    }

}
