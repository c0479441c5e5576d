import Foundation

/// Attributed text broken into lines of runs: what the text measurers measure and the
/// renderers draw for a label with ``Label/attributedText``.
///
/// The rules follow UIKit's text layout (TextKit):
/// - The text breaks into paragraphs at `\n`. Each paragraph takes the paragraph style of its
///   first character (``Foundation/NSAttributedString/Key/paragraphStyle``; none: the
///   defaults, with the label's alignment).
/// - A paragraph wraps greedily at spaces, as ``MonospacedTextMeasurer`` wraps plain text
///   (spaces typed count, spaces at a wrap hang and take no width, a word longer than a line
///   is cut between characters), within the width left by its indents: the first line
///   starts at ``ParagraphStyle/firstLineHeadIndent``, the others at
///   ``ParagraphStyle/headIndent``, and lines end at ``ParagraphStyle/tailIndent`` (see
///   there). A line's width counts from the leading edge, indent included.
/// - A character's width is its advance in its run's font plus the run's
///   ``Foundation/NSAttributedString/Key/kern`` (added after every character, the last
///   included, as UIKit adds it). A line of runs in different fonts is as wide as its runs
///   together.
/// - A line is as tall as its tallest ascent plus its deepest descent (so a line of two
///   fonts is as tall as the taller font's line), each run's raised by its
///   ``Foundation/NSAttributedString/Key/baselineOffset``; then multiplied by
///   ``ParagraphStyle/lineHeightMultiple`` (when positive) and kept at least
///   ``ParagraphStyle/minimumLineHeight`` and at most ``ParagraphStyle/maximumLineHeight``
///   (when positive). The added (or removed) height is above the text: the baseline stays
///   the descent above the line's bottom.
/// - ``ParagraphStyle/lineSpacing`` separates a line from the next (none after the last
///   line); between two paragraphs the first one's ``ParagraphStyle/paragraphSpacing`` and
///   the second one's ``ParagraphStyle/paragraphSpacingBefore`` are added as well (Apple:
///   "The space between paragraphs is determined by adding the previous paragraph's
///   paragraphSpacing and the current paragraph's paragraphSpacingBefore").
/// - With `numberOfLines > 0`, lines beyond it are dropped (no ellipsis).
public struct AttributedTextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [AttributedTextLine]
    /// The size and baselines of the lines: the widest line (indent included), from the first
    /// line's top to the last line's bottom.
    public var measurement: TextMeasurement

    /// Creates a layout from its lines and measurement.
    public init(lines: [AttributedTextLine], measurement: TextMeasurement) {
        self.lines = lines
        self.measurement = measurement
    }

    /// Lays `text` out with `measurer`'s fonts: `font` and `alignment` stand in where the
    /// text has no font or paragraph style; lines wrap within `maxWidth`
    /// (`.greatestFiniteMagnitude`: only at `\n`) and at most `numberOfLines` are kept (0: all).
    ///
    /// ``MonospacedTextMeasurer`` lays out with its own metric; any other measurer is asked
    /// for each character's width and each font's line (see
    /// ``TextMeasuring``'s attributed `measure(_:font:maxWidth:numberOfLines:)`).
    public init(_ text: NSAttributedString, font: Font, alignment: TextAlignment = .natural,
                maxWidth: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
                measurer: any TextMeasuring = MonospacedTextMeasurer()) {
        let metrics = measurer is MonospacedTextMeasurer ? TextMetrics.monospaced : TextMetrics.asking(measurer)
        self.init(text, font: font, alignment: alignment, maxWidth: maxWidth, numberOfLines: numberOfLines,
                  metrics: metrics)
    }

    init(_ text: NSAttributedString, font: Font, alignment: TextAlignment, maxWidth: CGFloat, numberOfLines: Int,
         metrics: TextMetrics) {
        let content = AttributedTextCharacters(text, font: font)
        guard !content.characters.isEmpty else {
            self.init(lines: [], measurement: TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0))
            return
        }
        let width = maxWidth.isNaN ? CGFloat.greatestFiniteMagnitude : Swift.max(maxWidth, 0)
        var breaker = AttributedLineBreaker(content: content, metrics: metrics, maxWidth: width)
        var broken = breaker.lines()
        if numberOfLines > 0, broken.count > numberOfLines { broken.removeLast(broken.count - numberOfLines) }
        self.init(broken: broken, content: content, widths: breaker.widths, metrics: metrics, alignment: alignment)
    }

    /// Places the broken lines top to bottom and cuts them into runs.
    private init(broken: [AttributedLineBreaker.Line], content: AttributedTextCharacters, widths: [CGFloat],
                 metrics: TextMetrics, alignment: TextAlignment) {
        var lines: [AttributedTextLine] = []
        lines.reserveCapacity(broken.count)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var fontMetrics: [Font: (ascent: CGFloat, descent: CGFloat)] = [:]
        func metricsOf(_ font: Font) -> (ascent: CGFloat, descent: CGFloat) {
            if let known = fontMetrics[font] { return known }
            let found = metrics.lineMetrics(font)
            fontMetrics[font] = found
            return found
        }
        var previous: (paragraph: ParagraphStyle.Values?, number: Int)?
        for line in broken {
            let paragraph = content.styles[line.paragraphStyleIndex].paragraph
            let values = paragraph ?? ParagraphStyle.Values()
            if let previous {
                let before = previous.paragraph ?? ParagraphStyle.Values()
                y += before.lineSpacing
                if previous.number != line.paragraphNumber {
                    y += before.paragraphSpacing + values.paragraphSpacingBefore
                }
            }
            previous = (paragraph, line.paragraphNumber)
            // Runs: the line's characters cut where the style changes.
            var runs: [AttributedTextRun] = []
            var ascent: CGFloat = 0, descent: CGFloat = 0
            var x: CGFloat = 0
            var start = line.range.lowerBound
            while start < line.range.upperBound {
                let styleIndex = content.styleIndices[start]
                var end = start + 1
                var runWidth = widths[start]
                while end < line.range.upperBound, content.styleIndices[end] == styleIndex {
                    runWidth += widths[end]
                    end += 1
                }
                let style = content.styles[styleIndex]
                let m = metricsOf(style.font)
                ascent = Swift.max(ascent, m.ascent + style.baselineOffset)
                descent = Swift.max(descent, m.descent - style.baselineOffset)
                runs.append(AttributedTextRun(
                    text: String(content.characters[start..<end]), font: style.font,
                    foregroundColor: style.foregroundColor, backgroundColor: style.backgroundColor,
                    kern: style.kern, baselineOffset: style.baselineOffset, underlineStyle: style.underlineStyle,
                    strikethroughStyle: style.strikethroughStyle, link: style.link, x: x, width: runWidth))
                x += runWidth
                start = end
            }
            if runs.isEmpty {
                // An empty line (an empty paragraph) is as tall as its paragraph's font.
                let style = content.styles[line.paragraphStyleIndex]
                let m = metricsOf(style.font)
                ascent = m.ascent + style.baselineOffset
                descent = m.descent - style.baselineOffset
            }
            let natural = ascent + descent
            var height = natural
            if values.lineHeightMultiple > 0 { height *= values.lineHeightMultiple }
            if values.minimumLineHeight > 0 { height = Swift.max(height, values.minimumLineHeight) }
            if values.maximumLineHeight > 0 { height = Swift.min(height, values.maximumLineHeight) }
            let indent = line.isFirstInParagraph ? values.firstLineHeadIndent : values.headIndent
            widest = Swift.max(widest, indent + x)
            lines.append(AttributedTextLine(
                runs: runs, width: x, top: y, height: height, baseline: height - descent, headIndent: indent,
                tailIndent: values.tailIndent, alignment: paragraph?.alignment ?? alignment,
                isFirstInParagraph: line.isFirstInParagraph))
            y += height
        }
        let first = lines.first.map { $0.top + $0.baseline } ?? 0
        let last = lines.last.map { $0.top + $0.baseline } ?? 0
        self.init(lines: lines, measurement: TextMeasurement(size: CGSize(width: widest, height: y), lineCount: lines.count,
                                                             firstBaseline: first, lastBaseline: last))
    }
}
