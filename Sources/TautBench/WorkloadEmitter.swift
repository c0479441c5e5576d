import Foundation

/// Writes a workload in kiwi_bench.py's `--emit` text format, byte for byte, so that
/// `diff -r` of the two programs' `--emit` folders proves they build the same systems:
///
///     # kiwi_bench workload NAME views=V vars=N constraints=C
///     var I NAME | edit I STRENGTH | suggest I VALUE | c OP STRENGTH CONSTANT K (I COEF)* |
///     expect I VALUE | resize I BASE | removal IDX ...
enum WorkloadEmitter {
    /// The text of one workload file.
    static func text(of s: WorkloadSystem) -> String {
        var out = "# kiwi_bench workload \(s.name) views=\(s.views) vars=\(s.variableNames.count) "
            + "constraints=\(s.constraints.count)\n"
        for (i, name) in s.variableNames.enumerated() { out += "var \(i) \(name)\n" }
        for e in s.edits { out += "edit \(e.variable) \(g17(e.strength))\n" }
        for e in s.suggestions { out += "suggest \(e.variable) \(g17(e.value))\n" }
        for c in s.constraints {
            let terms = c.terms.map { "\($0.variable) \(g17($0.coefficient))" }.joined(separator: " ")
            out += "c \(c.relation.rawValue) \(g17(c.strength)) \(g17(c.constant)) \(c.terms.count) \(terms)\n"
        }
        for (v, value) in s.expected.sorted(by: { $0.key < $1.key }) { out += "expect \(v) \(g17(value))\n" }
        out += "resize \(s.resizeVariable) \(g17(s.resizeBase))\n"
        out += "removal " + s.removalSample.map(String.init).joined(separator: " ") + "\n"
        return out
    }

    /// Writes `DIR/<workload>_<N>.txt` for each (workload, N).
    static func write(_ cases: [(workload: String, n: Int)], to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for c in cases {
            guard let s = WorkloadSystem.build(c.workload, c.n) else { continue }
            let path = (directory as NSString).appendingPathComponent("\(c.workload)_\(c.n).txt")
            try Data(text(of: s).utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Python's `f"{x:.17g}"`.
    static func g17(_ x: Double) -> String { String(format: "%.17g", x) }
}
