import TautLayoutFile
import TautFuzzSupport

/// libFuzzer's entry: runs one input through `FuzzEntry.layoutFile` (Tests/TautFuzzSupport)
/// with the TautLayoutFile YAML loader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntry.abort(onProblems: FuzzEntry.layoutFile(bytes) { LayoutFileLoader.load(yaml: $0, path: $1) })
    return 0
}
