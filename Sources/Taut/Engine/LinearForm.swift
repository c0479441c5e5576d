import Foundation

import TautSolver

/// A linear expression over solver variables under construction: `Σ coefficient × variable + constant`.
struct LinearForm {
    var terms: [TautSolver.Term]
    var constant: Double

    init(_ terms: [TautSolver.Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An empty form with room for `capacity` terms.
    init(capacity: Int) {
        terms = []
        terms.reserveCapacity(capacity)
        constant = 0
    }

    /// `variable`.
    init(_ variable: Variable) {
        self.init([TautSolver.Term(variable, 1)])
    }

    /// `a + k × b`.
    init(_ a: Variable, plus k: Double, times b: Variable, constant: Double = 0) {
        self.init([TautSolver.Term(a, 1), TautSolver.Term(b, k)], constant: constant)
    }

    /// Adds the term `k × variable`.
    mutating func append(_ variable: Variable, _ k: Double) {
        terms.append(TautSolver.Term(variable, k))
    }

    /// Adds `k × other` to this form.
    mutating func add(_ other: LinearForm, times k: Double) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { terms.append(TautSolver.Term(term.variable, term.coefficient * k)) }
        constant += other.constant * k
    }

    /// The solver's expression.
    var expression: TautSolver.Expression { TautSolver.Expression(terms, constant: constant) }
}
