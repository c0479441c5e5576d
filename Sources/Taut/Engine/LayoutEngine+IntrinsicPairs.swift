import TautSolver

// A view's content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
// on one axis are two constraints over the same expression, `size − intrinsic`. When both are
// optional, the solver gets them as one equality whose sides weigh differently (above zero the
// hugging priority, below it the compression resistance): the same solutions, one row instead
// of two (in a self-sizing feed cell, 26 of its 100 solver constraints). Both records keep
// their constraint and state; they share the solver constraint. Anything that would make the
// two differ (a constant set on one only, a priority change, a removal) takes the shared
// equality out and queues both to be added again, paired anew when they still can be.

extension LayoutEngine {
    /// The record of the other constraint of an intrinsic-size pair: compression resistance
    /// for hugging and the reverse, on the same axis of the same view.
    func intrinsicPartner(of record: Record) -> Record? {
        let c = record.constraint
        guard c.kind == .hugging || c.kind == .compressionResistance,
              let item = c.firstItem, let iv = existingVariables(for: item) else { return nil }
        let base = c.firstAttribute == .width ? 0 : 2
        guard let other = iv.intrinsic[c.kind == .hugging ? base : base + 1], other !== c else { return nil }
        return self.record(of: other)
    }

    /// The hugging record that a compression-resistance record being built can share one
    /// asymmetric equality with: pending and not built yet, both optional, with the same
    /// constant. `nil` when they must be added apart.
    func pairablePartner(ofCompression compression: Record) -> Record? {
        guard compression.constraint.kind == .compressionResistance, !compression.sharesSolverConstraint,
              !compression.constraint.storedPriority.isRequired,
              let hugging = intrinsicPartner(of: compression), hugging.state == .pending,
              hugging.solverConstraint == nil, !hugging.sharesSolverConstraint,
              !hugging.constraint.storedPriority.isRequired,
              hugging.constraint.storedConstant == compression.constraint.storedConstant
        else { return nil }
        return hugging
    }

    /// Takes the equality `record` shares with its partner out of the solver and queues the
    /// partner to be added again, and `record` too unless it is leaving.
    func unpair(_ record: Record, requeueing requeuesRecord: Bool = true) {
        requireAwaitingHolds()
        guard record.sharesSolverConstraint else { return }
        let partner = intrinsicPartner(of: record)
        if record.state == .installed, let sc = record.solverConstraint { try? solver.removeConstraint(sc) }
        record.sharesSolverConstraint = false
        record.solverConstraint = nil
        var pair: [Record] = requeuesRecord ? [record] : []
        if let partner, partner.sharesSolverConstraint {
            partner.sharesSolverConstraint = false
            partner.solverConstraint = nil
            pair.append(partner)
        }
        queueAgain(pair.filter { $0.state == .installed })
    }

    /// Queues both halves of an intrinsic-size pair that are installed apart to be added
    /// again, so that they pair, when a priority change made both optional. Returns whether
    /// it did.
    func requeueToPair(_ record: Record) -> Bool {
        requireAwaitingHolds()
        guard record.constraint.kind == .hugging || record.constraint.kind == .compressionResistance,
              !record.sharesSolverConstraint, record.state == .installed,
              let partner = intrinsicPartner(of: record), partner.state == .installed, !partner.sharesSolverConstraint,
              !record.constraint.storedPriority.isRequired, !partner.constraint.storedPriority.isRequired
        else { return false }
        for member in [record, partner] {
            if let sc = member.solverConstraint { try? solver.removeConstraint(sc) }
            member.solverConstraint = nil
        }
        queueAgain([record, partner])
        return true
    }

    /// Queues records taken out of the solver to be added at the next batch, compression
    /// resistance before hugging, so that the halves of a pair can pair there.
    private func queueAgain(_ members: [Record]) {
        for member in members.sorted(by: { $0.constraint.kind == .compressionResistance && $1.constraint.kind != .compressionResistance }) {
            member.state = .pending
            pendingSystem.append(.record(member))
        }
        needsLayout = true
    }

    /// Whether the batch adds `record`'s solver constraint itself: not for the hugging half of
    /// a pair, whose partner's entry adds the shared equality.
    func addsOwnSolverConstraint(_ record: Record) -> Bool {
        !(record.sharesSolverConstraint && record.constraint.kind == .hugging)
    }
}
