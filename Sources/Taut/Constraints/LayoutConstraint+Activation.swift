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
        // The most common case, views on both sides (or a view and a constant): the views are
        // found by their addresses and borrowed, not loaded (each load through a reference
        // costs a retain and a release), and each is its own layout view and holder of its
        // state, without a class test of the items.
        let firstAddress = firstReference.viewAddress
        if firstAddress != 0 {
            let secondAddress = secondReference?.viewAddress ?? 0
            if secondAddress != 0 || secondReference == nil {
                return BorrowedView.with(firstAddress) { first in
                    guard secondAddress != 0 else {
                        return activate(first, nil, secondAddress: 0, installingOn: target, batch: &batch)
                    }
                    return BorrowedView.with(secondAddress) { second in
                        activate(first, second, secondAddress: secondAddress, installingOn: target, batch: &batch)
                    } ?? false
                } ?? false
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
    private func activate(_ first: View, _ second: View?, secondAddress: UInt, installingOn target: View?,
                          batch: inout ActivationBatch) -> Bool {
        // Both items are present views: only the values and attributes are left to check.
        if !ConstraintValidation.plainValuesAreValid(self), let problem = ConstraintValidation.valueProblem(with: self) {
            LayoutDiagnostics.report(problem)
            return false
        }
        // The host found by address in the common cases (the constraint's own view, a view and
        // its superview, siblings) and borrowed, without loading it.
        let ancestorAddress = target == nil ? Self.commonAncestorAddress(first, second) : 0
        if ancestorAddress != 0 {
            return BorrowedView.with(ancestorAddress) { host in
                install(on: host, first, secondAddress: secondAddress, batch: &batch)
                return true
            } ?? false
        }
        let ancestor = if let second { ViewHierarchy.nearestCommonAncestor(first, second) } else { first }
        guard let host = self.host(ancestor: ancestor, target: target) else { return false }
        install(on: host, first, secondAddress: secondAddress, batch: &batch)
        return true
    }

    /// Installs the constraint, checked, on `host`, lists it with its views `first` and the
    /// one at `secondAddress` (0: none), and hands it to the engine of `host`'s tree.
    @inline(__always)
    private func install(on host: View, _ first: View, secondAddress: UInt, batch: inout ActivationBatch) {
        activeFlag = true
        host.install(self)
        first.ownState.reference(self, slot: 0)
        if secondAddress != BorrowedView.address(of: first) {
            // Borrowed again rather than bound from an optional, which would copy it.
            _ = BorrowedView.with(secondAddress) { $0.ownState.reference(self, slot: 1) }
        }
        batch.add(self, installedOn: host)
    }

    /// The address of the nearest common ancestor of `first` and `second` (`first` itself
    /// without a second view) when it is one of the cases answered without a walk: the same
    /// view, a view and its superview, siblings. 0 otherwise: the caller walks the tree.
    @inline(__always)
    static func commonAncestorAddress(_ first: View, _ second: View?) -> UInt {
        let firstAddress = BorrowedView.address(of: first)
        guard let second else { return firstAddress }
        let secondAddress = BorrowedView.address(of: second)
        if firstAddress == secondAddress { return firstAddress }
        let firstParent = BorrowedView.address(of: first.superview)
        let secondParent = BorrowedView.address(of: second.superview)
        if firstParent != 0 {
            if firstParent == secondAddress { return secondAddress }
            if firstParent == secondParent { return firstParent }
        }
        if secondParent == firstAddress { return firstAddress }
        return 0
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
    /// The address of the last host (0 before the first): compared, never loaded. The host
    /// can't go away within a batch, whose constraints only run Taut's own code.
    private var hostAddress: UInt = 0
    /// The engine, kept alive by the batch.
    private var engine: LayoutEngine?
    /// ``engine``, to be borrowed without a retain.
    private var borrowedEngine: Unmanaged<LayoutEngine>?
    /// The reference of the root of ``engine``'s tree.
    private var rootReference: ItemReference?

    /// Hands `constraint` to the engine of the tree of `host`, its host, made if needed.
    mutating func add(_ constraint: LayoutConstraint, installedOn host: View) {
        // The engine is borrowed from the batch, which holds it.
        if let borrowedEngine, sharesEngine(host) {
            borrowedEngine._withUnsafeGuaranteedRef { $0.add(constraint) }
            return
        }
        find(host).add(constraint)
    }

    /// Whether `host` is the last host, or another view of its tree: the root found before
    /// (still a root, as the tree is unchanged within the batch), a subview of it, or a view
    /// whose cached root is it. A cell's constraints go back and forth between the cell and
    /// its subviews (a size on the subview itself), which are all answered without a walk.
    @inline(__always)
    private mutating func sharesEngine(_ host: View) -> Bool {
        let address = BorrowedView.address(of: host)
        if hostAddress == address { return true }
        guard let rootReference else { return false }
        let rootAddress = rootReference.viewAddress
        let parentAddress = BorrowedView.address(of: host.superview)
        guard rootAddress != 0, address == rootAddress || parentAddress == rootAddress
            || (parentAddress != 0
                && BorrowedView.address(of: host.cachedRootReference) == BorrowedView.address(of: rootReference))
        else { return false }
        hostAddress = address
        return true
    }

    /// Finds the engine of `host`'s tree by walking to its root, and remembers it.
    private mutating func find(_ host: View) -> LayoutEngine {
        let root = host.rootView
        let found = root.engineCreatingIfNeeded()
        hostAddress = BorrowedView.address(of: host)
        engine = found
        borrowedEngine = Unmanaged.passUnretained(found)
        rootReference = root.itemReference
        return found
    }
}

/// Views (and other objects) reached through their addresses, borrowed for a call instead of
/// loaded: a load of an object through a stored or unowned reference costs a retain and a
/// release, which the activation path and the building of a constraint's terms pay many times
/// per constraint. Only for objects whose lifetime the caller guarantees (an item of a
/// constraint being activated or built, its host, its reference, a maker's lines).
enum BorrowedView {
    /// The address of `object`, 0 for `nil`, read without retaining it.
    @inline(__always)
    static func address(of object: AnyObject?) -> UInt {
        unsafeBitCast(object, to: UInt.self)
    }

    /// Calls `body` with the view at `address` (a live view's, from ``address(of:)``) borrowed;
    /// `nil` for the address 0.
    @inline(__always)
    static func with<R>(_ address: UInt, _ body: (View) -> R) -> R? {
        with(address, as: View.self, body)
    }

    /// Calls `body` with the object of type `type` at `address` (a live object's, from
    /// ``address(of:)``) borrowed; `nil` for the address 0.
    @inline(__always)
    static func with<Object: AnyObject, R>(_ address: UInt, as type: Object.Type, _ body: (Object) -> R) -> R? {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }
}

extension ItemReference {
    /// The address of the reference's view, 0 without one (or once it is gone), read without
    /// loading it.
    @inline(__always)
    var viewAddress: UInt { unsafeBitCast(view, to: UInt.self) }
}
