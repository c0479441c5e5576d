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
        guard let idx = recordIndex(of: constraint), let rec = records[Int(idx)] else {
            throw .unknownConstraint(constraint)
        }
        let newWeight = strength.weight
        if newWeight == rec.weight && newWeight == rec.weightBelow {
            constraint.strength = strength
            constraint.strengthBelow = nil
            return
        }
        let saved = rec
        begin()
        do {
            if !rec.isRequired && !strength.isRequired {
                for e in rec.errorSymbols {
                    let dw = newWeight - rec.weight(of: e)
                    let r = t.rowOf[Int(e)]
                    if r >= 0 { t.addScaledToObjective(dw, row: r) } else { t.addObjective(e, dw) }
                }
                var updated = rec
                updated.weight = newWeight
                updated.weightBelow = newWeight
                records[Int(idx)] = updated
                t.objScale = Swift.max(t.objScale, newWeight)
            } else {
                try removeRecord(idx)
                var updated = rec
                updated.weight = newWeight
                updated.weightBelow = newWeight
                updated.marker = -1
                updated.other = -1
                records[Int(idx)] = updated
                try insertRow(ofRecord: idx)
            }
            try optimize()
        } catch {
            let e = fail(error, target: constraint)
            records[Int(idx)] = saved
            t.owner[Int(saved.marker)] = idx
            if saved.other >= 0 { t.owner[Int(saved.other)] = idx }
            throw e
        }
        t.commit()
        constraint.strength = strength
        constraint.strengthBelow = nil
    }
}
