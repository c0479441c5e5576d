import Foundation

extension View {
    /// The active constraints installed on this view, in the order they were installed. A
    /// constraint is installed on the nearest common ancestor of its items (the item itself for
    /// a one-item constraint, the owning view for a layout guide), or on the view it was given
    /// to with ``addConstraint(_:)``. Constraints the engine makes itself (for autoresizing,
    /// intrinsic size, margins, safe area) are not listed.
    public var constraints: [LayoutConstraint] {
        installedStorage.compactMap { $0 }
    }

    /// Installs `constraint` on this view and activates it (UIKit's older API). The view must
    /// be an ancestor of every item of the constraint (or the only item); otherwise the
    /// constraint is refused with a diagnostic.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activateOne(installingOn: self)
    }

    /// Installs and activates several constraints on this view (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        var batch = ActivationBatch()
        for constraint in constraints {
            // A refusal ran the diagnostics handler, which may have moved views.
            if !constraint.activateOne(installingOn: self, batch: &batch) { batch = ActivationBatch() }
        }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { constraint.deactivateOne() }
    }

    /// Deactivates the constraints in the list that are installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds a constraint to the installed list (the engine is told by the caller).
    func install(_ constraint: LayoutConstraint) {
        constraint.installedReference = itemReference
        // Room for several at once: a view holding constraints between its subviews (a cell's
        // root) holds many.
        if installedStorage.isEmpty { installedStorage.reserveCapacity(16) }
        constraint.installIndex = installedStorage.count
        installedStorage.append(constraint)
        installedCount += 1
    }

    /// Removes a constraint from the installed list, compacting when half of it is holes.
    func uninstall(_ constraint: LayoutConstraint) {
        let index = constraint.installIndex
        guard index >= 0, index < installedStorage.count, installedStorage[index] === constraint else { return }
        installedStorage[index] = nil
        installedCount -= 1
        constraint.installedView = nil
        constraint.installIndex = -1
        if installedStorage.count > 16, installedCount * 2 < installedStorage.count {
            installedStorage = installedStorage.compactMap { $0 }
            for (i, c) in installedStorage.enumerated() { c?.installIndex = i }
        }
    }
}
