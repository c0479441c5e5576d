/// The default text measurer: a deterministic monospaced metric.
///
/// For a font of size `s`:
/// - every character (grapheme cluster) is `0.5 × s` wide, spaces included;
/// - a line is `1.2 × s` tall, and its baseline lies `1.0 × s` below the line's top;
/// - text breaks into lines at `\n`, and wraps greedily at spaces so that no line is wider than
///   `maxWidth`; runs of spaces count as one; a word longer than a line is cut between
///   characters (at least one character per line);
/// - with `numberOfLines > 0`, lines beyond that number are dropped;
/// - empty text measures zero by zero, with baselines at zero.
///
/// So "Hello" at 10 points is 25 × 12 with its baseline 10 below its top.
public struct MonospacedTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// Measures `text` with the metric described above.
    public func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        let size = font.pointSize
        let charWidth = 0.5 * size
        let lineHeight = 1.2 * size
        guard !text.isEmpty, charWidth > 0 else {
            return TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0)
        }
        // The most characters a line can hold (at least one).
        // The ratio is checked as a floating-point number before it becomes an Int, so that a
        // tiny font or a huge width cannot overflow the conversion.
        let unlimited = Int.max / 4
        let ratio = ((maxWidth + 1e-9) / charWidth).rounded(.down)
        let capacity: Int
        if ratio.isNaN || ratio >= CGFloat(unlimited) {
            capacity = unlimited
        } else {
            capacity = ratio < 1 ? 1 : Int(ratio)
        }
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = -1  // characters in the line so far, -1 for an empty line
            for word in paragraph.split(separator: " ") {
                var length = word.count
                if current >= 0, current + 1 + length <= capacity {
                    current += 1 + length
                    continue
                }
                if current >= 0 { lines.append(current) }
                while length > capacity {
                    lines.append(capacity)
                    length -= capacity
                }
                current = length
            }
            lines.append(Swift.max(current, 0))
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
        let widest = lines.max() ?? 0
        let count = lines.count
        return TextMeasurement(size: CGSize(width: CGFloat(widest) * charWidth, height: CGFloat(count) * lineHeight),
                               lineCount: count, firstBaseline: size,
                               lastBaseline: CGFloat(count - 1) * lineHeight + size)
    }
}
