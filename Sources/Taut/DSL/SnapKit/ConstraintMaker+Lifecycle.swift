import Foundation

extension ConstraintMaker {
    /// Runs the block and returns its constraints, not activated.
    static func prepareConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        maker.close()
        return maker.constraints
    }

    /// Runs the block and activates its constraints.
    static func makeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        let constraints = prepareConstraints(item: item, closure: closure)
        if constraints.isEmpty { return }
        // One batch for the block: its lines mostly share a host.
        var batch = ActivationBatch()
        // The lines and their layout constraints are borrowed (the array holds the lines, each
        // line its layout constraints), not retained and released one by one.
        constraints.withUnsafeBufferPointer { lines in
            for line in lines {
                Unmanaged.passUnretained(line)._withUnsafeGuaranteedRef { constraint in
                    // `LayoutConstraint.activate(_:batch:)` for each layout constraint, without an array.
                    constraint.forEachLayoutConstraint { layoutConstraint in
                        // A refusal ran the diagnostics handler, which may have moved views.
                        if !layoutConstraint.activateOne(installingOn: nil, batch: &batch) { batch = ActivationBatch() }
                    }
                }
            }
        }
        item.withSnapKitList { $0.add(constraints) }
    }

    /// Deactivates the constraints the item made, then runs the block and activates its constraints.
    static func remakeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// Changes the constants of the item's matching constraints; installs the lines that match
    /// nothing (upsert, with a diagnostic). With no constraints made yet, it is `makeConstraints`.
    ///
    /// A layout constraint matches an existing one of the item's when both have the same
    /// items, attributes, relation, multiplier and priority (not the constant); when several
    /// match, the most recently made one is changed.
    static func updateConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        let listed = item.snapKitConstraints
        guard !listed.isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        let existing = listed.flatMap(\.layoutConstraints)
        let constraints = prepareConstraints(item: item, closure: closure)
        for constraint in constraints {
            var unmatched: [Int] = []
            for (index, layoutConstraint) in constraint.layoutConstraints.enumerated() {
                if let match = existing.last(where: { Self.matches($0, layoutConstraint) }) {
                    match.constant = layoutConstraint.constant
                } else {
                    unmatched.append(index)
                }
            }
            if unmatched.isEmpty { continue }
            constraint.keepLayoutConstraints(at: unmatched)
            let names = constraint.layoutConstraints.map { "\($0)" }.joined(separator: "; ")
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noMatchingConstraint,
                message: "updateConstraints found no constraint of \(item.debugName) to update for \(names); "
                    + "installed it as a new constraint (SnapKit stops the program here).",
                constraints: constraint.layoutConstraints,
                location: constraint.location))
            constraint.activate()
        }
    }

    /// Deactivates every constraint the item made with its `snp` DSL.
    static func removeConstraints(item: LayoutConstraintItem) {
        let constraints = item.withSnapKitList { $0.removeAll() }
        if constraints.isEmpty { return }
        var layoutConstraints: [LayoutConstraint] = []
        for constraint in constraints { layoutConstraints += constraint.layoutConstraints }
        LayoutConstraint.deactivate(layoutConstraints)
    }

    /// Whether `a` and `b` are the same equation up to the constant (SnapKit's update match).
    static func matches(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstAttribute == b.firstAttribute && a.secondAttribute == b.secondAttribute
            && a.relation == b.relation && a.priority == b.priority && a.multiplier == b.multiplier
            && a.firstItem === b.firstItem && a.secondItem === b.secondItem
    }
}
