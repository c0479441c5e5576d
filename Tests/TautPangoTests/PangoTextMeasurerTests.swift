#if SystemText
import CPangoCairo
import Foundation
import Taut
import TautPango
import XCTest

/// The Pango measurer with DejaVu Sans pinned: real glyph widths, weights, wrapping, line
/// limits, baselines and bidirectional text.
final class PangoTextMeasurerTests: XCTestCase {
    private let unlimited = CGFloat.greatestFiniteMagnitude

    func testNarrowLettersAreNarrowerThanWideOnes() throws {
        let measurer = try PinnedFonts.measurer()
        let font = Font.systemFont(ofSize: 20)
        let narrow = measurer.measure("iiii", font: font, maxWidth: unlimited, numberOfLines: 1)
        let wide = measurer.measure("WWWW", font: font, maxWidth: unlimited, numberOfLines: 1)
        // DejaVu Sans advances: "i" 278/1000 em, "W" 989/1000 em; at 20 points four of each
        // are 4 × 5.56 = 22.24 and 4 × 19.78 = 79.12 points.
        XCTAssertEqual(narrow.size.width, 22.24, accuracy: 0.05)
        XCTAssertEqual(wide.size.width, 79.12, accuracy: 0.05)
        XCTAssertEqual(narrow.lineCount, 1)
    }
}

#endif
