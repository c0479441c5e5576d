// In-place changes of an added constraint: its constant (dual simplex) and its strength
// (objective weights and primal simplex; required <-> optional by re-adding the row).

extension Solver {
    /// Changes the constant of an added constraint's expression in place and re-optimises
    /// with the dual simplex. The constraint's ``Constraint/expression`` shows the new constant.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint
    ///   cannot hold with the new constant (the solver then keeps the old constant).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        settleTemplate()
        guard let idx = recordIndex(of: constraint), let rec = records[Int(idx)] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .invalidValue("constant \(constant) for \(constraint)") }
        let old = rec.constant
        if constant == old { return }
        let transactional = rec.isRequired
        if transactional { begin() }
        do throws(SolverError) {
            try changeConstant(ofRecord: idx, to: constant)
            if let bad = try dualOptimize(allowingRoundOff: !transactional) {
                conflictCandidates = t.owners(of: t.rows[Int(bad)], includingBasic: true)
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: [])
            }
        } catch {
            restoreConstant(idx, old)
            if !transactional { throw error }
            throw fail(error, target: constraint, targetConstant: constant)
        }
        if transactional { t.commit() }
    }

    private func restoreConstant(_ idx: Int32, _ old: Double) {
        guard var rec = records[Int(idx)] else { return }
        rec.constant = old
        rec.constraint.expression.constant = old
        records[Int(idx)] = rec
    }

    /// The constant the solver currently uses for an added constraint (nil if not added).
    public func constant(of constraint: Constraint) -> Double? {
        settleTemplate()
        guard let idx = recordIndex(of: constraint) else { return nil }
        return records[Int(idx)]?.constant
    }

    /// Changes the strength of an added constraint in place and re-optimises; the
    /// constraint's ``Constraint/strength`` shows the new strength (on both sides of an
    /// equality that had a ``Constraint/strengthBelow``).
    ///
    /// Between optional strengths only the objective weights change (primal simplex).
    /// Between required and optional the constraint's row is rebuilt.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when the constraint becomes
    ///   required and cannot hold (the solver then keeps the old strength).
    public func updateStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        settleTemplate()
        guard let idx = recordIndex(of: constraint), let rec = records[Int(idx)] else {
            throw .unknownConstraint(constraint)
        }
        let newWeight = strength.weight
        if newWeight == rec.weight && newWeight == rec.weightBelow {
            constraint.strength = strength
            constraint.strengthBelow = nil
            return
        }
        let holding = strength.isRequired ? holdingEquality(rec) : nil
        if let holding, holding < 0 {
            requireNonbasicEquality(idx, weight: newWeight)
            constraint.strength = strength
            constraint.strengthBelow = nil
            return
        }
        let saved = rec
        begin()
        do {
            if let holding {
                try requireBasicEquality(idx, basic: holding, weight: newWeight)
            } else if !rec.isRequired && !strength.isRequired {
                reweightOptional(idx, weight: newWeight, below: newWeight)
            } else {
                try reinsert(idx, weight: newWeight, below: newWeight)
            }
            try optimize()
        } catch {
            let e = fail(error, target: constraint)
            records[Int(idx)] = saved
            if holding != nil {
                // The journal does not restore kinds: the error pair is back as it was.
                t.kind[Int(saved.marker)] = .error
                t.kind[Int(saved.other)] = .error
            }
            t.owner[Int(saved.marker)] = idx
            if saved.other >= 0 { t.owner[Int(saved.other)] = idx }
            throw e
        }
        t.commit()
        constraint.strength = strength
        constraint.strengthBelow = nil
    }

    /// Gives an optional record new optional weights (`below` for an equality's `e⁻`): only the
    /// objective changes. The caller re-optimises.
    func reweightOptional(_ idx: Int32, weight: Double, below: Double) {
        guard let rec = records[Int(idx)] else { return }
        var updated = rec
        updated.weight = weight
        updated.weightBelow = below
        for e in rec.errorSymbols {
            let dw = updated.weight(of: e) - rec.weight(of: e)
            let r = t.rowOf[Int(e)]
            if r >= 0 { t.addScaledToObjective(dw, row: r) } else { t.addObjective(e, dw) }
        }
        records[Int(idx)] = updated
        t.objScale = Swift.max(t.objScale, weight, below)
    }

    /// Takes a record's row out and builds it again with new weights (required <-> optional:
    /// its markers change kind). The caller re-optimises.
    func reinsert(_ idx: Int32, weight: Double, below: Double) throws(SolverError) {
        guard var rec = records[Int(idx)] else { throw .internalError("missing constraint record") }
        try removeRecord(idx)
        rec.weight = weight
        rec.weightBelow = below
        rec.marker = -1
        rec.other = -1
        records[Int(idx)] = rec
        try insertRow(ofRecord: idx)
    }

    /// Whether an optional equality about to become required holds exactly, so that its row
    /// need not be rebuilt: -1 when both error symbols are nonbasic; the basic one when one is
    /// basic at exactly 0 and the other nonbasic. Nil otherwise.
    func holdingEquality(_ rec: ConstraintRecord) -> Symbol? {
        guard !rec.isRequired, rec.constraint.relation == .equal, rec.marker >= 0, rec.other >= 0 else { return nil }
        let rp = t.rowOf[Int(rec.marker)], rm = t.rowOf[Int(rec.other)]
        if rp < 0 && rm < 0 { return -1 }
        guard (rp < 0) != (rm < 0) else { return nil }
        let r = Swift.max(rp, rm)
        guard t.rowConstant[Int(r)] == 0 else { return nil }
        return rp >= 0 ? rec.marker : rec.other
    }

    /// Makes an optional equality required in place when both its error symbols are nonbasic
    /// (see ``holdingEquality(_:)``): `e⁺` becomes the dummy marker of the required equality
    /// and `e⁻` leaves the tableau. Cannot fail.
    ///
    /// The row `0 = σ·expression − e⁺ + e⁻` with `e⁻` fixed at 0 is the required row
    /// `0 = σ·expression − d` with `d = e⁺`. No value moves, and the tableau stays optimal: the
    /// objective loses `w⁺·e⁺ + w⁻·e⁻`, which for nonbasic errors changes only their own
    /// coefficients (`e⁺`'s becomes the dummy's, `obj[e⁺] − w⁺`; `e⁻`'s goes with it).
    func requireNonbasicEquality(_ idx: Int32, weight: Double) {
        guard var rec = records[Int(idx)] else { return }
        let plus = rec.marker, minus = rec.other
        t.structureVersion &+= 1
        // e⁺'s entries move from the rows' hot parts to their dummy parts.
        for (r, _) in t.column(of: plus) {
            let row = t.rows[Int(r)]
            guard let k = row.index(of: plus, dummy: false) else { continue }
            t.touchRow(r)
            row.moveToDummyPart(at: k)
        }
        t.kind[Int(plus)] = .dummy
        t.addObjective(plus, -rec.weight)
        t.purge(minus)
        t.owner[Int(minus)] = -1
        rec.other = -1
        rec.weight = weight
        rec.weightBelow = weight
        records[Int(idx)] = rec
    }

    /// Makes an optional equality required when one error symbol `b` is basic at exactly 0
    /// and the other nonbasic (see ``holdingEquality(_:)``): `b`'s row, which is the
    /// equality's own row read through the basis, enters again as the required row, `b` its
    /// dummy marker, instead of a row rebuilt from the expression. Inside a transaction.
    ///
    /// With the nonbasic error fixed at 0, `σ·expression` is `e⁺` (or `−e⁻`), so
    /// `0 = ±row(b) − d` with `d = b` is the required row `0 = σ·expression − d`. Its constant
    /// is 0: it goes in as a redundant-or-degenerate row does, and the simplex re-optimises.
    func requireBasicEquality(_ idx: Int32, basic b: Symbol, weight: Double) throws(SolverError) {
        guard var rec = records[Int(idx)] else { throw .internalError("missing constraint record") }
        let free = b == rec.marker ? rec.other : rec.marker
        let r = t.rowOf[Int(b)]
        t.addScaledToObjective(-rec.weight(of: b), row: r)
        t.addObjective(free, -rec.weight(of: free))
        t.purge(free)
        t.owner[Int(free)] = -1
        let row = t.rows[Int(r)]
        t.removeRow(r)
        t.kind[Int(b)] = .dummy
        if b == rec.other { row.scale(by: -1) }
        row.append(b, -1, dummy: true)
        row.magnitude = Swift.max(row.magnitude, 1)
        rec.marker = b
        rec.other = -1
        rec.weight = weight
        rec.weightBelow = weight
        records[Int(idx)] = rec
        try insertConstraintRow(row, record: rec, closingJournalAtEntry: false)
    }
}
