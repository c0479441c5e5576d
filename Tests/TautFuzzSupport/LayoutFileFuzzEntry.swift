import Foundation
import Taut

extension FuzzEntry {
    /// The whole layout-file loader: the input is a YAML layout file.
    ///
    /// `load` is the `taut` tool's YAML loader (`LayoutFileLoader.load(yaml:path:)`, which
    /// lives in the executable and is handed in by the fuzzer and the test). Every error's
    /// position must lie within the text, and is printed with its source line. A file
    /// without errors is built, laid out, checked and rendered as SVG, JSON and a text
    /// table, in both directions; every frame must be finite.
    public static func layoutFile(
        _ bytes: [UInt8], load: (_ yaml: String, _ path: String) -> (file: LayoutFile, errors: [LayoutFileError])
    ) -> [String] {
        let source = text(bytes)
        var problems: [String] = []
        let (file, errors) = load(source, "fuzz.yaml")
        // YAML breaks lines at \r and \r\n too (and at U+0085, U+2028 and U+2029).
        let lineCount = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        for error in errors {
            _ = error.description(withSource: source)
            if error.position.line < 1 || error.position.line > lineCount + 1 || error.position.column < 1 {
                problems.append("error position \(error.position) outside the \(lineCount) lines: \(error.message)")
            }
        }
        guard errors.isEmpty else { return problems }
        for isRightToLeft in [file.canvas.isRightToLeft, !file.canvas.isRightToLeft] {
            var directed = file
            directed.canvas.isRightToLeft = isRightToLeft
            problems += layOut(directed, source: source, render: true)
        }
        return problems
    }
}
