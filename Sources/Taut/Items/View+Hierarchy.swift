import Foundation

extension View {
    /// The work of ``insertSubview(_:at:)`` (and of the other adding methods), which
    /// subclasses may override without changing what this does.
    func insertSubviewInTree(_ view: View, at index: Int) {
        // A view without a superview is an ancestor of this one only if it is this tree's root.
        if view === self || (view.superview == nil ? rootView === view : isDescendant(of: view)) {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "Refused to add \(view.debugName) to \(debugName): a view can't contain itself or one of its ancestors."))
            return
        }
        if view.extras?.autoresizingMask.isEmpty == false { cycleFlags.insert(.hasAutoresizingSubviews) }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
            return
        }
        // The views of the moving subtree hear about a change of window (UIKit's
        // `willMove(toWindow:)` / `didMoveToWindow()`, and the appearance calls of the view
        // controllers among them). The walk to the root is shared with the layout queueing.
        let root = rootView
        let oldWindow = view.superview == nil ? (view.cycleFlags.contains(.isWindow) ? view as? Window : nil) : view.window
        let newWindow = root.cycleFlags.contains(.isWindow) ? root as? Window : nil
        let movingViews = oldWindow !== newWindow ? view.windowChangeBegins(from: oldWindow, to: newWindow) : []
        if view.superview != nil { view.detachFromSuperview() }
        view.willMove(toSuperview: self)
        // `addSubview` appends: `insert(_:at:)` at the end takes the generic path of
        // `replaceSubrange` (about 450 instructions against 30).
        if index >= subviews.count {
            subviews.append(view)
        } else {
            subviews.insert(view, at: Swift.max(index, 0))
        }
        view.superview = self
        ViewHierarchy.refreshTreeState(of: view)
        ViewHierarchy.didAttach(view)
        view.handOverCycleQueue()
        view.didMoveToSuperview()
        didAddSubview(view)
        // UIKit lays out a view that joins a tree, and its new superview, in the next pass.
        view.enqueueForLayout(root: root)
        enqueueForLayout(root: root)
        if !view.cycleFlags.contains(.constraintsUpdatedOnce), type(of: view).requiresConstraintBasedLayout {
            view.enqueueForConstraintUpdate()
        }
        if oldWindow !== newWindow { View.windowChangeEnds(movingViews, from: oldWindow, to: newWindow) }
    }

    /// Moves a subview to the front or the back of ``subviews``; a view that is not a
    /// subview is ignored, as in UIKit. Only the drawing order changes, not the layout.
    func moveSubview(_ view: View, toFront: Bool) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        if toFront { subviews.append(view) } else { subviews.insert(view, at: 0) }
    }

    /// Swaps two subviews in ``subviews``; indices out of range are reported and ignored.
    func exchangeSubviews(_ first: Int, _ second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "exchangeSubview(at: \(first), withSubviewAt: \(second)) on \(debugName): it has "
                    + "\(subviews.count) subviews; nothing was exchanged."))
            return
        }
        subviews.swapAt(first, second)
    }

    /// The view with `tag`: the view itself, then depth-first through the subviews in order.
    func firstView(withTag tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The work of ``removeFromSuperview()``.
    func removeFromSuperviewInTree() {
        guard superview != nil else { return }
        let oldWindow = window
        let movingViews = oldWindow != nil ? windowChangeBegins(from: oldWindow, to: nil) : []
        detachFromSuperview()
        if oldWindow != nil { View.windowChangeEnds(movingViews, from: oldWindow, to: nil) }
    }

    /// Removes the view from its superview without telling its views about their window.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        ViewHierarchy.detach(self) {
            // From the end: a list torn down last view first costs O(1) a view, not O(siblings).
            if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
            superview = nil
        }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The root of the view's tree (the view itself if it has no superview).
    var rootView: View {
        guard superview != nil else { return self }
        if let root = cachedRoot, root.superview == nil { return root }
        var view = self
        while let parent = view.superview { view = parent }
        cachedRoot = view
        return view
    }

    /// The root's engine, created on first need.
    func engineCreatingIfNeeded() -> LayoutEngine {
        if let engine { return engine }
        let created = LayoutEngine(root: self)
        engine = created
        return created
    }
}
