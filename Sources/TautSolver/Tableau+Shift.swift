// Moving row constants along one column: what a constant change of a constraint (an edit
// suggestion, `update(offset:)`, measured text) does to the tableau when its marker is not basic.

extension Tableau {
    /// Subtracts `coefficient(of: m) × delta` from the constant of every row that contains the
    /// nonbasic symbol `m`. Restricted rows that turn negative go into the dual simplex
    /// worklist; a redundant row (basic dummy) must stay `0 = 0`: the first one that moves by
    /// more than `tolerance` is returned, else -1.
    ///
    /// The rows, coefficients and basic symbols of the column are cached until the tableau's
    /// structure changes, so that a run of suggestions for one edit variable (a resize, an
    /// animation) costs one multiply-add per row, on the dense ``rowConstant`` array without
    /// visiting any ``Row``. The column holds thousands of rows on large layouts: the loop
    /// works on local copies of the arrays it reads (no reference counting per row) and on
    /// arrays moved out of the tableau for those it writes or appends to.
    func shiftConstants(alongColumnOf m: Symbol, by delta: Double, tolerance: Double) -> Int32 {
        if shiftCacheSymbol != m || shiftCacheVersion != structureVersion {
            guard lastUncachedShift == (m, structureVersion) else {
                lastUncachedShift = (m, structureVersion)
                return shiftUncached(alongColumnOf: m, by: delta, tolerance: tolerance)
            }
            cacheColumn(m)
        }
        if journal != nil {
            for r in shiftCacheRows { touchRow(r) }
        }
        let startsEmpty = changed.isEmpty
        var changedList: [Symbol] = []
        var changedFlags: [Bool] = []
        var worklist: [Int32] = []
        var constants: [Double] = []
        swap(&constants, &rowConstant)
        swap(&changedList, &changed)
        swap(&changedFlags, &inChanged)
        swap(&worklist, &infeasible)
        let kinds = kind
        let cachedRows = shiftCacheRows
        let cachedCoefs = shiftCacheCoefs
        let cachedBasics = shiftCacheBasics
        var broken: Int32 = -1
        // Unsafe buffers for the two arrays written per row: no uniqueness check per write.
        constants.withUnsafeMutableBufferPointer { constants in
            changedFlags.withUnsafeMutableBufferPointer { changedFlags in
                for i in 0..<cachedRows.count {
                    let r = Int(cachedRows[i])
                    let c = constants[r] - cachedCoefs[i] * delta
                    constants[r] = c
                    let b = Int(cachedBasics[i])
                    switch Tableau.outcome(ofShiftTo: c, basic: kinds[b], tolerance: tolerance) {
                    case .infeasible: worklist.append(Int32(r))
                    case .broken: if broken < 0 { broken = Int32(r) }
                    case .cancelled: constants[r] = 0
                    case .moved:
                        if !changedFlags[b] {
                            changedFlags[b] = true
                            changedList.append(Symbol(b))
                        }
                    case .feasible: break
                    }
                }
            }
        }
        swap(&changedList, &changed)
        swap(&changedFlags, &inChanged)
        swap(&worklist, &infeasible)
        swap(&constants, &rowConstant)
        changedIsShiftedColumn = startsEmpty
        return broken
    }

    /// ``shiftConstants(alongColumnOf:by:tolerance:)`` straight from the column, for a column
    /// shifted once: the same rows in the same order, the same outcomes, nothing cached.
    private func shiftUncached(alongColumnOf m: Symbol, by delta: Double, tolerance: Double) -> Int32 {
        let column = self.column(of: m)
        if journal != nil {
            for (r, _) in column { touchRow(r) }
        }
        var broken: Int32 = -1
        for (r, coefficient) in column {
            let ri = Int(r)
            let c = rowConstant[ri] - coefficient * delta
            rowConstant[ri] = c
            let b = rows[ri].basic
            switch Tableau.outcome(ofShiftTo: c, basic: kind[Int(b)], tolerance: tolerance) {
            case .infeasible: infeasible.append(r)
            case .broken: if broken < 0 { broken = r }
            case .cancelled: rowConstant[ri] = 0
            case .moved: markChanged(b)
            case .feasible: break
            }
        }
        changedIsShiftedColumn = false
        return broken
    }

    /// Fills the shift cache with the rows of `m`'s column, its coefficient in each, each row's
    /// basic symbol and that symbol's variable.
    private func cacheColumn(_ m: Symbol) {
        shiftCacheRows.removeAllKeepingCapacity()
        shiftCacheCoefs.removeAllKeepingCapacity()
        shiftCacheBasics.removeAllKeepingCapacity()
        shiftCacheVariables.removeAllKeepingCapacity()
        for (r, c) in column(of: m) {
            let b = rows[Int(r)].basic
            shiftCacheRows.append(r)
            shiftCacheCoefs.append(c)
            shiftCacheBasics.append(b)
            shiftCacheVariables.append(kind[Int(b)] == .external ? variables.unmanaged[Int(b)] : nil)
        }
        shiftCacheSymbol = m
        shiftCacheVersion = structureVersion
    }

    /// How a row stands once its constant has moved to `c`, by the kind of its basic symbol:
    /// a restricted basic (slack, error) that went negative needs the dual simplex; a redundant
    /// row (basic dummy) must stay `0 = 0`, so it is broken beyond `tolerance` and its constant
    /// snaps back to an exact 0 within it; an external basic's value moved.
    enum ShiftOutcome { case feasible, infeasible, broken, cancelled, moved }

    /// See ``ShiftOutcome``.
    @inline(__always)
    static func outcome(ofShiftTo c: Double, basic kind: SymbolKind, tolerance: Double) -> ShiftOutcome {
        switch kind {
        case .slack, .error: return c < 0 ? .infeasible : .feasible
        case .dummy: return Swift.abs(c) > tolerance ? .broken : .cancelled
        case .external: return .moved
        }
    }
}
