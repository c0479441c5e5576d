/// What went wrong in a ``Solver`` call. After any error the solver is unchanged and usable.
public enum SolverError: Error, CustomStringConvertible, @unchecked Sendable {
    /// The constraint was already added to this solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicts` is a minimal set of those constraints: without any one of them the new
    /// constraint would be satisfiable.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint was never added to this solver, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required.
    case badRequiredStrength(Variable)
    /// A coefficient, constant, suggested value or strength was NaN or infinite; `what` names it.
    case invalidValue(String)
    /// An internal inconsistency that the solver detected and refused to act on.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unsatisfiableConstraint(let c, let conflicts):
            return "unsatisfiable constraint: \(c); conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .badRequiredStrength(let v): return "edit variable \(v) cannot have required strength"
        case .invalidValue(let what): return "invalid value: \(what)"
        case .internalError(let what): return "internal solver error: \(what)"
        }
    }
}
