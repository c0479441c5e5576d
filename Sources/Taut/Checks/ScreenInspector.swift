import Foundation

/// Looks over one laid-out tree for ``ScreenCheck``: walks the views once for the geometric
/// problems, then turns the layout's diagnostics into conflicts, ambiguities and others.
struct ScreenInspector {
    /// The check's settings.
    let check: ScreenCheck
    /// The combination the tree was laid out for.
    let combination: ScreenCheck.Combination
    /// The root of the tree (a window, or a layout file's canvas).
    let root: View
    /// The problems found, in tree order, then conflicts, ambiguities and other diagnostics.
    private(set) var problems: [ScreenProblem] = []
    /// How many problems an exception accepted.
    private(set) var acceptedCount = 0

    /// Each view's path and name (see ``ScreenProblem/viewPath``), by identity.
    private var paths: [ObjectIdentifier: String] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    /// Debug names (`Label:12`) to stable names, for constraint descriptions.
    private var debugNames: [String: (name: String, path: String)] = [:]

    /// Less than this, in points, is rounding noise, not a problem.
    static let tolerance: CGFloat = 0.01
    /// The smallest tappable size: "Provide ample touch targets for interactive elements. Try
    /// to maintain a minimum tappable area of 44pt x 44pt for all controls" (Apple, "UI Design
    /// Dos and Don'ts", developer.apple.com/design/tips; the Human Interface Guidelines,
    /// "Accessibility", give 44 × 44 points as the default minimum control size on iOS).
    static let minimumTapSize: CGFloat = 44

    init(check: ScreenCheck, combination: ScreenCheck.Combination, root: View) {
        self.check = check
        self.combination = combination
        self.root = root
    }

    /// Inspects the tree, then the diagnostics its layout reported.
    mutating func inspect(diagnostics: [LayoutDiagnostic]) {
        walk()
        let kinds = check.kinds
        for diagnostic in diagnostics {
            if diagnostic.kind == .unsatisfiableConstraints {
                if kinds.contains(.conflict) { addConflict(diagnostic) }
            } else if diagnostic.kind != .ambiguousLayout, kinds.contains(.diagnostic) {
                add(ScreenProblem(kind: .diagnostic, viewName: diagnostic.kind.rawValue, viewPath: "",
                                  message: stable(diagnostic.message).name,
                                  key: "diagnostic|\(diagnostic.kind.rawValue)|\(stable(diagnostic.message).path)"),
                    view: nil)
            }
        }
        if kinds.contains(.ambiguous),
           diagnostics.contains(where: { $0.kind == .ambiguousLayout }) || !LayoutDiagnostics.reportsAmbiguousLayout {
            addAmbiguities()
        }
    }

    // MARK: The walk

    /// Visits every shown view (not hidden, not transparent, nor inside such a view), depth
    /// first, naming each and checking its frame, text and controls. The views inside
    /// navigation bars, tab bars and toolbars are not visited.
    private mutating func walk() {
        var stack: [(view: View, path: String)] = [(root, "")]
        while let (view, path) = stack.popLast() {
            let id = ObjectIdentifier(view)
            let name = Self.name(of: view)
            paths[id] = path
            names[id] = name
            if view.accessibilityIdentifier == nil { debugNames[view.debugName] = (name, path.isEmpty ? name : path) }
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if view !== root { inspectGeometry(of: view, path: path, name: name) }
            // The bars' insides are UIKit's own views, drawn outside the bar on purpose (the
            // background under the status bar, the hairline below) and with hit areas UIKit
            // enlarges: not the app's to fix.
            if view is NavigationBar || view is TabBar || view is Toolbar { continue }
            let subviews = view.subviews
            var controls: [View] = []
            for (index, subview) in subviews.enumerated().reversed() {
                let component: String
                if let identifier = subview.accessibilityIdentifier, !identifier.isEmpty {
                    component = "'\(identifier)'"
                } else {
                    let type = "\(Swift.type(of: subview))[\(index)]"
                    component = path.isEmpty ? type : "\(path) › \(type)"
                }
                stack.append((subview, component))
                if subview is Control, !subview.isHidden, subview.alpha > 0.01 { controls.append(subview) }
            }
            if controls.count > 1, check.kinds.contains(.overlappingControls) {
                checkOverlaps(of: controls.reversed(), path: path)
            }
        }
    }

    /// The checks of one view: its frame in its superview, its text, its size as a control.
    private mutating func inspectGeometry(of view: View, path: String, name: String) {
        let kinds = check.kinds
        if kinds.contains(.escapesSuperview), let superview = view.superview, !(superview is ScrollView),
           let message = Self.escape(of: view, in: superview) {
            add(ScreenProblem(kind: .escapesSuperview, viewName: name, viewPath: path, message: message), view: view)
        }
        if kinds.contains(.truncatedText), let label = view as? Label, let message = Self.truncation(of: label) {
            add(ScreenProblem(kind: .truncatedText, viewName: name, viewPath: path, message: message), view: view)
        }
        if kinds.contains(.smallTapTarget), let control = view as? Control, control.isEnabled,
           control.isUserInteractionEnabled, check.includesFixedSizeControls || !(control is Switch) {
            let size = control.bounds.size
            let minimum = Self.minimumTapSize
            if size.width < minimum - Self.tolerance || size.height < minimum - Self.tolerance {
                add(ScreenProblem(kind: .smallTapTarget, viewName: name, viewPath: path,
                                  message: "is \(Self.size(size)) points, less than the \(Self.number(minimum)) × "
                                      + "\(Self.number(minimum)) Apple asks of a tappable control"), view: view)
            }
        }
    }

    /// Reports each pair of the shown controls of one superview whose frames intersect.
    private mutating func checkOverlaps(of controls: [View], path: String) {
        for (i, first) in controls.enumerated() {
            for second in controls[(i + 1)...] {
                let overlap = first.frame.intersection(second.frame)
                guard !overlap.isNull, overlap.width > Self.tolerance, overlap.height > Self.tolerance else { continue }
                let firstName = names[ObjectIdentifier(first)] ?? Self.name(of: first)
                let secondName = names[ObjectIdentifier(second)] ?? Self.name(of: second)
                let firstPath = Self.childPath(first, in: path)
                let secondPath = Self.childPath(second, in: path)
                let problem = ScreenProblem(
                    kind: .overlappingControls, viewName: "\(firstName) and \(secondName)",
                    viewPath: path.isEmpty ? "\(firstPath), \(secondPath)" : path,
                    message: "overlap by \(Self.size(overlap.size)) points (\(Self.rect(first.frame)) and "
                        + "\(Self.rect(second.frame)))",
                    key: "overlap|\(firstPath)|\(secondPath)")
                if check.exceptions.contains(where: { $0.accepts(.overlappingControls, view: first) || $0.accepts(.overlappingControls, view: second) }) {
                    acceptedCount += 1
                } else {
                    problems.append(problem)
                }
            }
        }
    }

    // MARK: Diagnostics

    private mutating func addConflict(_ diagnostic: LayoutDiagnostic) {
        let leftOut = diagnostic.leftOutConstraint ?? diagnostic.constraints.first
        if let leftOut, check.exceptions.contains(where: { $0.accepts(conflictOn: leftOut) }) {
            acceptedCount += 1
            return
        }
        var details: [String] = []
        var keys: [String] = []
        for constraint in diagnostic.constraints {
            let role = constraint === leftOut ? "left out:      " : "conflicts with:"
            let origin = constraint.location?.description ?? "made by Taut"
            let text = stable(Self.equation(of: constraint))
            details.append("\(role) \(origin): \(text.name)")
            keys.append(constraint === leftOut ? "!\(origin) \(text.path)" : "\(origin) \(Self.withoutNumbers(text.path))")
        }
        let title = leftOut.map { stable(Self.equation(of: $0)).name } ?? "a required constraint"
        let place = leftOut?.location.map { " (\($0))" } ?? ""
        add(ScreenProblem(kind: .conflict, viewName: title + place, viewPath: "",
                          message: "cannot be satisfied with \(max(diagnostic.constraints.count - 1, 0)) other "
                              + "required constraint\(diagnostic.constraints.count == 2 ? "" : "s") and was left out",
                          details: details, key: "conflict|" + keys.sorted().joined(separator: "|")),
            view: nil)
    }

    private mutating func addAmbiguities() {
        let report = root.ambiguityReport()
        for entry in report.entries {
            guard let item = entry.item, let view = item.layoutView else { continue }
            if LayoutDiagnostics.reportsAmbiguousLayout, Self.optedOut(view) { continue }
            let isGuide = !(item is View)
            let base = names[ObjectIdentifier(view)] ?? Self.name(of: view)
            let name = isGuide ? stable(entry.name).name : base
            let path = paths[ObjectIdentifier(view)] ?? ""
            let free = entry.attributes.map(\.name).joined(separator: ", ")
            add(ScreenProblem(kind: .ambiguous, viewName: name, viewPath: path,
                              message: "\(free) not determined by the constraints",
                              key: "ambiguous|\(path)|\(name)|\(free)"), view: view)
        }
    }

    /// Whether the view or an ancestor asked not to be reported ambiguous.
    private static func optedOut(_ view: View) -> Bool {
        var current: View? = view
        var depth = 0
        while let candidate = current, depth < 10_000 {
            if !candidate.reportsAmbiguousLayout { return true }
            current = candidate.superview
            depth += 1
        }
        return false
    }

    /// Adds a problem unless an exception accepts it.
    private mutating func add(_ problem: ScreenProblem, view: View?) {
        if let view, check.exceptions.contains(where: { $0.accepts(problem.kind, view: view) }) {
            acceptedCount += 1
        } else {
            problems.append(problem)
        }
    }

    /// `text` with every view's debug name (`Label:12`) replaced by its stable name (for
    /// showing) and by its path (for keys).
    private func stable(_ text: String) -> (name: String, path: String) {
        var name = "", path = ""
        var token = ""
        func flush() {
            if let found = debugNames[token] { name += found.name; path += found.path } else { name += token; path += token }
            token = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == ":" {
                token.append(character)
            } else {
                flush()
                name.append(character); path.append(character)
            }
        }
        flush()
        return (name, path)
    }
}
