import Taut
import Yams

extension LayoutFileLoader {
    /// The keys a view's mapping may have.
    static let viewKeys = ["parent", "color", "textColor", "margins", "text", "font", "lines", "stack", "arranged", "hidden"]

    mutating func decodeViews(_ node: Node) -> [LayoutFileView] {
        guard let map = mapping(node, "'views'") else { return [] }
        var views: [LayoutFileView] = []
        var seen: [String: LayoutFilePosition] = [:]
        for (key, value) in map {
            guard let name = identifier(key, "a view name") else { continue }
            let namePosition = position(of: key)
            if LayoutFile.reservedNames.contains(name) {
                fail("'\(name)' is reserved for the parent's guides and the canvas; choose another view name", at: namePosition)
                continue
            }
            if let first = seen[name] {
                fail("view '\(name)' is already declared at line \(first.line)", at: namePosition)
                continue
            }
            seen[name] = namePosition
            views.append(decodeView(name, at: namePosition, value))
        }
        return views
    }

    private mutating func decodeView(_ name: String, at namePosition: LayoutFilePosition, _ node: Node) -> LayoutFileView {
        var view = LayoutFileView(name: name, position: namePosition)
        if case .scalar(let scalar) = node, scalar.string.isEmpty || node.null != nil {
            return view  // `spacer:` or `spacer: ~` is a plain view
        }
        let what = "view '\(name)'"
        guard let map = mapping(node, what) else { return view }
        checkKeys(map, allowed: Self.viewKeys, in: what)
        if let node = map["parent"], let parent = identifier(node, "the parent of \(what)") {
            view.parent = LayoutFileReference(parent, at: textPosition(of: node))
        }
        if let node = map["color"] { view.color = color(node, "the color of \(what)") }
        if let node = map["textColor"] { view.textColor = color(node, "the text color of \(what)") }
        if let node = map["margins"] { view.margins = decodeInsets(node, "the margins of \(what)") }
        if let node = map["text"] { view.text = string(node, "the text of \(what)") }
        if let node = map["font"], let size = positiveNumber(node, "the font size of \(what)") {
            if size >= 0.1, size <= 10_000 {
                view.fontSize = size
            } else {
                fail("the font size of \(what) must be between 0.1 and 10000", at: position(of: node))
            }
        }
        if let node = map["lines"] {
            if let lines = number(node, "the number of lines of \(what)") {
                if lines >= 0, lines == lines.rounded(), lines < 1_000_000 {
                    view.numberOfLines = Int(lines)
                } else {
                    fail("'lines' must be a whole number, 0 for no limit", at: position(of: node))
                }
            }
        }
        if let node = map["hidden"] {
            if let hidden = node.bool { view.isHidden = hidden } else {
                fail("'hidden' must be true or false", at: position(of: node))
            }
        }
        if let node = map["stack"] { view.stack = decodeStack(node, what) }
        if let node = map["arranged"] {
            if case .sequence(let list) = node {
                for item in list {
                    if let arranged = identifier(item, "an arranged view of \(what)") {
                        view.arranged.append(LayoutFileReference(arranged, at: textPosition(of: item)))
                    }
                }
            } else {
                fail("'arranged' must be a list of view names, such as [home, search]", at: position(of: node))
            }
            if view.stack == nil, !view.arranged.isEmpty {
                fail("\(what) has 'arranged' views but no 'stack'", at: position(of: node))
            }
        }
        return view
    }

    private mutating func decodeStack(_ node: Node, _ owner: String) -> LayoutFileStack? {
        let what = "the stack of \(owner)"
        guard let map = mapping(node, what) else { return nil }
        checkKeys(map, allowed: ["axis", "distribution", "alignment", "spacing"], in: what)
        var stack = LayoutFileStack()
        if let node = map["axis"], let value = choice(node, "axis", LayoutFileStack.Axis.self) {
            stack.axis = value
        }
        if let node = map["distribution"], let value = choice(node, "distribution", LayoutFileStack.Distribution.self) {
            stack.distribution = value
        }
        if let node = map["alignment"], let value = choice(node, "alignment", LayoutFileStack.Alignment.self) {
            stack.alignment = value
        }
        if let node = map["spacing"], let value = number(node, "the spacing of \(what)") {
            stack.spacing = value
        }
        return stack
    }

    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, _ key: String, _ type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, "'\(key)'") else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue)
        fail("unknown \(key) '\(text)'; expected one of \(names.joined(separator: ", "))", at: position(of: node))
        return nil
    }

    private mutating func color(_ node: Node, _ what: String) -> String? {
        guard let text = string(node, what) else {
            return nil
        }
        let hexDigits = text.dropFirst()
        if text.hasPrefix("#") {
            if [3, 4, 6, 8].contains(hexDigits.count), hexDigits.allSatisfy(\.isHexDigit) { return text }
            fail("'\(text)' is not a color; write '#rgb', '#rrggbb' or '#rrggbbaa'", at: position(of: node))
            return nil
        }
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isLetter }) { return text }
        fail("'\(text)' is not a color; write '#rrggbb' (in quotes) or a color name", at: position(of: node))
        return nil
    }
}
