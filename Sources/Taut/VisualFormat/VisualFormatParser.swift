import Foundation

/// A recursive-descent parser for the Visual Format Language, producing a
/// `VisualFormatSyntax` without looking any name up.
///
/// The grammar is Apple's:
///
///     format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation ::= 'H' | 'V'
///     view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= '' | '-' | '-' (number | name | '(' predicate (',' predicate)* ')') '-'
///     predicate   ::= ('==' | '<=' | '>=')? object ('@' priority)?
///     object      ::= number | name
///     priority    ::= number | name
///
/// with GTK-style extensions that no Apple format can contain, so every Apple
/// format keeps its meaning:
///
/// - in a view predicate, a view may carry an attribute and operators:
///   `[a(==b.height*2+10)]` (`*` or `/` a positive number, then `+` or `-` one);
/// - a priority may be a named priority, `@required`, `@high`, `@medium`, `@low`
///   (resolved by `VisualFormatBuilder`, after the metrics);
/// - spaces between tokens are ignored.
///
/// Columns are `Character` offsets into the format.
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private var index = 0

    private init(format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// Parses `format`, throwing a `VisualFormatError` whose column points at the
    /// first character that does not fit the grammar.
    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
        var parser = VisualFormatParser(format: format)
        return try parser.parseFormat()
    }

    // MARK: - Format

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
        skipSpaces()
        let orientation = try parseOrientation()
        skipSpaces()
        var syntax = VisualFormatSyntax(
            orientation: orientation, leadingSuperview: nil, views: [], connections: [],
            trailingSuperview: nil, leadingBarColumn: nil, trailingBarColumn: nil)
        if peek == "|" {
            syntax.leadingBarColumn = index
            index += 1
            skipSpaces()
            syntax.leadingSuperview = try parseConnection()
            skipSpaces()
        }
        guard peek == "[" else { throw error("Expected a view") }
        syntax.views.append(try parseView())
        while true {
            skipSpaces()
            guard !isAtEnd else { break }
            guard peek == "-" || peek == "[" || peek == "|" else {
                throw error("Expected '-', a view, '|' or the end of the format")
            }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "|" {
                syntax.trailingBarColumn = index
                syntax.trailingSuperview = connection
                index += 1
                skipSpaces()
                guard isAtEnd else { throw error("Expected the end of the format after '|'") }
                break
            }
            guard peek == "[" else { throw error("Expected a view") }
            syntax.connections.append(connection)
            syntax.views.append(try parseView())
        }
        return syntax
    }

    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormatSyntax.Orientation {
        guard let first = peek, first.isLetter else { return .horizontal }
        let orientation: VisualFormatSyntax.Orientation
        switch first {
        case "H": orientation = .horizontal
        case "V": orientation = .vertical
        default: throw error("Expected 'H:', 'V:', '|' or a view")
        }
        index += 1
        skipSpaces()
        guard peek == ":" else { throw error("Expected ':' after the orientation") }
        index += 1
        return orientation
    }

    // MARK: - Views and connections

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewElement {
        guard peek == "[" else { throw error("Expected a view") }
        index += 1
        skipSpaces()
        let nameColumn = index
        guard let name = parseIdentifier() else { throw error("Expected a view name") }
        let nameEnd = index
        skipSpaces()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(allowsViews: true)
            skipSpaces()
        }
        guard peek == "]" else {
            if peek == "." && predicates.isEmpty {
                throw error("Expected ']' to end the view (a view name cannot contain '.')")
            }
            throw error(predicates.isEmpty ? "Expected '(' or ']' after the view name" : "Expected ']' to end the view")
        }
        index += 1
        return VisualFormatSyntax.ViewElement(
            name: name, nameColumn: nameColumn, nameEndColumn: nameEnd, predicates: predicates)
    }

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        let column = index
        guard peek == "-" else { return .init(kind: .flush, column: column) }
        index += 1
        skipSpaces()
        let predicates: [VisualFormatSyntax.Predicate]
        switch peek {
        case nil, "[", "|":
            return .init(kind: .standard, column: column)
        case "(":
            predicates = try parsePredicateList(allowsViews: false)
        case let character? where character.isNumber || character == ".":
            let start = index
            let value = try parseNumber(allowsSign: false)
            predicates = [simplePredicate(.number(value), start: start)]
        case let character? where Self.isIdentifierStart(character):
            let start = index
            let name = parseIdentifier() ?? ""
            predicates = [simplePredicate(.name(name, column: start, endColumn: index), start: start)]
        default:
            throw error("Expected a view, '|', a number, a metric name or '(' after '-'")
        }
        skipSpaces()
        guard peek == "-" else { throw error("Expected '-' to end the spacing") }
        index += 1
        return .init(kind: .predicates(predicates), column: column)
    }

    private func simplePredicate(_ value: VisualFormatSyntax.Value, start: Int) -> VisualFormatSyntax.Predicate {
        .init(relation: .equal, object: .constant(value), multiplier: 1, offset: 0,
              priority: nil, column: start, endColumn: index)
    }

    // MARK: - Predicates

    private mutating func parsePredicateList(allowsViews: Bool) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowsViews: allowsViews))
            skipSpaces()
            switch peek {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw error("Expected ',' or ')' after a predicate")
            }
        }
    }

    private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        skipSpaces()
        let start = index
        let relation = try parseRelation()
        skipSpaces()
        var multiplier = 1.0
        var offset = 0.0
        let object: VisualFormatSyntax.Object
        switch peek {
        case let character? where character.isNumber || character == "." || character == "-" || character == "+":
            object = .constant(.number(try parseNumber(allowsSign: true)))
        case let character? where Self.isIdentifierStart(character):
            let nameColumn = index
            let name = parseIdentifier() ?? ""
            let nameEnd = index
            var attribute: VisualFormatAttribute?
            var isView = false
            if allowsViews && peek == "." {
                index += 1
                let attributeColumn = index
                guard let attributeName = parseIdentifier() else {
                    throw error("Expected an attribute name after '.'")
                }
                guard let parsed = VisualFormatAttribute(formatName: attributeName) else {
                    index = attributeColumn
                    let names = VisualFormatAttribute.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("Unknown attribute '\(attributeName)'; expected one of \(names)")
                }
                attribute = parsed
                isView = true
            }
            if allowsViews {
                skipSpaces()
                if let operators = try parseOperators() {
                    (multiplier, offset) = operators
                    isView = true
                }
            }
            object = isView
                ? .view(name: name, column: nameColumn, endColumn: nameEnd, attribute: attribute)
                : .constant(.name(name, column: nameColumn, endColumn: nameEnd))
        default:
            throw error(allowsViews
                ? "Expected a number, a metric name or a view name"
                : "Expected a number or a metric name")
        }
        skipSpaces()
        var priority: VisualFormatSyntax.Value?
        if peek == "@" {
            index += 1
            skipSpaces()
            priority = try parsePriority()
        }
        return .init(relation: relation, object: object, multiplier: multiplier, offset: offset,
                     priority: priority, column: start, endColumn: index)
    }

    private mutating func parseRelation() throws(VisualFormatError) -> VisualFormatSyntax.Relation {
        guard let first = peek, first == "=" || first == "<" || first == ">" else { return .equal }
        guard index + 1 < characters.count, characters[index + 1] == "=" else {
            throw error("Expected '==', '<=' or '>='")
        }
        index += 2
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// `('*' | '/') number` then `('+' | '-') number`, both optional; `nil` when
    /// neither is there.
    private mutating func parseOperators() throws(VisualFormatError) -> (Double, Double)? {
        var multiplier = 1.0
        var offset = 0.0
        var found = false
        if peek == "*" || peek == "/" {
            let isDivision = peek == "/"
            index += 1
            skipSpaces()
            let column = index
            let value = try parseNumber(allowsSign: false)
            if isDivision {
                guard value != 0 else {
                    index = column
                    throw error("Cannot divide by zero")
                }
                multiplier = 1 / value
            } else {
                multiplier = value
            }
            found = true
            skipSpaces()
        }
        if peek == "+" || peek == "-" {
            let sign: Double = peek == "-" ? -1 : 1
            index += 1
            skipSpaces()
            offset = sign * (try parseNumber(allowsSign: false))
            found = true
        }
        return found ? (multiplier, offset) : nil
    }

    private mutating func parsePriority() throws(VisualFormatError) -> VisualFormatSyntax.Value {
        let column = index
        if let character = peek, Self.isIdentifierStart(character) {
            let name = parseIdentifier() ?? ""
            return .name(name, column: column, endColumn: index)
        }
        guard let character = peek, character.isNumber || character == "." || character == "-" || character == "+" else {
            throw error("Expected a priority (a number or a name) after '@'")
        }
        let value = try parseNumber(allowsSign: true)
        guard value >= 1 && value <= 1000 else {
            throw VisualFormatError(reason: .invalidPriority(value), format: format, column: column)
        }
        return .number(value)
    }

    // MARK: - Tokens

    /// A decimal number: optional sign (when allowed), digits with an optional
    /// fraction, an optional exponent.
    private mutating func parseNumber(allowsSign: Bool) throws(VisualFormatError) -> Double {
        let start = index
        if allowsSign, peek == "-" || peek == "+" { index += 1 }
        var digits = 0
        while let character = peek, character.isASCII, character.isNumber { index += 1; digits += 1 }
        if peek == "." {
            index += 1
            while let character = peek, character.isASCII, character.isNumber { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            throw error("Expected a number")
        }
        if peek == "e" || peek == "E" {
            let mark = index
            index += 1
            if peek == "-" || peek == "+" { index += 1 }
            var exponentDigits = 0
            while let character = peek, character.isASCII, character.isNumber { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { index = mark }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text) else {
            index = start
            throw error("Expected a number")
        }
        guard value.isFinite else {
            throw VisualFormatError(reason: .invalidNumber(value), format: format, column: start)
        }
        return value
    }

    private mutating func parseIdentifier() -> String? {
        guard let first = peek, Self.isIdentifierStart(first) else { return nil }
        let start = index
        index += 1
        while let character = peek, Self.isIdentifierStart(character) || (character.isASCII && character.isNumber) {
            index += 1
        }
        return String(characters[start..<index])
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }
    private var isAtEnd: Bool { index >= characters.count }

    private mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" { index += 1 }
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(reason: .syntax(message), format: format, column: index)
    }
}
