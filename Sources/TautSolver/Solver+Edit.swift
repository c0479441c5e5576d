// Edit variables: an edit variable `v` is the optional constraint `v == value` whose constant
// is changed in place by `suggestValue` (the dual simplex re-optimises).

extension Solver {
    /// Makes `variable` an edit variable whose value can be suggested with ``suggestValue(_:_:)``.
    ///
    /// Until a value is suggested the variable is pulled towards 0 at `strength` (as in Kiwi).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one,
    ///   ``SolverError/badRequiredStrength(_:)`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        settleTemplate()
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let c = Constraint(Expression(variable), .equal, strength: strength)
        begin()
        do {
            _ = try addRecord(c, weight: strength.weight)
            try optimize()
        } catch {
            throw fail(error, target: c)
        }
        t.commit()
        commitRecords()
        edits[key] = EditInfo(variable: variable, constraint: c, value: 0)
        editOrder.append(variable)
    }

    /// Stops `variable` being an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        settleTemplate()
        let key = ObjectIdentifier(variable)
        guard let info = edits[key], let idx = recordIndex(of: info.constraint) else {
            throw .unknownEditVariable(variable)
        }
        begin()
        do {
            try removeRecord(idx)
            try optimize()
        } catch {
            throw fail(error, target: info.constraint)
        }
        t.commit()
        dropRecord(idx)
        edits[key] = nil
        editOrder.removeAll { $0 === variable }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        settleTemplate()
        return edits[ObjectIdentifier(variable)] != nil
    }

    /// The edit variables, in the order they were added.
    public var editVariables: [Variable] { editOrder }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// The cost is proportional to the rows that the edit variable's error symbols touch and
    /// to the dual pivots needed, not to the size of the tableau.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, or ``SolverError/invalidValue(_:)``
    ///   for a NaN or infinite value.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        settleTemplate()
        let key = ObjectIdentifier(variable)
        guard var info = edits[key], let idx = recordIndex(of: info.constraint) else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .invalidValue("suggested value \(value) for \(variable)") }
        // An optional constraint can always be satisfied: the dual simplex cannot fail, so
        // no transaction is needed on this hot path.
        try changeConstant(ofRecord: idx, to: -value)
        if let bad = try dualOptimize() {
            _ = bad
            throw .internalError("the dual simplex failed on an edit suggestion")
        }
        info.value = value
        edits[key] = info
    }

    /// Shifts the record's expression constant to `newConstant` through its marker column
    /// (no pivoting): the rows that contain the marker get their constants moved, and the
    /// restricted rows that turn negative go into the dual simplex worklist.
    /// Throws unsatisfiable (with candidates set) if a redundant row stops being `0 = 0`.
    func changeConstant(ofRecord idx: Int32, to newConstant: Double) throws(SolverError) {
        guard var rec = records[Int(idx)] else { throw .internalError("missing constraint record") }
        let delta = rec.sign * (newConstant - rec.constant)
        rec.constant = newConstant
        records[Int(idx)] = rec
        rec.constraint.expression.constant = newConstant
        constScale = Swift.max(constScale, Swift.abs(newConstant))
        if delta == 0 { return }
        let di = t.defOfDummy[Int(rec.marker)]
        if di >= 0, Int(di) < evaluator.count, let d = definitions[Int(di)] {
            evaluator.constant[Int(di)] = definitionConstant(d)
            evaluator.dirty.append(di)
        }
        let m = rec.marker
        let mr = t.rowOf[Int(m)]
        var broken: Int32 = -1
        if mr >= 0 {
            t.touchRow(mr)
            t.rowConstant[Int(mr)] += delta
            checkAfterShift(mr, &broken)
        } else {
            broken = t.shiftConstants(alongColumnOf: m, by: delta, tolerance: tolerance)
            let k = t.obj[Int(m)]
            if k != 0 { t.objConstant -= k * delta }
        }
        if broken >= 0 {
            conflictCandidates = t.owners(of: t.rows[Int(broken)], includingBasic: true)
            throw .unsatisfiableConstraint(rec.constraint, conflicts: [])
        }
    }

    private func checkAfterShift(_ r: Int32, _ broken: inout Int32) {
        let b = t.rows[Int(r)].basic
        let c = t.rowConstant[Int(r)]
        t.markChanged(b)
        switch Tableau.outcome(ofShiftTo: c, basic: t.kind[Int(b)], tolerance: tolerance) {
        case .infeasible: t.infeasible.append(r)
        case .broken: broken = r
        case .cancelled: t.rowConstant[Int(r)] = 0
        case .feasible, .moved: break
        }
    }
}
