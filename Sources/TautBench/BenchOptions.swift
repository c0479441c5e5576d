/// The command line of taut-bench: the options of kiwi_bench.py, so that compare.sh can pass
/// the same arguments to both programs.
struct BenchOptions {
    /// The case kinds, in the order cases run.
    static let kinds = ["build", "latesize", "resize", "removeadd"]
    /// The workloads, in the order cases run.
    static let workloads = ["chain", "grid", "tree"]

    var repeats = 5
    var budget = 60.0
    var timeout = 300.0
    var sizes = [100, 1000, 10000]
    var only: Set<String> = Set(BenchOptions.kinds)
    var emit: String? = nil
    var emitOnly = false
    var jsonOut: String? = nil
    var help = false
    /// `--engine`: run the Taut engine and DSL workloads instead of the solver cases.
    var engine = false
    /// `--cells`: run the self-sizing cells against their frame-code twins instead.
    var cells = false
    /// `--lists`: scroll a table of self-sizing feed cells against its frame-code twin.
    var lists = false
    /// `--check`: time the screen checker over 480 layouts of a 50-view screen.
    var check = false
    /// `--pathological`: run the deep, wide and stack-view trees instead.
    var pathological = false
    /// `--case NAME,...` with `--pathological`: run only these cases.
    var pathologicalCases: [String] = []
    /// `--growth`: measure the build's growth between two sizes in interleaved rounds.
    var growth = false
    /// Rounds of `--growth`.
    var rounds = 5
    /// Whether `--sizes` or `--quick` chose the sizes.
    var sizesGiven = false
    /// `--measurer`: with `--cells`, `monospaced` (the default) or `pango` (the SystemText
    /// trait: the cells timed with both measurers in one run, and the ratio).
    var measurer = "monospaced"
    /// The hidden `--worker KIND WORKLOAD N`: run one case in this process.
    var worker: (kind: String, workload: String, n: Int)? = nil

    static let usage = """
        usage: taut-bench [--quick] [--sizes 100,1000,10000] [--only build,latesize,resize,removeadd]
                          [--repeats 5] [--budget 60] [--timeout 300] [--json-out PATH]
                          [--emit DIR [--emit-only]]
               taut-bench --engine [--quick | --sizes 100,1000,10000] [--repeats 5]
               taut-bench --growth [--sizes 1000,10000] [--rounds 5] [--repeats 5]
               taut-bench --cells [--sizes 100,1000] [--rounds 5] [--measurer monospaced|pango]
               taut-bench --lists [--rounds 5]
               taut-bench --check [--rounds 5]
               taut-bench --pathological [--sizes 1000,10000] [--repeats 5] [--case NAME,...]

        Runs kiwi_bench.py's workloads (chain, grid, tree; build, latesize, resize, removeadd) on
        TautSolver, each case in a child process killed after --timeout seconds, and prints a table
        and, as the last line, one JSON document in kiwi_bench's shape. Build with -c release.
          --quick        same as --sizes 100,1000
          --sizes LIST   N values for the build and latesize cases
          --only LIST    kinds to run
          --repeats N    runs per case (the median is reported)
          --budget S     stop repeating a case once it has used S seconds
          --timeout S    wall-clock limit per case
          --json-out P   also write the JSON document to P
          --emit DIR     write every workload in kiwi_bench's text format into DIR
          --emit-only    with --emit: write the files and exit
          --engine       instead, the Taut engine screen (build, first layout, one-constant
                         re-layout) and its build through the snp DSL against anchors
          --cells        instead, self-sizing cells (a feed cell in VFL, a card in snp and
                         anchors) built, measured and laid out by Auto Layout against the same
                         cells in hand-written frame code: per-cell medians of --rounds rounds
                         and their ratio; exits 1 if any frame differs
          --lists        instead, a 1000-row table of self-sizing feed cells scrolled top to
                         bottom one screen at a time against the same table of frame-code
                         cells: per-step medians, their ratio and the cells each table made
          --check        instead, the screen checker over a 50-view screen on 20 devices × 12
                         text sizes × 2 directions (480 layouts): the median time of --rounds
                         runs in parallel and on one thread; exits 1 if the screen is not clean
          --measurer M   with --cells: pango (built with --traits SystemText) times the Auto
                         Layout and frame-code cells with the monospaced measurer and with
                         Pango's (cached) in alternating rounds and prints the cost ratio
          --pathological instead, a chain of views thousands deep, thousands of siblings and
                         long stack views of every distribution and alignment: each phase's
                         time and its growth between sizes (by default 1000 -> 10000, and
                         10000 -> 100000 for the siblings)
          --case LIST    with --pathological: only these cases (deep-chain, wide-siblings,
                         stack-DISTRIBUTION-ALIGNMENT such as stack-fillEqually-center)
          --growth       instead, the build's growth from the smallest to the largest size
                         (default 1000 to 10000) for each workload, small and large run back
                         to back in each of --rounds rounds so that the machine's drift cancels
        """

    /// The (kind, workload, N) cases selected, in kiwi_bench's order: build and latesize over
    /// every size, then resize and removeadd at N = 1000.
    var cases: [(kind: String, workload: String, n: Int)] {
        var out: [(kind: String, workload: String, n: Int)] = []
        for kind in ["build", "latesize"] where only.contains(kind) {
            for w in BenchOptions.workloads { for n in sizes { out.append((kind, w, n)) } }
        }
        for kind in ["resize", "removeadd"] where only.contains(kind) {
            for w in BenchOptions.workloads { out.append((kind, w, 1000)) }
        }
        return out
    }

    /// Parses the arguments (without the program name); `--opt VALUE` and `--opt=VALUE` both work.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var o = BenchOptions()
        var quick = false
        var args = arguments[...]
        while let arg = args.popFirst() {
            var name = arg
            var inlineValue: String? = nil
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            func value() throws(UsageError) -> String {
                if let v = inlineValue { return v }
                guard let v = args.popFirst() else { throw UsageError("\(name) needs a value") }
                return v
            }
            switch name {
            case "-h", "--help": o.help = true
            case "--quick": quick = true
            case "--engine": o.engine = true
            case "--cells": o.cells = true
            case "--lists": o.lists = true
            case "--check": o.check = true
            case "--pathological": o.pathological = true
            case "--growth": o.growth = true
            case "--rounds": o.rounds = try int(try value(), name)
            case "--emit-only": o.emitOnly = true
            case "--repeats": o.repeats = try int(try value(), name)
            case "--budget": o.budget = try double(try value(), name)
            case "--timeout": o.timeout = try double(try value(), name)
            case "--sizes":
                var sizes: [Int] = []
                for part in try value().split(separator: ",") where !part.isEmpty {
                    let n = try int(String(part), name)
                    guard n > 0 else { throw UsageError("--sizes: \(n) is not a positive size") }
                    sizes.append(n)
                }
                o.sizes = sizes
                o.sizesGiven = true
            case "--only":
                let kinds = try value().split(separator: ",").map(String.init)
                if !kinds.isEmpty {
                    for k in kinds where !BenchOptions.kinds.contains(k) {
                        throw UsageError("--only: unknown kind '\(k)' (build, latesize, resize, removeadd)")
                    }
                    o.only = Set(kinds)
                }
            case "--measurer":
                let measurer = try value()
                guard ["monospaced", "pango"].contains(measurer) else {
                    throw UsageError("--measurer: unknown measurer '\(measurer)' (monospaced, pango)")
                }
                #if !SystemText
                if measurer == "pango" {
                    throw UsageError("--measurer pango needs taut-bench built with the SystemText trait "
                        + "(swift build -c release --traits SystemText)")
                }
                #endif
                o.measurer = measurer
            case "--case": o.pathologicalCases = try value().split(separator: ",").map(String.init)
            case "--emit": o.emit = try value()
            case "--json-out": o.jsonOut = try value()
            case "--worker":
                guard inlineValue == nil, args.count >= 3, let kind = args.popFirst(),
                      let workload = args.popFirst(), let n = args.popFirst() else {
                    throw UsageError("--worker needs KIND WORKLOAD N")
                }
                o.worker = (kind, workload, try int(n, name))
            default: throw UsageError("unknown argument '\(arg)'")
            }
        }
        if quick {
            o.sizes = [100, 1000]
            o.sizesGiven = true
        }
        return o
    }

    private static func int(_ text: String, _ option: String) throws(UsageError) -> Int {
        guard let v = Int(text) else { throw UsageError("\(option): '\(text)' is not an integer") }
        return v
    }

    private static func double(_ text: String, _ option: String) throws(UsageError) -> Double {
        guard let v = Double(text), v.isFinite else { throw UsageError("\(option): '\(text)' is not a number") }
        return v
    }
}

/// A bad command line; the message is printed with the usage.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
