// Rebuilding the tableau from the constraint records: the way back to a consistent solver
// after an internal error in an operation that keeps no journal (see `removeConstraint`).

extension Solver {
    /// Clears the tableau and adds every constraint and edit variable again, in the order
    /// they were first added, then suggests each edit variable's last value again. The
    /// solver then holds the same system and reaches the same weighted error.
    func rebuild() {
        var items: [(constraint: Constraint, edit: EditInfo?)] = []
        for idx in sortedRecords() {
            guard let rec = records[Int(idx)] else { continue }
            var edit: EditInfo? = nil
            if isEditConstraint(idx), let term = rec.constraint.expression.terms.first {
                edit = edits[ObjectIdentifier(term.variable)]
            }
            items.append((rec.constraint, edit))
        }
        reset()
        for item in items {
            if let info = item.edit {
                try? addEditVariable(info.variable, strength: item.constraint.strength)
            } else {
                try? addConstraint(item.constraint)
            }
        }
        for item in items {
            if let info = item.edit { try? suggestValue(info.variable, info.value) }
        }
    }
}
