import Foundation

/// Breaks a label's text into the lines it is drawn on, the way ``MonospacedTextMeasurer``
/// does: at `\n`, and greedily at spaces so that no line is wider than the width, with
/// each character half the font size wide. Spaces are kept as typed, except those at a
/// wrap, which hang at the end of the line and are not drawn.
enum TextLines {
    static func wrap(_ text: String, fontSize: Double, width: Double, numberOfLines: Int) -> [String] {
        guard !text.isEmpty, fontSize > 0 else { return [] }
        let characterWidth = 0.5 * fontSize
        let ratio = ((width + 1e-6) / characterWidth).rounded(.down)
        let capacity = ratio.isFinite && ratio < Double(Int.max / 4) ? max(1, Int(ratio)) : Int.max / 4
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: String?   // the line so far, nil before the paragraph's first word
            var spaces = 0         // spaces read since the last word
            var word = ""
            func cut(_ text: String) {
                var rest = text
                while rest.count > capacity {
                    lines.append(String(rest.prefix(capacity)))
                    rest = String(rest.dropFirst(capacity))
                }
                current = rest
            }
            func endWord() {
                guard !word.isEmpty else { return }
                let gap = String(repeating: " ", count: spaces)
                defer { word = ""; spaces = 0 }
                guard let line = current else {
                    if spaces + word.count <= capacity {
                        current = gap + word
                    } else if spaces > 0, word.count <= capacity {
                        lines.append(String(gap.prefix(capacity)))
                        current = word
                    } else {
                        cut(gap + word)
                    }
                    return
                }
                if line.count + spaces + word.count <= capacity {
                    current = line + gap + word
                } else {
                    lines.append(line)
                    cut(word)
                }
            }
            for character in paragraph {
                if character == " " {
                    endWord()
                    spaces += 1
                } else {
                    word.append(character)
                }
            }
            endWord()
            let line = current ?? ""
            let room = max(0, capacity - line.count)
            lines.append(line + String(repeating: " ", count: min(spaces, room)))
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
        return lines
    }
}
