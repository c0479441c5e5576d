import TautFuzzSupport

/// libFuzzer's entry: runs one input through `FuzzEntry.layoutEquation` (Tests/TautFuzzSupport).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutEquation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntry.abort(onProblems: FuzzEntry.layoutEquation(bytes))
    return 0
}
