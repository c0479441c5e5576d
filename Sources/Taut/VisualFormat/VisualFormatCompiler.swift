import Foundation

/// Makes the constraints of a Visual Format Language string for one call: from the format's
/// cached template when the call's options, metric values and spacing have one and its views
/// pass the template's checks, and otherwise with `VisualFormatBuilder`, whose result (the
/// constraints, or the error) is the reference, and whose success leaves a template behind.
///
/// Both paths ask the `views` and `metrics` dictionaries only about the names the format
/// mentions, through a lookup, so that a `[String: View]` is never copied into a
/// `[String: Any]`.
@usableFromInline
enum VisualFormatCompiler {
    /// What the `views` dictionary holds under a name.
    @usableFromInline
    enum ViewLookup {
        /// A view, known to be one without a class test.
        case view(View)
        /// A view or a layout guide.
        case item(LayoutItem)
        /// A value that is not a layout item.
        case notAnItem
        /// Nothing.
        case missing

        /// The lookup of `item`: a view's without a class test when `Item` is `View` or a
        /// subclass (the test is answered when the caller is specialized), an item's otherwise.
        @inlinable
        init<Item: LayoutItem>(found item: Item) {
            if let view = item as? View { self = .view(view) } else { self = .item(item) }
        }

        /// The item found, `nil` for a missing name or a value that is not a layout item.
        var layoutItem: LayoutItem? {
            switch self {
            case .view(let view): return view
            case .item(let item): return item
            case .notAnItem, .missing: return nil
            }
        }
    }

    /// The constraints of `format`, each recording `location`, or the error that
    /// `VisualFormatBuilder` throws for this call.
    @usableFromInline
    static func constraints(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any]?,
                            location: SourceLocation,
                            view lookup: (String) -> ViewLookup) throws(VisualFormatError) -> [LayoutConstraint] {
        let entry = try VisualFormatTemplateCache.entry(of: format)
        let spacing = entry.usesStandardSpacing ? SystemSpacing.current : SystemSpacing(sibling: 0, superview: 0)
        // The metric states live on the stack while the templates are searched: a hit allocates
        // nothing but the constraints and their array.
        let made = withUnsafeTemporaryAllocation(of: VisualFormatTemplateCache.Metric.self,
                                                 capacity: entry.metricNames.count) { states -> [LayoutConstraint]? in
            for (index, name) in entry.metricNames.enumerated() {
                states.initializeElement(at: index, to: metric(in: metrics, named: name))
            }
            guard let template = entry.template(options: options.rawValue, sibling: spacing.sibling,
                                                superview: spacing.superview, metrics: UnsafeBufferPointer(states))
            else { return nil }
            return instantiate(template, location: location, lookup: lookup)
        }
        if let made { return made }
        let key = VisualFormatTemplateCache.Key(
            options: options.rawValue, sibling: spacing.sibling, superview: spacing.superview,
            metrics: entry.metricNames.map { VisualFormatTemplateCache.Metric(metrics?[$0]) })
        return try build(entry, format: format, options: options, key: key, location: location, lookup: lookup)
    }

    /// The value of `metrics` under `name` (see ``entry(in:named:scanning:)``).
    static func value(in metrics: [String: Any], named name: String) -> Any? {
        entry(in: metrics, named: name, scanning: scannedMetricCount)
    }

    /// The state of the metric `name` in `metrics`: `VisualFormatTemplateCache.Metric(value)`
    /// of its value, read without wrapping the value in an optional.
    static func metric(in metrics: [String: Any]?, named name: String) -> VisualFormatTemplateCache.Metric {
        guard let metrics, let index = index(in: metrics, named: name, scanning: scannedMetricCount)
        else { return .missing }
        guard let number = LayoutConstraint.visualFormatNumber(metrics.values[index]) else { return .invalid }
        return .number(number.bitPattern)
    }

    /// The view of `views` named `name` (see ``entry(in:named:scanning:)``).
    @inlinable
    static func view<Item>(in views: [String: Item], named name: String) -> Item? {
        entry(in: views, named: name, scanning: scannedViewCount)
    }

    /// The value of `dictionary` under `name` (see ``index(in:named:scanning:)``).
    @inlinable
    static func entry<Value>(in dictionary: [String: Value], named name: String, scanning limit: Int) -> Value? {
        index(in: dictionary, named: name, scanning: limit).map { dictionary.values[$0] }
    }

    /// The position of `name` in `dictionary`. In a dictionary of at most `limit` entries, a
    /// name that is a small string (at most 15 bytes, which a literal key of the same text also
    /// is, bit for bit, as is the same name parsed from a format) is found by comparing
    /// representations, stopping at the first equal one, without hashing it; any other name, or
    /// one no key shares its representation with, is looked up by hashing. Both find the same
    /// entry: equal representations are equal strings, and the keys are unique.
    @inlinable
    static func index<Value>(in dictionary: [String: Value], named name: String,
                             scanning limit: Int) -> Dictionary<String, Value>.Index? {
        if dictionary.count <= limit, MemoryLayout<String>.size == 16, name.utf8.count <= 15 {
            let wanted = unsafeBitCast(name, to: (UInt64, UInt64).self)
            var index = dictionary.startIndex
            while index != dictionary.endIndex {
                if unsafeBitCast(dictionary.keys[index], to: (UInt64, UInt64).self) == wanted { return index }
                dictionary.formIndex(after: &index)
            }
        }
        return dictionary.index(forKey: name)
    }

    /// The most views ``view(in:named:)`` compares by representation before hashing.
    @inlinable
    static var scannedViewCount: Int { 16 }

    /// The most metrics ``value(in:named:)`` compares by representation before hashing.
    static var scannedMetricCount: Int { 4 }

    /// The constraints of `template` for the views `lookup` finds, or `nil` when one of its
    /// names is not a layout item of the dictionary or one of its bar views has no superview.
    private static func instantiate(_ template: VisualFormatTemplate, location: SourceLocation,
                                    lookup: (String) -> ViewLookup) -> [LayoutConstraint]? {
        let count = template.viewNames.count + template.superviewSlots.count
        // The items as their references, each found once (the constraints hold references),
        // held unretained: each is its item's own reference, which the item keeps (the views
        // dictionary keeps its views for the whole call; a superview, found while it is one, is
        // not freed while no user code runs), so that the buffer costs no retain, no release
        // and no destruction.
        return withUnsafeTemporaryAllocation(of: Unmanaged<ItemReference>.self,
                                             capacity: count) { items -> [LayoutConstraint]? in
            var initialized = 0
            for name in template.viewNames {
                switch lookup(name) {
                case .view(let view): items[initialized] = Unmanaged.passUnretained(view.itemReference)
                case .item(let item):
                    // A guide's own reference (kept by the guide); an item of another type gets
                    // a new reference, which nothing else keeps: these go the retaining way.
                    guard item is View || item is LayoutGuide else {
                        return instantiateRetaining(template, location: location, lookup: lookup)
                    }
                    items[initialized] = Unmanaged.passUnretained(ItemReference.of(item))
                case .notAnItem, .missing: return nil
                }
                initialized += 1
            }
            for slot in template.superviewSlots {
                guard slot < initialized,
                      let parent = items[slot]._withUnsafeGuaranteedRef({ layoutParent(of: $0) })
                else { return nil }
                items[initialized] = Unmanaged.passUnretained(parent.itemReference)
                initialized += 1
            }
            return template.makeConstraints(items: UnsafeBufferPointer(rebasing: items[0..<initialized]),
                                            location: location)
        }
    }

    /// ``instantiate(_:location:lookup:)`` holding each reference strongly, for items of other
    /// types than views and guides (whose references nothing else keeps).
    private static func instantiateRetaining(_ template: VisualFormatTemplate, location: SourceLocation,
                                             lookup: (String) -> ViewLookup) -> [LayoutConstraint]? {
        var references: [ItemReference] = []
        for name in template.viewNames {
            guard let item = lookup(name).layoutItem else { return nil }
            references.append(ItemReference.of(item))
        }
        for slot in template.superviewSlots {
            guard slot < references.count, let parent = layoutParent(of: references[slot]) else { return nil }
            references.append(parent.itemReference)
        }
        return withExtendedLifetime(references) {
            let unmanaged = references.map { Unmanaged.passUnretained($0) }
            return unmanaged.withUnsafeBufferPointer { template.makeConstraints(items: $0, location: location) }
        }
    }

    /// The ``LayoutItem/layoutParent`` of the item of `reference` (a view's superview without
    /// a class test).
    private static func layoutParent(of reference: ItemReference) -> View? {
        if let view = reference.view { return view.superview }
        return reference.item?.layoutParent
    }

    /// Builds the constraints from the syntax, as every call did before templates, and keeps
    /// the template of a success.
    private static func build(_ entry: VisualFormatTemplateCache.Entry, format: String,
                              options: LayoutConstraint.FormatOptions, key: VisualFormatTemplateCache.Key,
                              location: SourceLocation,
                              lookup: (String) -> ViewLookup) throws(VisualFormatError) -> [LayoutConstraint] {
        var items: [String: LayoutItem] = [:]
        var invalidViews: Set<String> = []
        for name in entry.viewNames {
            let found = lookup(name)
            if let item = found.layoutItem {
                items[name] = item
            } else if case .notAnItem = found {
                invalidViews.insert(name)
            }
        }
        var numbers: [String: Double] = [:]
        var invalidMetrics: Set<String> = []
        for (name, state) in zip(entry.metricNames, key.metrics) {
            switch state {
            case .number(let bits): numbers[name] = Double(bitPattern: bits)
            case .invalid: invalidMetrics.insert(name)
            case .missing: break
            }
        }
        let builder = VisualFormatBuilder(
            format: format, syntax: entry.syntax, viewNames: Set(items.keys), invalidViews: invalidViews,
            metrics: numbers, invalidMetrics: invalidMetrics,
            hasSuperview: { items[$0]?.layoutParent != nil },
            options: VisualFormatOptionsModel(alignment: options.alignmentAttributes, direction: options.direction),
            spacing: entry.usesStandardSpacing ? SystemSpacing(sibling: key.sibling, superview: key.superview) : .current)
        let specs = try builder.build()
        if let template = VisualFormatTemplate(syntax: entry.syntax, specs: specs),
           let made = instantiate(template, location: location, lookup: lookup) {
            entry.store(template, for: key)
            return made
        }
        return makeConstraints(specs, items: items, location: location)
    }

    /// The constraints of `specs` with their items looked up by name.
    private static func makeConstraints(_ specs: [VisualFormatConstraintSpec], items: [String: LayoutItem],
                                        location: SourceLocation) -> [LayoutConstraint] {
        func resolve(_ item: VisualFormatConstraintSpec.Item) -> LayoutItem? {
            switch item {
            case .view(let name): return items[name]
            case .superview(of: let name): return items[name]?.layoutParent
            }
        }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(specs.count)
        for spec in specs {
            guard let first = resolve(spec.firstItem) else { continue }
            let second = spec.secondItem.flatMap(resolve)
            let constraint = LayoutConstraint(
                item: first, attribute: spec.firstAttribute.layoutAttribute, relatedBy: spec.relation.layoutRelation,
                toItem: second, attribute: spec.secondAttribute?.layoutAttribute ?? .notAnAttribute,
                multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
            constraint.priority = LayoutPriority(Float(spec.priority))
            constraint.location = location
            result.append(constraint)
        }
        return result
    }
}
