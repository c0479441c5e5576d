// A pooled solver that keeps its last system as a template for the next one of the same shape.
//
// A feed of self-sizing cells makes one engine per cell and adds the same constraints in the
// same order each time: the same relations, coefficients and strengths over new views' new
// variables, only the constants differ (intrinsic sizes, the fitting target). Building the
// tableau row by row cost about a quarter of such a cell. A solver given back to the pool
// (``Solver/recycle(_:)``) therefore keeps its optimal tableau and lets go of the variables and
// constraints only. When the next engine's first batch has the same shape, the batch takes
// the template's place — each new variable takes the symbol of the one it replaces, each new
// constraint the record of the one it replaces — and only the differences are applied with
// the solver's own incremental operations: changed optional weights (primal simplex), a
// required constraint now optional (its row rebuilt), and changed constants (dual simplex,
// as ``Solver/updateConstant(of:to:)`` does). The tableau is optimal before each step and
// after it, so the result is an optimum of the new system.
//
// It is kept only when the new optimum is unique (``Solver/determinesEveryBoundVariable``):
// every variable then has the one optimal value a new solver would find. An ambiguous system,
// a batch of another shape, a conflict or anything else unusual gives the template up, and the
// batch is added to the emptied solver as always, so that the same constraints always give
// the same answer whatever was laid out before (to within the round-off of moving constants,
// which ``Solver/templateGenerationLimit`` bounds). Only the pool's solvers keep templates: a
// solver made with `Solver()` never has one.

extension Solver {
    /// The shape of the system a pooled solver kept (see the notes at the top of this file):
    /// for each live record, in order of addition, its index, relation and terms (the
    /// symbols the old variables had and their coefficients).
    struct Template {
        var records: [Int32] = []
        var relations: [Relation] = []
        var termEnds: [Int32] = []
        var symbols: [Symbol] = []
        var coefficients: [Double] = []

        mutating func removeAll() {
            records.removeAllKeepingCapacity()
            relations.removeAllKeepingCapacity()
            termEnds.removeAllKeepingCapacity()
            symbols.removeAllKeepingCapacity()
            coefficients.removeAllKeepingCapacity()
        }
    }

    /// The most constraints a template keeps: a bigger system is emptied as before.
    static let largestTemplate = 1024

    /// How many systems in a row may take a template's place before the solver is emptied and
    /// the next batch added row by row again. Each adoption moves the rows' constants by the
    /// differences from the last system, each move rounded: the limit keeps that round-off to a
    /// few dozen units in the last place of a value, where a new solver's answer would have
    /// none (about 1e-12 of a 400-point layout, far below what a frame shows).
    static let templateGenerationLimit = 64

    /// Keeps the solver's tableau as a template and lets go of its variables and constraints,
    /// instead of emptying it; returns false (nothing changed) when the solver is not in a
    /// state a template can be taken from. The caller then empties it.
    func retireKeepingTemplate() -> Bool {
        // Given back again before anything was added: the template it holds is still whole
        // (its records refer to the placeholder now, and would make an empty one).
        if holdsTemplate { return true }
        let live = records.count - freeRecords.count
        guard live > 0, live <= Solver.largestTemplate, templateGeneration < Solver.templateGenerationLimit,
              edits.isEmpty, foreign.isEmpty,
              foreignRecords.isEmpty, t.journal == nil, pendingRecords.isEmpty, undefined.isEmpty,
              rejectedByRebuild.isEmpty, !t.scalesByCurrentCoefficients, resolvesDirectly,
              explainsConflicts else { return false }
        if !templateShapeIsCurrent {
            guard takeShape() else { return false }
        }
        let own = id
        // The variables and constraints are let go of (and marked as no longer added here) in
        // one pass each, and kept for the next owner to fill in again (see Solver+Reuse.swift).
        releaseVariablesKeepingThemForReuse()
        let placeholder = self.placeholder
        let order = template.records
        // Written straight into a new list: no uniqueness check or growth per constraint.
        let taken = [Constraint](unsafeUninitializedCapacity: order.count) { out, count in
            count = 0
            records.withUnsafeMutableBufferPointer { records in
                heldConstraints.withUnsafeMutableBufferPointer { held in
                    for idx in order {
                        guard let rec = records[Int(idx)] else { continue }
                        records[Int(idx)] = rec.replacingConstraint(with: placeholder)
                        if let c = takeForReuse(&held[Int(idx)], releasedBy: own), let base = out.baseAddress {
                            (base + count).initialize(to: c)
                            count += 1
                        }
                    }
                }
            }
        }
        keepForReuse(taken)
        t.forgetShiftCache()
        // Rows sharing dummy parts through links would carry them from cell to cell; expanded
        // now, the next system starts as flat as a new tableau's.
        t.flattenAll()
        // `t.changed` stays: its symbols are still flagged as listed, and the next system's
        // variables take them (see `Tableau.markChanged`).
        id = Solver.nextID()
        t.solverID = id
        rebuilds = 0
        verifiedStructure = .max
        holdsTemplate = true
        return true
    }

    /// Reads the live records' shape into ``template``: their indices in order of addition,
    /// relations, and terms as the symbols and coefficients they have. False (and an empty
    /// template) when a term's variable has no symbol here.
    private func takeShape() -> Bool {
        // The shape is built in a local value (no uniqueness check per append), read through
        // the records in place.
        var shape = Template()
        swap(&shape, &template)
        shape.removeAll()
        shape.records = sortedRecords()
        let own = id
        let taken = records.withUnsafeBufferPointer { records -> Bool in
            for idx in shape.records {
                guard let rec = records[Int(idx)] else { return false }
                let ok = rec.constraint.expression.terms.withUnsafeBufferPointer { terms -> Bool in
                    for term in terms {
                        let v = term.variable
                        guard v.ownerID == own, v.symbol >= 0 else { return false }
                        shape.symbols.append(v.symbol)
                        shape.coefficients.append(term.coefficient)
                    }
                    return true
                }
                guard ok else { return false }
                shape.relations.append(rec.constraint.relation)
                shape.termEnds.append(Int32(shape.symbols.count))
            }
            return true
        }
        swap(&shape, &template)
        if !taken { template.removeAll() }
        return taken
    }

    /// Gives the template up: the solver becomes empty, as ``Solver/pooled()`` promises. Every
    /// public operation calls this first, except ``addConstraints(_:)``, which may take the
    /// template's place.
    @inline(__always)
    func settleTemplate() {
        if holdsTemplate { dropTemplate() }
    }

    private func dropTemplate() {
        holdsTemplate = false
        template.removeAll()
        empty()
        verifiedStructure = .max
    }

    /// Puts `constraints` in the template's place (see the notes at the top of this file) and
    /// returns true, or returns false with the solver emptied, for the batch to be added as
    /// usual.
    func adoptTemplate(_ constraints: [Constraint]) -> Bool {
        holdsTemplate = false
        if takeTemplatePlace(constraints) {
            // The shape stays: it describes the records until one is made or dropped.
            templateShapeIsCurrent = true
            templatesAdopted += 1
            templateGeneration += 1
            return true
        }
        dropTemplate()
        return false
    }

    private func takeTemplatePlace(_ constraints: [Constraint]) -> Bool {
        guard bindToTemplate(constraints) else { return false }
        do throws(SolverError) {
            guard try applyStrengthChanges() else { return false }
            guard try applyConstantChanges() else { return false }
        } catch {
            return false
        }
        definitionsDirty = true
        verifiedStructure = .max
        return determinesEveryBoundVariable
    }

    /// Gives every new variable the symbol of the one it replaces and every new constraint the
    /// record of the one it replaces, when the batch has the template's shape.
    private func bindToTemplate(_ constraints: [Constraint]) -> Bool {
        // Local copies of the arrays: reading them costs no uniqueness or exclusivity check.
        let order = template.records, relations = template.relations, ends = template.termEnds
        let symbols = template.symbols, coefficients = template.coefficients
        guard constraints.count == order.count else { return false }
        let id = self.id
        let t = self.t
        // The variables' table is written through buffers taken once.
        // The constraints and their variables are read without retaining them (the batch holds
        // them); only the table's own reference to a variable bound here is retained.
        let matched = constraints.withUnsafeBufferPointer { cs in t.variables.withUnsafeMutableBuffers { owned, unmanaged -> Bool in
            var start = 0
            for k in 0..<cs.count {
                let end = Int(ends[k])
                let matched = Unmanaged.passUnretained(cs[k])._withUnsafeGuaranteedRef { c -> Bool in
                    guard c.ownerID == 0, c.relation == relations[k], c.expression.constant.isFinite,
                          c.strengthBelow.map({ $0.isRequired == c.strength.isRequired }) ?? true else { return false }
                    // Read in place: a read-only access to the stored array would retain it
                    // (and release it after). Nothing is written through the mutable one; the
                    // array, made for the constraint, is normally its only holder (were it
                    // shared, the access would first give the constraint its own copy).
                    return c.expression.terms.withUnsafeMutableBufferPointer { terms -> Bool in
                        guard terms.count == end - start else { return false }
                        for j in 0..<terms.count {
                            let s = symbols[start + j]
                            guard terms[j].coefficient == coefficients[start + j] else { return false }
                            let variable = Unmanaged.passUnretained(terms[j].variable)
                            let isNew = variable._withUnsafeGuaranteedRef { v -> Bool? in
                                if v.ownerID == id { return v.symbol == s ? false : nil }
                                guard v.ownerID == 0, Int(s) < owned.count, unmanaged[Int(s)] == nil else { return nil }
                                v.ownerID = id
                                v.symbol = s
                                return true
                            }
                            guard let isNew else { return false }
                            if isNew {
                                owned[Int(s)] = variable.takeUnretainedValue()
                                unmanaged[Int(s)] = variable
                                // Written by the next `updateVariables()`, even if a later
                                // constraint does not match.
                                t.markChanged(s)
                            }
                        }
                        return true
                    }
                }
                guard matched else { return false }
                start = end
            }
            return true
        } }
        guard matched else { return false }
        return constraints.withUnsafeBufferPointer { cs in records.withUnsafeMutableBufferPointer { records in
            heldConstraints.withUnsafeMutableBufferPointer { held in
                for k in 0..<cs.count {
                    let idx = Int(order[k])
                    let constraint = Unmanaged.passUnretained(cs[k])
                    let taken = constraint._withUnsafeGuaranteedRef { c -> Bool in
                        guard c.ownerID == 0, let old = records[idx] else { return false }
                        records[idx] = old.replacingConstraint(with: c)
                        c.ownerID = id
                        c.record = Int32(idx)
                        return true
                    }
                    guard taken else { return false }
                    held[idx] = constraint.takeUnretainedValue()
                }
                return true
            }
        } }
    }

    /// Gives each record its new constraint's weights: optional weights in the objective, a
    /// required constraint now optional by rebuilding its row. False when an optional one is
    /// now required (that could conflict: the batch is added anew instead).
    private func applyStrengthChanges() throws(SolverError) -> Bool {
        var reweighted = false
        // The largest optional weight, as a new solver given the batch would have it.
        var objectiveScale = 1.0
        for idx in template.records {
            guard let rec = records[Int(idx)] else { return false }
            // The constraint is read borrowed (the batch holds it), not retained.
            let (weight, below, isRequired) = Unmanaged.passUnretained(rec.constraint)._withUnsafeGuaranteedRef { c in
                (c.strength.weight, c.strengthBelow.map { $0.weight } ?? c.strength.weight, c.strength.isRequired)
            }
            if !isRequired { objectiveScale = Swift.max(objectiveScale, weight, below) }
            if weight == rec.weight && below == rec.weightBelow { continue }
            if isRequired { return false }
            // No journal: should this fail, the solver is emptied, not rolled back.
            if rec.isRequired {
                try reinsert(idx, weight: weight, below: below)
            } else {
                reweightOptional(idx, weight: weight, below: below)
            }
            reweighted = true
        }
        if reweighted { try optimize() }
        t.objScale = objectiveScale
        return true
    }

    /// Moves each record's constant to its new constraint's and restores feasibility with the
    /// dual simplex; a placeholder constant (``Constraint/constantIsPlaceholder``) takes the
    /// record's instead. False when the required constraints cannot hold with the new constants.
    private func applyConstantChanges() throws(SolverError) -> Bool {
        var requiredMoved = false
        // The feasibility tolerance's scale, as a new solver given the batch would have it.
        constScale = 1
        for idx in template.records {
            guard let rec = records[Int(idx)] else { return false }
            let constant = Unmanaged.passUnretained(rec.constraint)._withUnsafeGuaranteedRef { c -> Double in
                // A placeholder takes the template's constant (its caller reads it back).
                guard c.constantIsPlaceholder else { return c.expression.constant }
                c.expression.constant = rec.constant
                return rec.constant
            }
            constScale = Swift.max(constScale, Swift.abs(constant))
            if constant == rec.constant { continue }
            if rec.isRequired { requiredMoved = true }
            try changeConstant(ofRecord: idx, to: constant)
        }
        return try dualOptimize(allowingRoundOff: !requiredMoved) == nil
    }
}

extension ConstraintRecord {
    /// The same record for another constraint object.
    func replacingConstraint(with constraint: Constraint) -> ConstraintRecord {
        ConstraintRecord(constraint: constraint, marker: marker, other: other, sign: sign, weight: weight,
                         weightBelow: weightBelow, constant: constant, seq: seq)
    }
}
