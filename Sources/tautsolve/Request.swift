import TautSolver

/// One request of the oracle's line protocol (see `CommandAdapter` in
/// `../shared/bench/oracle_check.py`), parsed from a single input line.
///
///     reset N                                     fresh solver with variables 0..N-1
///     add CID OP STRENGTH CONSTANT K (VAR COEF)*K  sum(COEF * VAR) + CONSTANT OP 0
///     remove CID
///     edit VAR STRENGTH
///     suggest VAR VALUE
///     values                                      current value of every variable
enum Request: Equatable {
    case reset(variables: Int)
    case add(id: String, relation: Relation, strength: Double, constant: Double, terms: [RequestTerm])
    case remove(id: String)
    case edit(variable: Int, strength: Double)
    case suggest(variable: Int, value: Double)
    case values
}

/// One `VAR COEF` pair of an `add` request.
struct RequestTerm: Equatable {
    var variable: Int
    var coefficient: Double
}

/// Why a line could not be parsed; the message is sent back as `error MESSAGE`.
struct ProtocolError: Error, Equatable {
    var message: String
}

/// Turns protocol lines into ``Request`` values.
enum RequestParser {
    /// Parses one line (surrounding whitespace ignored); throws ``ProtocolError`` for anything
    /// that is not exactly one well-formed request.
    static func parse(_ line: String) throws(ProtocolError) -> Request {
        var words = Words(line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init))
        guard let command = words.next() else { throw ProtocolError(message: "empty request") }
        let request: Request
        switch command {
        case "reset":
            let n = try words.int("variable count")
            guard n >= 0 else { throw ProtocolError(message: "negative variable count \(n)") }
            request = .reset(variables: n)
        case "add":
            let id = try words.word("constraint id")
            let op = try words.word("relation")
            guard let relation = Relation(rawValue: op) else {
                throw ProtocolError(message: "unknown relation '\(op)' (==, <= or >=)")
            }
            let strength = try words.double("strength")
            let constant = try words.double("constant")
            let count = try words.int("term count")
            guard count >= 0 else { throw ProtocolError(message: "negative term count \(count)") }
            var terms: [RequestTerm] = []
            terms.reserveCapacity(min(count, 64))
            for _ in 0..<count {
                let v = try words.int("term variable")
                let k = try words.double("term coefficient")
                terms.append(RequestTerm(variable: v, coefficient: k))
            }
            request = .add(id: id, relation: relation, strength: strength, constant: constant, terms: terms)
        case "remove":
            request = .remove(id: try words.word("constraint id"))
        case "edit":
            let v = try words.int("variable")
            request = .edit(variable: v, strength: try words.double("strength"))
        case "suggest":
            let v = try words.int("variable")
            request = .suggest(variable: v, value: try words.double("value"))
        case "values":
            request = .values
        default:
            throw ProtocolError(message: "unknown request '\(command)'")
        }
        if let extra = words.next() {
            throw ProtocolError(message: "unexpected '\(extra)' after \(command) request")
        }
        return request
    }
}

/// A cursor over the words of one line with typed readers.
private struct Words {
    private let words: [String]
    private var index = 0

    init(_ words: [String]) { self.words = words }

    mutating func next() -> String? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    mutating func word(_ what: String) throws(ProtocolError) -> String {
        guard let w = next() else { throw ProtocolError(message: "missing \(what)") }
        return w
    }

    mutating func int(_ what: String) throws(ProtocolError) -> Int {
        let w = try word(what)
        guard let value = Int(w) else { throw ProtocolError(message: "\(what) '\(w)' is not an integer") }
        return value
    }

    mutating func double(_ what: String) throws(ProtocolError) -> Double {
        let w = try word(what)
        guard let value = Double(w) else { throw ProtocolError(message: "\(what) '\(w)' is not a number") }
        return value
    }
}
