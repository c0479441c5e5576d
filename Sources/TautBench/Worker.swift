import Foundation
import TautSolver

/// Runs one case (kind, workload, N) in this process, as kiwi_bench.py's `worker`: prints a
/// `META` line with the system's counts, then one `RUN` line per repetition (until `repeats`
/// runs are done or `budget` seconds are used). Lines are `KEY VALUE` pairs separated by
/// spaces, read back by ``CaseRunner``.
struct Worker {
    let kind: String
    let workload: String
    let n: Int
    let repeats: Int
    let budget: Double

    /// Runs the case; a solver error ends it with the error on standard error and exit code 1.
    func run() -> Int32 {
        guard BenchOptions.kinds.contains(kind), let system = WorkloadSystem.build(workload, n) else {
            FileHandle.standardError.write(Data("taut-bench: unknown case \(kind) \(workload) \(n)\n".utf8))
            return 2
        }
        var meta: [(String, Measurement)] = [
            ("views", .int(system.views)), ("variables", .int(system.variableNames.count)),
            ("constraints", .int(system.constraints.count)), ("edit_variables", .int(system.edits.count)),
        ]
        if let depth = system.depth { meta.append(("depth", .int(depth))) }
        emit("META", meta)
        let start = Stopwatch.now
        for _ in 0..<max(repeats, 0) {
            do {
                var out = try runOnce(SolverObjects(system))
                out.append(("maxrss_mb", .double(peakRSSMegabytes())))
                emit("RUN", out)
            } catch {
                FileHandle.standardError.write(Data("taut-bench: \(kind) \(workload) \(n): \(error)\n".utf8))
                return 1
            }
            if Stopwatch.seconds(start.duration(to: Stopwatch.now)) > budget { break }
        }
        return 0
    }

    private func emit(_ tag: String, _ pairs: [(String, Measurement)]) {
        let line = ([tag] + pairs.map { "\($0.0) \($0.1.text)" }).joined(separator: " ") + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// One repetition of the case on fresh objects.
    private func runOnce(_ o: SolverObjects) throws(SolverError) -> [(String, Measurement)] {
        switch kind {
        case "build":
            let (tb, solver) = try Stopwatch.timed { () throws(SolverError) in try o.build(suggestFirst: true) }
            let (ts, _) = Stopwatch.timed { solver.updateVariables() }
            return [("build_s", .double(tb)), ("solve_s", .double(ts)), ("max_abs_err", .double(o.maxAbsError))]
        case "latesize":
            let (tb, solver) = try Stopwatch.timed { () throws(SolverError) in try o.build(suggestFirst: false) }
            let (tl, _) = try Stopwatch.timed { () throws(SolverError) in
                try o.suggestInitialSize(solver)
                solver.updateVariables()
            }
            return [("build_s", .double(tb)), ("late_suggest_s", .double(tl)), ("max_abs_err", .double(o.maxAbsError))]
        case "resize":
            return try resize(o)
        default:
            return try removeAdd(o)
        }
    }

    /// kiwi_bench's resize case: 1000 suggestions of the container width, timed three ways.
    private func resize(_ o: SolverObjects) throws(SolverError) -> [(String, Measurement)] {
        let solver = try o.build(suggestFirst: true)
        solver.updateVariables()
        let v = o.variables[o.system.resizeVariable]
        let schedule = Worker.resizeSchedule(o.system.resizeBase)
        let (both, _) = try Stopwatch.timed { () throws(SolverError) in
            for x in schedule {
                try solver.suggestValue(v, x)
                solver.updateVariables()
            }
        }
        let (suggestOnly, _) = try Stopwatch.timed { () throws(SolverError) in
            for x in schedule { try solver.suggestValue(v, x) }
        }
        let (updateOnly, _) = Stopwatch.timed {
            for _ in schedule { solver.updateVariables() }
        }
        try solver.suggestValue(v, o.system.resizeBase)
        solver.updateVariables()
        let m = Double(schedule.count)
        return [("suggest_update_us", .double(1e6 * both / m)), ("suggest_only_us", .double(1e6 * suggestOnly / m)),
                ("update_only_us", .double(1e6 * updateOnly / m)), ("max_abs_err", .double(o.maxAbsError))]
    }

    /// kiwi_bench's removeadd case: remove 10 % of the constraints, re-add them, and count
    /// violated required constraints and rejected re-adds (all must be 0).
    private func removeAdd(_ o: SolverObjects) throws(SolverError) -> [(String, Measurement)] {
        let solver = try o.build(suggestFirst: true)
        solver.updateVariables()
        let indices = o.system.removalSample
        let subset = indices.map { o.constraints[$0] }
        let removed = Set(indices)
        let (tr, _) = try Stopwatch.timed { () throws(SolverError) in
            for c in subset { try solver.removeConstraint(c) }
            solver.updateVariables()
        }
        let all = o.constraints.indices
        let violatedAfterRemove = all.filter { !removed.contains($0) && o.isRequired($0) && o.isViolated($0) }.count
        var rejected = 0
        let (ta, _) = try Stopwatch.timed { () throws(SolverError) in
            for c in subset {
                do throws(SolverError) {
                    try solver.addConstraint(c)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    rejected += 1
                }
            }
            solver.updateVariables()
        }
        let violatedAfterReadd = all.filter { o.isRequired($0) && o.isViolated($0) }.count
        return [("remove_s", .double(tr)), ("readd_s", .double(ta)), ("count", .int(subset.count)),
                ("readd_unsat", .int(rejected)), ("required_violated_after_remove", .int(violatedAfterRemove)),
                ("required_violated_after_readd", .int(violatedAfterReadd)), ("max_abs_err", .double(o.maxAbsError))]
    }

    /// `base * (1 + 0.10 * sin(2 pi k / 250))` for k = 1...1000, as kiwi_bench's `resize_schedule`.
    static func resizeSchedule(_ base: Double, count: Int = 1000, amplitude: Double = 0.10, period: Int = 250) -> [Double] {
        (1...count).map { k in base * (1.0 + amplitude * sin(2.0 * Double.pi * Double(k) / Double(period))) }
    }
}
