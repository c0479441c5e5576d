import Foundation

/// The views of one tree that wait for a pass of the layout cycle, held by the root.
///
/// The references are strong: a weak reference gives every view a side table, which makes
/// every later retain and release of it slower (3 % of a first layout). A view that leaves the
/// tree takes its entries with it (`View.takeCycleEntries(of:)`), so the queue keeps no removed
/// view alive, and the root itself is never in its own queue (its flags say what it needs).
final class LayoutCycleQueue {
    /// Views that asked for `layoutSubviews()`.
    @exclusivity(unchecked) var layout: [View] = []
    /// Views that asked for `updateConstraints()`.
    @exclusivity(unchecked) var updateConstraints: [View] = []

    /// Whether nothing waits.
    var isEmpty: Bool { layout.isEmpty && updateConstraints.isEmpty }

    /// Which of the two queues.
    enum Kind {
        case layout, updateConstraints
    }

    /// Whether the queue of `kind` is empty.
    func isEmpty(_ kind: Kind) -> Bool {
        kind == .layout ? layout.isEmpty : updateConstraints.isEmpty
    }

    /// The views of the queue of `kind`, taken out of it (the queue is left empty).
    func take(_ kind: Kind) -> [View] {
        var taken: [View] = []
        if kind == .layout { swap(&taken, &layout) } else { swap(&taken, &updateConstraints) }
        return taken
    }

    /// Adds `view` to the queue of `kind`.
    func append(_ view: View, to kind: Kind) {
        if kind == .layout { layout.append(view) } else { updateConstraints.append(view) }
    }
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
    /// `root` is the view's root, when the caller knows it.
    func enqueueForLayout(root knownRoot: View? = nil) {
        guard !cycleFlags.contains(.needsLayout) else { return }
        cycleFlags.insert(.needsLayout)
        let root = knownRoot ?? rootView
        if root !== self {
            let queue = root.queue
            // A new tree queues all its views at once: room for a cell's worth at the first.
            if queue.layout.isEmpty { queue.layout.reserveCapacity(16) }
            queue.layout.append(self)
        }
        root.engine?.needsLayout = true
    }

    /// Queues this view for `updateConstraints()` in its tree's next pass.
    func enqueueForConstraintUpdate() {
        guard !cycleFlags.contains(.needsUpdateConstraints) else { return }
        cycleFlags.insert(.needsUpdateConstraints)
        let root = rootView
        if root !== self { root.queue.updateConstraints.append(self) }
    }

    /// A subtree left this root's tree: its queued views move to the subtree's root, `subtree`
    /// (`inside` holds the identities of the subtree's views).
    func takeCycleEntries(of subtree: View, inside: Set<ObjectIdentifier>) {
        guard let queue = cycleQueue, !queue.isEmpty else { return }
        let layout = queue.layout, update = queue.updateConstraints
        queue.layout = layout.filter { !inside.contains(ObjectIdentifier($0)) }
        queue.updateConstraints = update.filter { !inside.contains(ObjectIdentifier($0)) }
        let target = subtree.queue
        target.layout.append(contentsOf: layout.filter { $0 !== subtree && inside.contains(ObjectIdentifier($0)) })
        target.updateConstraints.append(contentsOf: update.filter { $0 !== subtree && inside.contains(ObjectIdentifier($0)) })
    }

    /// A view that was a root joined another tree: its queue moves to the new root.
    func handOverCycleQueue() {
        let former = cycleQueue
        guard former != nil || cycleFlags.contains(.needsLayout) || cycleFlags.contains(.needsUpdateConstraints) else {
            return
        }
        cycleQueue = nil
        let root = rootView
        if cycleFlags.contains(.needsLayout) { root.queue.layout.append(self) }
        if cycleFlags.contains(.needsUpdateConstraints) { root.queue.updateConstraints.append(self) }
        if let former {
            root.queue.layout.append(contentsOf: former.layout)
            root.queue.updateConstraints.append(contentsOf: former.updateConstraints)
        }
    }

    /// Takes the live entries of one of the root's queues, ordered by depth (see
    /// ``ordered(_:topDown:in:)``); entries of views that moved to another tree are handed to
    /// that tree's root.
    private func takeQueued(_ kind: LayoutCycleQueue.Kind, flag: LayoutCycleFlags, topDown: Bool) -> [View] {
        let ownFlag = cycleFlags.contains(flag)
        guard ownFlag || !(cycleQueue?.isEmpty(kind) ?? true) else { return [] }
        let entries = cycleQueue?.take(kind) ?? []
        var views: [View] = []
        views.reserveCapacity(entries.count + 1)
        if ownFlag { views.append(self) }
        for view in entries where view.cycleFlags.contains(flag) { views.append(view) }
        let (ordered, elsewhere) = View.ordered(views, topDown: topDown, in: self)
        for view in elsewhere { view.rootView.queue.append(view, to: kind) }
        return ordered
    }

    /// Runs the update-constraints pass for the queued views inside `subtree` (the whole tree
    /// when it is the root): `updateConstraints()` bottom-up, children before parents.
    func runUpdateConstraintsPass(in subtree: View) {
        let root = subtree.rootView
        var queued = root.takeQueued(.updateConstraints, flag: .needsUpdateConstraints, topDown: false)
        guard !queued.isEmpty else { return }
        if subtree !== root {
            let outside = queued.filter { !$0.isDescendant(of: subtree) }
            queued.removeAll { !$0.isDescendant(of: subtree) }
            root.queue.updateConstraints.append(contentsOf: outside.filter { $0 !== root })
        }
        for view in queued where view.cycleFlags.contains(.needsUpdateConstraints) {
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
        if !root.cycleFlags.contains(.constraintsUpdatedOnce), type(of: root).requiresConstraintBasedLayout {
            root.enqueueForConstraintUpdate()
        }
        guard root.engine != nil || root.cycleQueue != nil || root.cycleFlags.contains(.needsLayout)
            || root.cycleFlags.contains(.needsUpdateConstraints) else { return }
        root.cycleFlags.insert(.inPass)
        defer {
            root.cycleFlags.remove(.inPass)
            root.engine?.checkAmbiguityAfterPass()
        }
        var lastLaidOut: [View] = []
        for _ in 0..<maximumLayoutRounds {
            root.runUpdateConstraintsPass(in: root)
            var resized: [View] = []
            if let engine = root.engine, engine.needsLayout || !engine.dirty.isEmpty || !engine.pending.isEmpty
                || !engine.pendingSystem.isEmpty {
                resized = engine.layout()
            }
            root.queueResized(resized)
            lastLaidOut = root.takeQueued(.layout, flag: .needsLayout, topDown: true)
            if lastLaidOut.isEmpty, !root.hasPendingCycleWork { return }
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
        for view in resized { view.enqueueForLayout(root: self) }
    }

    /// Whether the root's tree has work left for another round.
    private var hasPendingCycleWork: Bool {
        if let queue = cycleQueue, !queue.isEmpty { return true }
        if cycleFlags.contains(.needsLayout) || cycleFlags.contains(.needsUpdateConstraints) { return true }
        guard let engine else { return false }
        return engine.needsLayout || !engine.pending.isEmpty || !engine.pendingSystem.isEmpty
    }

    /// The views of `root`'s tree among `views`, ordered by depth, parents first (`topDown`) or
    /// children first (views of equal depth keep their order), and the views that are in
    /// another tree. Each view's depth is computed once per call and kept on the view (stamped
    /// with the call), so ordering a whole tree costs time linear in its size; the views are
    /// then placed by a counting sort on depth.
    static func ordered(_ views: [View], topDown: Bool, in root: View) -> (ordered: [View], elsewhere: [View]) {
        let stamp = DepthStamp.next()
        /// The depth given to views outside `root`'s tree (negative however deep they are).
        let foreign = Int.min / 2
        // The scratch lists (depths, the counting sort's starts and slots) live in temporary
        // storage, on the stack for a cell's few views: only the result is allocated.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(views.count, 1)) { depths in
            var deepest = 0
            var elsewhere: [View] = []
            for (position, view) in views.enumerated() {
                // Walk up to the first view whose depth this call already knows, counting the
                // steps, then down again from the view, stamping each node on the way.
                var current: View? = view
                var steps = 0
                var base = 0
                var known = false
                var top = view
                while let node = current {
                    if node.depthStamp == stamp { base = node.stampedDepth; known = true; break }
                    steps += 1
                    top = node
                    current = node.superview
                }
                if !known { base = top === root ? -1 : foreign }
                var depth = base + steps
                var node: View? = view
                for _ in 0..<steps {
                    guard let stamped = node else { break }
                    stamped.depthStamp = stamp
                    stamped.stampedDepth = depth
                    depth -= 1
                    node = stamped.superview
                }
                let own = view.stampedDepth
                if own < 0 { elsewhere.append(view) }
                depths[position] = own
                deepest = Swift.max(deepest, own)
            }
            // A counting sort by depth, stable: `start[d]` is where depth `d`'s views begin in
            // the result (depths ascending top-down, descending otherwise), and `slots` lists
            // the positions of `views` in result order.
            let placed = views.count - elsewhere.count
            let result = withUnsafeTemporaryAllocation(of: Int.self, capacity: deepest + 1) { start -> [View] in
                start.initialize(repeating: 0)
                for position in views.indices where depths[position] >= 0 { start[depths[position]] += 1 }
                var offset = 0
                var depth = topDown ? 0 : deepest
                for _ in 0...deepest {
                    let count = start[depth]
                    start[depth] = offset
                    offset += count
                    depth += topDown ? 1 : -1
                }
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(placed, 1)) { slots -> [View] in
                    for position in views.indices where depths[position] >= 0 {
                        let d = depths[position]
                        slots[start[d]] = position
                        start[d] += 1
                    }
                    var result: [View] = []
                    result.reserveCapacity(placed)
                    for i in 0..<placed { result.append(views[slots[i]]) }
                    return result
                }
            }
            return (result, elsewhere)
        }
    }
}

/// Numbers the calls of `View.ordered(_:topDown:)`, so that depths kept on views by an
/// earlier call are not mistaken for this call's.
enum DepthStamp {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt32 = 0

    /// A number no earlier call got (until it wraps around after four billion calls).
    static func next() -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        last = last &+ 1
        if last == 0 { last = 1 }
        return last
    }
}
