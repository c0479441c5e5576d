import TautSolver

/// The state behind one `tautsolve` process: a solver, its numbered variables and the
/// constraints added under the ids the client chose.
///
/// ``answer(_:)`` turns each request into exactly one answer line: `ok`, `unsat` (a required
/// constraint that cannot hold; the solver is unchanged), the values, or `error MESSAGE`
/// (malformed request, unknown id or variable, or any solver error other than unsatisfiable).
final class Session {
    private var solver = Solver()
    private var variables: [Variable] = []
    private var constraints: [String: Constraint] = [:]

    /// Parses `line` and applies it; returns the answer line (without a newline).
    func answer(_ line: String) -> String {
        do throws(ProtocolError) {
            return try apply(RequestParser.parse(line))
        } catch {
            return "error " + error.message
        }
    }

    /// Applies one request; returns the answer line.
    func apply(_ request: Request) throws(ProtocolError) -> String {
        switch request {
        case .reset(let n):
            // Through the pool, as layout engines get theirs: a recycled solver must solve
            // every scenario exactly as a new one does (the oracle checks it).
            Solver.recycle(&solver)
            solver = Solver.pooled()
            variables = (0..<n).map { Variable("x\($0)") }
            constraints = [:]
            return "ok"
        case .add(let id, let relation, let strength, let constant, let terms):
            guard constraints[id] == nil else { throw ProtocolError(message: "constraint id \(id) already added") }
            try checkStrength(strength)
            var parts: [Term] = []
            parts.reserveCapacity(terms.count)
            for t in terms { parts.append(Term(try variable(t.variable), t.coefficient)) }
            let constraint = Constraint(Expression(parts, constant: constant), relation, strength: Strength(strength))
            do {
                try solver.addConstraint(constraint)
            } catch {
                if case .unsatisfiableConstraint = error { return "unsat" }
                throw ProtocolError(message: error.description)
            }
            constraints[id] = constraint
            return "ok"
        case .remove(let id):
            guard let constraint = constraints[id] else { throw ProtocolError(message: "unknown constraint id \(id)") }
            try solve { () throws(SolverError) in try solver.removeConstraint(constraint) }
            constraints[id] = nil
            return "ok"
        case .edit(let index, let strength):
            let v = try variable(index)
            try checkStrength(strength)
            try solve { () throws(SolverError) in try solver.addEditVariable(v, strength: Strength(strength)) }
            return "ok"
        case .suggest(let index, let value):
            let v = try variable(index)
            try solve { () throws(SolverError) in try solver.suggestValue(v, value) }
            return "ok"
        case .values:
            solver.updateVariables()
            return variables.map { "\($0.value)" }.joined(separator: " ")
        }
    }

    /// The variable numbered `index`, or a protocol error when there is none.
    private func variable(_ index: Int) throws(ProtocolError) -> Variable {
        guard variables.indices.contains(index) else {
            throw ProtocolError(message: "unknown variable \(index) (have \(variables.count))")
        }
        return variables[index]
    }

    /// `Strength` clamps any weight into range (NaN to 0); the protocol refuses what is not a
    /// finite number instead of letting it turn silently into another strength.
    private func checkStrength(_ strength: Double) throws(ProtocolError) {
        guard strength.isFinite else { throw ProtocolError(message: "invalid strength \(strength)") }
    }

    /// Runs a solver call, turning its error into a protocol error.
    private func solve(_ body: () throws(SolverError) -> Void) throws(ProtocolError) {
        do {
            try body()
        } catch {
            throw ProtocolError(message: error.description)
        }
    }
}
