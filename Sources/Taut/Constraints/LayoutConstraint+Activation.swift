import Foundation

extension LayoutConstraint {
    /// Activates many constraints at once. Each valid one is installed on the nearest common
    /// ancestor of its items; the engine adds them to the solver in one batch at the next
    /// layout pass (or query), in this order. Invalid ones are reported and left inactive.
    /// Already active constraints are skipped.
    public class func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            constraint.activateOne(installingOn: nil)
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
        guard kind == .user, !activeFlag else { return false }
        if let problem = ConstraintValidation.problem(with: self) {
            LayoutDiagnostics.report(problem)
            return false
        }
        guard let ancestor = commonAncestorOfItems() else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noCommonAncestor,
                message: "Unable to activate \(self): its items have no common ancestor "
                    + "(they are not in the same view tree, or a layout guide was not added to a view). Not installed.",
                constraints: [self], location: location))
            return false
        }
        var host = ancestor
        if let target {
            guard target === ancestor || ancestor.isDescendant(of: target) else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .noCommonAncestor,
                    message: "Unable to add \(self) to \(target.debugName): that view is not an ancestor of every item "
                        + "(the nearest common ancestor is \(ancestor.debugName)). Not installed.",
                    constraints: [self], location: location))
                return false
            }
            host = target
        }
        activeFlag = true
        host.install(self)
        if let first = firstAnchor.storedItem, firstAnchor.offset == nil, secondAnchor?.offset == nil {
            // The common case, without building the list of items.
            first.itemState?.reference(self)
            if let second = secondAnchor?.storedItem, second !== first { second.itemState?.reference(self) }
        } else {
            for item in items { item.itemState?.reference(self) }
        }
        host.rootView.engineCreatingIfNeeded().add(self)
        return true
    }

    /// The nearest common ancestor of the views of every item (a guide's owning view), or
    /// `nil` when an item has no view or they are in different trees.
    private func commonAncestorOfItems() -> View? {
        if firstAnchor.offset == nil, secondAnchor?.offset == nil {
            guard let first = firstAnchor.storedItem?.layoutView else { return nil }
            guard let second = secondAnchor else { return first }
            guard let other = second.storedItem?.layoutView else { return nil }
            return ViewHierarchy.nearestCommonAncestor(first, other)
        }
        let items = self.items
        let views = items.compactMap { $0.layoutView }
        guard views.count == items.count else { return nil }
        return ViewHierarchy.nearestCommonAncestor(of: views)
    }

    /// Uninstalls the constraint and removes it from its engine.
    func deactivateOne() {
        guard activeFlag else { return }
        activeFlag = false
        engine?.remove(self)
        installedView?.uninstall(self)
        for item in items { item.itemState?.references[ObjectIdentifier(self)] = nil }
    }
}
