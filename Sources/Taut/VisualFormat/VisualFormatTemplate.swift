import Foundation

/// A Visual Format Language string compiled for one set of options, metric values and standard
/// spacing: the constraints it makes, with each item an index instead of a name, so that making
/// them for a `views` dictionary only looks up the few names the format mentions.
///
/// It is made from what `VisualFormatBuilder` built for one successful call. The builder's
/// result depends on the `views` dictionary only through three questions: is each of the
/// format's views (``viewNames``) a view of the dictionary, is each view named in a size
/// predicate (also in ``viewNames``) one, and has each view next to a `|`
/// (``superviewSlots``) a superview. When a later call with the same options, metric values
/// and spacing answers them all with yes, the builder would build the same specs, so
/// ``makeConstraints(items:location:)`` gives exactly its constraints; otherwise the caller
/// runs the builder again, which throws the error it always did.
///
/// It is a class, so that finding it in the cache and handing it out copies one reference
/// rather than its three arrays.
final class VisualFormatTemplate: Sendable {
    /// One constraint to make: `items[first].firstAttribute relation
    /// items[second].secondAttribute × multiplier + constant @priority`.
    struct Spec: Sendable {
        /// The index of the first item in the resolved items.
        var first: Int
        /// The attribute of the first item.
        var firstAttribute: LayoutAttribute
        /// The relation.
        var relation: LayoutRelation
        /// The index of the second item in the resolved items, `nil` for a constant size.
        var second: Int?
        /// The attribute of the second item, `.notAnAttribute` without one.
        var secondAttribute: LayoutAttribute
        /// The multiplier.
        var multiplier: CGFloat
        /// The constant.
        var constant: CGFloat
        /// The priority.
        var priority: LayoutPriority
    }

    /// The names to look up in the `views` dictionary, each once, in the order they appear: each
    /// must be a view (or a layout guide). The resolved items are these, followed by the
    /// superviews of ``superviewSlots``.
    let viewNames: [String]
    /// The indices in ``viewNames`` of the views next to a `|`: each must have a superview.
    let superviewSlots: [Int]
    /// The constraints, in the order of the format.
    let specs: [Spec]

    /// Compiles the specs the builder made from `syntax`, or `nil` when they name an item
    /// the syntax does not account for (never, for specs made from the same syntax).
    init?(syntax: VisualFormatSyntax, specs: [VisualFormatConstraintSpec]) {
        var names: [String] = []
        func slot(_ name: String) -> Int {
            if let index = names.firstIndex(of: name) { return index }
            names.append(name)
            return names.count - 1
        }
        for view in syntax.views { _ = slot(view.name) }
        for spec in specs {
            for item in [spec.firstItem, spec.secondItem] {
                if case .view(let name)? = item { _ = slot(name) }
            }
        }
        var barViews: [String] = []
        if syntax.leadingSuperview != nil, let first = syntax.views.first { barViews.append(first.name) }
        if syntax.trailingSuperview != nil, let last = syntax.views.last, !barViews.contains(last.name) {
            barViews.append(last.name)
        }
        let superviewSlots = barViews.map(slot)
        func index(of item: VisualFormatConstraintSpec.Item) -> Int? {
            switch item {
            case .view(let name):
                return names.firstIndex(of: name)
            case .superview(of: let name):
                guard let position = barViews.firstIndex(of: name) else { return nil }
                return names.count + position
            }
        }
        var compiled: [Spec] = []
        compiled.reserveCapacity(specs.count)
        for spec in specs {
            // The priority is stored as the setter would clamp it (the builder only makes
            // priorities in `1...1000`; anything else keeps the builder's path and its checks).
            guard spec.priority >= 1, spec.priority <= 1000, let first = index(of: spec.firstItem) else { return nil }
            var second: Int?
            if let item = spec.secondItem {
                guard let index = index(of: item) else { return nil }
                second = index
            }
            compiled.append(Spec(
                first: first, firstAttribute: spec.firstAttribute.layoutAttribute, relation: spec.relation.layoutRelation,
                second: second, secondAttribute: spec.secondAttribute?.layoutAttribute ?? .notAnAttribute,
                multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant),
                priority: LayoutPriority(Float(spec.priority))))
        }
        self.viewNames = names
        self.superviewSlots = superviewSlots
        self.specs = compiled
    }

    /// Makes the constraints for `items` (their references): the items of ``viewNames``, in
    /// order, followed by the superviews of ``superviewSlots``, in order. Each records `location`.
    /// The caller keeps the references alive for the call.
    func makeConstraints(items: UnsafeBufferPointer<Unmanaged<ItemReference>>,
                         location: SourceLocation) -> [LayoutConstraint] {
        // Written in place into an array of the right capacity (no per-append checks).
        Array(unsafeUninitializedCapacity: specs.count) { buffer, count in
            for spec in specs {
                guard spec.first < items.count, (spec.second ?? 0) < items.count, count < buffer.count else { continue }
                // What `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
                // followed by setting the priority and the location makes, in one step.
                let second = spec.second.map { items[$0].takeUnretainedValue() }
                buffer.initializeElement(at: count, to: LayoutConstraint(
                    items[spec.first].takeUnretainedValue(), spec.firstAttribute, spec.relation, second, spec.secondAttribute,
                    multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority, location: location))
                count += 1
            }
        }
    }
}
