import Foundation

/// The default text measurer: a deterministic monospaced metric.
///
/// For a font of size `s`:
/// - every character (grapheme cluster) is `0.5 × s` wide, spaces included;
/// - a line is `1.2 × s` tall, and its baseline lies `1.0 × s` below the line's top;
/// - text breaks into lines at `\n`, and wraps greedily at spaces so that no line is wider than
///   `maxWidth`; a word longer than a line is cut between characters (at least one character
///   per line);
/// - spaces are kept as typed, as UIKit keeps them: leading, trailing and repeated spaces all
///   count (`"  iDev  "` is 8 characters wide), except the spaces at a wrap, which hang at the
///   end of the line and take no width;
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
        // One pass over the characters, greedy line filling per paragraph (lines split at
        // "\n", words at spaces), keeping only what the measurement needs: the number of lines
        // kept (at most `numberOfLines` when it is positive) and the widest of them.
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var count = 0
        var widest = 0
        func emit(_ line: Int) {
            guard count < limit else { return }
            count += 1
            widest = Swift.max(widest, line)
        }
        // The spaces read since the last word: they join the line when the next word fits
        // on it, and hang (take no width) at the end of a wrapped line.
        var current = -1  // characters in the paragraph's line so far, -1 before its first word
        var word = 0      // characters of the word being read
        var spaces = 0    // spaces read before that word
        func endWord() {
            guard word > 0 else { return }
            var length = word
            word = 0
            let before = spaces
            spaces = 0
            if current < 0 {
                // The paragraph's first word keeps the spaces typed before it.
                if before + length <= capacity {
                    current = before + length
                    return
                }
                if before > 0, length <= capacity {
                    emit(Swift.min(before, capacity))  // a line of spaces, the word below
                    current = length
                    return
                }
                length += before  // a word too long for a line is cut, its spaces with it
            } else if current + before + length <= capacity {
                current += before + length
                return
            } else {
                emit(current)  // the spaces between hang at the end of the line
            }
            while length > capacity {
                emit(capacity)
                length -= capacity
            }
            current = length
        }
        func endParagraph() {
            endWord()
            // Trailing spaces count as far as the line has room for them (the rest hang).
            let line = Swift.max(current, 0)
            emit(Swift.max(line, Swift.min(line + spaces, capacity)))
            current = -1
            spaces = 0
        }
        for character in text {
            switch character {
            case "\n": endParagraph()
            case " ":
                endWord()
                spaces += 1
            default: word += 1
            }
        }
        endParagraph()
        return TextMeasurement(size: CGSize(width: CGFloat(widest) * charWidth, height: CGFloat(count) * lineHeight),
                               lineCount: count, firstBaseline: size,
                               lastBaseline: CGFloat(count - 1) * lineHeight + size)
    }
}

extension MonospacedTextMeasurer {
    /// Measures attributed text with the metric described above, each run in its own font:
    /// a character is half its run's font size wide plus the run's kern, a line as tall as
    /// its largest font's 1.2 × size (see ``AttributedTextLayout`` for spacings and indents).
    public func measure(_ text: NSAttributedString, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        AttributedTextLayout(text, font: font, alignment: .natural, maxWidth: maxWidth, numberOfLines: numberOfLines,
                             metrics: .monospaced).measurement
    }
}
