import Foundation

extension VisualFormatSyntax {
    /// The names `VisualFormatBuilder` may look up in the `views` dictionary, each once, in the
    /// order they first appear: the views of the format, the views named in size predicates
    /// (`[a(==b.height)]`), and the names of size predicates that are a view unless the metrics
    /// have them (`[a(==b)]`).
    ///
    /// The builder asks the `views` dictionary about no other name, so a dictionary restricted
    /// to these names gives the same constraints and the same errors as the whole one.
    var mentionedViewNames: [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        for view in views { add(view.name) }
        for view in views {
            for predicate in view.predicates {
                switch predicate.object {
                case .view(let name, _, _, _): add(name)
                case .constant(.name(let name, _, _)): add(name)
                case .constant(.number): break
                }
            }
        }
        return names
    }

    /// The names `VisualFormatBuilder` may look up in the `metrics` dictionary, each once, in the
    /// order they first appear: the names used as constants (in connections and size predicates)
    /// and after `@` as priorities.
    var mentionedMetricNames: [String] {
        var names: [String] = []
        func add(_ value: Value?) {
            if case .name(let name, _, _)? = value, !names.contains(name) { names.append(name) }
        }
        func add(_ predicates: [Predicate]) {
            for predicate in predicates {
                if case .constant(let value) = predicate.object { add(value) }
                add(predicate.priority)
            }
        }
        var connections = self.connections
        if let leadingSuperview { connections.insert(leadingSuperview, at: 0) }
        if let trailingSuperview { connections.append(trailingSuperview) }
        for connection in connections {
            if case .predicates(let predicates) = connection.kind { add(predicates) }
        }
        for view in views { add(view.predicates) }
        return names
    }

    /// Whether the format uses the standard spacing (a lone `-`), so that its constraints depend
    /// on `SystemSpacing.current`.
    var usesStandardSpacing: Bool {
        var connections = self.connections
        if let leadingSuperview { connections.append(leadingSuperview) }
        if let trailingSuperview { connections.append(trailingSuperview) }
        return connections.contains { $0.kind == .standard }
    }
}
