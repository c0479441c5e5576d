import Foundation

import TautSolver

// Adding what is queued to the solver: user constraints in activation order, in batches, each
// preceded by the engine-made constraints (records, compact intrinsic-size pairs, the root's
// pins) that its items needed.

extension LayoutEngine {
    /// Adds everything queued to the solver: re-resolved directional constraints, retried
    /// broken ones and user constraints in activation order, each batch of `addBatchSize`
    /// preceded by the engine-made constraints its items needed.
    func flush() {
        if fittedRoot != nil { restoreFittedHolds(size: nil) }
        if directionDirty || requiredRemoved || !pending.isEmpty || !pendingSystem.isEmpty { requireAwaitingHolds() }
        if directionDirty { reresolveDirections() }
        if requiredRemoved {
            requiredRemoved = false
            for record in broken.values.sorted(by: { $0.constraint.serial < $1.constraint.serial }) {
                retry(record, reason: record.reason, reporting: false)
            }
        }
        guard !pending.isEmpty || !pendingSystem.isEmpty else { return }
        // The queue's list is taken (and given back empty, with its room, when nothing was
        // queued meanwhile); the batch list is the engine's scratch.
        var users: [Record] = []
        swap(&users, &pending)
        // About one engine-made constraint for every two user ones, and four variables (one
        // item) for every four.
        solver.reserveCapacity(constraints: users.count + users.count / 2 + pendingSystem.count,
                               variables: users.count)
        var built: [Record] = []
        swap(&built, &builtScratch)
        built.reserveCapacity(Swift.min(users.count, Self.addBatchSize))
        // The queue is read in place and each record borrowed (the queue holds it): a loop over
        // its elements would retain and release every one.
        users.withUnsafeBufferPointer { queued in
            for index in queued.indices {
                Unmanaged.passUnretained(queued[index])._withUnsafeGuaranteedRef { record in
                    guard record.state == .pending else { return }
                    if build(record) { built.append(record) } else { record.state = .removed }
                    if built.count >= Self.addBatchSize {
                        addBatch(built)
                        built.removeAllKeepingCapacity()
                    }
                }
            }
        }
        addBatch(built)
        built.removeAllKeepingCapacity()
        swap(&built, &builtScratch)
        users.removeAllKeepingCapacity()
        if pending.isEmpty { swap(&users, &pending) }
        needsLayout = true
    }

    /// Adds to the solver the engine-made constraints queued so far, then `built` (user
    /// constraints, in order), and records what the solver rejected.
    private func addBatch(_ built: [Record]) {
        var batch: [PendingSystemEntry] = []
        while !pendingSystem.isEmpty {
            let system = pendingSystem
            pendingSystem = []
            // Entries are read in place (the array holds them), not copied out one by one.
            system.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    switch entries[index] {
                    case .record(let record):
                        guard record.state == .pending, !record.hasSolverConstraint else { continue }
                        if !build(record) { record.state = .removed }
                    case .horizontalIntrinsic(let iv): buildCompactIntrinsic(iv, axis: 0)
                    case .verticalIntrinsic(let iv): buildCompactIntrinsic(iv, axis: 1)
                    case .rootPins(let iv): buildRootPins(iv)
                    }
                }
            }
            if batch.isEmpty { batch = system } else { batch.append(contentsOf: system) }
        }
        // The queue's list, taken above, goes back to it empty with its room.
        defer {
            batch.removeAllKeepingCapacity()
            if pendingSystem.isEmpty && pendingSystem.capacity < batch.capacity { swap(&batch, &pendingSystem) }
        }
        var solverBatch: [TautSolver.Constraint] = []
        swap(&solverBatch, &solverBatchScratch)
        defer {
            solverBatch.removeAllKeepingCapacity()
            swap(&solverBatch, &solverBatchScratch)
        }
        solverBatch.reserveCapacity(batch.count + built.count)
        batch.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                switch entries[index] {
                case .record(let record): Unmanaged.passUnretained(record)._withUnsafeGuaranteedRef { enter($0, into: &solverBatch) }
                case .horizontalIntrinsic(let iv):
                    if let sc = installCompactIntrinsic(iv, axis: 0) { solverBatch.append(sc) }
                case .verticalIntrinsic(let iv):
                    if let sc = installCompactIntrinsic(iv, axis: 1) { solverBatch.append(sc) }
                case .rootPins(let iv): installRootPins(iv, into: &solverBatch)
                }
            }
        }
        built.withUnsafeBufferPointer { records in
            for index in records.indices {
                Unmanaged.passUnretained(records[index])._withUnsafeGuaranteedRef { enter($0, into: &solverBatch) }
            }
        }
        guard !solverBatch.isEmpty else { return }
        let rejections = solver.addConstraints(solverBatch)
        if !awaitingFirstMeasurement.isEmpty { readBackPlaceholderHeights() }
        guard !rejections.isEmpty else { return }
        var bySolverConstraint: [ObjectIdentifier: Record] = [:]
        var compactBySolverConstraint: [ObjectIdentifier: (ItemVariables, Int)] = [:]
        for entry in batch {
            if case .record(let record) = entry {
                if let sc = record.solverConstraint { bySolverConstraint[ObjectIdentifier(sc)] = record }
            } else if let (iv, axis) = entry.intrinsicPair, let sc = iv.compactIntrinsic[axis]?.solverConstraint {
                compactBySolverConstraint[ObjectIdentifier(sc)] = (iv, axis)
            }
        }
        for record in built { if let sc = record.solverConstraint { bySolverConstraint[ObjectIdentifier(sc)] = record } }
        for rejection in rejections {
            if isRootPin(rejection.constraint) {
                rootPinWasRejected(rejection.constraint)
                continue
            }
            if let (iv, axis) = compactBySolverConstraint[ObjectIdentifier(rejection.constraint)] {
                compactIntrinsicWasRejected(iv, axis: axis)
                continue
            }
            guard let record = bySolverConstraint[ObjectIdentifier(rejection.constraint)] else { continue }
            if record.winsConflicts, installWinning(record, error: rejection.error) { continue }
            record.solverConstraint = nil
            record.state = .broken
            broken[ObjectIdentifier(record.constraint)] = record
            if record.reportsFailure { report(record, error: rejection.error) }
            record.reportsFailure = true
        }
    }

    /// Marks a pending record with a solver constraint installed and, unless it is the hugging
    /// half of a pair (whose partner adds the shared equality), adds that constraint to `batch`.
    private func enter(_ record: Record, into batch: inout [TautSolver.Constraint]) {
        guard record.state == .pending, record.hasSolverConstraint else { return }
        record.state = .installed
        if addsOwnSolverConstraint(record), let sc = record.solverConstraint { batch.append(consume sc) }
    }
}
