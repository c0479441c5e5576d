// Settling the symbols that degenerate rows hold, without a push.
//
// The question. At the optimum the tableau reads, for every row, `basic = b + Σ a_j · n_j` over
// the nonbasic symbols n_j, and the objective reads `z* + Σ d_j · n_j`. A point of the feasible
// set is given by its nonbasic values n (the basic ones follow), and it is optimal exactly
// when its objective is z*. Call F the nonbasic symbols that can move at no cost: externals
// (which the invariant keeps out of the objective and out of restricted rows) and slacks and
// errors with d_j = 0 (within the solver's own optimality tolerance, 1e-12 of its largest
// weight: the same test the simplex uses, so priorities 1 to 999 are told apart exactly as
// the solve tells them apart). Every optimal solution has n_j = 0 off F (d_j > 0 and n_j ≥ 0
// there; dummies are always 0). The optimal set is therefore the polyhedron
//     P = { n over F : n_s ≥ 0 for restricted s, b_i + Σ a_ij n_j ≥ 0 for restricted rows i },
// which contains 0 (the current solution). A variable v changes along n by g·n for a fixed
// vector g (its row, or its definition over rows, read through). v is determined iff g·n = 0
// on all of P.
//
// The local cone. P is convex and contains 0, so P lies in its cone of feasible directions at 0,
//     C = { d : d_s ≥ 0 for restricted s, Σ a_ij d_j ≥ 0 for degenerate rows i (b_i = 0) },
// and every d in C has t·d in P for a small t > 0 (rows with b_i > 0 stay positive). So v is
// determined iff g·d = 0 for every d in C, iff g is orthogonal to the linear hull L of C.
//
// The linear hull. Write C = { d : m_k·d ≥ 0, k in K } (the sign rows and the degenerate rows).
// An inequality k is an implicit equality when m_k·d = 0 on all of C; call E the set of them.
// Then L = { d : m_k·d = 0 for k in E }: C lies in it, and C holds a point d* with m_k·d* > 0
// for every k outside E (the sum of one witness per such k), so d* + u lies in C for every
// small u in that subspace, which C therefore spans.
//
// Finding E: one linear program over the degenerate part only,
//     maximise Σ_k min(m_k·d, 1) over d in C,
// solved as required `m_k·d ≥ 0` and weak `m_k·d ≥ 1` (weight 1 each: the part's own scale,
// not the layout's). At any optimum m_k·d ≥ 1 for every k outside E: if m_k·d < 1, adding a
// witness of k (in C, so no other term falls) raises the objective. And m_k·d = 0 for k in E.
// So E is read off one solution, the threshold 1/2 between the two.
//
// A generic point of L: a second program with the equalities of E as required constraints and
// a weak `d_j == r_j` per symbol, r_j the scan's pseudo-random amount. Its solution is, within
// the region of r where its basis stays optimal (r is generic, so inside one), a linear map of
// r onto L; so g·d is zero for it only when g is orthogonal to L, as the scan's random amounts
// cancel only when their coefficients do. The scan then propagates these amounts instead of
// its own: symbols of E's sign rows are fixed, the others move by their amount, and every
// variable comes out determined or undetermined.
//
// Cost: nothing unless the scan met a held symbol; then two solves over the degenerate rows
// that hold a symbol, and the symbols in them (the rest of the tableau is not copied).

extension DeterminationScan {
    /// Settles every symbol the scan found held by a degenerate row (status 3): fixed (status
    /// 1) or free (status 2) with an amount from a generic point of the optimal set's local
    /// hull (see the discussion at the top of this file). Clears what was propagated so far.
    /// Returns false, leaving the scan as it was, if a scratch solve failed (a solver defect).
    mutating func resolveHeldSymbols() -> Bool {
        let t = solver.t
        if stuck == nil { findStuckSymbols() }
        let tolerance = solver.tolerance
        let limit = zeroCost
        let stuckSymbols = stuck ?? []
        func movable(_ s: Int) -> Bool {
            t.kind[s] == .external
                || (t.kind[s].isRestricted && t.rowOf[s] < 0 && t.obj[s] <= limit && !(s < stuckSymbols.count && stuckSymbols[s]))
        }
        // The degenerate rows that hold a movable symbol (a negative coefficient on it), with
        // their movable entries; a coefficient that is round-off relative to its row is the 0
        // it is in exact arithmetic. Rows with no negative entry restrict nothing `d ≥ 0` does not.
        var local = [Int32](repeating: -1, count: t.symbolCount)
        var symbols: [Symbol] = []
        var rowTerms: [[(Int32, Double)]] = []
        for r in 0..<t.rows.count where t.alive[r] {
            let row = t.rows[r]
            guard row.basic >= 0, t.kind[Int(row.basic)].isRestricted, t.rowConstant[r] <= tolerance else { continue }
            let scale = t.pivotScale(of: row)
            var terms: [(Int32, Double)] = []
            var holds = false
            for k in 0..<row.hot {
                let s = row.ids[k], c = row.coefs[k]
                guard movable(Int(s)), Tableau.isPivot(c, scale: scale) else { continue }
                if c < 0 { holds = true }
                if local[Int(s)] < 0 {
                    local[Int(s)] = Int32(symbols.count)
                    symbols.append(s)
                }
                terms.append((local[Int(s)], c))
            }
            if holds { rowTerms.append(terms) }
        }
        var fixed = [Bool](repeating: false, count: symbols.count)
        var amounts = [Double](repeating: 0, count: symbols.count)
        if !rowTerms.isEmpty {
            guard let implicit = implicitEqualities(symbols: symbols, rows: rowTerms, fixed: &fixed),
                  let point = genericPoint(symbols: symbols, rows: rowTerms, implicit: implicit, fixed: fixed)
            else { return false }
            amounts = point
        }
        // Symbols held only through round-off coefficients are as free as in exact arithmetic.
        for s in 0..<status.count where status[s] == 3 { status[s] = 2 }
        resolvedAmount = [Double](repeating: .nan, count: t.symbolCount)
        for (i, s) in symbols.enumerated() {
            if fixed[i] {
                status[Int(s)] = 1
            } else {
                status[Int(s)] = 2
                resolvedAmount[Int(s)] = amounts[i]
            }
        }
        heldResolved = true
        rowKnown = [Bool](repeating: false, count: rowKnown.count)
        rowChange = [Change](repeating: Change(), count: rowChange.count)
        definitionChange = []
        return true
    }

    /// The implicit equalities of the local cone: marks in `fixed` the symbols that stay at 0
    /// on it and returns, per row, whether its value stays at 0. Nil if the solve failed.
    private func implicitEqualities(symbols: [Symbol], rows: [[(Int32, Double)]], fixed: inout [Bool]) -> [Bool]? {
        let t = solver.t
        let lp = Solver()
        lp.explainsConflicts = false
        let x = symbols.indices.map { Variable("d\($0)") }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(2 * (symbols.count + rows.count))
        for (i, s) in symbols.enumerated() where t.kind[Int(s)].isRestricted {
            constraints.append(Constraint(Expression([Term(x[i])]), .greaterThanOrEqual))
            constraints.append(Constraint(Expression([Term(x[i])], constant: -1), .greaterThanOrEqual, strength: .weak))
        }
        for terms in rows {
            let sum = terms.map { Term(x[Int($0.0)], $0.1) }
            constraints.append(Constraint(Expression(sum), .greaterThanOrEqual))
            constraints.append(Constraint(Expression(sum, constant: -1), .greaterThanOrEqual, strength: .weak))
        }
        guard lp.addConstraints(constraints).isEmpty else { return nil }
        lp.updateVariables()
        for (i, s) in symbols.enumerated() where t.kind[Int(s)].isRestricted {
            fixed[i] = x[i].value < 0.5
        }
        return rows.map { terms in terms.reduce(0) { $0 + $1.1 * x[Int($1.0)].value } < 0.5 }
    }

    /// A generic point of the cone's linear hull: the implicit rows held at 0 over the symbols
    /// that are not fixed, each symbol pulled weakly towards its pseudo-random amount. Nil if
    /// the solve failed.
    private func genericPoint(symbols: [Symbol], rows: [[(Int32, Double)]], implicit: [Bool], fixed: [Bool]) -> [Double]? {
        let lp = Solver()
        lp.explainsConflicts = false
        let y = symbols.indices.map { Variable("d\($0)") }
        var constraints: [Constraint] = []
        for (terms, isImplicit) in zip(rows, implicit) where isImplicit {
            let sum = terms.filter { !fixed[Int($0.0)] }.map { Term(y[Int($0.0)], $0.1) }
            if !sum.isEmpty { constraints.append(Constraint(Expression(sum), .equal)) }
        }
        for (i, s) in symbols.enumerated() where !fixed[i] {
            constraints.append(Constraint(Expression([Term(y[i])], constant: -DeterminationScan.amount(for: s)), .equal,
                                          strength: .weak))
        }
        guard lp.addConstraints(constraints).isEmpty else { return nil }
        lp.updateVariables()
        return y.map(\.value)
    }
}
