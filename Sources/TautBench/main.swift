// taut-bench: kiwi_bench.py's Auto-Layout-like workloads on TautSolver (see BenchOptions.usage).
// Prints a table and, as the last line, one JSON document in kiwi_bench's shape, so that
// ../shared/bench/compare.sh can set the two side by side.
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("taut-bench: \(message)\n".utf8))
    exit(code)
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message + "\n" + BenchOptions.usage, code: 2)
}
if options.help {
    print(BenchOptions.usage)
    exit(0)
}
if let w = options.worker, w.kind == "pathological" {
    exit(PathologicalBench.worker(case: w.workload, n: w.n))
}
if let w = options.worker, w.kind == "engine" {
    exit(EngineWorker.run(mode: w.workload, n: w.n, repeats: options.repeats))
}
if let w = options.worker, w.kind == "lists" {
    exit(ListsWorker.run(kind: w.workload, count: w.n))
}
if let w = options.worker, w.kind == "cells" {
    exit(CellsWorker.run(kind: w.workload, count: w.n))
}
if let w = options.worker {
    exit(Worker(kind: w.kind, workload: w.workload, n: w.n, repeats: options.repeats, budget: options.budget).run())
}

if options.engine {
    EngineBench.run(sizes: options.sizes, repeats: options.repeats, jsonOut: options.jsonOut)
    exit(0)
}

if options.cells, options.measurer == "pango" {
    CellsMeasurerBench.run(counts: options.sizesGiven ? options.sizes : [100, 1000], rounds: options.rounds,
                           jsonOut: options.jsonOut)
    exit(0)
}

if options.check {
    exit(CheckBench.run(rounds: options.rounds, jsonOut: options.jsonOut))
}

if options.lists {
    ListsBench.run(rounds: options.rounds, jsonOut: options.jsonOut)
    exit(0)
}

if options.cells {
    CellsBench.run(counts: options.sizesGiven ? options.sizes : [100, 1000], rounds: options.rounds, jsonOut: options.jsonOut)
    exit(0)
}

if options.pathological {
    PathologicalBench.run(sizes: options.sizesGiven ? options.sizes : nil, repeats: options.repeats,
                          only: options.pathologicalCases)
    exit(0)
}

if options.growth {
    let runner = CaseRunner(executable: CaseRunner.ownExecutable, repeats: options.repeats, budget: options.budget,
                            timeout: options.timeout)
    GrowthBench.run(sizes: options.sizesGiven ? options.sizes : [1000, 10000], rounds: options.rounds, runner: runner)
    exit(0)
}

let cases = options.cases
if let dir = options.emit {
    var seen = Set<String>()
    var systems: [(workload: String, n: Int)] = []
    for c in cases where seen.insert("\(c.workload)_\(c.n)").inserted { systems.append((c.workload, c.n)) }
    do {
        try WorkloadEmitter.write(systems, to: dir)
    } catch {
        fail("cannot write workloads to \(dir): \(error)", code: 1)
    }
    if options.emitOnly { exit(0) }
}

if Report.buildConfiguration == "debug" {
    FileHandle.standardError.write(Data("taut-bench: this is a debug build; measure with `swift build -c release`\n".utf8))
}
let runner = CaseRunner(executable: CaseRunner.ownExecutable, repeats: options.repeats, budget: options.budget,
                        timeout: options.timeout)
var results: [[(String, JSONValue)]] = []
for c in cases {
    FileHandle.standardError.write(Data("[taut-bench] \(c.kind) \(c.workload) N=\(c.n) ...\n".utf8))
    results.append(runner.run(kind: c.kind, workload: c.workload, n: c.n))
}
let report = Report(results: results, options: options)
print(report.table)
print()
let line = report.document.encoded
if let path = options.jsonOut {
    do {
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("taut-bench: cannot write \(path): \(error)\n".utf8))
    }
}
print(line)
