import Foundation

/// Breaks attributed text into lines: at `\n`, and greedily at spaces within the width each
/// line has, as ``MonospacedTextMeasurer`` breaks plain text (see ``AttributedTextLayout``).
struct AttributedLineBreaker {
    /// One line: a stretch of the text's characters (without the spaces hanging at a wrap or
    /// the `\n`), its paragraph and whether it is the paragraph's first line.
    struct Line {
        var range: Range<Int>
        var paragraphNumber: Int
        /// The style whose paragraph style (and, for an empty line, font) the line takes.
        var paragraphStyleIndex: Int
        var isFirstInParagraph: Bool
    }

    let content: AttributedTextCharacters
    let maxWidth: CGFloat
    /// Each character's width: its advance plus its run's kern (0 for a `\n`).
    private(set) var widths: [CGFloat]

    /// Tolerance for widths summed from fractions.
    private static let epsilon: CGFloat = 1e-9

    init(content: AttributedTextCharacters, metrics: TextMetrics, maxWidth: CGFloat) {
        self.content = content
        self.maxWidth = maxWidth
        var cache: [Int: [Character: CGFloat]] = [:]
        widths = []
        widths.reserveCapacity(content.characters.count)
        for (character, styleIndex) in zip(content.characters, content.styleIndices) {
            if Self.isParagraphBreak(character) {
                widths.append(0)
                continue
            }
            let style = content.styles[styleIndex]
            let advance: CGFloat
            if let known = cache[styleIndex]?[character] {
                advance = known
            } else {
                advance = metrics.characterWidth(character, style.font)
                cache[styleIndex, default: [:]][character] = advance
            }
            widths.append(advance + style.kern)
        }
    }

    static func isParagraphBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\u{2029}"
    }

    /// The lines of every paragraph.
    mutating func lines() -> [Line] {
        var result: [Line] = []
        var start = 0
        var number = 0
        let count = content.characters.count
        var index = 0
        while index <= count {
            if index == count || Self.isParagraphBreak(content.characters[index]) {
                // The paragraph's style: its first character's, or the break's, or the last
                // break's before it (an empty paragraph at the end).
                let styleIndex = content.styleIndices[Swift.min(start, count - 1)]
                breakParagraph(start..<index, number: number, styleIndex: styleIndex, into: &result)
                number += 1
                start = index + 1
                if index == count { break }
            }
            index += 1
        }
        return result
    }

    /// The width of the characters in `range`.
    private func width(_ range: Range<Int>) -> CGFloat {
        var total: CGFloat = 0
        for i in range { total += widths[i] }
        return total
    }

    /// The room a line has: from its head indent to the tail indent's end.
    private func room(first: Bool, paragraph: ParagraphStyle.Values) -> CGFloat {
        let indent = first ? paragraph.firstLineHeadIndent : paragraph.headIndent
        let end = paragraph.tailIndent > 0 ? paragraph.tailIndent : maxWidth + paragraph.tailIndent
        return end - indent
    }

    /// The longest start of `range` no wider than `room`, at least one character.
    private func fittingPrefix(_ range: Range<Int>, room: CGFloat) -> (end: Int, width: CGFloat) {
        var end = range.lowerBound, total: CGFloat = 0
        while end < range.upperBound, total + widths[end] <= room + Self.epsilon || end == range.lowerBound {
            total += widths[end]
            end += 1
        }
        return (end, total)
    }

    /// Breaks one paragraph (`range`, without its `\n`) into lines.
    private func breakParagraph(_ range: Range<Int>, number: Int, styleIndex: Int, into result: inout [Line]) {
        let paragraph = content.styles[styleIndex].paragraph ?? ParagraphStyle.Values()
        let firstRoom = room(first: true, paragraph: paragraph)
        let otherRoom = room(first: false, paragraph: paragraph)
        var emitted = 0
        func emit(_ lineRange: Range<Int>) {
            result.append(Line(range: lineRange, paragraphNumber: number, paragraphStyleIndex: styleIndex,
                               isFirstInParagraph: emitted == 0))
            emitted += 1
        }
        var roomNow: CGFloat { emitted == 0 ? firstRoom : otherRoom }
        // The line being filled: nil before the paragraph's first word.
        var line: (start: Int, end: Int, width: CGFloat)?
        /// Cuts `cut` into lines of the room each has; the rest is the line being filled.
        func cut(_ cut: Range<Int>) {
            var start = cut.lowerBound
            while true {
                let rest = width(start..<cut.upperBound)
                if rest <= roomNow + Self.epsilon {
                    line = (start, cut.upperBound, rest)
                    return
                }
                let prefix = fittingPrefix(start..<cut.upperBound, room: roomNow)
                if prefix.end >= cut.upperBound {
                    // One character wider than the line: it is the line.
                    line = (start, prefix.end, prefix.width)
                    return
                }
                emit(start..<prefix.end)
                start = prefix.end
            }
        }
        /// Places a word and the spaces typed before it.
        func place(spaces: Range<Int>, word: Range<Int>) {
            let s = width(spaces), w = width(word)
            guard let current = line else {
                // The paragraph's first word keeps the spaces typed before it.
                if s + w <= roomNow + Self.epsilon {
                    line = (spaces.lowerBound, word.upperBound, s + w)
                } else if !spaces.isEmpty, w <= otherRoom + Self.epsilon {
                    emit(spaces.lowerBound..<fittingPrefix(spaces, room: roomNow).end)  // a line of spaces
                    line = (word.lowerBound, word.upperBound, w)
                } else {
                    cut(spaces.lowerBound..<word.upperBound)  // cut, its spaces with it
                }
                return
            }
            if current.width + s + w <= roomNow + Self.epsilon {
                line = (current.start, word.upperBound, current.width + s + w)
            } else {
                emit(current.start..<current.end)  // the spaces between hang
                cut(word)
            }
        }
        var spacesStart = range.lowerBound
        var wordStart: Int?
        for i in range {
            if content.characters[i] == " " {
                if let start = wordStart {
                    place(spaces: spacesStart..<start, word: start..<i)
                    wordStart = nil
                    spacesStart = i
                }
            } else if wordStart == nil {
                wordStart = i
            }
        }
        if let start = wordStart {
            place(spaces: spacesStart..<start, word: start..<range.upperBound)
            spacesStart = range.upperBound
        }
        // Trailing spaces count as far as the line has room for them (the rest hang).
        let trailing = spacesStart..<range.upperBound
        if let current = line {
            var end = current.end, total = current.width
            while end < trailing.upperBound, total + widths[end] <= roomNow + Self.epsilon {
                total += widths[end]
                end += 1
            }
            emit(current.start..<end)
        } else {
            emit(trailing.isEmpty ? trailing : trailing.lowerBound..<fittingPrefix(trailing, room: roomNow).end)
        }
    }
}
