import Foundation

/// Reads the text of a ``LayoutEquation``.
///
/// The grammar, with spaces allowed between any two tokens:
///
/// ```
/// equation := quoted? operand relation right ('@' (number | priorityName))? annotation*
/// quoted   := "'" identifier "'"
/// annotation := '(' … ')' | '[' … ']'      (skipped: a description's location and role)
/// operand  := name ('.' guide)? '.' attribute
/// right    := sign? value
///           | operand (('*' | '/') value)* (('+' | '-') value)?
///           | value '*' operand (('+' | '-') value)?
/// value    := number | metricName
/// ```
struct LayoutEquationParser {
    private let tokens: [LayoutEquationToken]
    private let metrics: [String: Double]
    private let endColumn: Int
    private var index = 0

    init(_ text: String, metrics: [String: Double]) throws(LayoutEquationError) {
        tokens = try LayoutEquationToken.tokenize(text)
        self.metrics = metrics
        endColumn = text.count
    }

    /// Parses the whole text.
    mutating func parse() throws(LayoutEquationError) -> LayoutEquation {
        guard !tokens.isEmpty else {
            throw LayoutEquationError("empty equation; expected 'item.attribute == …'", column: 0)
        }
        var identifier: String?
        if case .quoted(let quoted) = peek?.kind {
            identifier = quoted
            _ = advance()
        }
        let first = try operand(role: "the left side")
        let relation = try relationToken()
        var equation = LayoutEquation(first: first, relation: relation)
        equation.identifier = identifier
        try right(into: &equation)
        if case .at = peek?.kind {
            let at = advance()
            equation.priority = try priority(after: at)
        }
        while case .annotation = peek?.kind { _ = advance() }
        if let extra = peek {
            throw LayoutEquationError("unexpected '\(extra.text)' after the equation", column: extra.column)
        }
        if equation.second == nil, !LayoutEquation.sizeAttributeNames.contains(first.attribute) {
            throw LayoutEquationError(
                "'\(first.attribute)' needs a second item; only width and height can equal a constant",
                column: first.attributeColumn)
        }
        return equation
    }

    // MARK: - Pieces

    private var peek: LayoutEquationToken? { index < tokens.count ? tokens[index] : nil }

    private func peek(_ offset: Int) -> LayoutEquationToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private mutating func advance() -> LayoutEquationToken {
        let token = tokens[index]
        index += 1
        return token
    }

    private var here: Int { peek?.column ?? endColumn }

    private mutating func name(_ what: String) throws(LayoutEquationError) -> LayoutEquationToken {
        guard let token = peek, case .name = token.kind else {
            throw LayoutEquationError("expected \(what)\(foundText)", column: here)
        }
        return advance()
    }

    private var foundText: String {
        peek.map { ", found '\($0.text)'" } ?? ", found the end of the equation"
    }

    private mutating func operand(role: String) throws(LayoutEquationError) -> LayoutEquation.Operand {
        let item = try name("an item name on \(role)")
        guard case .dot = peek?.kind else {
            throw LayoutEquationError(
                "expected '.' and an attribute after '\(item.text)'\(foundText)", column: here)
        }
        _ = advance()
        var attribute = try name("an attribute after '\(item.text).'")
        var guide: String?
        if LayoutEquation.guideNames.contains(attribute.text), case .dot = peek?.kind {
            guide = attribute.text.hasPrefix("safeArea") ? "safeArea" : "margins"
            _ = advance()
            attribute = try name("an attribute after '\(item.text).\(attribute.text).'")
        }
        guard LayoutEquation.attributeNames.contains(attribute.text) else {
            throw LayoutEquationError(
                "unknown attribute '\(attribute.text)'\(Self.suggestion(for: attribute.text, among: LayoutEquation.attributeNames))",
                column: attribute.column)
        }
        return LayoutEquation.Operand(
            item: item.text, guide: guide, attribute: attribute.text,
            itemColumn: item.column, attributeColumn: attribute.column)
    }

    private mutating func relationToken() throws(LayoutEquationError) -> LayoutEquation.Relation {
        guard let token = peek, case .relation(let relation) = token.kind else {
            if let token = peek, token.text == "=" {
                throw LayoutEquationError("'=' is not a relation; write '==', '<=' or '>='", column: token.column)
            }
            throw LayoutEquationError("expected '==', '<=' or '>='\(foundText)", column: here)
        }
        _ = advance()
        return relation
    }

    private mutating func right(into equation: inout LayoutEquation) throws(LayoutEquationError) {
        // `sign? value` or `value * operand …`
        if let token = peek, token.isValueStart, !(token.isName && peek(1)?.kind == .dot) {
            let value = try signedValue()
            if case .star = peek?.kind {
                _ = advance()
                equation.multiplier = value
                equation.second = try operand(role: "the right side")
                try constant(into: &equation)
            } else {
                equation.constant = value
            }
            return
        }
        equation.second = try operand(role: "the right side")
        while let token = peek, token.kind == .star || token.kind == .slash {
            _ = advance()
            let factor = try value()
            if token.kind == .slash {
                guard factor != 0 else {
                    throw LayoutEquationError("division by zero", column: token.column)
                }
                equation.multiplier /= factor
            } else {
                equation.multiplier *= factor
            }
            guard equation.multiplier.isFinite else {
                throw LayoutEquationError("the multiplier is too large", column: token.column)
            }
        }
        try constant(into: &equation)
    }

    private mutating func constant(into equation: inout LayoutEquation) throws(LayoutEquationError) {
        guard let token = peek, token.kind == .plus || token.kind == .minus else { return }
        _ = advance()
        let amount = try value()
        equation.constant = token.kind == .minus ? -amount : amount
    }

    private mutating func signedValue() throws(LayoutEquationError) -> Double {
        if let token = peek, token.kind == .plus || token.kind == .minus {
            _ = advance()
            let amount = try value()
            return token.kind == .minus ? -amount : amount
        }
        return try value()
    }

    private mutating func value() throws(LayoutEquationError) -> Double {
        guard let token = peek else {
            throw LayoutEquationError("expected a number\(foundText)", column: here)
        }
        switch token.kind {
        case .number(let number):
            _ = advance()
            return number
        case .name:
            _ = advance()
            guard let metric = metrics[token.text] else {
                let known = metrics.keys.sorted()
                throw LayoutEquationError(
                    "unknown metric '\(token.text)'\(Self.suggestion(for: token.text, among: known))",
                    column: token.column)
            }
            return metric
        default:
            throw LayoutEquationError("expected a number\(foundText)", column: token.column)
        }
    }

    private mutating func priority(after at: LayoutEquationToken) throws(LayoutEquationError) -> Double {
        guard let token = peek else {
            throw LayoutEquationError("expected a priority after '@'", column: endColumn)
        }
        let value: Double
        switch token.kind {
        case .number(let number):
            value = number
        case .name:
            guard let named = LayoutEquation.priorityNames[token.text] ?? metrics[token.text] else {
                let names = LayoutEquation.priorityNames.keys.sorted()
                throw LayoutEquationError(
                    "unknown priority '\(token.text)'\(Self.suggestion(for: token.text, among: names))",
                    column: token.column)
            }
            value = named
        default:
            throw LayoutEquationError("expected a priority after '@'\(foundText)", column: token.column)
        }
        _ = advance()
        guard value >= 1, value <= 1000 else {
            throw LayoutEquationError("priority \(token.text) is outside 1...1000", column: token.column)
        }
        return value
    }

    /// `; did you mean 'x'?` for the closest name in `candidates` (edit distance at most
    /// 2, or a case-insensitive match), or an empty string.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        guard let best = LayoutFileNameMatcher.closest(to: name, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }
}
