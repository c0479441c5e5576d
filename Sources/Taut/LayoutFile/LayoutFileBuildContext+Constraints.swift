import Foundation

extension LayoutFileBuildContext {
    mutating func makeConstraints() {
        for entry in file.constraints {
            let made: [LayoutConstraint]
            switch entry.kind {
            case .equation: made = equationConstraint(entry).map { [$0] } ?? []
            case .visualFormat: made = visualFormatConstraints(entry)
            }
            let location = SourceLocation(file: entry.position.file, line: entry.position.line)
            for constraint in made {
                constraint.location = location
                if let identifier = entry.identifier { constraint.identifier = identifier }
                scene.sources[ObjectIdentifier(constraint)] = entry
                scene.constraints.append(constraint)
            }
            LayoutConstraint.activate(made)
        }
    }

    // MARK: - Equations

    private mutating func equationConstraint(_ entry: LayoutFileConstraint) -> LayoutConstraint? {
        if !entry.options.isEmpty {
            fail("'options' apply to visual formats only", at: entry.options[0].position)
        }
        let equation: LayoutEquation
        do {
            equation = try LayoutEquation(parsing: entry.text, metrics: file.metrics)
        } catch {
            fail(error.message, at: entry.position.advanced(by: error.column))
            return nil
        }
        let at = entry.position
        guard let firstView = resolveView(equation.first, at: at) else {
            _ = resolveSecond(equation, firstView: nil, at: at)  // report its mistakes too
            return nil
        }
        let first: LayoutItem = equation.first.guide.map { guide(named: $0, of: firstView) } ?? firstView
        guard let attribute1 = Self.attribute(named: equation.first.attribute) else { return nil }
        var second: LayoutItem?
        var attribute2 = LayoutAttribute.notAnAttribute
        if let operand = equation.second {
            guard let item = resolveSecond(equation, firstView: firstView, at: at),
                  let attribute = Self.attribute(named: operand.attribute) else { return nil }
            guard Self.canRelate(attribute1, attribute) else {
                fail("cannot relate '\(equation.first.attribute)' to '\(operand.attribute)': "
                     + "\(Self.kindName(attribute1)) and \(Self.kindName(attribute)) don't mix",
                     at: at.advanced(by: operand.attributeColumn))
                return nil
            }
            second = item
            attribute2 = attribute
        }
        let constraint = LayoutConstraint(
            item: first, attribute: attribute1, relatedBy: Self.relation(equation.relation),
            toItem: second, attribute: attribute2,
            multiplier: CGFloat(equation.multiplier), constant: CGFloat(equation.constant))
        if let priority = equation.priority { constraint.priority = LayoutPriority(Float(priority)) }
        if let identifier = equation.identifier { constraint.identifier = identifier }
        return constraint
    }

    /// The view named by the left side; the parent names are refused there.
    private mutating func resolveView(_ operand: LayoutEquation.Operand, at position: LayoutFilePosition) -> View? {
        if LayoutFile.parentNames.contains(operand.item) {
            fail("'\(operand.item)' names the first item's parent, so it cannot be the first item; "
                 + "name the view", at: position.advanced(by: operand.itemColumn))
            return nil
        }
        guard let view = scene.views[operand.item] else {
            fail(unknownViewMessage(operand.item), at: position.advanced(by: operand.itemColumn))
            return nil
        }
        return view
    }

    /// The item of the right side: a view, the canvas, a view's guide, or the first view's
    /// parent (`superview`) or one of its guides (`safeArea`, `margins`).
    private mutating func resolveSecond(_ equation: LayoutEquation, firstView: View?,
                                        at position: LayoutFilePosition) -> LayoutItem? {
        guard let operand = equation.second else { return nil }
        let column = position.advanced(by: operand.itemColumn)
        let view: View
        if LayoutFile.parentNames.contains(operand.item) {
            guard let firstView else { return nil }
            guard let parent = firstView.superview else {
                fail("'\(equation.first.item)' has no parent, so '\(operand.item)' means nothing here", at: column)
                return nil
            }
            switch operand.item {
            case "safeArea": return operand.guide == nil ? parent.safeAreaLayoutGuide : invalidGuide(operand, at: column)
            case "margins": return operand.guide == nil ? parent.layoutMarginsGuide : invalidGuide(operand, at: column)
            default: view = parent
            }
        } else if let named = scene.views[operand.item] {
            view = named
        } else {
            fail(unknownViewMessage(operand.item), at: column)
            return nil
        }
        return operand.guide.map { guide(named: $0, of: view) } ?? view
    }

    private mutating func invalidGuide(_ operand: LayoutEquation.Operand, at position: LayoutFilePosition) -> LayoutItem? {
        fail("'\(operand.item)' is already a guide; write '\(operand.item).\(operand.attribute)'", at: position)
        return nil
    }

    private func guide(named name: String, of view: View) -> LayoutGuide {
        name == "margins" || name == "layoutMarginsGuide" ? view.layoutMarginsGuide : view.safeAreaLayoutGuide
    }

    static func attribute(named name: String) -> LayoutAttribute? {
        LayoutAttribute.allCases.first { $0.name == name && $0 != .notAnAttribute }
    }

    static func relation(_ relation: LayoutEquation.Relation) -> LayoutRelation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Whether UIKit lets the two attributes be related: x with x, y with y, size with size.
    static func canRelate(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        a.category == b.category
    }

    static func kindName(_ attribute: LayoutAttribute) -> String {
        switch attribute.category {
        case .xLocation: return "a horizontal position"
        case .yLocation: return "a vertical position"
        case .dimension: return "a size"
        case .none: return "nothing"
        }
    }

    // MARK: - Visual formats

    private mutating func visualFormatConstraints(_ entry: LayoutFileConstraint) -> [LayoutConstraint] {
        var options = LayoutConstraint.FormatOptions()
        for option in entry.options {
            guard let value = Self.formatOption(named: option.name) else {
                let names = Self.formatOptionNames.map(\.0)
                let hint = LayoutFile.closestName(to: option.name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                fail("unknown visual format option '\(option.name)'\(hint)", at: option.position)
                continue
            }
            options.insert(value)
        }
        var views: [String: Any] = [:]
        for (name, view) in scene.views where name != LayoutFile.canvasName { views[name] = view }
        do {
            return try LayoutConstraint.constraints(parsingVisualFormat: entry.text, options: options,
                                                    metrics: file.metrics, views: views)
        } catch {
            var column = error.column
            // Name errors put the column just after the name (Apple's caret); point at its start.
            switch error.reason {
            case .unknownView(let name), .unknownMetric(let name), .unknownViewOrMetric(let name):
                if column >= name.count { column -= name.count }
            default:
                break
            }
            fail(visualFormatMessage(error), at: entry.position.advanced(by: column))
            return []
        }
    }

    /// The `options:` names of visual formats, as `FormatOptions`' static members are spelled.
    static let formatOptionNames: [(String, LayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ]

    static func formatOption(named name: String) -> LayoutConstraint.FormatOptions? {
        formatOptionNames.first { $0.0 == name }?.1
    }

    /// The visual format error in the words of the other layout file errors.
    func visualFormatMessage(_ error: VisualFormatError) -> String {
        switch error.reason {
        case .unknownView(let name):
            return unknownViewMessage(name)
        case .unknownMetric(let name):
            let hint = LayoutFile.closestName(to: name, among: file.metrics.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""
            return "unknown metric '\(name)'\(hint)"
        case .unknownViewOrMetric(let name):
            let hint = LayoutFile.closestName(to: name, among: scene.names + file.metrics.keys.sorted())
                .map { "; did you mean '\($0)'?" } ?? ""
            return "'\(name)' is neither a view nor a metric\(hint)"
        default:
            var message = error.message
            if message.hasSuffix(".") { message.removeLast() }
            return message.prefix(1).lowercased() + message.dropFirst()
        }
    }
}
