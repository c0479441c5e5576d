/// The views of one tree that wait for a pass of the layout cycle, held weakly by the root.
final class LayoutCycleQueue {
    /// A weak reference to a queued view.
    struct Entry { weak var view: View? }

    /// Views that asked for `layoutSubviews()`.
    var layout: [Entry] = []
    /// Views that asked for `updateConstraints()`.
    var updateConstraints: [Entry] = []
}

/// How many rounds of update-constraints, solve and `layoutSubviews()` one layout pass runs at
/// most before it stops a feedback loop with a diagnostic.
let maximumLayoutRounds = 16

extension View {
    /// The root's queue, made on first use.
    private var queue: LayoutCycleQueue {
        if let cycleQueue { return cycleQueue }
        let made = LayoutCycleQueue()
        cycleQueue = made
        return made
    }

    /// Queues this view for `layoutSubviews()` in its tree's next pass (once until it runs).
    /// `knownRoot`, when given, is the view's root (spares the walk up).
    func enqueueForLayout(knownRoot: View? = nil) {
        guard !cycleFlags.contains(.needsLayout) else { return }
        cycleFlags.insert(.needsLayout)
        let root = knownRoot ?? rootView
        root.queue.layout.append(LayoutCycleQueue.Entry(view: self))
        root.engine?.needsLayout = true
    }

    /// Queues this view for `updateConstraints()` in its tree's next pass.
    func enqueueForConstraintUpdate() {
        cycleFlags.insert(.needsUpdateConstraints)
        rootView.queue.updateConstraints.append(LayoutCycleQueue.Entry(view: self))
    }

    /// A view that was a root joined another tree: its queue moves to the new root.
    func handOverCycleQueue() {
        guard let former = cycleQueue else { return }
        cycleQueue = nil
        let root = rootView
        root.queue.layout.append(contentsOf: former.layout)
        root.queue.updateConstraints.append(contentsOf: former.updateConstraints)
    }

    /// Takes the live entries of one of the root's queues that still belong to this tree;
    /// entries of views that moved to another tree are handed to that tree's root.
    private func takeQueued(_ keyPath: ReferenceWritableKeyPath<LayoutCycleQueue, [LayoutCycleQueue.Entry]>,
                            flag: LayoutCycleFlags) -> [View] {
        guard let queue = cycleQueue, !queue[keyPath: keyPath].isEmpty else { return [] }
        let entries = queue[keyPath: keyPath]
        queue[keyPath: keyPath] = []
        var views: [View] = []
        views.reserveCapacity(entries.count)
        for entry in entries {
            guard let view = entry.view, view.cycleFlags.contains(flag) else { continue }
            let root = view.rootView
            if root === self {
                views.append(view)
            } else {
                root.queue[keyPath: keyPath].append(entry)
            }
        }
        return views
    }

    /// Runs the update-constraints pass for the queued views inside `subtree` (the whole tree
    /// when it is the root): `updateConstraints()` bottom-up, children before parents.
    func runUpdateConstraintsPass(in subtree: View) {
        let root = subtree.rootView
        var queued = root.takeQueued(\.updateConstraints, flag: .needsUpdateConstraints)
        guard !queued.isEmpty else { return }
        if subtree !== root {
            let outside = queued.filter { !$0.isDescendant(of: subtree) }
            queued.removeAll { !$0.isDescendant(of: subtree) }
            root.cycleQueue?.updateConstraints.append(contentsOf: outside.map { LayoutCycleQueue.Entry(view: $0) })
        }
        for view in View.ordered(queued, topDown: false) where view.cycleFlags.contains(.needsUpdateConstraints) {
            view.cycleFlags.remove(.needsUpdateConstraints)
            view.cycleFlags.insert(.constraintsUpdatedOnce)
            // UIKit asks a view controller's root view through the controller, whose default
            // `updateViewConstraints()` calls the view's `updateConstraints()`.
            if let controller = view.viewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }

    /// The layout pass of this view's tree: update constraints, solve and write frames, then
    /// `layoutSubviews()` top-down; repeated while a round changes something, at most
    /// ``maximumLayoutRounds`` times.
    func runLayoutCycle() {
        let root = rootView
        if root.cycleFlags.contains(.inPass) {
            // Called from inside the pass (a `layoutSubviews()` override): solve now, so that
            // frames read next are current, and leave `layoutSubviews()` to the running pass.
            if let engine = root.engine { root.queueResized(engine.layout()) }
            return
        }
        guard root.engine != nil || root.cycleQueue != nil else { return }
        root.cycleFlags.insert(.inPass)
        defer { root.cycleFlags.remove(.inPass) }
        var lastLaidOut: [View] = []
        for _ in 0..<maximumLayoutRounds {
            root.runUpdateConstraintsPass(in: root)
            var resized: [View] = []
            if let engine = root.engine, engine.needsLayout || !engine.dirty.isEmpty || !engine.pending.isEmpty
                || !engine.pendingSystem.isEmpty {
                resized = engine.layout()
            }
            root.queueResized(resized)
            let queued = root.takeQueued(\.layout, flag: .needsLayout)
            if queued.isEmpty, !root.hasPendingCycleWork { return }
            lastLaidOut = View.ordered(queued, topDown: true)
            for view in lastLaidOut where view.cycleFlags.contains(.needsLayout) {
                view.cycleFlags.remove(.needsLayout)
                let controller = view.viewController
                controller?.viewWillLayoutSubviews()
                view.layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
            if !root.hasPendingCycleWork { return }
        }
        let names = lastLaidOut.prefix(5).map(\.debugName).joined(separator: ", ")
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .layoutFeedbackLoop,
            message: "The layout pass of \(root.debugName) was stopped after \(maximumLayoutRounds) rounds: "
                + "layoutSubviews() of \(names.isEmpty ? "its views" : names) keeps invalidating the layout "
                + "(it changes a constraint, a frame or the intrinsic size of what it lays out every time). "
                + "The frames of the last round are kept."))
    }

    /// Queues the views the engine resized for `layoutSubviews()` (on the root).
    func queueResized(_ resized: [View]) {
        for view in resized where !view.cycleFlags.contains(.needsLayout) {
            view.cycleFlags.insert(.needsLayout)
            queue.layout.append(LayoutCycleQueue.Entry(view: view))
        }
    }

    /// Whether the root's tree has work left for another round.
    private var hasPendingCycleWork: Bool {
        if let queue = cycleQueue, !queue.layout.isEmpty || !queue.updateConstraints.isEmpty { return true }
        guard let engine else { return false }
        return engine.needsLayout || !engine.pending.isEmpty || !engine.pendingSystem.isEmpty
    }

    /// Views ordered by depth in their tree, parents first (`topDown`) or children first; views
    /// of equal depth keep their order. Depths are computed once per ancestor, so ordering a
    /// whole tree costs time linear in its size.
    static func ordered(_ views: [View], topDown: Bool) -> [View] {
        guard views.count > 1 else { return views }
        var depths: [ObjectIdentifier: Int] = [:]
        func depth(of view: View) -> Int {
            var chain: [View] = []
            var current: View? = view
            var base = -1
            while let node = current {
                if let known = depths[ObjectIdentifier(node)] { base = known; break }
                chain.append(node)
                current = node.superview
            }
            for node in chain.reversed() {
                base += 1
                depths[ObjectIdentifier(node)] = base
            }
            return depths[ObjectIdentifier(view)] ?? 0
        }
        let keyed = views.enumerated().map { (depth: depth(of: $0.element), index: $0.offset, view: $0.element) }
        let sorted = keyed.sorted {
            $0.depth != $1.depth ? (topDown ? $0.depth < $1.depth : $0.depth > $1.depth) : $0.index < $1.index
        }
        return sorted.map(\.view)
    }
}
