import Foundation

import TautSolver

// The lists of engines that went, emptied with their room kept, for the next engines. A
// self-sizing cell makes an engine, measures, lays out and drops it: without this, each
// cell allocated and freed eight lists of the engine (about 3 k instructions, and the cache
// misses of new blocks). Like the solver pool (TautSolver's Solver+Pool.swift), the spares are
// shared by every thread behind a lock.

extension LayoutEngine {
    /// One engine's lists, empty, with the room they had; each is the engine's list of the
    /// same name.
    struct SpareLists {
        var records: [Record] = []
        var pending: [Record] = []
        var pendingSystem: [PendingSystemEntry] = []
        var allVariables: [ItemVariables] = []
        var dirty: [ItemVariables] = []
        var widthDependent: [ItemVariables] = []
        var builtScratch: [Record] = []
        var solverBatchScratch: [TautSolver.Constraint] = []

        /// Whether every list is small enough to keep (a big screen's lists are freed, so that
        /// their memory does not stay taken).
        var isSmall: Bool {
            let limit = LayoutEngine.largestSpareCapacity
            return records.capacity <= limit && pending.capacity <= limit && pendingSystem.capacity <= limit
                && allVariables.capacity <= limit && dirty.capacity <= limit && widthDependent.capacity <= limit
                && builtScratch.capacity <= limit && solverBatchScratch.capacity <= limit
        }
    }

    /// How many sets of lists the pool keeps at most (as many as the solver pool keeps solvers).
    static let spareListsLimit = 4
    /// The longest list (in room for elements) the pool keeps.
    static let largestSpareCapacity = 256

    private static let spareListsLock = NSLock()
    /// The spares, read and written only under `spareListsLock`.
    @exclusivity(unchecked) nonisolated(unsafe) private static var spareLists: [SpareLists] = []

    /// Lists given back by an engine that went, or `nil` when the pool has none.
    static func takeSpareLists() -> SpareLists? {
        spareListsLock.lock()
        let spare = spareLists.popLast()
        spareListsLock.unlock()
        return spare
    }

    /// Empties the engine's lists (letting go of what they hold) and gives them to the pool,
    /// when it has room and they are small. Called by `deinit`, after the records were
    /// unlinked.
    func giveBackLists() {
        var spare = SpareLists()
        swap(&spare.records, &records)
        swap(&spare.pending, &pending)
        swap(&spare.pendingSystem, &pendingSystem)
        swap(&spare.allVariables, &allVariables)
        swap(&spare.dirty, &dirty)
        swap(&spare.widthDependent, &widthDependent)
        swap(&spare.builtScratch, &builtScratch)
        swap(&spare.solverBatchScratch, &solverBatchScratch)
        guard spare.isSmall else { return }
        spare.records.removeAllKeepingCapacity()
        spare.pending.removeAllKeepingCapacity()
        spare.pendingSystem.removeAllKeepingCapacity()
        spare.allVariables.removeAllKeepingCapacity()
        spare.dirty.removeAllKeepingCapacity()
        spare.widthDependent.removeAllKeepingCapacity()
        spare.builtScratch.removeAllKeepingCapacity()
        spare.solverBatchScratch.removeAllKeepingCapacity()
        Self.spareListsLock.lock()
        if Self.spareLists.count < Self.spareListsLimit { Self.spareLists.append(spare) }
        Self.spareListsLock.unlock()
    }

    /// Takes the lists of `spare` (in `init`).
    func adopt(_ spare: SpareLists) {
        records = spare.records
        pending = spare.pending
        pendingSystem = spare.pendingSystem
        allVariables = spare.allVariables
        dirty = spare.dirty
        widthDependent = spare.widthDependent
        builtScratch = spare.builtScratch
        solverBatchScratch = spare.solverBatchScratch
    }
}
