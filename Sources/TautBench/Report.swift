import Foundation

/// The human-readable table and the JSON document of a run, laid out as kiwi_bench.py prints them.
struct Report {
    var results: [[(String, JSONValue)]]
    var options: BenchOptions

    /// `release` or `debug`: timings of a debug build mean little.
    static var buildConfiguration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    /// The machine's architecture as `uname -m` (Python's `platform.machine()`).
    static var machine: String {
        var u = utsname()
        guard uname(&u) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &u.machine) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// The version of taut-bench's output format and workloads.
    static let version = "0.1.0"

    /// The JSON document: kiwi_bench's keys, with `solver` "TautSolver" and `build` in place of `python`.
    var document: JSONValue {
        .object([
            ("tool", .string("taut-bench")), ("solver", .string("TautSolver")), ("version", .string(Report.version)),
            ("build", .string(Report.buildConfiguration)), ("machine", .string(Report.machine)),
            ("cpus", .int(ProcessInfo.processInfo.activeProcessorCount)), ("repeats", .int(options.repeats)),
            ("timeout_s", .double(options.timeout)), ("results", .array(results.map { JSONValue.object($0) })),
        ])
    }

    /// The table, one line per case.
    var table: String {
        var lines = ["TautSolver (taut-bench \(Report.version)), \(Report.buildConfiguration) build, \(Report.machine), "
                     + "\(ProcessInfo.processInfo.activeProcessorCount) CPUs. Times are medians of 'runs' runs.", ""]
        let header = "case".padded(10) + " " + "workload".padded(6) + " " + "N".leftPadded(6) + " "
            + "views".leftPadded(6) + " " + "cons".leftPadded(7) + " " + "runs".leftPadded(4) + "  results"
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count + 50))
        for pairs in results {
            let r = JSONValue.object(pairs)
            lines.append(Report.line(r))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ r: JSONValue) -> String {
        func text(_ key: String) -> String {
            switch r[key] {
            case .string(let s): return s
            case .int(let i): return "\(i)"
            case .double(let d): return "\(d)"
            default: return "-"
            }
        }
        let kind = text("kind")
        var body: String
        switch kind {
        case "build":
            body = "build \(fmt(r["build_s_median"]?.number)), solve(updateVariables) \(fmt(r["solve_s_median"]?.number))"
        case "latesize":
            body = "build \(fmt(r["build_s_median"]?.number)), first suggest+update \(fmt(r["late_suggest_s_median"]?.number))"
        case "resize":
            func us(_ k: String) -> String { r[k]?.number.map { String(format: "%.1f us", $0) } ?? "-" }
            body = "per op: suggest+update \(us("suggest_update_us_median")), suggest \(us("suggest_only_us_median")), "
                + "update \(us("update_only_us_median"))"
        default:
            body = "remove \(text("count")): \(fmt(r["remove_s_median"]?.number)), re-add: \(fmt(r["readd_s_median"]?.number))"
            let violated = r["required_violated_after_remove"]?.number ?? 0
            let violatedReadd = r["required_violated_after_readd"]?.number ?? 0
            let unsat = r["readd_unsat"]?.number ?? 0
            if violated != 0 || unsat != 0 || violatedReadd != 0 {
                body += "  [SOLVER BUG: \(text("required_violated_after_remove")) required constraints violated after "
                    + "removal, \(text("required_violated_after_readd")) after re-add, \(text("readd_unsat")) re-adds "
                    + "rejected as unsatisfiable]"
            }
        }
        let status = text("status")
        if status != "ok" {
            body += "  [\(status)" + (status == "timeout" ? String(format: " after %.0f s", r["timeout_s"]?.number ?? 0) : "") + "]"
        }
        if let err = r["max_abs_err"]?.number, !(err <= 1e-6) {
            body += "  [max_abs_err \(String(format: "%.3g", err))]"
        }
        return kind.padded(10) + " " + text("workload").padded(6) + " " + text("n").leftPadded(6) + " "
            + text("views").leftPadded(6) + " " + text("constraints").leftPadded(7) + " " + text("runs").leftPadded(4)
            + "  " + body
    }

    /// kiwi_bench's `fmt_t`: seconds as s, ms or us.
    static func fmt(_ x: Double?) -> String {
        guard let x else { return "-" }
        if x >= 1.0 { return String(format: "%.3f s", x) }
        if x >= 1e-3 { return String(format: "%.2f ms", x * 1e3) }
        return String(format: "%.1f us", x * 1e6)
    }
}

extension String {
    /// The string left-aligned in `width` columns.
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    /// The string right-aligned in `width` columns.
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
