/// A linear expression `c1 * v1 + c2 * v2 + … + constant`.
///
/// Expressions are usually built with the arithmetic operators on ``Variable``:
/// `x + 2 * y - 10`. The same variable may appear in several terms; the solver adds them up.
public struct Expression: CustomStringConvertible, Sendable {
    /// The variable parts of the expression.
    public var terms: [Term]
    /// The constant part of the expression.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) { self.init([], constant: constant) }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)], constant: 0) }

    /// The value of the expression for the variables' current values.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
