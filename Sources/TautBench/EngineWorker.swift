import Taut

/// The hidden `--worker engine layout|build N`: the engine workload alone, `--repeats` times,
/// keeping every tree alive until the process ends (so that tearing them down is not counted),
/// with (`layout`) or without (`build`) the first layout and the re-layout. Meant for counting
/// instructions and cache misses of the first layout, which the difference of the two shows:
///
///     valgrind --tool=cachegrind taut-bench --worker engine layout 10000 --repeats 1
///     valgrind --tool=cachegrind taut-bench --worker engine build 10000 --repeats 1
///
/// Prints one `RUN` line per repetition with the seconds of each phase.
enum EngineWorker {
    /// The trees laid out, alive until the process exits.
    nonisolated(unsafe) private static var roots: [View] = []

    static func run(mode: String, n: Int, repeats: Int) -> Int32 {
        guard mode == "layout" || mode == "build" else { return 2 }
        for _ in 0..<max(repeats, 1) {
            let r = runEngineWorkload(n: n, layingOut: mode == "layout") { roots.append($0) }
            print("RUN " + r.keys.sorted().map { "\($0) \(r[$0] ?? 0)" }.joined(separator: " "))
        }
        return 0
    }
}
