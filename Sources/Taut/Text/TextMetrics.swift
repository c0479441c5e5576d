import Foundation

/// What ``AttributedTextLayout`` needs to know about fonts: the advance of a character and a
/// font's ascent and descent.
struct TextMetrics: Sendable {
    /// The advance of one character in a font, before kerning.
    var characterWidth: @Sendable (Character, Font) -> CGFloat
    /// How far a font's glyphs reach above and below the baseline (both positive downwards
    /// from the line's top: a line of the font is `ascent + descent` tall).
    var lineMetrics: @Sendable (Font) -> (ascent: CGFloat, descent: CGFloat)

    /// ``MonospacedTextMeasurer``'s metric: every character half the font size wide; a line
    /// 1.2 font sizes tall with the baseline one font size below its top.
    static let monospaced = TextMetrics(
        characterWidth: { _, font in 0.5 * Swift.max(font.pointSize, 0) },
        lineMetrics: { font in
            let size = Swift.max(font.pointSize, 0)
            return (size, 0.2 * size)
        })

    /// The metrics of any measurer, asked one character (and, for a font's line, an `X`) at
    /// a time on one line: kerning between characters is lost, which measurers that know
    /// their fonts avoid by laying attributed text out themselves.
    static func asking(_ measurer: any TextMeasuring) -> TextMetrics {
        TextMetrics(
            characterWidth: { character, font in
                measurer.measure(String(character), font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size.width
            },
            lineMetrics: { font in
                let line = measurer.measure("X", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1)
                return (line.firstBaseline, Swift.max(0, line.size.height - line.firstBaseline))
            })
    }
}
