// Arithmetic on variables, terms and expressions, and the comparisons that build constraints:
// `x + 2 * y == 10`, `a >= b + 8`, `(w == 100) | .weak`.

/// The negation of the operand: every coefficient and the constant change sign.
public prefix func - (v: Variable) -> Term { Term(v, -1) }
/// The negation of the operand: every coefficient and the constant change sign.
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
/// The negation of the operand: every coefficient and the constant change sign.
public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}

/// The operand scaled by a constant factor.
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
/// The operand scaled by a constant factor.
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
/// The operand scaled by a constant factor.
public func * (k: Double, t: Term) -> Term { Term(t.variable, t.coefficient * k) }
/// The operand scaled by a constant factor.
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
/// The operand scaled by a constant factor.
public func * (k: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// The operand scaled by a constant factor.
public func * (e: Expression, k: Double) -> Expression { k * e }
/// The operand divided by a constant (scaled by its reciprocal).
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
/// The operand divided by a constant (scaled by its reciprocal).
public func / (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient / k) }
/// The operand divided by a constant (scaled by its reciprocal).
public func / (e: Expression, k: Double) -> Expression { (1 / k) * e }

/// The sum of the two operands as a linear expression.
public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// The sum of the two operands as a linear expression.
public func + (a: Expression, b: Term) -> Expression { Expression(a.terms + [b], constant: a.constant) }
/// The sum of the two operands as a linear expression.
public func + (a: Expression, b: Variable) -> Expression { a + Term(b) }
/// The sum of the two operands as a linear expression.
public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
/// The sum of the two operands as a linear expression.
public func + (a: Term, b: Expression) -> Expression { b + a }
/// The sum of the two operands as a linear expression.
public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
/// The sum of the two operands as a linear expression.
public func + (a: Term, b: Variable) -> Expression { Expression([a, Term(b)]) }
/// The sum of the two operands as a linear expression.
public func + (a: Term, b: Double) -> Expression { Expression([a], constant: b) }
/// The sum of the two operands as a linear expression.
public func + (a: Variable, b: Expression) -> Expression { b + a }
/// The sum of the two operands as a linear expression.
public func + (a: Variable, b: Term) -> Expression { Expression([Term(a), b]) }
/// The sum of the two operands as a linear expression.
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
/// The sum of the two operands as a linear expression.
public func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
/// The sum of the two operands as a linear expression.
public func + (a: Double, b: Expression) -> Expression { b + a }
/// The sum of the two operands as a linear expression.
public func + (a: Double, b: Term) -> Expression { b + a }
/// The sum of the two operands as a linear expression.
public func + (a: Double, b: Variable) -> Expression { b + a }

/// The difference of the two operands as a linear expression.
public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Expression, b: Term) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Expression, b: Variable) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Expression, b: Double) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Term, b: Expression) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Term, b: Term) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Term, b: Variable) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Term, b: Double) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Variable, b: Expression) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Variable, b: Term) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Variable, b: Variable) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Variable, b: Double) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Double, b: Expression) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Double, b: Term) -> Expression { a + (-b) }
/// The difference of the two operands as a linear expression.
public func - (a: Double, b: Variable) -> Expression { a + (-b) }

/// Builds `lhs - rhs  relation  0`.
@usableFromInline
func makeConstraint(_ lhs: Expression, _ rhs: Expression, _ relation: Relation) -> Constraint {
    Constraint(lhs - rhs, relation)
}

/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Term, b: Term) -> Constraint { makeConstraint(Expression([a]), Expression([b]), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .equal) }
/// The required constraint `lhs - rhs == 0`; give it another strength with `(… == …) | .weak`.
public func == (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .equal) }

/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .lessThanOrEqual) }
/// The required constraint `lhs - rhs <= 0`; give it another strength with `(… <= …) | .weak`.
public func <= (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .lessThanOrEqual) }

/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .greaterThanOrEqual) }
/// The required constraint `lhs - rhs >= 0`; give it another strength with `(… >= …) | .weak`.
public func >= (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .greaterThanOrEqual) }

// `|` is the standard library's operator (its declaration cannot be repeated with another
// precedence without making every use ambiguous), so the comparison needs parentheses.

/// Gives a constraint a strength, as a new constraint: `(x == 100) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
