import XCTest
@testable import Taut

/// The default measurer at the edges of its input: no overflow, no crash.
final class EngineTextMeasurerLimitsTests: XCTestCase {
    func testTinyFontWithZeroWidthDoesNotOverflow() {
        // A 1e-300-point font in a zero-wide box: the measurer's 1e-9 rounding slack holds
        // 1e-9 / 5e-301 = 2e291 characters, more than an Int can count; the capacity saturates
        // instead of overflowing, so "ab" is one line, 2 × 5e-301 = 1e-300 wide and 1.2e-300 tall.
        let m = MonospacedTextMeasurer().measure("ab", font: .systemFont(ofSize: 1e-300), maxWidth: 0, numberOfLines: 0)
        XCTAssertEqual(m.lineCount, 1)
        // Compared as ratios: a tolerance near 1e-310 would be a subnormal literal.
        XCTAssertEqual(m.size.width / 1e-300, 1, accuracy: 1e-9)
        XCTAssertEqual(m.size.height / 1.2e-300, 1, accuracy: 1e-9)
    }

    func testNegativeAndHugeWidths() {
        // 10-point font: characters 5 wide. A negative width still allows one character per line.
        let narrow = MonospacedTextMeasurer().measure("abc", font: .systemFont(ofSize: 10), maxWidth: -50, numberOfLines: 0)
        XCTAssertEqual(narrow.lineCount, 3)
        // An unbounded width keeps "abc def" on one line: 7 characters × 5 = 35 wide.
        let wide = MonospacedTextMeasurer().measure("abc def", font: .systemFont(ofSize: 10), maxWidth: .greatestFiniteMagnitude, numberOfLines: 0)
        XCTAssertEqual(wide.lineCount, 1)
        XCTAssertEqual(wide.size.width, 35)
    }

    func testSpacesTrailingNewlinesAndDroppedLines() {
        // 10-point font: characters 5 wide, lines 12 tall. 25 wide holds 5 characters.
        let m = MonospacedTextMeasurer()
        let font = Font.systemFont(ofSize: 10)
        // Runs of spaces are kept: "aa  bb" would be 6 characters, so the line breaks at the
        // spaces, which hang: "aa" / "bb" / "cc", 3 lines, 2 × 5 = 10 wide, 36 tall.
        let spaced = m.measure("aa  bb   cc", font: font, maxWidth: 25, numberOfLines: 0)
        XCTAssertEqual(spaced.lineCount, 3)
        XCTAssertEqual(spaced.size, CGSize(width: 10, height: 36))
        // A trailing newline starts an empty second line: 1 character wide, 2 lines tall.
        let trailing = m.measure("a\n", font: font, maxWidth: 100, numberOfLines: 0)
        XCTAssertEqual(trailing.size, CGSize(width: 5, height: 24))
        // One line kept of "a" / "bbbb": the dropped line does not count towards the width.
        let dropped = m.measure("a\nbbbb", font: font, maxWidth: 100, numberOfLines: 1)
        XCTAssertEqual(dropped.lineCount, 1)
        XCTAssertEqual(dropped.size, CGSize(width: 5, height: 12))
        XCTAssertEqual(dropped.lastBaseline, 10)
    }

    func testLabelWithATinyFontLaysOut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(text: "hello world", fontSize: 1e-300)
        label.numberOfLines = 0
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        label.widthAnchor.constraint(equalToConstant: 0).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 0)
        XCTAssertEqual(label.frame.width, 0)
    }
}
