import Foundation

extension LayoutConstraint {
    /// Activates many constraints at once. Each valid one is installed on the nearest common
    /// ancestor of its items; the engine adds them to the solver in one batch at the next
    /// layout pass (or query), in this order. Invalid ones are reported and left inactive.
    /// Already active constraints are skipped.
    public class func activate(_ constraints: [LayoutConstraint]) {
        var batch = ActivationBatch()
        activate(constraints, batch: &batch)
    }

    /// Activates `constraints` as part of `batch` (see ``ActivationBatch``).
    static func activate(_ constraints: [LayoutConstraint], batch: inout ActivationBatch) {
        for constraint in constraints {
            // A refusal ran the diagnostics handler, which may have moved views.
            if !constraint.activateOne(installingOn: nil, batch: &batch) { batch = ActivationBatch() }
        }
    }

    /// Deactivates many constraints at once: each is uninstalled and removed from its engine.
    /// Inactive constraints are skipped.
    public class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.activeFlag && constraint.kind == .user {
            constraint.deactivateOne()
        }
    }

    /// Validates and installs the constraint. With `target`, installs it on that view (which
    /// must be an ancestor, or the item itself, of every item: `View.addConstraint`); without,
    /// on the nearest common ancestor. Returns whether it was activated.
    @discardableResult
    func activateOne(installingOn target: View?) -> Bool {
        var batch = ActivationBatch()
        return activateOne(installingOn: target, batch: &batch)
    }

    /// ``activateOne(installingOn:)`` as part of `batch`, which remembers the engine of the
    /// last host.
    func activateOne(installingOn target: View?, batch: inout ActivationBatch) -> Bool {
        guard kind == .user, !activeFlag else { return false }
        guard let firstReference, !hasOffsetAnchor else { return activateWithOffsets(installingOn: target) }
        // The most common case, views on both sides (or a view and a constant): each view is
        // loaded once from its reference, and is its own layout view and holder of its state,
        // without a class test of the items.
        if let firstView = firstReference.view {
            guard let secondReference else { return activate(firstView, nil, installingOn: target, batch: &batch) }
            if let secondView = secondReference.view {
                return activate(firstView, secondView, installingOn: target, batch: &batch)
            }
        }
        // The common case: each item, whose every load through its reference costs a retain
        // and a release, is loaded once for the checks, the common ancestor and the references.
        let first = firstReference.item
        let second = secondReference?.item
        if let problem = ConstraintValidation.problem(with: self, first: first, second: second) {
            LayoutDiagnostics.report(problem)
            return false
        }
        var ancestor: View?
        if let firstView = first?.layoutView {
            if let second {
                if let secondView = second.layoutView { ancestor = ViewHierarchy.nearestCommonAncestor(firstView, secondView) }
            } else {
                ancestor = firstView
            }
        }
        guard let host = host(ancestor: ancestor, target: target) else { return false }
        activeFlag = true
        host.install(self)
        if let first {
            first.itemState?.reference(self, slot: 0)
            if let second, second !== first { second.itemState?.reference(self, slot: 1) }
        }
        host.rootView.engineCreatingIfNeeded().add(self)
        return true
    }

    /// ``activateOne(installingOn:)`` for a constraint without offset anchors whose first item
    /// is `first` and whose second item, if it has one, is `second`: both views.
    private func activate(_ first: View, _ second: View?, installingOn target: View?,
                          batch: inout ActivationBatch) -> Bool {
        // Both items are present views: only the values and attributes are left to check.
        if !ConstraintValidation.plainValuesAreValid(self), let problem = ConstraintValidation.valueProblem(with: self) {
            LayoutDiagnostics.report(problem)
            return false
        }
        let ancestor = if let second { ViewHierarchy.nearestCommonAncestor(first, second) } else { first }
        let host: View
        if target == nil, let ancestor {
            host = ancestor
        } else {
            guard let found = self.host(ancestor: ancestor, target: target) else { return false }
            host = found
        }
        activeFlag = true
        host.install(self)
        first.ownState.reference(self, slot: 0)
        if let second, second !== first { second.ownState.reference(self, slot: 1) }
        batch.engine(of: host).add(self)
        return true
    }

    /// ``activateOne(installingOn:)`` for a constraint with an offset anchor (`anchorWithOffset(to:)`).
    private func activateWithOffsets(installingOn target: View?) -> Bool {
        if let problem = ConstraintValidation.problem(with: self) {
            LayoutDiagnostics.report(problem)
            return false
        }
        let items = self.items
        let views = items.compactMap { $0.layoutView }
        let ancestor = views.count == items.count ? ViewHierarchy.nearestCommonAncestor(of: views) : nil
        guard let host = host(ancestor: ancestor, target: target) else { return false }
        activeFlag = true
        host.install(self)
        for item in items { item.itemState?.referenceOther(self) }
        host.rootView.engineCreatingIfNeeded().add(self)
        return true
    }

    /// The view to install the constraint on: `target` if it is an ancestor of (or is) the
    /// nearest common ancestor of the items' views, else that ancestor when there is no
    /// target. `nil`, reported, when the items have no common ancestor or `target` is not one.
    private func host(ancestor: View?, target: View?) -> View? {
        guard let ancestor else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noCommonAncestor,
                message: "Unable to activate \(self): its items have no common ancestor "
                    + "(they are not in the same view tree, or a layout guide was not added to a view). Not installed.",
                constraints: [self], location: location))
            return nil
        }
        guard let target else { return ancestor }
        guard target === ancestor || ancestor.isDescendant(of: target) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noCommonAncestor,
                message: "Unable to add \(self) to \(target.debugName): that view is not an ancestor of every item "
                    + "(the nearest common ancestor is \(ancestor.debugName)). Not installed.",
                constraints: [self], location: location))
            return nil
        }
        return target
    }

    /// Uninstalls the constraint and removes it from its engine.
    func deactivateOne() {
        guard activeFlag else { return }
        activeFlag = false
        engine?.remove(self)
        installedView?.uninstall(self)
        if referenceIndex[0] >= 0 || referenceIndex[1] >= 0 {
            if referenceIndex[0] >= 0 { firstReference?.item?.itemState?.unreference(self, slot: 0) }
            if referenceIndex[1] >= 0 { secondReference?.item?.itemState?.unreference(self, slot: 1) }
            referenceIndex = ReferencePositions()
        } else {
            for item in items { item.itemState?.otherReferences[ObjectIdentifier(self)] = nil }
        }
    }
}

/// What a batch of activations (``LayoutConstraint/activate(_:)``) remembers from one
/// constraint to the next: the last host and the engine of its tree, so that constraints
/// installed on the same view (most of a cell's) find the engine without walking to the root.
/// Valid only while nothing changes the view tree: a refusal, whose diagnostic may run any
/// code, starts a new batch.
struct ActivationBatch {
    private var host: View?
    private var engine: LayoutEngine?
    /// The reference of the root of ``engine``'s tree.
    private var rootReference: ItemReference?

    /// The engine of `host`'s tree, made if needed.
    mutating func engine(of host: View) -> LayoutEngine {
        if let engine {
            if self.host === host { return engine }
            // Another view of the same tree: its cached root is the root found before (which,
            // the tree being unchanged within the batch, is still a root), without a walk.
            if let rootReference, unsafeBitCast(host.superview, to: UInt.self) != 0,
               host.cachedRootReference === rootReference {
                self.host = host
                return engine
            }
        }
        let root = host.rootView
        let found = root.engineCreatingIfNeeded()
        self.host = host
        engine = found
        rootReference = root.itemReference
        return found
    }
}
