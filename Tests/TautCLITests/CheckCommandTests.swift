import Foundation
import XCTest
@testable import TautCLI

final class CheckCommandTests: XCTestCase {
    func testEveryExampleIsConflictFreeAndDetermined() throws {
        for example in CLI.examples {
            for direction in ["ltr", "rtl"] {
                let result = try CLI.run(["check", CLI.example(example), "--direction", direction])
                XCTAssertEqual(result.status, 0, "\(example) \(direction): \(result.output)\(result.errors)")
                XCTAssertTrue(result.output.hasSuffix("OK: no conflicts, every frame determined\n"))
            }
        }
    }

    func testConflictListsTheMinimalSetWithFileAndLine() throws {
        let path = try CLI.temporaryFile("conflict.yaml", """
            canvas: { width: 320, height: 480 }
            views:
              box: { color: "#ff3b30" }
            constraints:
              - "H:|-20-[box]-20-|"
              - "box.width == 400"
              - "V:|-20-[box(100)]"
            """)
        let result = try CLI.run(["check", path])
        XCTAssertEqual(result.status, 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "\(path): conflict 1 of 1: a required constraint cannot be satisfied and was left out")
        // The later constraint (line 6) is left out; it conflicts with the two of line 5
        // (20 + width + 20 = 320 gives width 280) and the canvas's fixed width.
        XCTAssertEqual(lines.dropFirst().first, "  left out:       \(path):6: box.width == 400")
        let others = lines.filter { $0.hasPrefix("  conflicts with:") }
        XCTAssertEqual(others.filter { $0.contains("\(path):5: ") }.count, 2, result.output)
        XCTAssertTrue(others.allSatisfy { $0.contains("\(path):5: ") && $0.contains(#"(from "H:|-20-[box]-20-|")"#)
            || $0.contains("made by Taut") }, result.output)
    }

    func testAmbiguousViewIsReported() throws {
        let path = try CLI.temporaryFile("ambiguous.yaml", """
            canvas: { width: 320, height: 480 }
            views:
              box: {}
            constraints:
              - "box.leading == superview.leading + 20"
              - "box.width == 100"
              - "box.height == 50"
            """)
        let result = try CLI.run(["check", path])
        XCTAssertEqual(result.status, 1)
        // Nothing places the box vertically.
        XCTAssertEqual(result.output, "\(path): ambiguous: box (top not determined)\n")
    }

    func testFileWithSeveralMistakesReportsAllWithLineAndColumn() throws {
        let path = try CLI.temporaryFile("mistakes.yaml", """
            canvas: { width: 320, height: 480, direction: upward }
            views:
              card: { color: "#fff", margins: 16 }
              title: { parent: crad, text: "Hello" }
            constraints:
              - "H:|-16-[card]-16-|"
              - "V:|-16-[card(>=titel)]"
              - "title.leadin == card.leadingMargin"
              - "title.top == card.topMargin + gap"
              - "title.width == 3 4"
            """)
        let result = try CLI.run(["check", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        let headlines = result.errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix(path) }
        // Columns counted from 1; a quoted constraint's text starts one column after its quote (5).
        XCTAssertEqual(headlines, [
            "\(path):1:47: error: unknown direction 'upward'; expected 'leftToRight' or 'rightToLeft'",
            "\(path):4:20: error: unknown view 'crad'; did you mean 'card'?",
            // "V:|-16-[card(>=titel)]": t of titel is character 15 (0-based) → column 6 + 15.
            "\(path):7:21: error: 'titel' is neither a view nor a metric; did you mean 'title'?",
            // "title." is 6 characters: the attribute starts at column 6 + 6.
            "\(path):8:12: error: unknown attribute 'leadin'; did you mean 'leading'?",
            // "title.top == card.topMargin + " is 30 characters.
            "\(path):9:36: error: unknown metric 'gap'",
            // "title.width == 3 " is 17 characters.
            "\(path):10:23: error: unexpected '4' after the equation",
        ])
        XCTAssertTrue(result.errors.hasSuffix("6 errors in \(path)\n"))
        // Each error shows its line and a caret under the column.
        XCTAssertTrue(result.errors.contains("  title: { parent: crad, text: \"Hello\" }\n" + String(repeating: " ", count: 19) + "^\n"), result.errors)
    }

    func testMissingFileExitsWithStatus2() throws {
        let result = try CLI.run(["check", "/nonexistent/layout.yaml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("/nonexistent/layout.yaml:1:1: error: cannot read the file"))
    }
}
