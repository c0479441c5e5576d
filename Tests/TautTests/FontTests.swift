import Foundation
import XCTest
@testable import Taut

final class FontTests: XCTestCase {
    func testTextStyleSizesAtLarge() {
        // HIG, iOS Dynamic Type sizes at Large.
        let expected: [(Font.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            XCTAssertEqual(Font.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertTrue(Font.preferredFont(forTextStyle: .headline).isBold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).weight, .regular)
        XCTAssertEqual(Font.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        // Title 2 at AX2 (accessibilityLarge) is 39 points in the HIG table, as on iOS.
        XCTAssertEqual(Font.preferredFont(forTextStyle: .title2, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityLarge)).pointSize, 39)
    }

    func testWeightsAndBoldness() {
        XCTAssertEqual([Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map(\.rawValue),
                       [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        XCTAssertFalse(Font.systemFont(ofSize: 15, weight: .medium).isBold)
        XCTAssertTrue(Font.systemFont(ofSize: 15, weight: .semibold).isBold)
        XCTAssertTrue(Font.boldSystemFont(ofSize: 15).isBold)
        XCTAssertEqual(Font.boldSystemFont(ofSize: 15).weight, .bold)
        // The existing initialiser (fonts are immutable, as UIFont is: no setter).
        let font = Font(size: 12, bold: true)
        XCTAssertEqual(font.weight, .bold)
        XCTAssertEqual(font.fontName, ".SFUI-Bold")
        XCTAssertEqual(Font(size: 12).fontName, ".SFUI-Regular")
        XCTAssertEqual(Font(size: 12), .systemFont(ofSize: 12))
        XCTAssertEqual(Set([Font(size: 12), .systemFont(ofSize: 12), .boldSystemFont(ofSize: 12)]).count, 2)
        XCTAssertEqual(Font.Weight(0.23), .medium)
    }

    func testNamesAndDescriptions() {
        XCTAssertEqual(Font.systemFont(ofSize: 17).familyName, ".AppleSystemUIFont")
        XCTAssertEqual(Font.systemFont(ofSize: 17, weight: .semibold).fontName, ".SFUI-Semibold")
        XCTAssertEqual(Font.italicSystemFont(ofSize: 17).fontName, ".SFUI-RegularItalic")
        XCTAssertTrue(Font.italicSystemFont(ofSize: 17).isItalic)
        XCTAssertEqual(Font.monospacedSystemFont(ofSize: 13, weight: .regular).fontName, ".SFUIMono-Regular")
        XCTAssertEqual(Font.monospacedDigitSystemFont(ofSize: 13, weight: .bold).weight, .bold)
        XCTAssertEqual(Font.systemFont(ofSize: 17).description, "17pt")
        XCTAssertEqual(Font.boldSystemFont(ofSize: 17).description, "bold 17pt")
        XCTAssertEqual(Font.systemFont(ofSize: 15, weight: .medium).description, "medium 15pt")
        XCTAssertEqual(Font.systemFont(ofSize: 15, weight: .init(0.25)).fontName, ".SFUI-Medium")  // nearest
    }

    func testNamedFontsNeverFail() throws {
        let avenir = try XCTUnwrap(Font(name: "Avenir-Heavy", size: 14))
        XCTAssertEqual(avenir.familyName, "Avenir-Heavy")
        XCTAssertEqual(avenir.fontName, "Avenir-Heavy")
        XCTAssertEqual(avenir.pointSize, 14)
        XCTAssertEqual(avenir.weight, .heavy)
        XCTAssertEqual(try XCTUnwrap(Font(name: "HelveticaNeue-SemiboldItalic", size: 10)).weight, .semibold)
        XCTAssertTrue(try XCTUnwrap(Font(name: "HelveticaNeue-SemiboldItalic", size: 10)).isItalic)
        XCTAssertEqual(try XCTUnwrap(Font(name: "Menlo", size: 10)).weight, .regular)
        XCTAssertEqual(avenir.description, "Avenir-Heavy 14pt")
    }

    func testMetricsFollowTheMonospacedMeasurer() {
        let font = Font.systemFont(ofSize: 20)
        // Line 1.2 × 20 = 24; baseline 20 below the top; the rest, 4, below it.
        XCTAssertEqual(font.lineHeight, 24)
        XCTAssertEqual(font.ascender, 20)
        XCTAssertEqual(font.descender, -4)
        XCTAssertEqual(font.ascender - font.descender, font.lineHeight)
        XCTAssertEqual(font.capHeight, 14)
        XCTAssertEqual(font.leading, 0)
        let m = MonospacedTextMeasurer().measure("Hi", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1)
        XCTAssertEqual(m.size.height, font.lineHeight)
        XCTAssertEqual(m.firstBaseline, font.ascender)
    }

    func testWithSizeAndFontMetrics() {
        let font = Font.systemFont(ofSize: 15, weight: .bold)
        XCTAssertEqual(font.withSize(30).pointSize, 30)
        XCTAssertEqual(font.withSize(30).weight, .bold)
        XCTAssertEqual(FontMetrics.default.scaledFont(for: font), font)
        XCTAssertEqual(FontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: 12).pointSize, 12)
        XCTAssertEqual(FontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: 40).pointSize, 15)
        XCTAssertEqual(FontMetrics.default.scaledValue(for: 8), 8)
        XCTAssertEqual(Font.labelFontSize, 17)
        XCTAssertEqual(Font.systemFontSize, 14)
        XCTAssertEqual(Font.buttonFontSize, 18)
        XCTAssertEqual(Font.smallSystemFontSize, 12)
    }
}
