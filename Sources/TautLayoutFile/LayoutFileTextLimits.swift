import Foundation
import Taut

/// The checks a layout file's text passes before the YAML parser sees it: its size, and how
/// deep its collections nest (the parser recurses once per level, and a few thousand levels
/// of `{{{{…` overflow its stack). The scan also remembers the brackets and the quote left
/// open at the end, so that a syntax error can point at the construct that was never closed.
///
/// The scan is linear in the text and does not parse YAML: it counts flow brackets (`{`, `[`)
/// outside quoted text and comments, and block levels by indentation (a `- ` entry counts as
/// one more level). Its depth is an upper bound of the real one, which is all a limit needs.
struct LayoutFileTextLimits {
    /// The largest file read, in bytes of UTF-8 (4 MiB; the examples are a few kilobytes).
    static let maximumBytes = 4 * 1024 * 1024
    /// The deepest nesting read (the top-level mapping is level 1; a layout file needs about 4).
    static let maximumDepth = 64

    /// A flow bracket or quote still open at the end of the text, innermost last.
    struct Opening {
        /// `{`, `[`, `"` or `'`.
        var character: Character
        var line: Int
        var column: Int
    }

    /// The brackets still open at the end of the text, outermost first.
    var openBrackets: [Opening] = []
    /// The quote still open at the end of the text.
    var openQuote: Opening?

    /// Checks `text`; returns the error that stops the loader, or `nil` (and records what was
    /// left open).
    mutating func check(_ text: String, path: String) -> LayoutFileError? {
        let size = text.utf8.count
        if size > LayoutFileTextLimits.maximumBytes {
            return LayoutFileError("the file is \(size) bytes; a layout file may be at most \(LayoutFileTextLimits.maximumBytes) bytes",
                                   at: LayoutFilePosition(file: path, line: 1, column: 1))
        }
        var indents: [Int] = []     // the block levels open at the current line
        var line = 1
        for scalars in LayoutFileTextLimits.lines(of: text) {
            defer { line += 1 }
            var column = 0              // 0-based index into scalars
            // Block structure: only outside flow collections and quoted text.
            if openBrackets.isEmpty && openQuote == nil {
                var indent = 0
                while indent < scalars.count, scalars[indent] == " " { indent += 1 }
                let rest = indent < scalars.count ? scalars[indent] : "#"
                if rest != "#" {
                    while let last = indents.last, last >= indent { indents.removeLast() }
                    indents.append(indent)
                    column = indent
                    // `- - x`: each entry marker opens one more level.
                    while column + 1 < scalars.count, scalars[column] == "-", scalars[column + 1] == " " {
                        column += 2
                        while column < scalars.count, scalars[column] == " " { column += 1 }
                        indents.append(column)
                        if indents.count > LayoutFileTextLimits.maximumDepth { break }
                    }
                    if indents.count > LayoutFileTextLimits.maximumDepth {
                        return tooDeep(path, line, indent + 1)
                    }
                }
            }
            var previous: Unicode.Scalar = " "
            while column < scalars.count {
                let c = scalars[column]
                defer { column += 1 }
                if let quote = openQuote {
                    if quote.character == "\"" {
                        if c == "\\" { column += 1 } else if c == "\"" { openQuote = nil }
                    } else if c == "'" {
                        if column + 1 < scalars.count, scalars[column + 1] == "'" { column += 1 } else { openQuote = nil }
                    }
                    previous = c
                    continue
                }
                let startsToken = previous == " " || previous == "\t" || "{[,:".unicodeScalars.contains(previous)
                switch c {
                case "#" where previous == " " || previous == "\t" || column == 0:
                    column = scalars.count      // a comment runs to the end of the line
                case "\"", "'":
                    if startsToken { openQuote = Opening(character: Character(c), line: line, column: column + 1) }
                case "{", "[":
                    openBrackets.append(Opening(character: Character(c), line: line, column: column + 1))
                    if indents.count + openBrackets.count > LayoutFileTextLimits.maximumDepth {
                        return tooDeep(path, line, column + 1)
                    }
                case "}", "]":
                    let opener: Character = c == "}" ? "{" : "["
                    if openBrackets.last?.character == opener { openBrackets.removeLast() }
                default:
                    break
                }
                previous = c
            }
        }
        return nil
    }

    /// The lines of `text` as YAML counts them: broken at `\n`, `\r\n`, `\r`, U+0085,
    /// U+2028 and U+2029.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterReturn = false
        for c in text.unicodeScalars {
            if c == "\n" && afterReturn { afterReturn = false; continue }
            afterReturn = c == "\r"
            if c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
                lines.append(current)
                current = []
            } else {
                current.append(c)
            }
        }
        lines.append(current)
        return lines
    }

    private func tooDeep(_ path: String, _ line: Int, _ column: Int) -> LayoutFileError {
        LayoutFileError("the YAML nests deeper than \(LayoutFileTextLimits.maximumDepth) levels here; a layout file needs a few, so the file is not read",
                        at: LayoutFilePosition(file: path, line: line, column: column))
    }
}
