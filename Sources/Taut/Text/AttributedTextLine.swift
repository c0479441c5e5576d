import Foundation

/// One line of laid-out attributed text: its runs (the stretches of one style), where it sits
/// and how it is placed across the width. See ``AttributedTextLayout``.
public struct AttributedTextLine: Hashable, Sendable {
    /// The runs of the line, in reading order.
    public var runs: [AttributedTextRun]
    /// The width of the line's text (the runs' widths summed; spaces hanging at a wrap are
    /// not in the line).
    public var width: CGFloat
    /// The top of the line, down from the top of the text.
    public var top: CGFloat
    /// The height of the line: its tallest run's ascent plus its deepest run's descent, then
    /// multiplied by the paragraph's ``ParagraphStyle/lineHeightMultiple`` and kept within its
    /// minimum and maximum line heights.
    public var height: CGFloat
    /// The line's baseline, down from the line's top. Space a paragraph style adds to a line
    /// goes above the text, so the text keeps its descent above the line's bottom.
    public var baseline: CGFloat
    /// The indent the line starts at from the leading edge: the paragraph's
    /// ``ParagraphStyle/firstLineHeadIndent`` for its first line, ``ParagraphStyle/headIndent``
    /// for the others.
    public var headIndent: CGFloat
    /// The paragraph's ``ParagraphStyle/tailIndent``.
    public var tailIndent: CGFloat
    /// How the line is placed across the width: the paragraph style's alignment, or the
    /// label's when the text has no paragraph style.
    public var alignment: TextAlignment
    /// Whether this line is its paragraph's first.
    public var isFirstInParagraph: Bool

    /// Creates a line.
    public init(runs: [AttributedTextRun], width: CGFloat, top: CGFloat, height: CGFloat, baseline: CGFloat,
                headIndent: CGFloat = 0, tailIndent: CGFloat = 0, alignment: TextAlignment = .natural,
                isFirstInParagraph: Bool = true) {
        self.runs = runs
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.alignment = alignment
        self.isFirstInParagraph = isFirstInParagraph
    }

    /// The line's text (its runs' texts joined).
    public var text: String { runs.map(\.text).joined() }

    /// The trailing end of the room a line has in a box `boxWidth` wide, measured from the
    /// leading edge: `tailIndent` itself when positive, else that far in from the trailing
    /// edge.
    static func end(tailIndent: CGFloat, boxWidth: CGFloat) -> CGFloat {
        tailIndent > 0 ? tailIndent : boxWidth + tailIndent
    }

    /// Where the line's text starts, from the box's left edge, in a box `boxWidth` wide:
    /// after the head indent for leading (and justified) lines, centred between the indents,
    /// or ending at the tail indent; mirrored when `rightToLeft`.
    public func x(inWidth boxWidth: CGFloat, rightToLeft: Bool = false) -> CGFloat {
        let end = Self.end(tailIndent: tailIndent, boxWidth: boxWidth)
        // Worked out from the leading edge (the left one left to right, the right one right
        // to left), where the indents are measured from; left and right are absolute sides.
        let atStart = headIndent, atEnd = end - width
        let leading: CGFloat
        switch alignment {
        case .natural, .justified: leading = atStart
        case .center: leading = headIndent + (end - headIndent - width) / 2
        case .left: leading = rightToLeft ? atEnd : atStart
        case .right: leading = rightToLeft ? atStart : atEnd
        }
        return rightToLeft ? boxWidth - leading - width : leading
    }
}

/// A stretch of one line in one style: its text, font, colours and decorations, where it
/// starts on the line and how wide it is. See ``AttributedTextLayout``.
public struct AttributedTextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// Its font (the attributed string's ``Foundation/NSAttributedString/Key/font``, or the
    /// label's font where the string has none).
    public var font: Font
    /// Its text colour (`nil`: the label's).
    public var foregroundColor: Color?
    /// The colour behind it (`nil`: none).
    public var backgroundColor: Color?
    /// The space added after each of its characters, in points.
    public var kern: CGFloat
    /// How far its baseline is raised above the line's, in points.
    public var baselineOffset: CGFloat
    /// Its underline (empty: none).
    public var underlineStyle: UnderlineStyle
    /// Its strikethrough (empty: none).
    public var strikethroughStyle: UnderlineStyle
    /// Its link, as text (a `URL`'s absolute string), when it has one.
    public var link: String?
    /// Where it starts, from the line's start.
    public var x: CGFloat
    /// Its width: its characters' advances plus `kern` after each.
    public var width: CGFloat

    /// Creates a run.
    public init(text: String, font: Font, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
                kern: CGFloat = 0, baselineOffset: CGFloat = 0, underlineStyle: UnderlineStyle = [],
                strikethroughStyle: UnderlineStyle = [], link: String? = nil, x: CGFloat, width: CGFloat) {
        self.text = text
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
        self.link = link
        self.x = x
        self.width = width
    }
}
