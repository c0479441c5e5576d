import XCTest
import Foundation
import Taut

// Attributed titles and text in controls, measured run by run with the monospaced measurer
// (a character half its font size wide, a line 1.2 × its size tall).

final class AttributedControlTextTests: XCTestCase {
    func testAButtonsAttributedTitleIsItsTitleLabelsAttributedText() throws {
        let button = Button(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.font: Font.boldSystemFont(ofSize: 20)]), for: .normal)
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.attributedText?.string, "Go")
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 20))
        // "Go" at 20 points: 20 × 24, plus 6 above and below (UIKit's implicit title padding).
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20, height: 36))
        // Without it the plain title shows again, as plain text in the label's font.
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(label.text, "Plain")
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 50, height: 36))
    }

    func testATextFieldMeasuresItsAttributedTextAndPlaceholder() {
        let field = TextField()
        // An attributed placeholder while empty: "Search" at 10 points, 30 wide; the height
        // is the 17-point font's line, 20.4, rounded up: 21.
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.font: Font.systemFont(ofSize: 10)])
        XCTAssertEqual(field.placeholder, "Search")
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 30, height: 21))
        // Attributed text at 30 points: "abc" is 45 wide and its line 36 tall.
        field.attributedText = NSAttributedString(string: "abc", attributes: [.font: Font.systemFont(ofSize: 30)])
        XCTAssertEqual(field.text, "abc")
        XCTAssertEqual(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font, .systemFont(ofSize: 30))
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 45, height: 36))
        // Setting text replaces it: "x" in the 17-point font, 8.5 × 21.
        field.text = "x"
        XCTAssertEqual(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font, .systemFont(ofSize: 17))
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 8.5, height: 21))
    }

    func testATextViewMeasuresItsParagraphStyle() {
        let textView = TextView()
        textView.isScrollEnabled = false
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        textView.attributedText = NSAttributedString(string: "ab\ncd", attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style])
        XCTAssertEqual(textView.text, "ab\ncd")
        // The text: 10 wide, 12 + 4 + 12 = 28 tall; plus the line fragment padding (5 on each
        // side) and the container inset (8 above and below): 20 × 44.
        XCTAssertEqual(textView.sizeThatFits(.zero), CGSize(width: 20, height: 44))
        textView.text = "ab\ncd"
        // Plain again, in the text view's 12-point font (UIKit's default): "ab" is 12 wide,
        // two lines of 14.4 are 28.8 tall; with the padding and insets 22 × 44.8.
        let plain = textView.sizeThatFits(.zero)
        XCTAssertEqual(plain.width, 22, accuracy: 1e-9)
        XCTAssertEqual(plain.height, 28.8 + 16, accuracy: 1e-9)
    }
}
