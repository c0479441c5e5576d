import Foundation
import Taut
import XCTest
@testable import TautLayoutFile

/// Input that must not crash or confuse the loader: deep nesting, huge files, unreadable
/// files, and YAML left open.
final class LayoutFileLoaderLimitsTests: XCTestCase {
    func testDeeplyNestedFlowMappingsStopBeforeTheYAMLParser() {
        // `a: {{{{…` 5000 levels overflowed the stack inside Yams. The top-level mapping is level
        // 1, so the 64th brace (column 3 + 64) opens level 65, one too many.
        let yaml = "a: " + String(repeating: "{", count: 5000)
        let (file, errors) = LayoutFileLoader.load(yaml: yaml, path: "deep.yaml")
        XCTAssertEqual(errors.map(\.description), [
            "deep.yaml:1:67: error: the YAML nests deeper than 64 levels here; a layout file needs a few, "
                + "so the file is not read",
        ])
        XCTAssertEqual(file.views.count, 0)
    }

    func testDeeplyNestedFlowSequencesAndBlocksToo() {
        let brackets = "views: " + String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        XCTAssertEqual(LayoutFileLoader.load(yaml: brackets, path: "b.yaml").errors.map(\.position),
                       [LayoutFilePosition(file: "b.yaml", line: 1, column: 71)])
        // One more level per line, two spaces deeper each time: line 65 (indent 128) is too deep.
        let block = (0..<200).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
        XCTAssertEqual(LayoutFileLoader.load(yaml: block, path: "k.yaml").errors.map(\.position),
                       [LayoutFilePosition(file: "k.yaml", line: 65, column: 129)])
        // Braces inside quotes and comments don't count.
        let quoted = "views:\n  a: { text: \"" + String(repeating: "{", count: 100) + "\" } # "
            + String(repeating: "[", count: 100) + "\n"
        let (file, errors) = LayoutFileLoader.load(yaml: quoted, path: "q.yaml")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(file.views.first?.text, String(repeating: "{", count: 100))
    }

    func testAHugeFileIsRefusedWholesale() {
        let yaml = "# " + String(repeating: "x", count: LayoutFileTextLimits.maximumBytes)
        XCTAssertEqual(LayoutFileLoader.load(yaml: yaml, path: "big.yaml").errors.map(\.description), [
            "big.yaml:1:1: error: the file is 4194306 bytes; a layout file may be at most 4194304 bytes",
        ])
    }

    func testAnUnclosedBraceIsPointedAt() {
        // `#` starts a comment, so the flow mapping opened on line 2, column 9, is never closed.
        let yaml = "views:\n  card: { color: #fff }\n"
        let (_, errors) = LayoutFileLoader.load(yaml: yaml, path: "s.yaml")
        XCTAssertEqual(errors.map(\.description), [
            "s.yaml:2:9: error: YAML syntax: this '{' is never closed (did not find expected node content)",
        ])
    }

    func testAnUnclosedBracketAndQuoteArePointedAt() {
        let bracket = "views:\n  a: {}\nconstraints: [\"a.width == 3\",\n  \"a.height == 4\"\n"
        XCTAssertEqual(LayoutFileLoader.load(yaml: bracket, path: "l.yaml").errors.map(\.description), [
            "l.yaml:3:14: error: YAML syntax: this '[' is never closed (did not find expected ',' or ']')",
        ])
        let quote = "views:\n  a: { text: \"Hello }\n"
        XCTAssertEqual(LayoutFileLoader.load(yaml: quote, path: "t.yaml").errors.map(\.description), [
            "t.yaml:2:14: error: YAML syntax: this quoted text is never closed (found unexpected end of stream)",
        ])
    }

    func testFileErrorsSayWhy() throws {
        XCTAssertEqual(LayoutFileLoader.load(contentsOf: "/nonexistent/x.yaml").errors.map(\.description),
                       ["/nonexistent/x.yaml:1:1: error: cannot read the file: there is no such file"])
        let directory = NSTemporaryDirectory() + "taut-loader-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(LayoutFileLoader.load(contentsOf: directory).errors.map(\.description),
                       ["\(directory):1:1: error: cannot read the file: it is a directory"])
        // Permission denied (the tests may run as root, who reads anything: the reason is
        // checked from the error number).
        XCTAssertEqual(LayoutFileLoader.readFailure(errno: EACCES), "cannot read the file: permission denied")
        XCTAssertEqual(LayoutFileLoader.readFailure(errno: ENOENT), "cannot read the file: there is no such file")
        // Not UTF-8: the first bad byte is located.
        let path = directory + "/latin1.yaml"
        let bytes = Array("views:\n  a: { text: \"caf".utf8) + [0xE9] + Array("\" }\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(LayoutFileLoader.load(contentsOf: path).errors.map(\.description),
                       ["\(path):2:18: error: the file is not UTF-8 text: byte 0xE9 here is not valid UTF-8"])
    }
}
