import Foundation

/// One token of an equation's text, with the column where it starts.
struct LayoutEquationToken: Equatable {
    enum Kind: Equatable {
        case name
        case number(Double)
        case dot, star, slash, plus, minus, at
        case relation(LayoutEquation.Relation)
        /// `'identifier'`, as descriptions print a constraint's identifier in front.
        case quoted(String)
        /// `(…)` or `[…]` after an equation: a description's source location, label or
        /// role, skipped when a description is pasted back.
        case annotation
        case other
    }

    var kind: Kind
    var text: String
    /// A `Character` offset from 0.
    var column: Int

    var isName: Bool { kind == .name }

    /// Whether a value (a number, a metric name or a sign) can start with this token.
    var isValueStart: Bool {
        switch kind {
        case .name, .number, .plus, .minus: return true
        default: return false
        }
    }

    /// Splits `text` into tokens; a character that fits no token is an error.
    static func tokenize(_ text: String) throws(LayoutEquationError) -> [LayoutEquationToken] {
        let characters = Array(text)
        var tokens: [LayoutEquationToken] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let start = i
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c.isLetter || c == "_" {
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" {
                    i += 1
                }
                tokens.append(LayoutEquationToken(kind: .name, text: String(characters[start..<i]), column: start))
                continue
            }
            if c.isASCIIDigit || (c == "." && i + 1 < characters.count && characters[i + 1].isASCIIDigit) {
                i = scanNumber(characters, from: i)
                let literal = String(characters[start..<i])
                guard let number = Double(literal), number.isFinite else {
                    throw LayoutEquationError("'\(literal)' is not a number", column: start)
                }
                tokens.append(LayoutEquationToken(kind: .number(number), text: literal, column: start))
                continue
            }
            if c == "'" {
                guard let close = characters[(i + 1)...].firstIndex(of: "'") else {
                    throw LayoutEquationError("unterminated quoted identifier", column: start)
                }
                let identifier = String(characters[(i + 1)..<close])
                tokens.append(LayoutEquationToken(kind: .quoted(identifier), text: "'\(identifier)'", column: start))
                i = close + 1
                continue
            }
            if c == "(" || c == "[" {
                guard let close = closingIndex(characters, from: i) else {
                    throw LayoutEquationError("unbalanced '\(c)'", column: start)
                }
                tokens.append(LayoutEquationToken(kind: .annotation, text: String(characters[i...close]), column: start))
                i = close + 1
                continue
            }
            let next: Character? = i + 1 < characters.count ? characters[i + 1] : nil
            if next == "=", let relation = LayoutEquation.Relation(rawValue: String([c, "="])) {
                tokens.append(LayoutEquationToken(kind: .relation(relation), text: relation.rawValue, column: start))
                i += 2
                continue
            }
            let kind: Kind
            switch c {
            case ".": kind = .dot
            case "*", "×": kind = .star
            case "/": kind = .slash
            case "+": kind = .plus
            case "-", "−": kind = .minus
            case "@": kind = .at
            case "=", "<", ">": kind = .other
            default:
                throw LayoutEquationError("unexpected character '\(c)'", column: start)
            }
            tokens.append(LayoutEquationToken(kind: kind, text: String(c), column: start))
            i += 1
        }
        return tokens
    }

    /// The index of the bracket closing the one at `start`, skipping double-quoted text.
    private static func closingIndex(_ characters: [Character], from start: Int) -> Int? {
        let open = characters[start], close: Character = open == "(" ? ")" : "]"
        var depth = 0, inQuotes = false
        for i in start..<characters.count {
            let c = characters[i]
            if c == "\"" { inQuotes.toggle() }
            if inQuotes { continue }
            if c == open { depth += 1 }
            if c == close {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The end of the number starting at `start`: digits, a fraction, an exponent.
    private static func scanNumber(_ characters: [Character], from start: Int) -> Int {
        var i = start
        func digits() { while i < characters.count, characters[i].isASCIIDigit { i += 1 } }
        digits()
        if i < characters.count, characters[i] == "." {
            i += 1
            digits()
        }
        if i < characters.count, characters[i] == "e" || characters[i] == "E" {
            var j = i + 1
            if j < characters.count, characters[j] == "+" || characters[j] == "-" { j += 1 }
            if j < characters.count, characters[j].isASCIIDigit {
                i = j
                digits()
            }
        }
        return i
    }
}

extension Character {
    /// Whether the character is one of `0`…`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
