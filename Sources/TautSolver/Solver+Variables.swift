// Writing the solution into the variables, reporting only those that changed.

extension Solver {
    /// Writes the solution into the variables' ``Variable/value`` and returns the variables
    /// whose value changed since the previous call, in a deterministic order.
    ///
    /// Only the variables whose rows were touched since the previous call are visited, so
    /// the cost follows the size of the change, not the size of the layout.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var out: [Variable] = []
        for s in t.changed {
            let si = Int(s)
            t.inChanged[si] = false
            guard let v = t.variables[si] else { continue }
            let value = t.value(of: s)
            if v.value != value {
                v.value = value
                out.append(v)
            }
        }
        t.changed.removeAll(keepingCapacity: true)
        return out
    }

    /// The value the solver currently gives `variable` (0 for a variable it does not know),
    /// without writing it into the variable.
    public func value(of variable: Variable) -> Double {
        if variable.ownerID == id { return t.value(of: variable.symbol) }
        if let s = foreign[ObjectIdentifier(variable)], Int(s) < t.symbolCount { return t.value(of: s) }
        return 0
    }
}
