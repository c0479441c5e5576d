// Adding a constraint: building its row, choosing the subject that enters the basis, and the
// artificial-variable phase for rows without an obvious subject.

extension Solver {
    /// Creates the record of a constraint and puts its row into the tableau (no optimisation).
    /// Must run inside a transaction. With `closingJournalAtEntry`, the tableau's journal is
    /// closed as soon as the row is certain to go in (see ``enter(_:_:closingJournal:)``).
    func addRecord(_ c: Constraint, weight: Double, closingJournalAtEntry: Bool = false) throws(SolverError) -> Int32 {
        let idx = makeRecord(c, weight: weight)
        try insertRow(ofRecord: idx, closingJournalAtEntry: closingJournalAtEntry)
        return idx
    }

    /// Creates the record of a constraint (pending until ``commitRecords()``), without a row.
    func makeRecord(_ c: Constraint, weight: Double) -> Int32 {
        let idx: Int32
        templateShapeIsCurrent = false
        seqCounter += 1
        let rec = ConstraintRecord(constraint: c, marker: -1, other: -1,
                                   sign: c.relation == .lessThanOrEqual ? -1 : 1,
                                   weight: weight, weightBelow: c.strengthBelow.map { $0.weight } ?? weight,
                                   constant: c.expression.constant, seq: seqCounter)
        if let f = freeRecords.popLast() {
            idx = f
            records[Int(f)] = rec
            heldConstraints[Int(f)] = c
        } else {
            idx = Int32(records.count)
            records.append(rec)
            heldConstraints.append(c)
        }
        setRecordIndex(idx, of: c)
        pendingRecords.append(idx)
        return idx
    }

    /// Makes the new record `idx` a definition if it can be one (see ``defineIfPossible(_:)``),
    /// outside any transaction: a definition cannot fail and changes no row. Returns false
    /// otherwise, with the solver as it was (symbols it made for the constraint's variables
    /// are forgotten again, so that the transaction that follows makes them, as it would have).
    func defineOutsideTransaction(_ idx: Int32) -> Bool {
        guard resolvesDirectly, let constant = records[Int(idx)]?.constant else { return false }
        let symbols = t.symbolCount
        let scale = constScale
        constScale = Swift.max(constScale, Swift.abs(constant))
        if defineIfPossible(idx) { return true }
        constScale = scale
        if t.symbolCount > symbols {
            t.resetSymbols(from: symbols)
            if !foreign.isEmpty { foreign = foreign.filter { Int($0.value) < symbols } }
        }
        return false
    }

    /// Builds the record's row with fresh marker symbols and puts it into the tableau.
    /// With `defining` false, the caller has already found that it is no definition.
    func insertRow(ofRecord idx: Int32, closingJournalAtEntry: Bool = false, defining: Bool = true) throws(SolverError) {
        // The constant read in place: a copy of the record would retain its constraint.
        guard let constant = records[Int(idx)]?.constant else { throw .internalError("missing constraint record") }
        constScale = Swift.max(constScale, Swift.abs(constant))
        if defining && resolvesDirectly && defineIfPossible(idx) { return }
        guard var rec = records[Int(idx)] else { throw .internalError("missing constraint record") }
        // Room for the terms, the markers and a little of what expansion brings: rows of a
        // layout end with about five entries, and a row sized for more costs memory in every
        // row (at 10000 views, more cache misses than the few regrowths it saves).
        let row = t.makeRow(capacity: rec.constraint.expression.terms.count + 3)
        let σ = rec.sign
        // Σ σ·coef·var, each basic variable replaced by its row, each defined one expanded.
        for term in rec.constraint.expression.terms {
            let s = symbol(for: term.variable)
            t.used[Int(s)] = true
            expand(row, s, σ * term.coefficient)
        }
        finishExpansion(row)
        row.detachedConstant += σ * rec.constant
        // Markers.
        let required = rec.isRequired
        switch rec.constraint.relation {
        case .equal:
            if required {
                rec.marker = t.newSymbol(.dummy)
                appendNew(row, rec.marker, -1)
            } else {
                rec.marker = t.newSymbol(.error)
                rec.other = t.newSymbol(.error)
                appendNew(row, rec.marker, -1)
                appendNew(row, rec.other, 1)
                t.addObjective(rec.marker, rec.weight)
                t.addObjective(rec.other, rec.weightBelow)
            }
        case .lessThanOrEqual, .greaterThanOrEqual:
            rec.marker = t.newSymbol(.slack)
            appendNew(row, rec.marker, -1)
            if !required {
                rec.other = t.newSymbol(.error)
                appendNew(row, rec.other, 1)
                t.addObjective(rec.other, rec.weight)
            }
        }
        if !required { t.objScale = Swift.max(t.objScale, rec.weight, rec.weightBelow) }
        row.magnitude = Swift.max(row.magnitude, 1)  // the markers' coefficients
        t.owner[Int(rec.marker)] = idx
        if rec.other >= 0 { t.owner[Int(rec.other)] = idx }
        records[Int(idx)] = rec
        try insertConstraintRow(row, record: rec, closingJournalAtEntry: closingJournalAtEntry)
    }

    private func appendNew(_ row: Row, _ s: Symbol, _ c: Double) {
        row.ids.append(s)
        row.coefs.append(c)
    }

    /// Chooses the subject of a new row `0 = constant + Σ` and puts the row into the tableau.
    ///
    /// A coefficient that is round-off (see ``Tableau/pivotEpsilon``) is never the subject:
    /// it counts as the 0 it is in exact arithmetic (and stays in the row). The subject, in
    /// order of preference:
    /// 1. an external symbol (unrestricted), the one in the fewest rows (then lowest id);
    /// 2. the constraint's own slack/error marker, if making it basic keeps it non-negative;
    /// 3. a slack/error symbol whose basic value is non-negative and whose substitution keeps
    ///    every restricted row non-negative (always true for a zero constant). The one whose
    ///    entry costs the objective least comes first (the dual simplex's ratio: its objective
    ///    coefficient over the magnitude of its coefficient in the row), then the one in the
    ///    fewest rows, then the lowest id. With a nonzero constant that is what the entry
    ///    raises the objective by; with a zero constant no value moves, but a costly subject
    ///    lowers the reduced costs of the row's other symbols by as much, and the simplex
    ///    would pivot only to come back to the same point (see SubjectZeroConstantTests);
    /// 4. when only dummies remain: a zero constant means the constraint is redundant (its
    ///    own dummy becomes basic); otherwise it is unsatisfiable;
    /// 5. otherwise an artificial variable is minimised (phase one of the simplex).
    func insertConstraintRow(_ row: Row, record rec: ConstraintRecord, closingJournalAtEntry close: Bool) throws(SolverError) {
        let scale = t.pivotScale(of: row)
        var best: Symbol = -1
        var bestCoefficient = 0.0
        var bestCount = Int.max
        for k in 0..<row.ids.count where t.kind[Int(row.ids[k])] == .external {
            let s = row.ids[k]
            let n = t.columnLength(s)
            if (n < bestCount || (n == bestCount && s < best)) && Tableau.isPivot(row.coefs[k], scale: scale) {
                best = s
                bestCoefficient = row.coefs[k]
                bestCount = n
            }
        }
        if best >= 0 { return try enter(row, best, coefficient: bestCoefficient, record: rec, closingJournal: close) }
        if Swift.abs(row.detachedConstant) <= tolerance { row.detachedConstant = 0 }
        for s in [rec.marker, rec.other] where s >= 0 && t.kind[Int(s)].isRestricted {
            let c = row.coefficient(of: s)
            if c != 0 && (row.detachedConstant == 0 || (row.detachedConstant > 0) == (c < 0)) { return enter(row, s, closingJournal: close) }
        }
        // A restricted symbol whose new value stays non-negative, and which either keeps the
        // other rows' constants (zero constant) or only appears in rows of unrestricted
        // (external) symbols, whose values may change freely.
        var candidates = subjectCandidates
        subjectCandidates = []
        defer { candidates.removeAllKeepingCapacity(); subjectCandidates = candidates }
        for k in 0..<row.ids.count {
            let s = row.ids[k]
            guard t.kind[Int(s)].isRestricted else { continue }
            let c = row.coefs[k]
            guard row.detachedConstant == 0 || (row.detachedConstant > 0) == (c < 0) else { continue }
            guard Tableau.isPivot(c, scale: scale) else { continue }
            // What entering `s` costs the objective per unit of its coefficient. By the
            // fewest rows alone, a gap of a horizontal equal-centring stack that had to widen
            // compressed a label (weight 4.8 million) instead of widening every gap through a
            // spacing slack (weight 0), and the simplex walked the compression back label by
            // label: O(N) pivots over columns as long as the stack (see SubjectCostTests). With
            // a zero constant, the root's height hold that a self-sizing cell makes required
            // again after `systemLayoutSizeFitting` took 3 to 4 pivots over the whole cell.
            let cost = t.obj[Int(s)] / Swift.abs(c)
            candidates.append((cost, t.columnLength(s), s, c))
        }
        candidates.sort { ($0.cost, $0.count, $0.symbol) < ($1.cost, $1.count, $1.symbol) }
        for cand in candidates.prefix(8) {
            if row.detachedConstant == 0 || keepsFeasible(cand.symbol, at: -row.detachedConstant / cand.coef) {
                best = cand.symbol
                bestCoefficient = cand.coef
                break
            }
        }
        if best >= 0 { return try enter(row, best, coefficient: bestCoefficient, record: rec, closingJournal: close) }
        if row.ids.allSatisfy({ t.kind[Int($0)] == .dummy }) {
            if row.detachedConstant != 0 {
                conflictCandidates = t.owners(of: row, includingBasic: false)
                throw .unsatisfiableConstraint(rec.constraint, conflicts: [])
            }
            let s = row.index(of: rec.marker) != nil ? rec.marker : (row.ids.min() ?? -1)
            if s < 0 { return }  // 0 = 0: nothing to keep
            return enter(row, s, closingJournal: close)
        }
        try addWithArtificial(row, record: rec)
    }

    /// Whether giving the nonbasic symbol `s` the value `value` keeps every restricted row of
    /// its column non-negative.
    private func keepsFeasible(_ s: Symbol, at value: Double) -> Bool {
        var feasible = true
        t.forEachRestrictedRow(containing: s) { r, _, c in
            if t.rowConstant[Int(r)] + c * value < -tolerance { feasible = false }
        }
        return feasible
    }

    /// ``enter(_:_:closingJournal:)`` for a new constraint's subject `s`, whose coefficient in
    /// the row is `c`. A doubtful pivot (see ``isDoubtful(_:in:)``) keeps the journal open, so
    /// that ``checkHolds(_:)`` can still refuse the constraint.
    private func enter(_ row: Row, _ s: Symbol, coefficient c: Double, record rec: ConstraintRecord,
                       closingJournal close: Bool) throws(SolverError) {
        guard isDoubtful(c, in: row) else { return enter(row, s, closingJournal: close) }
        enter(row, s, closingJournal: false)
        try checkHolds(rec)
    }

    /// Solves the row for `s`, inserts it and substitutes `s` in the rest of the tableau.
    ///
    /// Nothing from here on can fail, so with `closingJournal` the open transaction stops
    /// recording: the rows the substitution changes are not copied into the journal (each
    /// copy cost an allocation, a copy and a release per row, most of adding a constraint to
    /// a big tableau). A caller that passes it can no longer roll the tableau back; it checks
    /// ``Tableau/journal`` to know (see ``Solver/addConstraint(_:)``).
    private func enter(_ row: Row, _ s: Symbol, closingJournal: Bool) {
        guard let k = row.index(of: s) else { return }
        if closingJournal { t.closeJournal() }
        row.solve(forEntryAt: k)
        let r = t.insertRow(row, basic: s)
        t.substitute(s, by: r)
    }

    /// Phase one: adds `a = |row|` and minimises the artificial variable `a`.
    ///
    /// A symbol whose coefficient in `a`'s row is round-off (see ``Tableau/pivotEpsilon``)
    /// does not enter: in exact arithmetic it does not move `a`, and pivoting on it would
    /// "satisfy" a constraint that does not hold by giving the symbol a value some 10^15 times
    /// too large (found by the solver's fuzzer: a required equality off by 621.93 accepted
    /// that way). When only such symbols are left, phase one ends: `a` above the tolerance
    /// means the constraint is unsatisfiable. When `a` ends at zero, a symbol whose
    /// coefficient is not round-off takes its place; if there is none, `a = 0` holds in exact
    /// arithmetic whatever the others are, and the row goes.
    private func addWithArtificial(_ row: Row, record rec: ConstraintRecord) throws(SolverError) {
        if row.detachedConstant < 0 { row.scale(by: -1) }
        let a = t.newSymbol(.slack)
        t.insertRow(row, basic: a)
        var iterations = 0
        var doubtful = false
        let limit = 100 + 50 * (t.rows.count + t.symbolCount)
        while t.rowOf[Int(a)] >= 0 {
            let arow = t.rows[Int(t.rowOf[Int(a)])]
            let scale = t.pivotScale(of: arow)
            var entering: Symbol = -1
            var coefficient = 0.0
            for k in 0..<arow.ids.count {
                let s = arow.ids[k]
                if arow.coefs[k] < 0 && t.kind[Int(s)] != .dummy && (entering < 0 || s < entering)
                    && Tableau.isPivot(arow.coefs[k], scale: scale) {
                    entering = s
                    coefficient = arow.coefs[k]
                }
            }
            if entering < 0 { break }
            if isDoubtful(coefficient, in: arow) { doubtful = true }
            guard let leave = leavingRow(for: entering) else {
                throw .internalError("phase one found no leaving row")
            }
            t.pivot(leave, entering: entering)
            iterations += 1
            if iterations > limit { throw .internalError("phase one does not terminate") }
        }
        let ar = t.rowOf[Int(a)]
        if ar >= 0 {
            let arow = t.rows[Int(ar)]
            if t.rowConstant[Int(ar)] > tolerance {
                conflictCandidates = t.owners(of: arow, includingBasic: false)
                throw .unsatisfiableConstraint(rec.constraint, conflicts: [])
            }
            t.touchRow(ar)
            t.flatten(arow, at: ar)
            t.rowConstant[Int(ar)] = 0
            // The lowest non-dummy, else the constraint's own marker, else the lowest dummy.
            let scale = t.pivotScale(of: arow)
            var entering: Symbol = -1
            var dummy: Symbol = -1
            for k in 0..<arow.ids.count where Tableau.isPivot(arow.coefs[k], scale: scale) {
                let s = arow.ids[k]
                if t.kind[Int(s)] != .dummy {
                    if entering < 0 || s < entering { entering = s }
                } else if dummy != rec.marker && (s == rec.marker || dummy < 0 || s < dummy) {
                    dummy = s
                }
            }
            if entering < 0 { entering = dummy }
            if entering < 0 {
                t.removeRow(ar)
            } else {
                t.pivot(ar, entering: entering)
            }
        }
        t.purge(a)
        if doubtful { try checkHolds(rec) }
    }

    /// Whether a pivot on `c` is one the row's magnitude alone would have refused as
    /// round-off, allowed only because the magnitude is capped (see ``Tableau/pivotScale(of:)``).
    ///
    /// The cap lets true coefficients of rows whose magnitude compounded be pivots (fuzz input
    /// 1d39cd55: ±55 in a row of magnitude 2.3e14), but also residues of rows whose terms all
    /// cancelled (7f9b229a's successor f2f5666b: 5.7e-8 in a row of magnitude 2.2e8, whose
    /// largest coefficient was 1), which "satisfy" a constraint that cannot hold by giving a
    /// slack the value 9.3e10. Neither test tells them apart; the constraint itself does.
    private func isDoubtful(_ c: Double, in row: Row) -> Bool {
        !Tableau.isPivot(c, scale: Swift.max(1, row.magnitude))
    }

    /// After a new required row went in through a doubtful pivot (see ``isDoubtful(_:in:)``):
    /// throws ``SolverError/unsatisfiableConstraint(_:conflicts:)`` unless every required
    /// constraint, read from its terms at the tableau's current solution, holds. (A residue
    /// taken for a pivot leaves the new row satisfied in the tableau and breaks the others.)
    private func checkHolds(_ rec: ConstraintRecord) throws(SolverError) {
        guard rec.isRequired else { return }
        if !definitions.isEmpty { evaluateDefinitionsWithoutWriting() }
        guard requiredConstraintsHold() else {
            throw .unsatisfiableConstraint(rec.constraint, conflicts: [])
        }
    }
}
