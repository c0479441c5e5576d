// Rebuilding the tableau from the constraint records: the way back to a consistent solver
// after an internal error in an operation that keeps no journal (see `removeConstraint`), and
// after rounding broke a required constraint (see `updateVariables()`).

extension Solver {
    /// A constraint or edit variable to add again when the tableau is rebuilt.
    struct RebuildItem {
        let constraint: Constraint
        /// The edit variable and its last suggested value, when the constraint is an edit's.
        let edit: EditInfo?
    }

    /// Every constraint and edit variable the solver holds, in the order they were first added.
    func rebuildItems() -> [RebuildItem] {
        var items: [RebuildItem] = []
        for idx in sortedRecords() {
            guard let rec = records[Int(idx)] else { continue }
            var edit: EditInfo? = nil
            if isEditConstraint(idx), let term = rec.constraint.expression.terms.first {
                edit = edits[ObjectIdentifier(term.variable)]
            }
            items.append(RebuildItem(constraint: rec.constraint, edit: edit))
        }
        return items
    }

    /// Clears the tableau and adds every constraint and edit variable again, in the order
    /// they were first added, then suggests each edit variable's last value again. The
    /// solver then holds the same system and reaches the same weighted error.
    func rebuild() {
        rebuild(from: rebuildItems())
    }

    /// Clears the tableau and adds `items` in order, then suggests each edit variable's value
    /// again. Returns what did not go back in (a constraint that the new tableau finds
    /// unsatisfiable is left out).
    @discardableResult
    func rebuild(from items: [RebuildItem]) -> [Rejection] {
        var rejected: [Rejection] = []
        let rule = t.scalesByCurrentCoefficients
        reset()
        t.scalesByCurrentCoefficients = rule
        for item in items {
            do throws(SolverError) {
                if let info = item.edit {
                    try addEditVariable(info.variable, strength: item.constraint.strength)
                } else {
                    try addConstraint(item.constraint)
                }
            } catch {
                rejected.append(Rejection(constraint: item.constraint, error: error))
            }
        }
        for item in items {
            if let info = item.edit { try? suggestValue(info.variable, info.value) }
        }
        return rejected
    }
}
