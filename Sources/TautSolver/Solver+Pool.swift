import Foundation

// Emptying a solver while keeping its storage (``Solver/reset()``), and the pool of emptied
// solvers that layout engines take theirs from and give back. A self-sizing table cell makes
// one engine, adds some seventy constraints, solves and drops it: freeing the solver's rows
// and arrays and growing new ones for the next cell cost as much as a third of the solve.

extension Solver {
    /// Empties the solver as ``reset()`` documents, keeping its storage's capacity: every
    /// variable and constraint is given back, the solver takes a new identity (so that a
    /// variable or constraint still marked with the old one is not taken for its own), and
    /// the round-off rule starts again with the first one. The work counters go on.
    func empty() {
        templateGeneration = 0
        templateShapeIsCurrent = false
        releaseVariables()
        releaseConstraints()
        t.clear()
        t.scalesByCurrentCoefficients = false
        rejectedByRebuild = []
        id = Solver.nextID()
        t.solverID = id
        foreign.removeAll(keepingCapacity: true)
        records.removeAllKeepingCapacity()
        heldConstraints.removeAllKeepingCapacity()
        freeRecords.removeAllKeepingCapacity()
        foreignRecords.removeAll(keepingCapacity: true)
        pendingRecords.removeAllKeepingCapacity()
        edits.removeAll(keepingCapacity: true)
        editOrder.removeAllKeepingCapacity()
        seqCounter = 0
        constScale = 1
        definitions.removeAllKeepingCapacity()
        evaluator.clear()
        defHeap.removeAllKeepingCapacity()
        undefined.removeAllKeepingCapacity()
        definitionsDirty = false
        conflictCandidates.removeAllKeepingCapacity()
    }

    /// Makes the solver as a new `Solver()` would be, but with its storage's capacity: it is
    /// emptied (see ``empty()``), and its work counters, stamps and flags go back to their
    /// first values.
    func renew() {
        empty()
        rebuilds = 0
        templatesAdopted = 0
        explainsConflicts = true
        resolvesDirectly = true
        verifiedStructure = .max
        txDefinitionCount = 0
        t.resetCounters()
    }

    /// How much storage the solver holds: the most symbols, rows or constraint records it has
    /// room for.
    var storageSize: Int {
        Swift.max(t.kind.capacity, t.rows.capacity, records.capacity)
    }

    // MARK: The pool

    /// How many emptied solvers the pool keeps at most.
    package static let poolCapacity = 4

    /// The largest ``storageSize`` of a solver that the pool keeps: a bigger one (a screen
    /// of thousands of views) is freed instead, so that its memory is not kept alive.
    package static let largestPooledSize = 4096

    private static let poolLock = NSLock()
    nonisolated(unsafe) private static var spares: [Solver] = []

    /// A solver that behaves as a new `Solver()` does: one given back to the pool (see
    /// ``recycle(_:)``) when there is one, otherwise a new one. A pooled solver may hold its
    /// last system as a template, which a first batch of the same shape takes the place of
    /// (same answers, to within round-off; see Solver+Template.swift); any other first
    /// operation finds it empty. Thread-safe.
    package static func pooled() -> Solver {
        poolLock.lock()
        let spare = spares.popLast()
        poolLock.unlock()
        return spare ?? Solver()
    }

    /// Gives back a solver that its owner no longer uses, for ``pooled()`` to hand out again.
    ///
    /// The solver is kept only when `solver` holds the last reference to it (nothing else
    /// can then use it), the pool has room (at most ``poolCapacity`` solvers) and its storage
    /// is not large (``largestPooledSize``); its constraints and variables are then given back
    /// on the calling thread, its storage kept, and its tableau kept as a template when it can
    /// be (``retireKeepingTemplate()``), otherwise emptied. With a template it also keeps the
    /// constraint and variable objects that nothing else refers to, for its next owner to fill
    /// in again (Solver+Reuse.swift). The caller must drop its reference right after.
    /// Thread-safe.
    package static func recycle(_ solver: inout Solver) {
        guard isKnownUniquelyReferenced(&solver), solver.storageSize <= largestPooledSize,
              pooledCount < poolCapacity else { return }
        if !solver.retireKeepingTemplate() { solver.renew() }
        poolLock.lock()
        if spares.count < poolCapacity { spares.append(solver) }
        poolLock.unlock()
    }

    /// How many emptied solvers the pool holds now (at most ``poolCapacity``).
    package static var pooledCount: Int {
        poolLock.lock()
        defer { poolLock.unlock() }
        return spares.count
    }

    /// Frees every solver the pool holds (for tests that count them).
    package static func drainPool() {
        poolLock.lock()
        let drained = spares
        spares = []
        poolLock.unlock()
        _ = drained
    }
}
