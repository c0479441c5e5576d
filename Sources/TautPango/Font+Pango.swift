#if SystemText
import CPangoCairo
import Foundation
import Taut

extension Font.Weight {
    /// The weight on the CSS / OpenType scale Pango uses (100 thin ... 900 black): UIKit's
    /// named weights map to 100 (ultra light), 200 (thin), 300 (light), 400 (regular), 500
    /// (medium), 600 (semibold), 700 (bold), 800 (heavy) and 900 (black), and values between
    /// them are interpolated linearly.
    public var pangoWeight: Int {
        let table: [(CGFloat, CGFloat)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
            (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
        ]
        let value = rawValue.isFinite ? rawValue : 0
        guard let first = table.first, let last = table.last else { return 400 }
        if value <= first.0 { return Int(first.1) }
        if value >= last.0 { return Int(last.1) }
        for (low, high) in zip(table, table.dropFirst()) where value <= high.0 {
            let fraction = (value - low.0) / (high.0 - low.0)
            return Int((low.1 + fraction * (high.1 - low.1)).rounded())
        }
        return 400
    }
}

extension Font {
    /// Whether this is one of the system fonts (`.AppleSystemUIFont...`), which
    /// ``PangoTextMeasurer`` maps to its ``PangoTextMeasurer/systemFamily``.
    var isSystemFont: Bool { familyName.hasPrefix(".") }
}
#endif
