// Checking the solution against the required constraints themselves, and rebuilding the
// tableau when rounding has carried it away from them.

extension Solver {
    /// Relative size, against a constraint's own terms and the solver's largest constant, of
    /// the error a required constraint may show in the solution (100 times the feasibility
    /// tolerance's, and 100 times stricter than the solver's fuzzer's check).
    static let verificationEpsilon = 1e-9

    /// Whether every required constraint holds in the tableau's current solution, within
    /// ``verificationEpsilon`` of the magnitudes it sums.
    ///
    /// The simplex keeps each required constraint exactly in exact arithmetic. In floating
    /// point, a coefficient it must judge — 0 or not, round-off or a true pivot — can be judged
    /// wrong when the tableau's rows were summed from terms far larger than what is left of
    /// them (values of 1e6 to 1e9 driven through chains of coefficients: the solver's fuzzer
    /// found four such inputs, a required equality off by up to 1e6). The rows cannot show
    /// that; the constraints, read afresh from their records, can.
    func requiredConstraintsHold() -> Bool {
        let tolerance = Solver.verificationEpsilon
        let constScale = self.constScale
        // The constraints are read from ``heldConstraints``, which retains them: a record's own
        // unretained reference would be retained and released again at each read. The
        // tableau's arrays are read through buffers taken once (no uniqueness or exclusivity
        // work per term).
        return records.withUnsafeBufferPointer { records in heldConstraints.withUnsafeBufferPointer { held in
            t.def.withUnsafeBufferPointer { defs in t.rowOf.withUnsafeBufferPointer { rowOf in
            t.rowConstant.withUnsafeBufferPointer { rowConstants in evaluator.value.withUnsafeBufferPointer { defined in
                // The value the tableau gives `variable` right after `updateVariables()` (definitions
                // evaluated): its row's constant, or its definition's value; 0 when unknown here.
                func solved(_ variable: Variable) -> Double {
                    let s = currentSymbol(of: variable)
                    guard s >= 0 else { return 0 }
                    let d = defs[Int(s)]
                    if d >= 0 { return Int(d) < defined.count ? defined[Int(d)] : 0 }
                    let r = rowOf[Int(s)]
                    return r >= 0 ? rowConstants[Int(r)] : 0
                }
                for i in records.indices where i < held.count {
                    guard let rec = records[i], rec.weight >= Strength.required.weight, let constraint = held[i] else { continue }
                    var value = rec.constant, scale = 1 + Swift.abs(rec.constant) + constScale
                    let holds = constraint.expression.terms.withUnsafeBufferPointer { terms -> Bool in
                        for term in terms {
                            let product = term.coefficient * solved(term.variable)
                            value += product
                            scale += Swift.abs(product)
                        }
                        let error: Double
                        switch constraint.relation {
                        case .equal: error = Swift.abs(value)
                        case .lessThanOrEqual: error = Swift.max(0, value)
                        case .greaterThanOrEqual: error = Swift.max(0, -value)
                        }
                        return error <= tolerance * scale
                    }
                    if !holds { return false }
                }
                return true
            } } } }
        } }
    }

    /// The symbol `variable` has in this solver, or -1 when the solver does not know it.
    func currentSymbol(of variable: Variable) -> Symbol {
        var s: Symbol = -1
        if variable.ownerID == id { s = variable.symbol } else if let f = foreign[ObjectIdentifier(variable)] { s = f }
        return s >= 0 && Int(s) < t.symbolCount ? s : -1
    }

    /// Evaluates every definition at the tableau's current solution (``evaluator``'s values)
    /// and leaves the variables' ``Variable/value`` as they were; the next
    /// ``updateVariables()`` evaluates them all again.
    func evaluateDefinitionsWithoutWriting() {
        var ignored: [Int32] = []
        let saved = t.variables.owned.map { $0?.value }
        definitionsDirty = true
        evaluateDefinitions(changed: [], into: &ignored)
        for (v, x) in zip(t.variables.owned, saved) { if let v, let x { v.value = x } }
        definitionsDirty = true
    }
}
