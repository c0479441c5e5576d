import Foundation

/// What a stack view last turned into constraints: when nothing in it changed,
/// the constraints are kept.
struct AppliedArrangement: Equatable {
    /// The plan.
    var plan: StackViewArrangement
    /// The arranged views, by identity, in order.
    var views: [ObjectIdentifier]
    /// Whether the canvas was the layout margins guide.
    var isMarginsRelative: Bool
}

/// What identifies a generated constraint, so that an unchanged one is kept
/// when the arrangement is worked out again.
struct GeneratedConstraintKey: Hashable {
    var spec: StackViewArrangement.Spec
    var first: ObjectIdentifier
    var second: ObjectIdentifier?

    init(spec: StackViewArrangement.Spec, first: LayoutItem, second: LayoutItem?) {
        self.spec = spec
        // Items are keyed by identity; the spec's own item indices would make
        // every constraint after an insertion look new.
        self.spec.first = .canvas
        self.spec.second = nil
        self.first = ObjectIdentifier(first)
        self.second = second.map { ObjectIdentifier($0) }
    }

    /// Hashes the few fields that tell generated constraints apart (equality
    /// still compares everything): much cheaper than hashing the identifier.
    func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
        hasher.combine(spec.firstAttribute)
        hasher.combine(spec.secondAttribute)
        hasher.combine(spec.constant)
    }
}

extension StackView {
    /// Asks for the generated constraints to be brought up to date with the stack's state in
    /// the next update-constraints pass (as UIKit's stack view does), and for layout: a stack
    /// filled one view at a time works its arrangement out once, not once per view.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Works the arrangement out from the current state and, when it differs
    /// from the one in place, brings the generated constraints (and spacer
    /// guides) up to date. Cheap when nothing changed; otherwise the constraints
    /// that stay the same are kept, so adding a view to a long stack only adds
    /// and removes the few constraints around it.
    func updateArrangement() {
        arrangedSubviews.removeAll { $0.superview !== self }
        let applied = AppliedArrangement(
            plan: currentPlan(), views: arrangedSubviews.map { ObjectIdentifier($0) },
            isMarginsRelative: isLayoutMarginsRelativeArrangement)
        guard applied != appliedArrangement else { return }
        adjustSpacerGuides(count: applied.plan.spacerCount)
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        // Generated constraints are unique (no two share items, attributes and
        // identifier); a duplicate would simply not be reused.
        var reusable: [GeneratedConstraintKey: LayoutConstraint] = [:]
        reusable.reserveCapacity(arrangementKeys.count)
        var leftOver: [LayoutConstraint] = []
        for (key, constraint) in zip(arrangementKeys, arrangementConstraints) {
            if reusable.updateValue(constraint, forKey: key) != nil { leftOver.append(constraint) }
        }
        let specs = applied.plan.specs()
        var constraints: [LayoutConstraint] = []
        var keys: [GeneratedConstraintKey] = []
        var added: [LayoutConstraint] = []
        constraints.reserveCapacity(specs.count)
        keys.reserveCapacity(specs.count)
        for spec in specs {
            guard let first = item(spec.first, canvas: canvas) else { continue }
            let second = spec.second.flatMap { item($0, canvas: canvas) }
            let key = GeneratedConstraintKey(spec: spec, first: first, second: second)
            if let constraint = reusable.removeValue(forKey: key) {
                constraints.append(constraint)
                keys.append(key)
                continue
            }
            let constraint = LayoutConstraint(
                item: first, attribute: spec.firstAttribute.layoutAttribute, relatedBy: spec.relation.layoutRelation,
                toItem: second, attribute: spec.secondAttribute?.layoutAttribute ?? .notAnAttribute,
                multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = LayoutPriority(spec.priority)
            constraint.identifier = spec.identifier
            constraints.append(constraint)
            keys.append(key)
            added.append(constraint)
        }
        LayoutConstraint.deactivate(leftOver + reusable.values)
        arrangementConstraints = constraints
        arrangementKeys = keys
        appliedArrangement = applied
        LayoutConstraint.activate(added)
    }

    /// Deactivates the generated constraints.
    func removeArrangementConstraints() {
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        arrangementKeys = []
        appliedArrangement = nil
    }

    private func item(_ item: StackViewArrangement.Item, canvas: LayoutItem) -> LayoutItem? {
        switch item {
        case .canvas: return canvas
        case .arranged(let index): return arrangedSubviews.indices.contains(index) ? arrangedSubviews[index] : nil
        case .spacer(let index): return spacerGuides.indices.contains(index) ? spacerGuides[index] : nil
        }
    }

    private func adjustSpacerGuides(count: Int) {
        while spacerGuides.count > count {
            let guide = spacerGuides.removeLast()
            removeLayoutGuide(guide)
        }
        while spacerGuides.count < count {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing-spacer-\(spacerGuides.count)"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
    }

    /// The plan of the current state.
    func currentPlan() -> StackViewArrangement {
        var plan = StackViewArrangement()
        plan.axis = axis == .horizontal ? .horizontal : .vertical
        plan.distribution = distribution.planned
        plan.alignment = alignment.planned
        plan.spacing = resolvedSpacing(spacing)
        plan.isBaselineRelative = isBaselineRelativeArrangement
        plan.entries = arrangedSubviews.map { view in
            let intrinsic = view.intrinsicContentSize
            let length = axis == .horizontal ? intrinsic.width : intrinsic.height
            return StackViewArrangement.Entry(
                isHidden: view.isHidden,
                intrinsicLength: length >= 0 && length.isFinite ? length : nil,
                hugging: view.contentHuggingPriority(for: axis).rawValue,
                compressionResistance: view.contentCompressionResistancePriority(for: axis).rawValue,
                customSpacingAfter: customSpacings[ObjectIdentifier(view)].map(resolvedSpacing))
        }
        return plan
    }

    private func resolvedSpacing(_ value: CGFloat) -> CGFloat {
        if value == StackView.spacingUseSystem { return SystemSpacing.current.sibling }
        return value.isFinite ? value : 0
    }
}

extension StackView.Distribution {
    var planned: StackViewArrangement.Distribution {
        switch self {
        case .fill: return .fill
        case .fillEqually: return .fillEqually
        case .fillProportionally: return .fillProportionally
        case .equalSpacing: return .equalSpacing
        case .equalCentering: return .equalCentering
        }
    }
}

extension StackView.Alignment {
    var planned: StackViewArrangement.Alignment {
        switch self {
        case .fill: return .fill
        case .leading: return .leading
        case .firstBaseline: return .firstBaseline
        case .center: return .center
        case .trailing: return .trailing
        case .lastBaseline: return .lastBaseline
        }
    }
}

extension StackViewArrangement.Attribute {
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .leading: return .leading
        case .trailing: return .trailing
        case .top: return .top
        case .bottom: return .bottom
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }
}
