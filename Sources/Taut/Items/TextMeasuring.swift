import Foundation

/// Measures text for ``Label``: plug in real font metrics, or keep the deterministic
/// ``MonospacedTextMeasurer`` so that layouts come out the same on every machine.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, wrapping lines at `maxWidth` (`.greatestFiniteMagnitude`
    /// for no wrapping) and keeping at most `numberOfLines` lines (0 for no limit).
    func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement

    /// Measures attributed text: its runs in their fonts (`font` where the text has none),
    /// with their kerning and baseline offsets, and its paragraph styles' spacings, line
    /// heights and indents, wrapping at `maxWidth` and keeping at most `numberOfLines` lines
    /// (0 for no limit), as ``AttributedTextLayout`` describes.
    ///
    /// The default implementation lays the text out with ``AttributedTextLayout``, asking
    /// the plain `measure(_:font:maxWidth:numberOfLines:)` for the width of each
    /// character and the height of each font's line, so a measurer written before attributed
    /// text existed measures it too; measurers that shape text themselves implement it.
    func measure(_ text: NSAttributedString, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement
}

extension TextMeasuring {
    /// Lays `text` out with ``AttributedTextLayout`` on this measurer's character widths and
    /// line heights, and returns its measurement.
    public func measure(_ text: NSAttributedString, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        AttributedTextLayout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, measurer: self).measurement
    }
}
