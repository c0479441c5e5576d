import TautSolver

/// Fresh TautSolver objects for a workload (built outside the timed phases, like kiwi_bench's
/// `kiwi_objects`): one ``Variable`` per workload variable and one ``Constraint`` per
/// constraint, in the same order.
struct SolverObjects {
    let system: WorkloadSystem
    let variables: [Variable]
    let constraints: [Constraint]

    init(_ system: WorkloadSystem) {
        self.system = system
        let vars = system.variableNames.map { Variable($0) }
        variables = vars
        constraints = system.constraints.map { c in
            Constraint(Expression(c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant),
                       c.relation, strength: Strength(c.strength))
        }
    }

    /// A solver with the edit variables, (when `suggestFirst`) the initial suggestions, and
    /// every constraint added one by one: kiwi_bench's `kiwi_build`, the timed build phase.
    func build(suggestFirst: Bool) throws(SolverError) -> Solver {
        let solver = Solver()
        for e in system.edits { try solver.addEditVariable(variables[e.variable], strength: Strength(e.strength)) }
        if suggestFirst { try suggestInitialSize(solver) }
        for c in constraints { try solver.addConstraint(c) }
        return solver
    }

    /// Suggests the initial size of the layout.
    func suggestInitialSize(_ solver: Solver) throws(SolverError) {
        for s in system.suggestions { try solver.suggestValue(variables[s.variable], s.value) }
    }

    /// The largest distance between a variable's value and the analytic solution.
    var maxAbsError: Double {
        var worst = 0.0
        for (v, e) in system.expected {
            let d = abs(variables[v].value - e)
            worst = d.isNaN ? .infinity : max(worst, d)
        }
        return worst
    }

    /// Whether constraint `index` does not hold at the variables' current values, within
    /// `1e-6 × (1 + |constant|)` (the tolerance of oracle_check.py).
    func isViolated(_ index: Int) -> Bool {
        let c = constraints[index]
        let value = c.expression.value
        let tolerance = 1e-6 * (1 + abs(c.expression.constant))
        if value.isNaN { return true }
        switch c.relation {
        case .equal: return abs(value) > tolerance
        case .greaterThanOrEqual: return value < -tolerance
        case .lessThanOrEqual: return value > tolerance
        }
    }

    /// Whether constraint `index` is required.
    func isRequired(_ index: Int) -> Bool { system.constraints[index].strength >= WorkloadSystem.required }
}
