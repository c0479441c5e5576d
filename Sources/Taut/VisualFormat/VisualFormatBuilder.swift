import Foundation

/// Turns a `VisualFormatSyntax` into `VisualFormatConstraintSpec`s: looks the
/// names up, applies the standard spacing, the direction and the alignment
/// options.
///
/// The constraints come out in the order of the format, read from its start:
/// the leading superview connection, then for each view its size predicates
/// followed by the connection after it (the last view's is the trailing
/// superview connection), then the alignment constraints, pair by pair.
///
/// Each connection gives one constraint per predicate, written so that its
/// constant is the gap: along increasing coordinates (`V:`, leading to
/// trailing, left to right) `later.leadingEdge relation earlier.trailingEdge +
/// gap` (so `[a]-8-[b]` gives `b.leading == a.trailing + 8` and `[a]-8-|` gives
/// `superview.trailing == a.trailing + 8`, as UIKit); right to left, where the
/// later view lies to the left, `earlier.left relation later.right + gap`.
///
/// A name in a view predicate (`[a(==b)]`) is a metric when the metrics have it,
/// and a view otherwise; a name after `@` is a metric when the metrics have it,
/// and one of the named priorities (`required` 1000, `high` 750, `medium` 500,
/// `low` 250) otherwise.
struct VisualFormatBuilder {
    /// The format, for the errors.
    var format: String
    /// The parsed format.
    var syntax: VisualFormatSyntax
    /// The names of the `views` dictionary whose values are views.
    var viewNames: Set<String>
    /// The names of the `views` dictionary whose values are not views.
    var invalidViews: Set<String> = []
    /// The metrics that are numbers.
    var metrics: [String: Double]
    /// The names of metrics whose values are not numbers.
    var invalidMetrics: Set<String> = []
    /// Whether the named view has a superview.
    var hasSuperview: (String) -> Bool
    /// The options.
    var options = VisualFormatOptionsModel()
    /// The spacing table of the standard connection `-`.
    var spacing: SystemSpacing = .current

    /// The priorities that can be written by name after `@`.
    static let namedPriorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    private typealias Spec = VisualFormatConstraintSpec

    /// Builds the constraints, or throws the first error, its caret on the
    /// offending name or, for options, at the end of the format.
    func build() throws(VisualFormatError) -> [VisualFormatConstraintSpec] {
        let isHorizontal = syntax.orientation == .horizontal
        try validateOptions(isHorizontal: isHorizontal)
        for view in syntax.views where !viewNames.contains(view.name) {
            if invalidViews.contains(view.name) {
                throw VisualFormatError(reason: .invalidView(view.name), format: format, column: view.nameEndColumn)
            }
            throw VisualFormatError(reason: .unknownView(view.name), format: format, column: view.nameEndColumn)
        }
        let size: VisualFormatAttribute = isHorizontal ? .width : .height
        let direction = isHorizontal ? (options.direction ?? .leadingToTrailing) : .leadingToTrailing
        let (leadEdge, trailEdge): (VisualFormatAttribute, VisualFormatAttribute)
        switch (isHorizontal, direction) {
        case (false, _): (leadEdge, trailEdge) = (.top, .bottom)
        case (true, .leadingToTrailing): (leadEdge, trailEdge) = (.leading, .trailing)
        case (true, .leftToRight): (leadEdge, trailEdge) = (.left, .right)
        case (true, .rightToLeft): (leadEdge, trailEdge) = (.right, .left)
        }
        let increasing = direction != .rightToLeft

        var specs: [Spec] = []
        func connect(_ connection: VisualFormatSyntax.Connection,
                     before: (Spec.Item, VisualFormatAttribute), after: (Spec.Item, VisualFormatAttribute),
                     standard: Double) throws(VisualFormatError) {
            let predicates: [(VisualFormatSyntax.Relation, Double, Double)]
            switch connection.kind {
            case .flush: predicates = [(.equal, 0, 1000)]
            case .standard: predicates = [(.equal, standard, 1000)]
            case .predicates(let list):
                predicates = try list.map { predicate throws(VisualFormatError) in
                    guard case .constant(let value) = predicate.object else {
                        throw VisualFormatError(reason: .syntax("Expected a number or a metric name"),
                                                format: format, column: predicate.column)
                    }
                    return (predicate.relation, try resolveConstant(value), try resolvePriority(predicate.priority))
                }
            }
            for (relation, gap, priority) in predicates {
                let (first, second) = increasing ? (after, before) : (before, after)
                specs.append(Spec(firstItem: first.0, firstAttribute: first.1, relation: relation,
                                  secondItem: second.0, secondAttribute: second.1,
                                  multiplier: 1, constant: gap, priority: priority))
            }
        }

        if let connection = syntax.leadingSuperview, let first = syntax.views.first {
            let bar = try superview(of: first.name, column: syntax.leadingBarColumn ?? 0)
            try connect(connection, before: (bar, leadEdge), after: (.view(first.name), leadEdge),
                        standard: Double(spacing.superview))
        }
        for (index, view) in syntax.views.enumerated() {
            for predicate in view.predicates {
                specs.append(try sizeSpec(predicate, of: view.name, attribute: size))
            }
            if index < syntax.connections.count {
                let next = syntax.views[index + 1]
                try connect(syntax.connections[index], before: (.view(view.name), trailEdge),
                            after: (.view(next.name), leadEdge), standard: Double(spacing.sibling))
            }
        }
        if let connection = syntax.trailingSuperview, let last = syntax.views.last {
            let bar = try superview(of: last.name, column: syntax.trailingBarColumn ?? format.count)
            try connect(connection, before: (.view(last.name), trailEdge), after: (bar, trailEdge),
                        standard: Double(spacing.superview))
        }
        for (previous, next) in zip(syntax.views, syntax.views.dropFirst()) {
            for attribute in options.alignment {
                specs.append(Spec(firstItem: .view(previous.name), firstAttribute: attribute, relation: .equal,
                                  secondItem: .view(next.name), secondAttribute: attribute,
                                  multiplier: 1, constant: 0, priority: 1000))
            }
        }
        return specs
    }

    private func validateOptions(isHorizontal: Bool) throws(VisualFormatError) {
        guard options.direction != nil else {
            throw VisualFormatError(
                reason: .invalidOptions("The options hold more than one direction (left to right and right to left)."),
                format: format, column: format.count)
        }
        let horizontalEdges: Set<VisualFormatAttribute> = [.left, .right, .leading, .trailing, .centerX]
        let conflicting = options.alignment.contains { horizontalEdges.contains($0) == isHorizontal }
        if conflicting {
            throw VisualFormatError(reason: .alignmentConflictsWithOrientation(isHorizontal ? "horizontal" : "vertical"),
                                    format: format, column: format.count)
        }
    }

    private func superview(of name: String, column: Int) throws(VisualFormatError) -> Spec.Item {
        guard hasSuperview(name) else {
            throw VisualFormatError(reason: .missingSuperview(name), format: format, column: column)
        }
        return .superview(of: name)
    }

    private func sizeSpec(_ predicate: VisualFormatSyntax.Predicate, of name: String,
                          attribute: VisualFormatAttribute) throws(VisualFormatError) -> Spec {
        let priority = try resolvePriority(predicate.priority)
        var spec = Spec(firstItem: .view(name), firstAttribute: attribute, relation: predicate.relation,
                        secondItem: nil, secondAttribute: nil, multiplier: 1, constant: 0, priority: priority)
        switch predicate.object {
        case .view(let other, _, let end, let otherAttribute):
            guard viewNames.contains(other) else {
                let reason: VisualFormatError.Reason = invalidViews.contains(other) ? .invalidView(other) : .unknownView(other)
                throw VisualFormatError(reason: reason, format: format, column: end)
            }
            spec.secondItem = .view(other)
            spec.secondAttribute = otherAttribute ?? attribute
            spec.multiplier = predicate.multiplier
            spec.constant = predicate.offset
        case .constant(.name(let other, _, let end)) where metrics[other] == nil && !invalidMetrics.contains(other):
            guard viewNames.contains(other) else {
                let reason: VisualFormatError.Reason = invalidViews.contains(other) ? .invalidView(other) : .unknownViewOrMetric(other)
                throw VisualFormatError(reason: reason, format: format, column: end)
            }
            spec.secondItem = .view(other)
            spec.secondAttribute = attribute
        case .constant(let value):
            spec.constant = try resolveConstant(value)
        }
        return spec
    }

    private func resolveConstant(_ value: VisualFormatSyntax.Value) throws(VisualFormatError) -> Double {
        switch value {
        case .number(let number):
            return number
        case .name(let name, _, let end):
            return try metric(name, end: end)
        }
    }

    private func metric(_ name: String, end: Int) throws(VisualFormatError) -> Double {
        if invalidMetrics.contains(name) {
            throw VisualFormatError(reason: .invalidMetric(name), format: format, column: end)
        }
        guard let number = metrics[name] else {
            throw VisualFormatError(reason: .unknownMetric(name), format: format, column: end)
        }
        guard number.isFinite else {
            throw VisualFormatError(reason: .invalidNumber(number), format: format, column: end)
        }
        return number
    }

    private func resolvePriority(_ value: VisualFormatSyntax.Value?) throws(VisualFormatError) -> Double {
        switch value {
        case nil:
            return 1000
        case .number(let number):
            return number
        case .name(let name, let column, let end):
            let number: Double
            if metrics[name] != nil || invalidMetrics.contains(name) {
                number = try metric(name, end: end)
            } else if let named = Self.namedPriorities[name] {
                number = named
            } else {
                throw VisualFormatError(reason: .unknownMetric(name), format: format, column: end)
            }
            guard number >= 1 && number <= 1000 else {
                throw VisualFormatError(reason: .invalidPriority(number), format: format, column: column)
            }
            return number
        }
    }
}
