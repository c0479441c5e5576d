// Removing a constraint: its error terms leave the objective, its marker is pivoted into the
// basis (choosing the row so that the tableau stays feasible) and that row is dropped.

extension Solver {
    /// Takes the record's row out of the tableau (no optimisation, the record is kept).
    func removeRecord(_ idx: Int32) throws(SolverError) {
        guard let rec = records[Int(idx)] else { throw .internalError("missing constraint record") }
        let di = t.defOfDummy[Int(rec.marker)]
        if di >= 0 { materialize(di) }
        // Objective: remove weight × error.
        for e in rec.errorSymbols {
            let r = t.rowOf[Int(e)]
            if r >= 0 {
                t.addScaledToObjective(-rec.weight(of: e), row: r)
            } else {
                t.addObjective(e, -rec.weight(of: e))
            }
        }
        let m = rec.marker
        let mr = t.rowOf[Int(m)]
        var substitutedBehindLinks = false
        if mr >= 0 {
            t.removeRow(mr)
        } else if let (r, column) = markerLeavingRow(m) {
            // The column read to choose the row is the one the pivot substitutes into.
            substitutedBehindLinks = t.mayBeLinked(m)
            if substitutedBehindLinks {
                t.eliminate(m, through: r, column: column)
            } else {
                t.pivot(r, entering: m, column: column)
                t.removeRow(r)
            }
        } else if t.mayBeLinked(m) {
            // What is left of the marker's column is round-off, possibly behind links: flatten
            // its rows so that the purge below finds it.
            for (r, _) in t.column(of: m) {
                t.touchRow(r)
                t.flatten(t.rows[Int(r)], at: r)
            }
        }
        if rec.other >= 0 {
            let orow = t.rowOf[Int(rec.other)]
            if orow >= 0 { t.removeRow(orow) }
            t.purge(rec.other)
        }
        if substitutedBehindLinks { t.forgetSubstituted(m) } else { t.purge(m) }
    }

    /// The row in which a nonbasic marker should become basic before its row is dropped.
    ///
    /// Preference: a redundant row (basic dummy; its constant is zero, so nothing moves and
    /// the redundant constraint takes over — Kiwi gets this case wrong); then the restricted
    /// row with a negative coefficient and the smallest ratio; then the restricted row with a
    /// positive coefficient and the smallest ratio; then a row with an external basic symbol.
    /// Ties go to the lowest basic symbol id.
    ///
    /// A row whose coefficient of the marker is round-off (see ``Tableau/pivotEpsilon``) is
    /// passed over, as the 0 it is in exact arithmetic, unless the marker's value after the
    /// pivot would break it beyond the tolerance (a restricted row below 0, a redundant row
    /// off 0): the coefficient may be a true one, and the row is ranked with the others. When
    /// every row is passed over, the marker's column is empty in exact arithmetic: nil, and
    /// the marker is purged (its value, 0, does not move).
    /// Returns the row with the column it was chosen from.
    func markerLeavingRow(_ m: Symbol) -> (row: Int32, column: [(row: Int32, coefficient: Double)])? {
        let column = t.column(of: m)
        var ranked = markerRow(in: column) { r, c in self.isPivot(c, in: self.t.rows[Int(r)]) }
        guard ranked.passedOver, let r = ranked.row,
              let cr = column.first(where: { $0.row == r })?.coefficient else {
            return ranked.row.map { ($0, column) }
        }
        // The marker's value once basic in row r (whose basic symbol leaves at 0).
        let value = -t.rowConstant[Int(r)] / cr
        let tolerance = self.tolerance
        func breaks(_ ri: Int32, _ c: Double) -> Bool {
            let row = t.rows[Int(ri)]
            guard row.basic >= 0 else { return false }
            let after = t.rowConstant[Int(ri)] + c * value
            switch t.kind[Int(row.basic)] {
            case .dummy: return Swift.abs(after) > tolerance
            case .slack, .error: return after < -tolerance
            case .external: return false
            }
        }
        var broken = false
        for (ri, c) in column where ri != r && !isPivot(c, in: t.rows[Int(ri)]) && breaks(ri, c) { broken = true }
        guard broken else { return (r, column) }
        ranked = markerRow(in: column) { ri, c in self.isPivot(c, in: self.t.rows[Int(ri)]) || breaks(ri, c) }
        return ranked.row.map { ($0, column) }
    }

    /// ``markerLeavingRow(_:)``'s ranking of the rows of the marker's column that `candidate`
    /// accepts; also tells whether it passed a row over.
    private func markerRow(
        in column: [(row: Int32, coefficient: Double)], candidate: (Int32, Double) -> Bool
    ) -> (row: Int32?, passedOver: Bool) {
        var dummy: (r: Int32, b: Symbol)? = nil
        var first: (r: Int32, ratio: Double, b: Symbol)? = nil
        var second: (r: Int32, ratio: Double, b: Symbol)? = nil
        var third: (r: Int32, b: Symbol)? = nil
        var passedOver = false
        for (r, c) in column {
            let row = t.rows[Int(r)]
            let b = row.basic
            guard b >= 0, c != 0 else { continue }
            guard candidate(r, c) else {
                passedOver = true
                continue
            }
            switch t.kind[Int(b)] {
            case .dummy:
                if b < (dummy?.b ?? .max) { dummy = (r, b) }
            case .external:
                if b < (third?.b ?? .max) { third = (r, b) }
            case .slack, .error:
                if c < 0 {
                    let ratio = -t.rowConstant[Int(r)] / c
                    if better(ratio, b, than: first.map { ($0.ratio, $0.b) }) { first = (r, ratio, b) }
                } else {
                    let ratio = t.rowConstant[Int(r)] / c
                    if better(ratio, b, than: second.map { ($0.ratio, $0.b) }) { second = (r, ratio, b) }
                }
            }
        }
        return (dummy?.r ?? first?.r ?? second?.r ?? third?.r, passedOver)
    }

    /// Whether `c` is not round-off in `row` (see ``Tableau/pivotEpsilon``).
    @inline(__always)
    private func isPivot(_ c: Double, in row: Row) -> Bool {
        Tableau.isPivot(c, scale: t.pivotScale(of: row))
    }

    private func better(_ ratio: Double, _ b: Symbol, than old: (Double, Symbol)?) -> Bool {
        guard let old else { return true }
        return ratio < old.0 || (ratio == old.0 && b < old.1)
    }
}
