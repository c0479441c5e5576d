// Writing the solution into the variables, reporting only those that changed.

extension Solver {
    /// Writes the solution into the variables' ``Variable/value`` and returns the variables
    /// whose value changed since the previous call, in a deterministic order.
    ///
    /// Only the variables whose rows were touched since the previous call are visited, so
    /// the cost follows the size of the change, not the size of the layout; the report itself
    /// costs nothing per variable until it is read (see ``ChangedVariables``).
    ///
    /// When the tableau's structure changed since the previous check, the solution is checked
    /// against every required constraint, read from its own terms; should rounding
    /// have broken one, the tableau is rebuilt from the constraints and solved afresh, and the
    /// variables changed by either solution are reported. A required constraint that the
    /// rebuilt tableau finds in conflict with the others (rounding had let it in: fuzz inputs
    /// whose optional constraints drove values to 1e10, where a constant of 0.125 cancels) is
    /// left out and listed in ``rejectedByRebuild``.
    @discardableResult
    public func updateVariables() -> ChangedVariables {
        settleTemplate()
        if !rejectedByRebuild.isEmpty { rejectedByRebuild = [] }
        var out = writeSolution()
        guard t.structureVersion != verifiedStructure else {
            return ChangedVariables(symbols: out, table: t.variables.owned)
        }
        if requiredConstraintsHold() {
            verifiedStructure = t.structureVersion
            return ChangedVariables(symbols: out, table: t.variables.owned)
        }
        // Rebuilt with the same rule first (the tableau's history may be what went wrong),
        // then with the other one (see `Tableau.scalesByCurrentCoefficients`).
        var changed = out.compactMap { t.variables.owned[Int($0)] }
        // Required constraints first: optional ones whose weights pull against each other can
        // drive the tableau's intermediate values far beyond the solution's (7.5e10 on the way to
        // values below 3e5 in one fuzz input), and a required constant added into rows that
        // large cancels to round-off.
        var items = rebuildItems()
        items = items.filter { $0.constraint.strength.isRequired } + items.filter { !$0.constraint.strength.isRequired }
        for _ in 0..<2 {
            rejectedByRebuild = rebuild(from: items)
            rebuilds += 1
            changed += writeSolution().compactMap { t.variables.owned[Int($0)] }
            if (rejectedByRebuild.isEmpty && requiredConstraintsHold()) || t.scalesByCurrentCoefficients { break }
            t.scalesByCurrentCoefficients = true
        }
        // Every variable either solution changed, under the symbols the tableau has now.
        var seen = Set<Int32>()
        out = []
        for v in changed {
            let s = currentSymbol(of: v)
            if s >= 0 && seen.insert(s).inserted { out.append(s) }
        }
        verifiedStructure = t.structureVersion
        return ChangedVariables(symbols: out, table: t.variables.owned)
    }

    /// Writes the tableau's solution into the variables touched since the previous call and
    /// returns the symbols of those whose value changed.
    private func writeSolution() -> [Int32] {
        // Room up front for the changed rows' variables and as many defined ones: a resize
        // reports thousands of variables, and growing the report by doubling would copy it a
        // dozen times; a small change still gets a small report.
        var out: [Int32] = []
        out.reserveCapacity(t.changed.count + Swift.min(t.changed.count, evaluator.count))
        var flags: [Bool] = []
        swap(&flags, &t.inChanged)
        let changed = t.changed, variables = t.variables.unmanaged, defs = t.def, rowOf = t.rowOf
        let constants = t.rowConstant
        let fromShift = t.changedIsShiftedColumn && t.shiftCacheVersion == t.structureVersion
        flags.withUnsafeMutableBufferPointer { flags in
            if fromShift {
                // `changed` is the cached column's external basics in order (see
                // `Tableau.changedIsShiftedColumn`): their rows and variables are in the cache,
                // read in sequence instead of looked up symbol by symbol.
                for s in changed { flags[Int(s)] = false }
                let rows = t.shiftCacheRows, basics = t.shiftCacheBasics, cached = t.shiftCacheVariables
                for i in 0..<cached.count {
                    guard let v = cached[i] else { continue }
                    if v.store(constants[Int(rows[i])]) { out.append(basics[i]) }
                }
                return
            }
            for s in changed {
                let si = Int(s)
                flags[si] = false
                guard defs[si] < 0, let v = variables[si] else { continue }
                let r = rowOf[si]
                if v.store(r >= 0 ? constants[Int(r)] : 0) { out.append(s) }
            }
        }
        swap(&flags, &t.inChanged)
        if !definitions.isEmpty { evaluateDefinitions(changed: t.changed, into: &out) }
        t.changed.removeAllKeepingCapacity()
        t.changedIsShiftedColumn = false
        definitionsDirty = false
        return out
    }

    /// The value the solver currently gives `variable` (0 for a variable it does not know),
    /// without writing it into the variable.
    public func value(of variable: Variable) -> Double {
        settleTemplate()
        var s: Symbol = -1
        if variable.ownerID == id { s = variable.symbol } else if let f = foreign[ObjectIdentifier(variable)] { s = f }
        guard s >= 0, Int(s) < t.symbolCount else { return 0 }
        if t.def[Int(s)] >= 0 {
            evaluateDefinitionsWithoutWriting()
            return evaluator.value[Int(t.def[Int(s)])]
        }
        return t.value(of: s)
    }
}
