extension View {
    /// Adds `view` as the frontmost subview, first removing it from its current superview.
    /// Constraints inside `view`'s tree move to this tree's engine. Adding a view to itself or
    /// to one of its own descendants is refused with a diagnostic.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        if view === self || isDescendant(of: view) {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "Refused to add \(view.debugName) to \(debugName): a view can't contain itself or one of its ancestors."))
            return
        }
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
        subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
        view.superview = self
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

    /// Inserts `view` just above `sibling` (or at the front if `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (or at the back if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Removes the view from its superview. Every active constraint between an item inside the
    /// view's tree and an item outside it is deactivated (so lower-priority backups take over,
    /// as in UIKit); constraints inside the tree stay active and move to the view's own engine.
    public func removeFromSuperview() {
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
            parent.subviews.removeAll { $0 === self }
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
        var view = self
        while let parent = view.superview { view = parent }
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
