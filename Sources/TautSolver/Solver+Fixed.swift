extension Solver {
    /// Whether `variable`'s solved value is fixed by required equalities alone, so that no
    /// change to the constant of an optional constraint or of an inequality (nor to a weight)
    /// can move it. A layout engine uses it to leave a label's unwrapped width unmeasured while
    /// the label's width is pinned anyway.
    ///
    /// Read from the current tableau (after a solve). A variable in a row is fixed when every
    /// other symbol of its row is a required equality's dummy marker: the simplex never pivots
    /// on a dummy, and an unrestricted variable's row never leaves the basis, so neither a
    /// constant moved along an optional constraint's or inequality's marker nor a pivot of the
    /// primal or dual simplex changes that row (a required equality's constant still moves it).
    /// A variable kept out of the tableau by direct resolution is fixed when every variable of
    /// its definition is. A variable outside the basis, unknown here, or behind more than 256
    /// definitions is not reported as fixed. A template the solver holds is given up first.
    package func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
        settleTemplate()
        let first = currentSymbol(of: variable)
        guard first >= 0 else { return false }
        var pending: [Symbol] = [first]
        var visits = 0
        while let s = pending.popLast() {
            visits += 1
            if visits > 256 { return false }
            let d = t.def[Int(s)]
            if d >= 0 {
                for k in evaluator.terms(of: d) { pending.append(evaluator.termIDs[k]) }
                continue
            }
            let r = t.rowOf[Int(s)]
            guard r >= 0, Int(r) < t.rows.count else { return false }
            let row = t.rows[Int(r)]
            for id in row.ids where id != s && t.kind[Int(id)] != .dummy { return false }
        }
        return true
    }
}
