import Foundation

/// Tree algorithms of the engine: the nearest common ancestor, and moving constraints when a
/// subtree leaves or joins a tree.
enum ViewHierarchy {
    /// The nearest common ancestor of the views (a view itself counts), or `nil` if they are
    /// not in one tree. O(depth) per view: both walk up to equal depth, then together.
    static func nearestCommonAncestor(of views: [View]) -> View? {
        guard var result = views.first else { return nil }
        for view in views.dropFirst() {
            guard let ancestor = nearestCommonAncestor(result, view) else { return nil }
            result = ancestor
        }
        return result
    }

    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        // The common cases answered without measuring depths: a view and its superview,
        // and siblings. The superviews are compared by address, without loading (and so
        // retaining and releasing) them.
        let pa = address(of: a.superview), pb = address(of: b.superview)
        if pa != 0 {
            if pa == address(of: b) { return b }
            if pa == pb { return a.superview }
        }
        if pb == address(of: a) { return a }
        var x = a, y = b
        var dx = depth(of: x), dy = depth(of: y)
        while dx > dy, let parent = x.superview { x = parent; dx -= 1 }
        while dy > dx, let parent = y.superview { y = parent; dy -= 1 }
        while x !== y {
            guard let px = x.superview, let py = y.superview else { return nil }
            x = px
            y = py
        }
        return x
    }

    /// The address of `view` (0 for `nil`), for identity comparisons that need no reference.
    @inline(__always)
    private static func address(of view: View?) -> UInt {
        unsafeBitCast(view, to: UInt.self)
    }

    static func depth(of view: View) -> Int {
        var depth = 0
        var current = view
        while let parent = current.superview { depth += 1; current = parent }
        return depth
    }

    /// The views of a subtree (depth first) and every item in it (views and their guides).
    static func subtree(of view: View) -> (views: [View], items: [any LayoutItem]) {
        var views: [View] = []
        var items: [any LayoutItem] = []
        var stack = [view]
        while let current = stack.popLast() {
            views.append(current)
            items.append(current)
            items.append(contentsOf: current.allGuides as [any LayoutItem])
            stack.append(contentsOf: current.subviews.reversed())
        }
        return (views, items)
    }

    /// Removes `view` from its tree with `unlink`: deactivates the constraints crossing the
    /// subtree's boundary, takes the subtree's items out of the old engine, and hands the
    /// constraints inside the subtree to the view's own (new) engine.
    static func detach(_ view: View, unlink: () -> Void) {
        let oldRoot = view.rootView
        let oldEngine = oldRoot.engine
        let (views, items) = subtree(of: view)
        let inside = Set(views.map(ObjectIdentifier.init))
        oldRoot.takeCycleEntries(of: view, inside: inside)
        var crossing: [ObjectIdentifier: LayoutConstraint] = [:]
        for item in items {
            guard let state = item.itemState else { continue }
            for c in state.references {
                if let host = c.installedView, inside.contains(ObjectIdentifier(host)) { continue }
                crossing[ObjectIdentifier(c)] = c
            }
        }
        LayoutConstraint.deactivate(crossing.values.sorted { $0.serial < $1.serial })
        let inner = views.flatMap(\.constraints).sorted { $0.serial < $1.serial }
        if let oldEngine {
            for c in inner { oldEngine.remove(c) }
            oldEngine.forget(items)
        }
        unlink()
        refreshTreeState(of: view)
        if !inner.isEmpty {
            let engine = view.engineCreatingIfNeeded()
            for c in inner { engine.add(c) }
        }
    }

    /// Brings the cached root and layout direction of every view in `view`'s subtree up to
    /// date, after the subtree joined or left a tree or a semantic content attribute in it
    /// changed: each view's root is `view`'s root, and each view's direction is its forced
    /// one or else its superview's (left to right at the top). Iterative, in time linear in
    /// the subtree.
    static func refreshTreeState(of view: View) {
        let root = view.superview?.rootView
        refreshOwnState(of: view, root: root)
        // Most views join a tree before their subviews do: no walk then.
        guard !view.subviews.isEmpty else { return }
        // Each view after its superview (its direction follows the superview's).
        var stack = view.subviews
        while let current = stack.popLast() {
            refreshOwnState(of: current, root: root)
            stack.append(contentsOf: current.subviews)
        }
    }

    /// ``refreshTreeState(of:)`` for one view, its superview already refreshed.
    @inline(__always)
    private static func refreshOwnState(of view: View, root: View?) {
        view.cachedRoot = view.superview == nil ? nil : root
        if let forced = view.semanticContentAttribute.forcedDirection {
            view.isEffectivelyRightToLeft = forced == .rightToLeft
        } else {
            view.isEffectivelyRightToLeft = view.superview?.isEffectivelyRightToLeft ?? false
        }
    }

    /// `view` joined a tree: the constraints of its former engine move to the new root's engine.
    static func didAttach(_ view: View) {
        guard let former = view.engine else { return }
        view.engine = nil
        let moving = former.userConstraintsInOrder()
        guard !moving.isEmpty else { return }
        let engine = view.rootView.engineCreatingIfNeeded()
        for c in moving {
            former.remove(c)
            engine.add(c)
        }
    }
}
