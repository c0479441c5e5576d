// A readable dump of the solver's state.

extension Solver: CustomDebugStringConvertible {
    /// A multi-line description of the tableau: rows, objective, edit variables and
    /// constraints, with symbols named `x` (variables), `s12` (slacks), `e12` (errors) and
    /// `d12` (dummies).
    public var debugDescription: String { dump() }

    /// A multi-line description of the tableau (see ``debugDescription``).
    public func dump() -> String {
        settleTemplate()
        t.flattenAll()
        var out = "Rows:\n"
        for r in 0..<t.rows.count where t.alive[r] {
            let row = t.rows[r]
            out += "  \(name(row.basic)) = \(format(t.rowConstant[r], row.ids, row.coefs))\n"
        }
        let objIDs = t.objList.filter { t.obj[Int($0)] != 0 }.sorted()
        out += "Objective:\n  \(format(t.objConstant, objIDs, objIDs.map { t.obj[Int($0)] }))\n"
        out += "Edit variables:\n"
        for v in editOrder {
            let info = edits[ObjectIdentifier(v)]
            out += "  \(v) = \(info?.value ?? 0) | \(info?.constraint.strength ?? .weak)\n"
        }
        out += "Constraints:\n"
        for idx in sortedRecords() {
            guard let rec = records[Int(idx)], !isEditConstraint(idx) else { continue }
            var e = rec.constraint.expression
            e.constant = rec.constant
            out += "  \(e) \(rec.constraint.relation) 0 | \(Strength(rec.weight))"
            if rec.weightBelow != rec.weight { out += " above, \(Strength(rec.weightBelow)) below" }
            out += "  [marker \(name(rec.marker))\(rec.other >= 0 ? ", \(name(rec.other))" : "")]\n"
        }
        return out
    }

    private func name(_ s: Symbol) -> String {
        guard s >= 0, Int(s) < t.symbolCount else { return "?" }
        switch t.kind[Int(s)] {
        case .external: return t.variables[Int(s)]?.description ?? "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    private func format(_ constant: Double, _ ids: [Symbol], _ coefs: [Double]) -> String {
        var parts = ["\(constant)"]
        for (s, c) in zip(ids, coefs) {
            parts.append(c < 0 ? "- \(-c) * \(name(s))" : "+ \(c) * \(name(s))")
        }
        return parts.joined(separator: " ")
    }
}
