// Explaining an unsatisfiable required constraint with a minimal set of conflicting
// required constraints.
//
// Rule: the failing operation leaves a certificate of infeasibility, a tableau row in which
// every symbol that could still move is pinned (the artificial row at the end of phase one, the
// all-dummy row of the new constraint, or the row the dual simplex could not repair). The
// required constraints owning the markers in that row (and its basic symbol) are the candidate
// set: with the new constraint they are infeasible. A deletion filter then visits the
// candidates in order of addition and drops each one whose removal keeps the set infeasible,
// checking feasibility in a small scratch solver holding only the candidates. The result is
// minimal: without any one of its constraints the new constraint can hold. Should the
// certificate fail to reproduce the conflict (rounding), the filter starts from every required
// constraint instead.

extension Solver {
    /// A minimal set of the added required constraints that conflict with `target`.
    func explain(_ target: Constraint, candidates: [Int32], excluding: Int32?) -> [Constraint] {
        var seen = Set<Int32>()
        var cands: [Int32] = []
        for idx in candidates where idx >= 0 && idx != excluding && Int(idx) < records.count {
            guard let rec = records[Int(idx)], rec.isRequired, !seen.contains(idx) else { continue }
            seen.insert(idx)
            cands.append(idx)
        }
        cands.sort { (records[Int($0)]?.seq ?? 0) < (records[Int($1)]?.seq ?? 0) }
        if !isInfeasible(cands, target) {
            cands = sortedRecords().filter { $0 != excluding && (records[Int($0)]?.isRequired ?? false) }
            if !isInfeasible(cands, target) { return [] }
        }
        var i = 0
        while i < cands.count {
            var trial = cands
            trial.remove(at: i)
            if isInfeasible(trial, target) { cands = trial } else { i += 1 }
        }
        return cands.compactMap { records[Int($0)]?.constraint }
    }

    /// Whether the records' constraints (as required, with their current constants) and
    /// `target` cannot all hold.
    private func isInfeasible(_ set: [Int32], _ target: Constraint) -> Bool {
        let scratch = Solver()
        scratch.explainsConflicts = false
        for idx in set {
            guard let rec = records[Int(idx)] else { continue }
            var e = rec.constraint.expression
            e.constant = rec.constant
            do {
                try scratch.addConstraint(Constraint(e, rec.constraint.relation, strength: .required))
            } catch {
                if case .unsatisfiableConstraint = error { return true }
            }
        }
        do {
            try scratch.addConstraint(Constraint(target.expression, target.relation, strength: .required))
            return false
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            return false
        }
    }
}
