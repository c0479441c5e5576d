import Foundation
import XCTest
@testable import Taut

/// A label with padding written the way UIKit apps write it: the text rect is inset, and the
/// result outset again.
private final class PaddedLabel: Label {
    let insets = EdgeInsets(top: 4, left: 8, bottom: 6, right: 10)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                           width: bounds.width - insets.left - insets.right,
                           height: bounds.height - insets.top - insets.bottom)
        let text = super.textRect(forBounds: inner, limitedToNumberOfLines: numberOfLines)
        return CGRect(x: text.minX - insets.left, y: text.minY - insets.top,
                      width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
    }
}

/// A label that adds to UIKit's intrinsic size by overriding `intrinsicContentSize`.
private final class PillLabel: Label {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height + 12)
    }
}

final class LabelTextPropertiesTests: XCTestCase {
    func testDefaults() {
        let label = Label()
        XCTAssertEqual(label.font, Font.systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, .label)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertTrue(label.isEnabled)
        XCTAssertFalse(label.isHighlighted)
        XCTAssertNil(label.highlightedTextColor)
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertFalse(label.adjustsFontForContentSizeCategory)
        XCTAssertFalse(label.isUserInteractionEnabled)  // UILabel ignores touches by default
        XCTAssertNil(label.attributedText)
    }

    func testBoldTwentyPointFontSizesTheLabel() {
        let label = Label()
        label.text = "Hello"
        // 17 pt: 5 characters × 8.5 = 42.5 wide, 1.2 × 17 = 20.4 tall.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 42.5, height: 20.4))
        label.font = .systemFont(ofSize: 20, weight: .bold)
        // 20 pt: 5 × 10 = 50 wide, 1.2 × 20 = 24 tall (weight does not change the metric).
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 24))
        XCTAssertEqual(label.fontSize, 20)
        XCTAssertTrue(label.font.isBold)
    }

    func testSettingNilFontRestoresSeventeenPoints() {
        let label = Label(text: "Hello", fontSize: 30)
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.font, Font.systemFont(ofSize: 17))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 42.5, height: 20.4))
    }

    func testFontChangeRelaysOutTheLabel() {
        let root = EngineFixture.root(300, 200)
        let label = EngineFixture.label("title", "Taut", fontSize: 10, in: root)
        NSLayoutConstraintPair.pin(label, in: root)
        root.layoutIfNeeded()
        // 10 pt: 4 × 5 = 20 by 12, at (16, 16).
        assertFrame(label.frame, 16, 16, 20, 12)
        label.font = .preferredFont(forTextStyle: .largeTitle)
        root.layoutIfNeeded()
        // 34 pt: 4 × 17 = 68 by 1.2 × 34 = 40.8.
        assertFrame(label.frame, 16, 16, 68, 40.8)
    }

    func testTextColorNilRestoresTheDefault() {
        let label = Label()
        label.textColor = .secondaryLabel
        XCTAssertEqual(label.textColor, .secondaryLabel)
        label.textColor = nil
        XCTAssertEqual(label.textColor, .label)
    }

    func testAttributedTextSetsTheMeasuredText() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Hi there")
        XCTAssertEqual(label.text, "Hi there")
        XCTAssertEqual(label.attributedText?.string, "Hi there")
        // 8 characters × 8.5 = 68 wide at 17 pt, 20.4 tall.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 68, height: 20.4))
        label.text = "Bye"
        XCTAssertEqual(label.attributedText?.string, "Bye")
        label.attributedText = nil
        XCTAssertNil(label.text)
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func testTextRectWrapsAndCutsToTheBounds() {
        let label = Label(text: "Hello world", fontSize: 10)
        // 10 pt: 5 per character, so 50 points hold 10 characters: "Hello" | "world",
        // 5 characters (25) wide, 2 lines of 12.
        let wrapped = label.textRect(forBounds: CGRect(x: 10, y: 20, width: 50, height: 100), limitedToNumberOfLines: 0)
        assertFrame(wrapped, 10, 20, 25, 24)
        // One line: 11 characters (55) cut to the 50-point bounds, 12 tall.
        let single = label.textRect(forBounds: CGRect(x: 10, y: 20, width: 50, height: 100), limitedToNumberOfLines: 1)
        assertFrame(single, 10, 20, 50, 12)
        // Three short lines in 20 points of height: cut to 20.
        let short = Label(text: "a\nb\nc", fontSize: 10)
        assertFrame(short.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 20), limitedToNumberOfLines: 0), 0, 0, 5, 20)
    }

    func testPaddedLabelOverridingTextRectGetsItsInsets() {
        let root = EngineFixture.root(300, 200)
        let label = PaddedLabel(text: "Padded", fontSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        // 6 × 5 = 30 + 8 + 10 = 48 wide; 12 + 4 + 6 = 22 tall.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 48, height: 22))
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 48, height: 22))
        NSLayoutConstraintPair.pin(label, in: root)
        root.layoutIfNeeded()
        assertFrame(label.frame, 16, 16, 48, 22)
    }

    func testWrappingPaddedLabelWrapsInsideItsInsets() {
        let root = EngineFixture.root(300, 200)
        let label = PaddedLabel(text: "aaaa bbbb", fontSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let width = label.widthAnchor.constraint(equalToConstant: 68)
        width.isActive = true
        root.layoutIfNeeded()
        // 68 − 8 − 10 = 50 for text: 10 characters; "aaaa bbbb" is 9, so one line:
        // 12 + 10 = 22 tall.
        assertFrame(label.frame, 0, 0, 68, 22)
        width.constant = 58
        root.layoutIfNeeded()
        // 58 − 18 = 40: 8 characters per line, so "aaaa" | "bbbb": 2 × 12 + 10 = 34 tall.
        assertFrame(label.frame, 0, 0, 58, 34)
    }

    func testSubclassIntrinsicContentSizeOverrideReachesTheEngine() {
        let root = EngineFixture.root(300, 200)
        let label = PillLabel(text: "New", fontSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraintPair.pin(label, in: root)
        root.layoutIfNeeded()
        // "New": 3 × 5 = 15 + 24 = 39 wide; 12 + 12 = 24 tall.
        assertFrame(label.frame, 16, 16, 39, 24)
    }

    func testMinimumScaleFactorOutOfRangeIsReportedAndClamped() {
        let label = Label()
        label.accessibilityIdentifier = "caption"
        let diagnostics = LayoutDiagnostics.collect { label.minimumScaleFactor = 2 }
        XCTAssertEqual(label.minimumScaleFactor, 1)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertEqual(diagnostics.first?.message, "minimumScaleFactor of caption was 2.0; using 1.0")
        let none = LayoutDiagnostics.collect { label.minimumScaleFactor = 0.5 }
        XCTAssertEqual(none.count, 0)
        XCTAssertEqual(label.minimumScaleFactor, 0.5)
    }

    func testStoredTextProperties() {
        let label = Label()
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontSizeToFitWidth = true
        label.isEnabled = false
        label.isHighlighted = true
        label.highlightedTextColor = .white
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 1)
        label.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
        XCTAssertTrue(label.adjustsFontSizeToFitWidth)
        XCTAssertFalse(label.isEnabled)
        XCTAssertTrue(label.isHighlighted)
        XCTAssertEqual(label.highlightedTextColor, .white)
        XCTAssertEqual(label.shadowColor, .black)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 1, height: 1))
        XCTAssertTrue(label.adjustsFontForContentSizeCategory)
        XCTAssertEqual(TextAlignment.natural.rawValue, 4)
        XCTAssertEqual(LineBreakMode.byTruncatingTail.rawValue, 4)
    }
}

/// Pins a view's top-left corner 16 points inside its superview.
private enum NSLayoutConstraintPair {
    static func pin(_ view: View, in root: View) {
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 16).isActive = true
    }
}
