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

    /// Adds `k ×` the plain `attribute` (an edge, a size, a centre, leading or trailing resolved
    /// with `direction`) of the item of `iv`. Returns `false`, adding nothing, for margin and
    /// baseline attributes (and attributes that are none of these), which take the engine's
    /// general path.
    @inline(__always)
    mutating func appendPlain(_ attribute: LayoutAttribute, of iv: ItemVariables, times k: Double,
                              direction: UserInterfaceLayoutDirection) -> Bool {
        switch attribute {
        case .left: append(iv.left, k)
        case .top: append(iv.top, k)
        case .width: append(iv.width, k)
        case .height: append(iv.height, k)
        case .right: append(iv.left, k); append(iv.width, k)
        case .bottom: append(iv.top, k); append(iv.height, k)
        case .centerX: append(iv.left, k); append(iv.width, 0.5 * k)
        case .centerY: append(iv.top, k); append(iv.height, 0.5 * k)
        case .leading, .trailing:
            // Leading is the right edge right to left, trailing the right edge left to right.
            append(iv.left, k)
            if (attribute == .leading) == (direction == .rightToLeft) { append(iv.width, k) }
        default: return false
        }
        return true
    }

    /// The solver's expression.
    var expression: TautSolver.Expression { TautSolver.Expression(terms, constant: constant) }
}
