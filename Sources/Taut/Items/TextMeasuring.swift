import Foundation

/// Measures text for ``Label``: plug in real font metrics, or keep the deterministic
/// ``MonospacedTextMeasurer`` so that layouts come out the same on every machine.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, wrapping lines at `maxWidth` (`.greatestFiniteMagnitude`
    /// for no wrapping) and keeping at most `numberOfLines` lines (0 for no limit).
    func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement
}
