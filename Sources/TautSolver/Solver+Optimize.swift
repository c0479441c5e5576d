// The primal and dual simplex loops, with Bland-style deterministic choices: the entering
// symbol is the lowest id among the candidates; ratio ties go to the lowest basic symbol id.
// A coefficient that is round-off relative to its row (see `Tableau.pivotEpsilon`) is passed
// over as the 0 it is in exact arithmetic, as far as that is safe (see each loop).

extension Solver {
    /// The restricted row that limits `entering` first (minimum ratio), or nil if none does.
    ///
    /// A row whose coefficient of `entering` is round-off (see ``Tableau/pivotEpsilon``) does
    /// not limit it, as in exact arithmetic, unless the step the other rows allow would take
    /// that row below -tolerance: the coefficient may be a true one, and the row is ranked
    /// with the others. When only round-off rows limit `entering`, none does: in exact
    /// arithmetic the objective (bounded below by 0) then does not fall along `entering`
    /// either, and the caller leaves it out (optimality at worst, never feasibility).
    func leavingRow(for entering: Symbol) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic: Symbol = .max
        var roundOff = false
        t.forEachRestrictedRow(containing: entering) { r, b, c in
            guard c < 0 else { return }
            let ratio = Swift.max(0, -t.rowConstant[Int(r)] / c)
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                guard Tableau.isPivot(c, scale: t.pivotScale(of: t.rows[Int(r)])) else {
                    roundOff = true
                    return
                }
                best = r
                bestRatio = ratio
                bestBasic = b
            }
        }
        guard best >= 0 else { return nil }
        guard roundOff else { return best }
        // Rank the round-off rows the step to `bestRatio` would take below -tolerance too.
        let step = bestRatio
        let tolerance = self.tolerance
        t.forEachRestrictedRow(containing: entering) { r, b, c in
            guard c < 0, t.rowConstant[Int(r)] + c * step < -tolerance else { return }
            let ratio = Swift.max(0, -t.rowConstant[Int(r)] / c)
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best
    }

    /// The lowest-id nonbasic, non-dummy symbol with a negative objective coefficient.
    func enteringSymbol() -> Symbol? {
        let limit = -1e-12 * t.objScale
        var best: Symbol = -1
        var w = 0
        for i in 0..<t.negList.count {
            let s = t.negList[i]
            let si = Int(s)
            if t.obj[si] < limit && t.kind[si] != .dummy && t.rowOf[si] < 0 {
                t.negList[w] = s
                w += 1
                if best < 0 || s < best { best = s }
            } else {
                t.inNegList[si] = false
            }
        }
        t.negList.removeLast(t.negList.count - w)
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the objective, from a feasible tableau.
    func optimize() throws(SolverError) {
        var iterations = 0
        let limit = 1000 + 50 * (t.rows.count + t.symbolCount)
        while let e = enteringSymbol() {
            iterations += 1
            if iterations > limit { throw .internalError("the simplex does not terminate") }
            guard let r = leavingRow(for: e) else {
                // The objective, Σ weight × error with weights and errors ≥ 0, is bounded
                // below by 0: no direction lowers it without limit. A negative coefficient
                // that no row bounds is the round-off of cancelling large weights (found by
                // the solver's fuzzer: priority 999 beside weak constraints, added in one
                // batch) and is 0 in exact arithmetic.
                t.clearObjective(e)
                continue
            }
            t.pivot(r, entering: e)
        }
        t.infeasible.removeAllKeepingCapacity()
    }

    /// Dual simplex: restores feasibility of the rows in the worklist while keeping the
    /// objective optimal. Returns the index of a row that cannot be made feasible (the
    /// required constraints are then inconsistent), or nil on success.
    ///
    /// A symbol whose coefficient is round-off (see ``Tableau/pivotEpsilon``) enters only when
    /// no other can: that of a symbol that costs nothing (a slack, an error of weight 0) has
    /// the ratio 0 and would win, and the symbol would take a value some 10^15 times too large.
    /// Passing it over costs optimality at most, never feasibility; refusing it outright could
    /// fail an edit suggestion, which an optional constraint can always take in exact
    /// arithmetic (the coefficient is then a true one). For a required constraint's new
    /// constant (`allowingRoundOff` false) it is refused: a row that only round-off could make
    /// feasible is inconsistent in exact arithmetic. (Fuzz input 7f9b229a: a required equality
    /// moved 13 723 away from a required inequality over the same terms was accepted through
    /// a coefficient of 3.6e-12, the slack taking a value of 3.8e15.)
    func dualOptimize(allowingRoundOff: Bool = true) throws(SolverError) -> Int32? {
        var iterations = 0
        let limit = 1000 + 50 * (t.rows.count + t.symbolCount)
        while let r = t.infeasible.popLast() {
            let ri = Int(r)
            guard ri < t.rows.count, t.alive[ri] else { continue }
            let row = t.rows[ri]
            let b = row.basic
            guard b >= 0, t.kind[Int(b)].isRestricted, t.rowConstant[ri] < 0 else { continue }
            var entering: Symbol = -1
            var bestRatio = Double.infinity
            var roundOff: Symbol = -1
            var roundOffRatio = Double.infinity
            let scale = t.pivotScale(of: row)
            for k in 0..<row.hot {
                let s = row.ids[k]
                let c = row.coefs[k]
                guard c > 0 else { continue }
                let ratio = Swift.max(0, t.obj[Int(s)]) / c
                if Tableau.isPivot(c, scale: scale) {
                    if ratio < bestRatio || (ratio == bestRatio && s < entering) {
                        entering = s
                        bestRatio = ratio
                    }
                } else if ratio < roundOffRatio || (ratio == roundOffRatio && s < roundOff) {
                    roundOff = s
                    roundOffRatio = ratio
                }
            }
            if entering < 0 && allowingRoundOff { entering = roundOff }
            if entering < 0 {
                if t.rowConstant[ri] >= -tolerance {
                    t.touchRow(r)
                    t.rowConstant[ri] = 0
                    t.markChanged(b)
                    continue
                }
                t.infeasible.removeAllKeepingCapacity()
                return r
            }
            t.pivot(r, entering: entering)
            iterations += 1
            if iterations > limit { throw .internalError("the dual simplex does not terminate") }
        }
        return nil
    }
}
