import Taut
import Yams

extension LayoutFileLoader {
    /// Records a mistake.
    mutating func fail(_ message: String, at position: LayoutFilePosition) {
        errors.append(LayoutFileError(message, at: position))
    }

    /// Where `node` starts (for a quoted scalar, the quote).
    func position(of node: Node) -> LayoutFilePosition {
        LayoutFilePosition(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// Where the text of a scalar starts: one column after the quote of a quoted scalar.
    func textPosition(of node: Node) -> LayoutFilePosition {
        let start = position(of: node)
        if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            return start.advanced(by: 1)
        }
        return start
    }

    /// A short, quoted rendering of what a node is, for messages.
    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    mutating func mapping(_ node: Node, _ what: String) -> Node.Mapping? {
        if case .mapping(let map) = node { return map }
        fail("\(what) must be a mapping of keys to values, found \(describe(node))", at: position(of: node))
        return nil
    }

    mutating func string(_ node: Node, _ what: String) -> String? {
        if case .scalar(let scalar) = node, !(scalar.style == .plain && node.null != nil) {
            return scalar.string
        }
        var message = "\(what) must be a string, found \(describe(node))"
        if case .scalar = node { message += " (a value starting with '#' must be quoted)" }
        fail(message, at: position(of: node))
        return nil
    }

    mutating func number(_ node: Node, _ what: String) -> Double? {
        if case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite {
            return value
        }
        fail("\(what) must be a number, found \(describe(node))", at: position(of: node))
        return nil
    }

    mutating func positiveNumber(_ node: Node, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value > 0 else {
            fail("\(what) must be greater than 0, found \(value.formatted)", at: position(of: node))
            return nil
        }
        return value
    }

    /// A name usable in equations and visual formats: a letter or `_`, then letters,
    /// digits or `_`.
    mutating func identifier(_ node: Node, _ what: String) -> String? {
        guard let text = string(node, what) else { return nil }
        let isName = text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard isName else {
            fail("'\(text)' is not a valid name for \(what); use letters, digits and '_'", at: textPosition(of: node))
            return nil
        }
        return text
    }

    /// Reports every key of `map` that is not in `allowed`, suggesting the closest one.
    mutating func checkKeys(_ map: Node.Mapping, allowed: [String], in what: String) {
        for key in map.keys {
            guard let name = key.string, !allowed.contains(name) else { continue }
            var message = "unknown key '\(name)' in \(what)"
            if let close = LayoutFile.closestName(to: name, among: allowed) {
                message += "; did you mean '\(close)'?"
            } else {
                message += "; expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
            }
            fail(message, at: position(of: key))
        }
    }
}

extension Double {
    /// The number without a trailing `.0` when it is whole: `16`, `0.5`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
