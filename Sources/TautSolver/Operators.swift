// Arithmetic on variables, terms and expressions, and the comparisons that build constraints:
// `x + 2 * y == 10`, `a >= b + 8`, `(w == 100) | .weak`.

public prefix func - (v: Variable) -> Term { Term(v, -1) }
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}

public func * (k: Double, v: Variable) -> Term { Term(v, k) }
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
public func * (k: Double, t: Term) -> Term { Term(t.variable, t.coefficient * k) }
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
public func * (k: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
public func * (e: Expression, k: Double) -> Expression { k * e }
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
public func / (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient / k) }
public func / (e: Expression, k: Double) -> Expression { (1 / k) * e }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Term) -> Expression { Expression(a.terms + [b], constant: a.constant) }
public func + (a: Expression, b: Variable) -> Expression { a + Term(b) }
public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
public func + (a: Term, b: Expression) -> Expression { b + a }
public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
public func + (a: Term, b: Variable) -> Expression { Expression([a, Term(b)]) }
public func + (a: Term, b: Double) -> Expression { Expression([a], constant: b) }
public func + (a: Variable, b: Expression) -> Expression { b + a }
public func + (a: Variable, b: Term) -> Expression { Expression([Term(a), b]) }
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
public func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
public func + (a: Double, b: Expression) -> Expression { b + a }
public func + (a: Double, b: Term) -> Expression { b + a }
public func + (a: Double, b: Variable) -> Expression { b + a }

public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
public func - (a: Expression, b: Term) -> Expression { a + (-b) }
public func - (a: Expression, b: Variable) -> Expression { a + (-b) }
public func - (a: Expression, b: Double) -> Expression { a + (-b) }
public func - (a: Term, b: Expression) -> Expression { a + (-b) }
public func - (a: Term, b: Term) -> Expression { a + (-b) }
public func - (a: Term, b: Variable) -> Expression { a + (-b) }
public func - (a: Term, b: Double) -> Expression { a + (-b) }
public func - (a: Variable, b: Expression) -> Expression { a + (-b) }
public func - (a: Variable, b: Term) -> Expression { a + (-b) }
public func - (a: Variable, b: Variable) -> Expression { a + (-b) }
public func - (a: Variable, b: Double) -> Expression { a + (-b) }
public func - (a: Double, b: Expression) -> Expression { a + (-b) }
public func - (a: Double, b: Term) -> Expression { a + (-b) }
public func - (a: Double, b: Variable) -> Expression { a + (-b) }

/// Builds `lhs - rhs  relation  0`.
@usableFromInline
func makeConstraint(_ lhs: Expression, _ rhs: Expression, _ relation: Relation) -> Constraint {
    Constraint(lhs - rhs, relation)
}

public func == (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .equal) }
public func == (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .equal) }
public func == (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .equal) }
public func == (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .equal) }
public func == (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .equal) }
public func == (a: Term, b: Term) -> Constraint { makeConstraint(Expression([a]), Expression([b]), .equal) }
public func == (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .equal) }
public func == (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .equal) }
public func == (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .equal) }
public func == (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .equal) }
public func == (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .equal) }
public func == (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .equal) }
public func == (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .equal) }
public func == (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .equal) }

public func <= (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .lessThanOrEqual) }
public func <= (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .lessThanOrEqual) }
public func <= (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .lessThanOrEqual) }
public func <= (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .lessThanOrEqual) }
public func <= (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .lessThanOrEqual) }
public func <= (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .lessThanOrEqual) }
public func <= (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .lessThanOrEqual) }
public func <= (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .lessThanOrEqual) }
public func <= (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .lessThanOrEqual) }
public func <= (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .lessThanOrEqual) }
public func <= (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .lessThanOrEqual) }
public func <= (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .lessThanOrEqual) }
public func <= (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .lessThanOrEqual) }

public func >= (a: Expression, b: Expression) -> Constraint { makeConstraint(a, b, .greaterThanOrEqual) }
public func >= (a: Expression, b: Term) -> Constraint { makeConstraint(a, Expression([b]), .greaterThanOrEqual) }
public func >= (a: Expression, b: Variable) -> Constraint { makeConstraint(a, Expression(b), .greaterThanOrEqual) }
public func >= (a: Expression, b: Double) -> Constraint { makeConstraint(a, Expression(constant: b), .greaterThanOrEqual) }
public func >= (a: Term, b: Expression) -> Constraint { makeConstraint(Expression([a]), b, .greaterThanOrEqual) }
public func >= (a: Term, b: Variable) -> Constraint { makeConstraint(Expression([a]), Expression(b), .greaterThanOrEqual) }
public func >= (a: Term, b: Double) -> Constraint { makeConstraint(Expression([a]), Expression(constant: b), .greaterThanOrEqual) }
public func >= (a: Variable, b: Expression) -> Constraint { makeConstraint(Expression(a), b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Term) -> Constraint { makeConstraint(Expression(a), Expression([b]), .greaterThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint { makeConstraint(Expression(a), Expression(b), .greaterThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { makeConstraint(Expression(a), Expression(constant: b), .greaterThanOrEqual) }
public func >= (a: Double, b: Expression) -> Constraint { makeConstraint(Expression(constant: a), b, .greaterThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { makeConstraint(Expression(constant: a), Expression(b), .greaterThanOrEqual) }

// `|` is the standard library's operator (its declaration cannot be repeated with another
// precedence without making every use ambiguous), so the comparison needs parentheses.

/// Gives a constraint a strength, as a new constraint: `(x == 100) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
