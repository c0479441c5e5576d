import Foundation
import Taut

/// The code each libFuzzer target in `Fuzz/` runs on one input, shared with the tests that
/// replay the corpora in `Fuzz/Corpus/` (FuzzCorpusTests), so that `swift test` runs every
/// corpus file through exactly what the fuzzer ran.
///
/// Each entry returns the invariants the input broke, as sentences; an empty list means the
/// input was handled. A crash, a hang or a leak is the fuzzer's (or the test run's) to see.
public enum FuzzEntry {
    /// The targets, by the name of their corpus folder and of their fuzzer in `Fuzz/run.sh`.
    public static let targets = ["visual-format", "layout-equation", "layout-file", "solver"]

    /// The text of an input: its bytes as UTF-8, invalid sequences replaced (as a file read
    /// leniently would be).
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A root view 320 × 480, as the tests' screens.
    static func makeRoot() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A finite frame, or a sentence saying which view's is not.
    static func checkFrame(_ view: View, _ name: String) -> String? {
        let f = view.frame
        let values = [f.origin.x, f.origin.y, f.size.width, f.size.height]
        guard values.allSatisfy({ $0.isFinite }) else { return "the frame of '\(name)' is not finite: \(f)" }
        return nil
    }
}

extension FuzzEntry {
    /// For a fuzzer: prints the broken invariants to standard error and aborts, so that
    /// libFuzzer records the input as a crash; does nothing when there are none.
    public static func abort(onProblems problems: [String]) {
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data(("invariant broken:\n" + problems.joined(separator: "\n") + "\n").utf8))
        Foundation.abort()
    }
}
