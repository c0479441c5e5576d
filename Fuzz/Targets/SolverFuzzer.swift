import Foundation
import TautFuzzSupport

/// Whether to print each operation (FUZZ_TRACE=1, to read a reproducer: `FUZZ_TRACE=1
/// .build/fuzz/bin/solver FILE`).
let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] == "1"

/// libFuzzer's entry: runs one input through `FuzzEntry.solver` (Tests/TautFuzzSupport).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntry.abort(onProblems: FuzzEntry.solver(bytes, trace: tracing ? { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } : nil))
    return 0
}
