import Foundation

import TautSolver

// The root of a tree sits at the origin of the coordinates its engine solves in: its left and
// top are pinned to 0 by two required equalities. Nothing changes them and nothing asks for
// them as constraints in a tree's ordinary life, so the engine holds them as two solver
// equalities with no `LayoutConstraint` objects and no records (a self-sizing cell makes and
// frees an engine, with its pins, per cell). The solver gets exactly what the two records gave
// it, at the same place in the queue.
//
// When they are asked for as constraints (`constraintsAffectingLayout(for:)` on the root), or
// the solver refuses one, they are *materialized*: their constraints and records are made,
// holding the equalities already in the solver (`ItemVariables.pins`). A conflict report never
// needs them: every constraint the engine builds holds or fails wherever the whole tree sits
// (positions are compared in their items' common ancestor, a multiplied one too), so the pins,
// which only fix where the tree sits, are in no minimal set of conflicting constraints.

/// The root's two position pins while the engine holds them compactly.
struct RootPins {
    /// The root's variables (`nil`: the root has no compact pins).
    var variables: ItemVariables?
    /// `root.left == 0`, once built.
    var left: TautSolver.Constraint?
    /// `root.top == 0`, once built.
    var top: TautSolver.Constraint?
    /// Queued, built in the batch being added, or in the solver.
    var state = CompactIntrinsicPair.State.pending
}

extension LayoutEngine {
    /// Pins the root's left and top to 0, queued for the next batch (in place of two
    /// engine-made constraints).
    func makeRootPins(_ iv: ItemVariables) {
        removeRootPins()
        rootPins = RootPins(variables: iv)
        pendingSystem.append(.rootPins(iv))
        needsLayout = true
    }

    /// Builds the two equalities of the pins queued for `iv` (the root's variables).
    func buildRootPins(_ iv: ItemVariables) {
        guard rootPins.variables === iv, rootPins.state == .pending, !iv.isForgotten else { return }
        rootPins.left = withSolver { Self.pin(iv.left, in: $0) }
        rootPins.top = withSolver { Self.pin(iv.top, in: $0) }
        rootPins.state = .built
    }

    /// `variable == 0`, required.
    private static func pin(_ variable: Variable, in solver: Solver) -> TautSolver.Constraint {
        var terms = solver.makeTermArray(capacity: 1)
        terms.append(TautSolver.Term(variable, 1))
        return solver.makeConstraint(TautSolver.Expression(terms, constant: 0), .equal, strength: .required)
    }

    /// Marks the pins built in this batch as installed and appends their equalities to `batch`.
    func installRootPins(_ iv: ItemVariables, into batch: inout [TautSolver.Constraint]) {
        guard rootPins.variables === iv, rootPins.state == .built else { return }
        rootPins.state = .installed
        if let left = rootPins.left { batch.append(left) }
        if let top = rootPins.top { batch.append(top) }
    }

    /// Whether `constraint` is one of the compact pins.
    func isRootPin(_ constraint: TautSolver.Constraint) -> Bool {
        rootPins.left === constraint || rootPins.top === constraint
    }

    /// The solver refused a pin (only a solver defect can: the root's variables are new when
    /// the pins are queued, ahead of every constraint that uses them): the pins become their
    /// constraints, the refused one queued again, so that a second refusal is reported as any
    /// refused constraint is.
    func rootPinWasRejected(_ constraint: TautSolver.Constraint) {
        if rootPins.left === constraint { rootPins.left = nil }
        if rootPins.top === constraint { rootPins.top = nil }
        materializeRootPins()
    }

    /// Turns the compact pins into their two constraints and records, which take over the
    /// equalities already in the solver; pins still queued become two records queued after the
    /// engine-made constraints queued so far (still ahead of every user constraint, as
    /// `addBatch(_:)` adds all of those first).
    func materializeRootPins() {
        guard let iv = rootPins.variables else { return }
        let pins = rootPins
        rootPins = RootPins()
        let queued = pendingSystem.count
        let left = system(.rootPin, iv.reference, .left, constant: 0, id: "root")
        let top = system(.rootPin, iv.reference, .top, constant: 0, id: "root")
        iv.pins = [left, top]
        guard pins.state == .installed else { return }
        // In the solver: a record holds its equality instead of queuing (a refused one queues).
        var requeued: [PendingSystemEntry] = []
        for (record, equality) in [(left, pins.left), (top, pins.top)] {
            guard let equality else {
                requeued.append(.record(record))
                continue
            }
            record.solverConstraint = equality
            record.state = .installed
        }
        pendingSystem.removeSubrange(queued...)
        pendingSystem.append(contentsOf: requeued)
    }

    /// Takes the compact pins out of the solver (or the queue) and forgets them.
    func removeRootPins() {
        guard rootPins.variables != nil else { return }
        if rootPins.state == .installed {
            if let left = rootPins.left { try? solver.removeConstraint(left) }
            if let top = rootPins.top { try? solver.removeConstraint(top) }
        }
        // A queued entry finds no pins and is skipped.
        rootPins = RootPins()
        needsLayout = true
    }
}
