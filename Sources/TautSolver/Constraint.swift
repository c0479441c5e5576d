/// A linear relation `expression (==, <=, >=) 0` with a strength.
///
/// A constraint is identified by the object: the solver adds, removes and changes the
/// constraint you hand it. Build one with the operators (`x + 2 * y == 10`) and attach a
/// strength with ``withStrength(_:)`` or the `|` operator: `(x == 100) | .weak`.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side, compared with zero. ``Solver/updateConstant(of:to:)`` changes its
    /// ``Expression/constant`` for a constraint that was added.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    /// How the expression compares with zero.
    @exclusivity(unchecked) public internal(set) var relation: Relation
    /// How strongly the solver tries to satisfy the constraint. The solver's
    /// ``Solver/updateStrength(of:to:)`` changes it for a constraint that was added.
    @exclusivity(unchecked) public internal(set) var strength: Strength
    /// For an equality whose two sides weigh differently, what a unit of violation costs
    /// while the expression is negative (``strength`` is then the cost while it is positive);
    /// `nil` when both sides cost ``strength``. See ``init(_:strengthAbove:strengthBelow:)``.
    @exclusivity(unchecked) public internal(set) var strengthBelow: Strength?

    /// The identity of the solver this constraint was first added to (0: none), and its
    /// record there: internal bookkeeping that spares a dictionary lookup per operation. A
    /// constraint added to a second solver at the same time is looked up in that solver's
    /// dictionary instead (as ``Variable`` does).
    @exclusivity(unchecked) internal var ownerID: UInt64 = 0
    @exclusivity(unchecked) internal var record: Int32 = -1
    /// Whether the constant is only a placeholder, to be replaced once the caller has measured
    /// what it stands for: a solver adopting a template (see `Solver+Template.swift`) then keeps
    /// the template's constant in its place, written into ``expression``, which spares the
    /// pivots of a change made only to be undone. The caller reads the constant back and
    /// clears the mark after adding the constraint.
    @exclusivity(unchecked) var constantIsPlaceholder = false

    /// Marks the constant as a placeholder (see ``constantIsPlaceholder``). A method, not a
    /// settable property: another module's access to the property would pay an exclusivity
    /// check each time.
    package func markConstantAsPlaceholder() { constantIsPlaceholder = true }

    /// Clears the placeholder mark; returns the constant the expression has now if it was
    /// marked, `nil` if not.
    package func clearPlaceholderMark() -> Double? {
        guard constantIsPlaceholder else { return nil }
        constantIsPlaceholder = false
        return expression.constant
    }

    /// Creates `expression relation 0` with a strength (required unless given).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `expression == 0` whose violation costs `above` per unit while the expression
    /// is positive and `below` per unit while it is negative: one row where an optional
    /// `expression <= 0` at `above` and an optional `expression >= 0` at `below` take two,
    /// with the same solutions. A view's content hugging and compression resistance are such
    /// a pair (`width − intrinsic` above and below zero). Both strengths must be optional,
    /// or both required (a plain required equality); the solver refuses one of each with
    /// ``SolverError/invalidValue(_:)``.
    public init(_ expression: Expression, strengthAbove above: Strength, strengthBelow below: Strength) {
        self.expression = expression
        self.relation = .equal
        self.strength = above
        self.strengthBelow = above == below ? nil : below
    }

    /// This constraint with another strength, as a new constraint (`(x == 10).withStrength(.weak)`).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String {
        if let below = strengthBelow { return "\(expression) \(relation) 0 | \(strength) above, \(below) below" }
        return "\(expression) \(relation) 0 | \(strength)"
    }
}
