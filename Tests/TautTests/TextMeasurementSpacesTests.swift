import XCTest
@testable import Taut

/// Spaces the user typed are measured, as UIKit measures them.
final class TextMeasurementSpacesTests: XCTestCase {
    private let measurer = MonospacedTextMeasurer()
    private let font = Font.systemFont(ofSize: 10)  // characters 5 wide, lines 12 tall

    func testLeadingAndTrailingSpacesAreKept() {
        // "  iDev  " is 8 characters: 8 × 5 = 40 wide, one line.
        let padded = measurer.measure("  iDev  ", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 0)
        XCTAssertEqual(padded.size, CGSize(width: 40, height: 12))
        XCTAssertEqual(padded.lineCount, 1)
        // Only spaces: 3 characters, 15 wide.
        let blank = measurer.measure("   ", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 0)
        XCTAssertEqual(blank.size, CGSize(width: 15, height: 12))
        // Repeated spaces inside: "a   b" is 5 characters, 25 wide.
        let inner = measurer.measure("a   b", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 0)
        XCTAssertEqual(inner.size.width, 25)
    }

    func testSpacesAtAWrapHang() {
        // 30 wide holds 6 characters. "ab cd ef": "ab cd" (5) fits, "ab cd ef" (8) does not;
        // the space before "ef" hangs: lines "ab cd" / "ef", 25 wide.
        let wrapped = measurer.measure("ab cd ef", font: font, maxWidth: 30, numberOfLines: 0)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.size, CGSize(width: 25, height: 24))
        // Trailing spaces count only up to the line's room: "abcd   " in 6 characters is
        // "abcd" plus 2 of its 3 spaces, 30 wide.
        let trailing = measurer.measure("abcd   ", font: font, maxWidth: 30, numberOfLines: 0)
        XCTAssertEqual(trailing.size, CGSize(width: 30, height: 12))
        // Leading spaces that leave no room for the word make a line of their own:
        // "    abcd" in 6 characters is "    " / "abcd", 20 wide.
        let leading = measurer.measure("    abcd", font: font, maxWidth: 30, numberOfLines: 0)
        XCTAssertEqual(leading.lineCount, 2)
        XCTAssertEqual(leading.size.width, 20)
    }

    func testLabelSizeKeepsPadding() {
        // A label of "  iDev  " at 17 points: 8 × 8.5 = 68 wide, 17 × 1.2 = 20.4 tall.
        let label = Label(text: "  iDev  ", fontSize: 17)
        XCTAssertEqual(label.intrinsicContentSize.width, 68)
        XCTAssertEqual(label.intrinsicContentSize.height, 20.4, accuracy: 1e-9)
    }

    func testDrawnLinesMatchTheMeasurement() {
        // The renderer's lines break where the measurer does, spaces included.
        let cases: [(String, Double)] = [
            ("  iDev  ", 1000), ("aa  bb   cc", 25), ("ab cd ef", 30), ("abcd   ", 30),
            ("    abcd", 30), ("a\n  b c  ", 100), ("abcdefghij", 20), ("  abcdefgh", 20),
        ]
        for (text, width) in cases {
            let lines = TextLines.wrap(text, fontSize: 10, width: width, numberOfLines: 0)
            let measured = measurer.measure(text, font: font, maxWidth: CGFloat(width), numberOfLines: 0)
            XCTAssertEqual(lines.count, measured.lineCount, text)
            XCTAssertEqual(CGFloat(lines.map(\.count).max() ?? 0) * 5, measured.size.width, text)
        }
        XCTAssertEqual(TextLines.wrap("aa  bb   cc", fontSize: 10, width: 25, numberOfLines: 0), ["aa", "bb", "cc"])
        XCTAssertEqual(TextLines.wrap("  iDev  ", fontSize: 10, width: 1000, numberOfLines: 0), ["  iDev  "])
    }
}
