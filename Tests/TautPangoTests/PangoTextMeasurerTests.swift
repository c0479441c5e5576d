#if SystemText
import CPangoCairo
import Foundation
import Taut
import TautPango
import XCTest

/// The Pango measurer with DejaVu Sans pinned: real glyph widths, weights, wrapping, line
/// limits, baselines and bidirectional text.
///
/// DejaVu Sans's metrics (units per em 2048): ascent 1901, descent 483, so a line is
/// 2384/2048 = 1.1641 em tall with its baseline 0.9282 em below its top; advances: "i" 569,
/// "W" 2025, space 651.
final class PangoTextMeasurerTests: XCTestCase {
    private let unlimited = CGFloat.greatestFiniteMagnitude
    private let font = Font.systemFont(ofSize: 20)

    func testNarrowLettersAreNarrowerThanWideOnes() throws {
        let measurer = try PinnedFonts.measurer()
        let narrow = measurer.measure("iiii", font: font, maxWidth: unlimited, numberOfLines: 1)
        let wide = measurer.measure("WWWW", font: font, maxWidth: unlimited, numberOfLines: 1)
        // Four "i": 4 × 569/2048 × 20 = 22.23; four "W": 4 × 2025/2048 × 20 = 79.10.
        XCTAssertEqual(narrow.size.width, 22.23, accuracy: 0.05)
        XCTAssertEqual(wide.size.width, 79.10, accuracy: 0.05)
        XCTAssertEqual(narrow.lineCount, 1)
        // One line: 1.1641 × 20 = 23.28 tall.
        XCTAssertEqual(narrow.size.height, 23.28, accuracy: 0.05)
    }

    func testBoldIsWiderThanRegular() throws {
        let measurer = try PinnedFonts.measurer()
        let regular = measurer.measure("Hello, world", font: font, maxWidth: unlimited, numberOfLines: 1)
        let bold = measurer.measure("Hello, world", font: .systemFont(ofSize: 20, weight: .bold),
                                    maxWidth: unlimited, numberOfLines: 1)
        // DejaVu Sans Bold's glyphs are wider ("l" 702 against 569 units, "o" 1407 against
        // 1253): the bold line is wider by several points, not by rounding.
        XCTAssertGreaterThan(bold.size.width, regular.size.width + 5)
        XCTAssertEqual(Font.Weight.bold.pangoWeight, 700)
        XCTAssertEqual(Font.Weight.regular.pangoWeight, 400)
    }

    func testParagraphWrapsWithinTheWidth() throws {
        let measurer = try PinnedFonts.measurer()
        let text = "Taut lays out views with Auto Layout on Linux, and Pango breaks this paragraph into lines."
        let width: CGFloat = 150
        let wrapped = measurer.measure(text, font: .systemFont(ofSize: 15), maxWidth: width, numberOfLines: 0)
        let oneLine = measurer.measure(text, font: .systemFont(ofSize: 15), maxWidth: unlimited, numberOfLines: 0)
        // On one line the text is far wider than 150; wrapped, no line is wider than 150,
        // and the lines need at least oneLine.width / 150 of them.
        XCTAssertGreaterThan(oneLine.size.width, 3 * width)
        XCTAssertLessThanOrEqual(wrapped.size.width, width)
        XCTAssertGreaterThanOrEqual(CGFloat(wrapped.lineCount), (oneLine.size.width / width).rounded(.up))
        // Each line is 1.1641 × 15 = 17.46 tall.
        XCTAssertEqual(wrapped.size.height, CGFloat(wrapped.lineCount) * 17.46, accuracy: 0.05 * CGFloat(wrapped.lineCount))
        let layout = try XCTUnwrap(measurer.layout(text, font: .systemFont(ofSize: 15), maxWidth: width))
        for line in layout.lines {
            // A line's advance may include one hanging space at the wrap, never a glyph more.
            XCTAssertLessThanOrEqual(line.text.hasSuffix(" ") ? line.width - 4.77 : line.width, width, line.text)
        }
        // Every character is on some line, in order.
        XCTAssertEqual(layout.lines.map(\.text).joined(), text)
    }

    func testLineLimitKeepsLinesAndEllipsizesTheLast() throws {
        let measurer = try PinnedFonts.measurer()
        let text = String(repeating: "word ", count: 40)
        let limited = measurer.measure(text, font: font, maxWidth: 120, numberOfLines: 2)
        let free = measurer.measure(text, font: font, maxWidth: 120, numberOfLines: 0)
        // 40 words do not fit on two lines of 120 points: the limit keeps exactly two, 2 × 23.28 tall.
        XCTAssertGreaterThan(free.lineCount, 2)
        XCTAssertEqual(limited.lineCount, 2)
        XCTAssertEqual(limited.size.height, 46.56, accuracy: 0.1)
        let layout = try XCTUnwrap(measurer.layout(text, font: font, maxWidth: 120, numberOfLines: 2))
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines.map(\.isEllipsized), [false, true])
        // Without a width nothing wraps: "a\nb\nc" limited to 2 lines keeps 2.
        XCTAssertEqual(measurer.measure("a\nb\nc", font: font, maxWidth: unlimited, numberOfLines: 2).lineCount, 2)
    }

    func testBaselinesLieInsideTheirLines() throws {
        let measurer = try PinnedFonts.measurer()
        let three = measurer.measure("one\ntwo\nthree", font: font, maxWidth: unlimited, numberOfLines: 0)
        // The first baseline is 0.9282 × 20 = 18.56 below the top, inside the first 23.28-point
        // line; the last is two lines further: 2 × 23.28 + 18.56 = 65.13, inside the third.
        XCTAssertEqual(three.lineCount, 3)
        XCTAssertEqual(three.firstBaseline, 18.56, accuracy: 0.05)
        XCTAssertEqual(three.lastBaseline, 65.13, accuracy: 0.1)
        XCTAssertGreaterThan(three.firstBaseline, 0)
        XCTAssertLessThan(three.firstBaseline, three.size.height / 3)
        XCTAssertGreaterThan(three.lastBaseline, three.size.height * 2 / 3)
        XCTAssertLessThan(three.lastBaseline, three.size.height)
    }

    func testSpacesAreKeptAsTyped() throws {
        let measurer = try PinnedFonts.measurer()
        let bare = measurer.measure("iDev", font: font, maxWidth: unlimited, numberOfLines: 1)
        let padded = measurer.measure("  iDev  ", font: font, maxWidth: unlimited, numberOfLines: 1)
        // Four spaces of 651/2048 × 20 = 6.36 points each: 25.43 wider.
        XCTAssertEqual(padded.size.width - bare.size.width, 25.43, accuracy: 0.05)
    }

    func testArabicIsRightToLeftAndMixedTextFollowsItsFirstStrongCharacter() throws {
        let measurer = try PinnedFonts.measurer()
        let arabic = try XCTUnwrap(measurer.layout("مرحبا بالعالم", font: font))
        let english = try XCTUnwrap(measurer.layout("Hello مرحبا", font: font))
        let mixed = try XCTUnwrap(measurer.layout("مرحبا Hello", font: font))
        // Pango resolves each paragraph's direction from its first strong character.
        XCTAssertEqual(arabic.lines.map(\.isRightToLeft), [true])
        XCTAssertEqual(english.lines.map(\.isRightToLeft), [false])
        XCTAssertEqual(mixed.lines.map(\.isRightToLeft), [true])
        XCTAssertGreaterThan(arabic.measurement.size.width, 50)
        // Independently, Pango puts the first character of the Arabic text at the right end of
        // the line (index_to_pos of byte 0 lies in the right half).
        let raw = try RawPango(files: XCTUnwrap(PinnedFonts.files))
        let firstX = raw.firstCharacterX("مرحبا بالعالم", size: 20)
        XCTAssertGreaterThan(firstX, arabic.measurement.size.width / 2)
        XCTAssertLessThan(raw.firstCharacterX("Hello", size: 20), 1)
    }

    func testWidthsAgreeWithPangosPixelExtents() throws {
        let measurer = try PinnedFonts.measurer()
        let raw = try RawPango(files: XCTUnwrap(PinnedFonts.files))
        let strings = ["Taut", "iiii", "WWWW", "Hello, world", "Sign in", "Forgot password?",
                       "Jane Appleseed", "مرحبا بالعالم", "Ünïcödé façade", "  padded  "]
        for text in strings {
            for size in [13, 17, 28] {
                let ours = measurer.measure(text, font: .systemFont(ofSize: CGFloat(size)),
                                            maxWidth: unlimited, numberOfLines: 1)
                let (width, height) = raw.pixelExtents(text, size: size)
                // pango_layout_get_pixel_extents rounds the logical rectangle to whole
                // pixels: the two agree within a pixel.
                XCTAssertEqual(ours.size.width, CGFloat(width), accuracy: 1, "\(text) at \(size)")
                XCTAssertEqual(ours.size.height, CGFloat(height), accuracy: 1, "\(text) at \(size)")
            }
        }
    }

    func testEmptyTextAndCacheAndBadFontFile() throws {
        let measurer = try PinnedFonts.measurer()
        XCTAssertEqual(measurer.measure("", font: font, maxWidth: 100, numberOfLines: 0),
                       TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0))
        _ = measurer.measure("cached", font: font, maxWidth: 100, numberOfLines: 0)
        _ = measurer.measure("cached", font: font, maxWidth: 100, numberOfLines: 0)
        // Two questions asked: "" and "cached" (the second "cached" came from the cache).
        XCTAssertEqual(measurer.cachedMeasurementCount, 2)
        XCTAssertThrowsError(try PangoTextMeasurer(fontFiles: ["/nonexistent/font.ttf"], systemFamily: "X")) { error in
            XCTAssertEqual(error as? PangoError, .fontFileNotLoaded("/nonexistent/font.ttf"))
        }
    }

    func testMeasuringFromManyThreadsGivesTheSerialAnswers() throws {
        let measurer = try PinnedFonts.measurer()
        let texts = (0..<40).map { "Cell \($0): " + String(repeating: "text ", count: $0 % 7 + 1) }
        let serial = texts.map { measurer.measure($0, font: font, maxWidth: 120, numberOfLines: 0) }
        let fresh = try PinnedFonts.measurer()
        let size20 = font
        let lock = NSLock()
        nonisolated(unsafe) var concurrent = [TextMeasurement?](repeating: nil, count: texts.count)
        // Eight threads ask every question five times over, in different orders, of a measurer
        // whose cache starts empty: each answer is the one the serial measurer gave.
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<5 {
                for index in texts.indices.shuffled() where (index + worker + round) % 2 == 0 || round == 4 {
                    let result = fresh.measure(texts[index], font: size20, maxWidth: 120, numberOfLines: 0)
                    lock.lock()
                    concurrent[index] = result
                    lock.unlock()
                }
            }
        }
        XCTAssertEqual(concurrent, serial)
        XCTAssertEqual(fresh.cachedMeasurementCount, texts.count)
    }

    func testLabelsMeasuredByPangoLayOut() throws {
        let measurer = try PinnedFonts.measurer()
        let label = Label(text: "WWWW", fontSize: 20)
        label.textMeasurer = measurer
        // The label's intrinsic size is the measurer's: 79.10 × 23.28.
        XCTAssertEqual(label.intrinsicContentSize.width, 79.10, accuracy: 0.05)
        XCTAssertEqual(label.intrinsicContentSize.height, 23.28, accuracy: 0.05)
    }
}
#endif
