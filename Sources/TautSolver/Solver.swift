/// An incremental Cassowary solver (STUB: the real implementation replaces this file).
public final class Solver {
    /// A constraint that ``Solver/addConstraints(_:)`` could not add, and why.
    public struct Rejection {
        /// The constraint that was not added.
        public let constraint: Constraint
        /// Why it was not added.
        public let error: SolverError
    }

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-optimises.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {}

    /// Adds many constraints, optimising once at the end. Constraints that cannot be added
    /// (duplicate, invalid, unsatisfiable) are skipped and returned; the others stay added.
    @discardableResult
    public func addConstraints(_ constraints: [Constraint]) -> [Rejection] { [] }

    /// Removes a constraint that was added.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {}

    /// Whether the constraint is currently added.
    public func hasConstraint(_ constraint: Constraint) -> Bool { false }

    /// Changes the constant of an added constraint's expression in place (dual simplex).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {}

    /// Changes the strength of an added constraint in place; required <-> optional included.
    public func updateStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {}

    /// Makes `variable` an edit variable whose value can be suggested with ``suggestValue(_:_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {}

    /// Stops `variable` being an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {}

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { false }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {}

    /// Writes the solution into the variables' ``Variable/value`` and returns the variables
    /// whose value changed since the previous call.
    @discardableResult
    public func updateVariables() -> [Variable] { [] }

    /// Removes every constraint and edit variable.
    public func reset() {}
}
