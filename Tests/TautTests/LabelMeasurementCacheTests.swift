import XCTest
@testable import Taut

/// A label measures each (width, line limit) once for its current text, font and measurer.
final class LabelMeasurementCacheTests: XCTestCase {
    /// The default measurer, counting its calls.
    private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        var calls = 0
        func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
            calls += 1
            return MonospacedTextMeasurer().measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
    }

    func testRepeatedQuestionsAreAnsweredOnceAndChangesMeasureAgain() {
        let measurer = CountingMeasurer()
        let label = Label(text: "one two three", fontSize: 10)
        label.textMeasurer = measurer
        label.numberOfLines = 0
        // 13 characters × 5 = 65 wide unwrapped; at 30 wide "one" / "two" / "three": 3 lines.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 0)), CGSize(width: 25, height: 36))
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 0)), CGSize(width: 25, height: 36))
        XCTAssertEqual(label.intrinsicContentSize.width, 65)
        XCTAssertEqual(label.intrinsicContentSize.width, 65)
        XCTAssertEqual(measurer.calls, 2)  // at 30, and unwrapped

        label.text = "one"
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 0)), CGSize(width: 15, height: 12))
        XCTAssertEqual(measurer.calls, 3)
        label.font = .systemFont(ofSize: 20)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 0)), CGSize(width: 30, height: 24))
        XCTAssertEqual(measurer.calls, 4)
        label.numberOfLines = 1  // another line limit: a new question
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 0)), CGSize(width: 30, height: 24))
        XCTAssertEqual(measurer.calls, 5)
    }

    /// Four measurements are kept; a fifth replaces the oldest. One line of "one two three" at
    /// font size 10 is 5 points a character: each width below is a new question.
    func testTheLastFourAreKeptAndANewOneReplacesTheOldest() {
        let measurer = CountingMeasurer()
        let label = Label(text: "one two three", fontSize: 10)
        label.textMeasurer = measurer
        label.numberOfLines = 0
        let fit = { (width: CGFloat) in _ = label.sizeThatFits(CGSize(width: width, height: 0)) }
        for width in [10, 20, 30, 40] as [CGFloat] { fit(width) }
        XCTAssertEqual(measurer.calls, 4)
        for width in [40, 30, 20, 10] as [CGFloat] { fit(width) }
        XCTAssertEqual(measurer.calls, 4)   // all four kept
        fit(50)
        XCTAssertEqual(measurer.calls, 5)   // 10 goes: kept 20, 30, 40, 50
        fit(20)
        XCTAssertEqual(measurer.calls, 5)
        fit(10)
        XCTAssertEqual(measurer.calls, 6)   // measured again; 20 goes: kept 30, 40, 50, 10
        fit(30)
        XCTAssertEqual(measurer.calls, 6)
        fit(20)
        XCTAssertEqual(measurer.calls, 7)   // 30 goes: kept 40, 50, 10, 20
        fit(30)
        XCTAssertEqual(measurer.calls, 8)
        label.text = "one two"                // emptied
        fit(30)
        XCTAssertEqual(measurer.calls, 9)
    }
}
