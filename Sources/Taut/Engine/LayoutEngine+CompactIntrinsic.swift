import Foundation

import TautSolver

// A view's hugging and compression resistance on one axis, while both are optional, are one
// solver equality whose sides weigh differently (see `LayoutEngine+IntrinsicPairs.swift`). Most
// views keep them so for life, and nothing asks for them as constraints, so the engine holds
// such a pair as a `CompactIntrinsicPair` on the item's variables: the equality and the values
// it was built from, with no `LayoutConstraint` objects and no records (in a self-sizing feed
// cell, 104 objects fewer to make and free). The solver gets exactly what it got from the two
// records: the same equality, built at the same place in the queue, its constant changed in
// place, taken out and queued again when a priority changes.
//
// When the pair is asked for as constraints (`constraintsAffectingLayout(for:)`), or a
// priority becomes required (the two then go into the solver apart), it is *materialized*:
// its two constraints and records are made, holding the equality already in the solver, and
// from then on it lives as before (`ItemVariables.intrinsic`).

extension LayoutEngine {
    /// Makes a compact pair for the item's intrinsic size on `axis` (0: horizontal,
    /// 1: vertical), queued for the next batch, when both of the view's priorities on the axis
    /// are optional. Returns whether it made one.
    func makeCompactIntrinsic(_ iv: ItemVariables, view: View, axis: Int, value: CGFloat) -> Bool {
        let layoutAxis: Axis = axis == 0 ? .horizontal : .vertical
        let hugging = view.contentHuggingPriority(for: layoutAxis)
        let compression = view.contentCompressionResistancePriority(for: layoutAxis)
        guard !hugging.isRequired, !compression.isRequired else { return false }
        iv.compactIntrinsic[axis] = CompactIntrinsicPair(constant: value, hugging: hugging, compression: compression)
        pendingSystem.append(.intrinsic(iv, axis: axis))
        needsLayout = true
        return true
    }

    /// Gives the compact pair on `axis` a new intrinsic size: in place in the solver when it is
    /// installed. Returns whether the size changed.
    func updateCompactIntrinsic(_ iv: ItemVariables, axis: Int, value: CGFloat) -> Bool {
        requireAwaitingHolds()
        guard var pair = iv.compactIntrinsic[axis], pair.constant != value else { return false }
        pair.constant = value
        needsLayout = true
        if pair.state == .installed, let sc = pair.solverConstraint {
            do {
                try solver.updateConstant(of: sc, to: -Double(value))
            } catch {
                // An optional equality cannot conflict; should the solver refuse anyway, the
                // pair goes in again with its new constant.
                try? solver.removeConstraint(sc)
                pair.solverConstraint = nil
                pair.state = .pending
                pendingSystem.append(.intrinsic(iv, axis: axis))
            }
        }
        iv.compactIntrinsic[axis] = pair
        return true
    }

    /// Takes the compact pair on `axis` out of the solver (or the queue) and forgets it.
    func removeCompactIntrinsic(_ iv: ItemVariables, axis: Int) {
        requireAwaitingHolds()
        guard let pair = iv.compactIntrinsic[axis] else { return }
        if pair.state == .installed, let sc = pair.solverConstraint { try? solver.removeConstraint(sc) }
        // A queued entry finds no pair and is skipped.
        iv.compactIntrinsic[axis] = nil
        needsLayout = true
    }

    /// The view's priorities on `axis` changed: a compact pair that stays optional takes them
    /// (out of the solver and queued again, as a record pair is); one that becomes required is
    /// materialized first, and its constraints take them as any others. Returns whether the
    /// axis had a compact pair.
    func compactPrioritiesDidChange(_ iv: ItemVariables, view: View, axis: Int) -> Bool {
        requireAwaitingHolds()
        guard var pair = iv.compactIntrinsic[axis] else { return false }
        let layoutAxis: Axis = axis == 0 ? .horizontal : .vertical
        let hugging = view.contentHuggingPriority(for: layoutAxis)
        let compression = view.contentCompressionResistancePriority(for: layoutAxis)
        guard hugging != pair.hugging || compression != pair.compression else { return true }
        guard !hugging.isRequired, !compression.isRequired else {
            materializeIntrinsic(iv, axis: axis)
            let base = 2 * axis
            iv.intrinsic[base]?.priority = compression
            iv.intrinsic[base + 1]?.priority = hugging
            return true
        }
        pair.hugging = hugging
        pair.compression = compression
        if pair.state == .installed, let sc = pair.solverConstraint {
            try? solver.removeConstraint(sc)
            pair.solverConstraint = nil
            pair.state = .pending
            pendingSystem.append(.intrinsic(iv, axis: axis))
        }
        iv.compactIntrinsic[axis] = pair
        needsLayout = true
        return true
    }

    /// Builds the shared equality of a queued compact pair: `size − constant`, weighing
    /// `hugging` above zero and `compression` below it, as `build(_:)` builds it for a record
    /// pair; ``installCompactIntrinsic(_:axis:)`` then hands it to the batch.
    func buildCompactIntrinsic(_ iv: ItemVariables, axis: Int) {
        guard !iv.isForgotten, iv.compactIntrinsic.state(axis: axis) == .pending,
              let pair = iv.compactIntrinsic.weights(axis: axis) else { return }
        var terms = withSolver { $0.makeTermArray(capacity: 1) }
        terms.append(TautSolver.Term(axis == 0 ? iv.width : iv.height, 1))
        let expression = TautSolver.Expression(terms, constant: -Double(pair.constant))
        let above = solverStrength(of: pair.hugging), below = solverStrength(of: pair.compression)
        let sc = withSolver { $0.makeConstraint(expression, strengthAbove: above, strengthBelow: below) }
        // A placeholder height (a wrapping label before its first measurement) may be left as
        // a reused solver has it: any placeholder gives the same layout, and the previous
        // cell's height is most often this one's (no pivot to a line's height and back).
        if axis == 1, iv.sizeIsPlaceholder { sc.markConstantAsPlaceholder() }
        iv.compactIntrinsic.setBuilt(sc, axis: axis)
    }

    /// After a batch went into the solver: the placeholder heights the solver kept from its
    /// template become the pairs' constants (so that the measurement compares with what the
    /// solver has), and the marks are cleared.
    func readBackPlaceholderHeights() {
        for iv in awaitingFirstMeasurement where iv.sizeIsPlaceholder {
            guard iv.compactIntrinsic.state(axis: 1) == .installed,
                  let constant = iv.compactIntrinsic.solverConstraint(axis: 1)?.clearPlaceholderMark(),
                  var pair = iv.compactIntrinsic[1] else { continue }
            pair.constant = CGFloat(-constant)
            iv.compactIntrinsic[1] = pair
        }
    }

    /// Marks a compact pair built in this batch as installed (or, if the solver refused its
    /// equality, queued again). Returns its equality if it was built in this batch.
    func installCompactIntrinsic(_ iv: ItemVariables, axis: Int) -> TautSolver.Constraint? {
        guard iv.compactIntrinsic.state(axis: axis) == .built else { return nil }
        iv.compactIntrinsic.set(.installed, axis: axis)
        return iv.compactIntrinsic.solverConstraint(axis: axis)
    }

    /// A compact pair whose equality the solver refused (only a solver defect can make it
    /// refuse an optional equality): it becomes its two constraints, queued again, so that a
    /// second refusal is reported with them as any refused constraint is.
    func compactIntrinsicWasRejected(_ iv: ItemVariables, axis: Int) {
        guard var pair = iv.compactIntrinsic[axis] else { return }
        pair.solverConstraint = nil
        pair.state = .pending
        iv.compactIntrinsic[axis] = pair
        materializeIntrinsic(iv, axis: axis)
    }

    /// Turns the item's compact pairs (on `axis`, or both) into the two constraints and
    /// records of each, which take over the equality already in the solver (or the place in
    /// the queue).
    func materializeIntrinsic(_ iv: ItemVariables, axis: Int? = nil) {
        guard let view = iv.view else { return }
        // Made into constraints, the pair shows the real unwrapped width.
        if iv.widthIsStandIn { refreshIntrinsic(iv, view: view) }
        for a in 0..<2 where axis == nil || axis == a {
            guard let pair = iv.compactIntrinsic[a] else { continue }
            iv.compactIntrinsic[a] = nil
            let attribute: LayoutAttribute = a == 0 ? .width : .height
            let queued = pendingSystem.count
            let compression = system(.compressionResistance, iv.reference, attribute, relation: .greaterThanOrEqual,
                                     constant: pair.constant, priority: pair.compression, id: "compression resistance")
            let hugging = system(.hugging, iv.reference, attribute, relation: .lessThanOrEqual, constant: pair.constant,
                                 priority: pair.hugging, id: "hugging")
            iv.intrinsic[2 * a] = compression
            iv.intrinsic[2 * a + 1] = hugging
            guard pair.state == .installed, let sc = pair.solverConstraint,
                  let compressionRecord = record(of: compression), let huggingRecord = record(of: hugging) else { continue }
            // Already in the solver: the records hold the equality instead of queuing.
            pendingSystem.removeSubrange(queued...)
            for member in [compressionRecord, huggingRecord] {
                member.solverConstraint = sc
                member.sharesSolverConstraint = true
                member.state = .installed
            }
        }
    }
}
