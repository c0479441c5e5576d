import XCTest
import Foundation
import Taut

// Attributed text measured with the default monospaced measurer: a character is half its
// font size wide (plus its kern), a line 1.2 × its font size tall with the baseline one font
// size below the line's top (ascent 1.0 × size, descent 0.2 × size).

final class AttributedTextTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    /// A label with attributed text, wrapping at `width` when given.
    private func label(_ text: NSAttributedString, lines: Int = 1, width: CGFloat = 0) -> Label {
        let label = Label()
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = width
        label.attributedText = text
        return label
    }

    private func paragraph(_ configure: (MutableParagraphStyle) -> Void) -> MutableParagraphStyle {
        let style = MutableParagraphStyle()
        configure(style)
        return style
    }

    func testRunsOfTwoFontsOnOneLineAddTheirWidthsAndTakeTheTallerLine() {
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "World", attributes: [.font: Font.boldSystemFont(ofSize: 20)]))
        let label = label(text)
        // "Hello " is 6 × 5 = 30 wide, "World" 5 × 10 = 50: 80. The line is as tall as the
        // 20-point font's: ascent 20 + descent 4 = 24, its baseline 20 down.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 80, height: 24))
        let measured = label.measureText()
        XCTAssertEqual(measured.lineCount, 1)
        XCTAssertEqual(measured.firstBaseline, 20)
        XCTAssertEqual(measured.lastBaseline, 20)
        // The label's font is the first character's (UIKit: style "starting at location 0").
        XCTAssertEqual(label.font, .systemFont(ofSize: 10))
    }

    func testLineSpacingSeparatesLinesButIsNotAddedBelowTheLast() {
        let style = paragraph { $0.lineSpacing = 4 }
        let text = NSAttributedString(string: "Hello\nWorld", attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style])
        let label = label(text, lines: 0)
        // Two 12-point lines and 4 between: 28; "Hello" is 25 wide.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 25, height: 28))
        let measured = label.measureText()
        XCTAssertEqual(measured.lineCount, 2)
        XCTAssertEqual(measured.firstBaseline, 10)
        XCTAssertEqual(measured.lastBaseline, 12 + 4 + 10)
        // One line: no spacing at all.
        let single = self.label(NSAttributedString(string: "Hello", attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style]),
                                lines: 0)
        XCTAssertEqual(single.intrinsicContentSize, CGSize(width: 25, height: 12))
    }

    func testParagraphSpacingIsAddedAfterANewlineOnly() {
        let style = paragraph {
            $0.paragraphSpacing = 6
            $0.paragraphSpacingBefore = 3
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style]
        // Two paragraphs: 12 + (6 after the first + 3 before the second) + 12 = 33; nothing
        // before the first paragraph or after the last.
        let two = label(NSAttributedString(string: "Ab\nCd", attributes: attributes), lines: 0)
        XCTAssertEqual(two.intrinsicContentSize, CGSize(width: 10, height: 33))
        XCTAssertEqual(two.measureText().lastBaseline, 12 + 9 + 10)
        // One paragraph wrapped into two lines at 20 points (4 characters): no paragraph spacing.
        let wrapped = label(NSAttributedString(string: "aaa bbb", attributes: attributes), lines: 0, width: 20)
        XCTAssertEqual(wrapped.intrinsicContentSize, CGSize(width: 15, height: 24))
    }

    func testKernAddsToEveryCharactersAdvance() {
        let text = NSAttributedString(string: "abcd", attributes: [.font: Font.systemFont(ofSize: 10), .kern: 2])
        // 4 × (5 + 2) = 28, the last character's kern included (as UIKit adds it).
        XCTAssertEqual(label(text).intrinsicContentSize, CGSize(width: 28, height: 12))
        // Kern as a CGFloat or an NSNumber reads the same.
        let number = NSAttributedString(string: "abcd", attributes: [.font: Font.systemFont(ofSize: 10), .kern: NSNumber(value: 2.0)])
        XCTAssertEqual(label(number).intrinsicContentSize.width, 28)
    }

    func testIndentsNarrowTheRoomAndCountInTheWidth() {
        let style = paragraph {
            $0.firstLineHeadIndent = 10
            $0.headIndent = 20
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style]
        let text = NSAttributedString(string: "aaaa bbbb cccc", attributes: attributes)
        // Wrapped at 60: the first line has 60 - 10 = 50 of room, enough for "aaaa bbbb" (45)
        // but not " cccc" (70 in all); it is 10 + 45 = 55 wide. The second line has
        // 60 - 20 = 40: "cccc", 20 + 20 = 40 wide. Two 12-point lines.
        let indented = label(text, lines: 0, width: 60)
        XCTAssertEqual(indented.intrinsicContentSize, CGSize(width: 55, height: 24))

        // A tail indent of -10 takes 10 more from each line: 40 for the first ("aaaa", 20;
        // "aaaa bbbb" is 45), 30 for the others ("bbbb", then "cccc"): three lines, the widest
        // 20 + 20 = 40.
        style.tailIndent = -10
        let tailed = label(NSAttributedString(string: "aaaa bbbb cccc", attributes: attributes), lines: 0, width: 60)
        XCTAssertEqual(tailed.intrinsicContentSize, CGSize(width: 40, height: 36))
        // A positive tail indent is measured from the leading edge: 35 ends every line 35
        // points in, leaving 25 for the first line ("aaaa") and 15 for the others, too narrow
        // for "bbbb" (20): it is cut into "bbb" (15) and "b"; " cccc" does not fit after "b",
        // so "cccc" is cut into "ccc" and "c". Five lines; the widest 20 + 15 = 35.
        style.tailIndent = 35
        let fromLeading = label(NSAttributedString(string: "aaaa bbbb cccc", attributes: attributes), lines: 0, width: 60)
        XCTAssertEqual(fromLeading.intrinsicContentSize, CGSize(width: 35, height: 60))
    }

    func testLineHeightMultipleAndMinimumAndMaximumLineHeights() {
        func measured(_ configure: (MutableParagraphStyle) -> Void) -> TextMeasurement {
            let text = NSAttributedString(string: "ab\ncd", attributes: [.font: Font.systemFont(ofSize: 10),
                                                                        .paragraphStyle: paragraph(configure)])
            return label(text, lines: 0).measureText()
        }
        // 1.5 × 12 = 18 per line; the 6 added points go above the text, so the baseline is
        // the descent (2) above the line's bottom: 16, then 18 + 16 = 34.
        let multiple = measured { $0.lineHeightMultiple = 1.5 }
        XCTAssertEqual(multiple.size, CGSize(width: 10, height: 36))
        XCTAssertEqual(multiple.firstBaseline, 16)
        XCTAssertEqual(multiple.lastBaseline, 34)
        // At least 20 per line: 40, baselines at 18 and 38.
        let minimum = measured { $0.minimumLineHeight = 20 }
        XCTAssertEqual(minimum.size.height, 40)
        XCTAssertEqual(minimum.firstBaseline, 18)
        // At most 10 per line: 20, baselines at 8 and 18.
        let maximum = measured { $0.maximumLineHeight = 10 }
        XCTAssertEqual(maximum.size.height, 20)
        XCTAssertEqual(maximum.lastBaseline, 18)
        // The multiple applies first, then the bounds: 1.5 × 12 = 18, at most 15.
        let both = measured {
            $0.lineHeightMultiple = 1.5
            $0.maximumLineHeight = 15
        }
        XCTAssertEqual(both.size.height, 30)
    }

    func testBaselineOffsetRaisesARunAndItsLine() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.addAttribute(.baselineOffset, value: 5, range: NSRange(location: 1, length: 1))
        // "b" reaches 10 + 5 = 15 above the baseline; the descent stays "a"'s 2: 17.
        let measured = label(text).measureText()
        XCTAssertEqual(measured.size, CGSize(width: 10, height: 17))
        XCTAssertEqual(measured.firstBaseline, 15)
    }

    func testAlignmentAndLineBreakModeComeFromTheFirstParagraphStyle() {
        let style = paragraph {
            $0.alignment = .center
            $0.lineBreakMode = .byWordWrapping
        }
        let label = label(NSAttributedString(string: "abcd", attributes: [.paragraphStyle: style, .foregroundColor: red]))
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(label.textColor, red)
        // An alignment alone does not change the size: "abcd" in the 17-point font.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 34, height: 20.4))
    }

    func testTextAndAttributedTextReplaceEachOtherAsInUIKit() throws {
        let label = Label()
        XCTAssertNil(label.attributedText)
        let style = paragraph { $0.alignment = .right }
        let mutable = NSMutableAttributedString(string: "Styled", attributes: [
            .font: Font.boldSystemFont(ofSize: 20), .foregroundColor: red, .paragraphStyle: style,
        ])
        label.attributedText = mutable
        XCTAssertEqual(label.text, "Styled")
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(label.textColor, red)
        XCTAssertEqual(label.textAlignment, .right)
        // The label keeps a copy: changing the app's string later changes nothing.
        mutable.append(NSAttributedString(string: " more"))
        XCTAssertEqual(label.attributedText?.string, "Styled")
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 60, height: 24))

        // Setting text replaces the attributed text with the text in the label's style.
        label.text = "Plain"
        let plain = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(plain.string, "Plain")
        XCTAssertEqual(plain.attribute(.font, at: 0, effectiveRange: nil) as? Font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color, red)
        XCTAssertEqual((plain.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? ParagraphStyle)?.alignment, .right)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 24))

        // The label's font, colour and alignment set while it has attributed text apply to
        // the whole string.
        let runs = NSMutableAttributedString(string: "ab", attributes: [.font: Font.systemFont(ofSize: 10)])
        runs.append(NSAttributedString(string: "cd", attributes: [.font: Font.systemFont(ofSize: 30)]))
        label.attributedText = runs
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 10 + 30, height: 36))
        label.font = .systemFont(ofSize: 10)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 20, height: 12))
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? Font, .systemFont(ofSize: 10))
        label.textColor = blue
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? Color, blue)
        label.textAlignment = .center
        XCTAssertEqual((label.attributedText?.attribute(.paragraphStyle, at: 2, effectiveRange: nil) as? ParagraphStyle)?.alignment,
                       .center)

        label.attributedText = nil
        XCTAssertNil(label.text)
        XCTAssertNil(label.attributedText)
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func testParagraphStylesCopyCompareAndReportBadValues() throws {
        XCTAssertEqual(ParagraphStyle.default.lineSpacing, 0)
        XCTAssertEqual(ParagraphStyle.default.alignment, .natural)
        XCTAssertEqual(ParagraphStyle.default.lineBreakMode, .byWordWrapping)
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        let copy = try XCTUnwrap(style.copy() as? ParagraphStyle)
        XCTAssertFalse(copy is MutableParagraphStyle)
        XCTAssertEqual(copy, style)
        style.lineSpacing = 5
        XCTAssertEqual(copy.lineSpacing, 4)
        XCTAssertNotEqual(copy, style)
        let mutable = try XCTUnwrap(copy.mutableCopy() as? MutableParagraphStyle)
        mutable.setParagraphStyle(style)
        XCTAssertEqual(mutable, style)

        let diagnostics = LayoutDiagnostics.collect {
            style.lineSpacing = -3
            style.minimumLineHeight = .nan
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics.first?.kind, .invalidViewValue)
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(style.minimumLineHeight, 0)
        // A kern that is not a number is reported and read as 0.
        let kernDiagnostics = LayoutDiagnostics.collect {
            let label = label(NSAttributedString(string: "ab", attributes: [.font: Font.systemFont(ofSize: 10), .kern: "wide"]))
            XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 10, height: 12))
        }
        XCTAssertEqual(kernDiagnostics.map(\.kind), [.invalidViewValue])
    }

    func testTheSVGRendererDrawsRunsWithTheirSizesAndColours() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: Font.systemFont(ofSize: 10), .foregroundColor: red])
        text.append(NSAttributedString(string: "World", attributes: [
            .font: Font.boldSystemFont(ofSize: 20), .foregroundColor: blue, .kern: 1,
            .underlineStyle: UnderlineStyle.single.rawValue,
        ]))
        let label = label(text)
        label.frame = CGRect(x: 10, y: 20, width: 120, height: 24)
        root.addSubview(label)
        let svg = SVGRenderer().render(LayoutSnapshot(root: root, detectAmbiguity: false))
        // "Hello " is 30 wide at x 10; "World" starts at 40 (5 × (10 + 1) = 55 wide). The
        // line is 24 tall with its baseline 20 down: y = 20 + 20 = 40.
        XCTAssertTrue(svg.contains(
            ##"<text class="line" x="10" y="40" xml:space="preserve"><tspan x="10" font-size="10" fill="#ff0000">Hello </tspan>"##
                + ##"<tspan x="40" font-size="20" font-weight="bold" fill="#0000ff" letter-spacing="1" text-decoration="underline">World</tspan></text>"##),
            svg)

        // Centred by its paragraph style in a 100-wide label: "abcd" (10 points, 20 wide) starts
        // at (100 - 20) / 2 = 40 from the label's left, 50 in the root.
        let centred = Label()
        centred.attributedText = NSAttributedString(string: "abcd", attributes: [
            .font: Font.systemFont(ofSize: 10), .paragraphStyle: paragraph { $0.alignment = .center },
        ])
        centred.frame = CGRect(x: 10, y: 60, width: 100, height: 12)
        root.addSubview(centred)
        let second = SVGRenderer().render(LayoutSnapshot(root: root, detectAmbiguity: false))
        XCTAssertTrue(second.contains(##"<tspan x="50" font-size="10" fill="#1c1c1e">abcd</tspan>"##), second)
    }
}
