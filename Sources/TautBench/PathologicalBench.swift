import Foundation
import Taut

/// The `--pathological` suite: trees shaped to expose work that grows faster than the tree —
/// a chain of views each pinned to its parent's edges (deep), views side by side under one
/// root (wide, with the ambiguity report and a snapshot that detects ambiguity), and stack
/// views of labels for every distribution and alignment (`PathologicalCase.all`) — at each
/// size, with the growth from the smallest size. Linear work grows about as much as the size
/// (at most 12× for 10× the views is the target). Times are noisy on a shared machine; count
/// instructions for an exact figure with the hidden worker, which runs one case once:
///
///     valgrind --tool=callgrind taut-bench --worker pathological wide-siblings 100000
///
/// (Scripts/pathological-instructions.sh runs it at two sizes and prints each phase's growth.)
enum PathologicalBench {
    /// Runs the cases (all, or those named in `only`) at `sizes` (each case's own default sizes
    /// when `nil`), `repeats` times (medians), and prints a table with the growth from the first
    /// size to the last.
    static func run(sizes: [Int]?, repeats: Int, only: [String]) {
        print("taut-bench --pathological (\(Report.buildConfiguration) build). Medians of \(repeats) runs, seconds.")
        print("")
        LayoutDiagnostics.handler = { _ in }
        for pathological in PathologicalCase.all where only.isEmpty || only.contains(pathological.name) {
            let sizes = sizes ?? pathological.defaultSizes
            var table: [Int: [String: Double]] = [:]
            var phases: [String] = []
            for n in sizes {
                var runs: [String: [Double]] = [:]
                for _ in 0..<max(1, repeats) {
                    for (phase, seconds) in pathological.body(n) {
                        if !phases.contains(phase) { phases.append(phase) }
                        runs[phase, default: []].append(seconds)
                    }
                }
                table[n] = runs.mapValues(CaseRunner.median)
            }
            for phase in phases {
                var line = "\(pathological.name) — \(phase)".padding(toLength: 52, withPad: " ", startingAt: 0)
                for n in sizes { line += String(format: "  N=%-6d %9.5f", n, table[n]?[phase] ?? .nan) }
                if let first = sizes.first, let last = sizes.last, first != last,
                   let a = table[first]?[phase], let b = table[last]?[phase], a > 0 {
                    line += String(format: "   growth %6.1fx", b / a)
                }
                print(line)
            }
        }
    }

    /// The hidden `--worker pathological CASE N`: runs one case once and prints one `RUN` line
    /// with each phase's seconds. Returns the exit status (2 for an unknown case).
    static func worker(case name: String, n: Int) -> Int32 {
        guard let pathological = PathologicalCase.named(name) else {
            let names = PathologicalCase.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("taut-bench: unknown pathological case '\(name)': \(names)\n".utf8))
            return 2
        }
        LayoutDiagnostics.handler = { _ in }
        let phases = pathological.body(n)
        print("RUN \(name) N=\(n) " + phases.map { "\($0.phase.replacingOccurrences(of: " ", with: "_"))=\($0.seconds)" }
            .joined(separator: " "))
        return 0
    }
}
