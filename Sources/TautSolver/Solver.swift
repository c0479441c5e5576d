import Foundation

/// An incremental Cassowary solver: linear equalities and inequalities with strengths,
/// and edit variables whose values can be suggested.
///
/// The solver minimises `Σ strength × error` over the optional constraints subject to every
/// required constraint (the dual simplex method of Badros, Borning and Stuckey, in Kiwi's
/// form). Every call either succeeds or throws a ``SolverError`` and leaves the solver as it
/// was. Call ``updateVariables()`` to write the solution into the variables.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.addConstraint(x + y == 100)
/// try solver.addConstraint((x == 30) | .weak)
/// solver.updateVariables()   // x.value == 30, y.value == 70
/// ```
///
/// The same input always gives the same output, bit for bit: nothing depends on hashing
/// order or addresses. A solver is not thread-safe; use one from one thread at a time.
///
/// Numbers are `Double`s. A value within 1e-9 of the largest constant or suggested value
/// given to the solver counts as zero when feasibility is checked. A coefficient of the
/// solver's tableau no larger than 1e-12 of the terms it was computed from (and of 1) is
/// taken for what it almost always is, the round-off of a cancellation, 0 in exact
/// arithmetic: the solver does not divide by it (pivot on it) where that is safe, as
/// dividing by one left required constraints wrong by far more than the tolerance. A
/// required constraint that only such a coefficient could satisfy is rejected with
/// ``SolverError/unsatisfiableConstraint(_:conflicts:)``. Nothing is dropped for being
/// small.
public final class Solver {
    /// A constraint that ``Solver/addConstraints(_:)`` could not add, and why.
    public struct Rejection {
        /// The constraint that was not added.
        public let constraint: Constraint
        /// Why it was not added.
        public let error: SolverError
    }

    let t = Tableau()
    @exclusivity(unchecked) var id: UInt64
    /// Variables registered with another solver: their symbols here.
    @exclusivity(unchecked) var foreign: [ObjectIdentifier: Symbol] = [:]
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    /// The constraint of each record, retained: a record holds its own unretained (see
    /// ``ConstraintRecord``). Set and cleared with the record.
    @exclusivity(unchecked) var heldConstraints: [Constraint?] = []
    @exclusivity(unchecked) var freeRecords: [Int32] = []
    /// Records of constraints that another solver holds as theirs (see ``Constraint/ownerID``).
    @exclusivity(unchecked) var foreignRecords: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    @exclusivity(unchecked) var editOrder: [Variable] = []
    @exclusivity(unchecked) var seqCounter = 0
    /// The largest constant magnitude seen (scales the feasibility tolerance).
    @exclusivity(unchecked) var constScale: Double = 1
    /// The tableau's ``Tableau/structureVersion`` when the solution was last checked against
    /// the required constraints (see ``updateVariables()``).
    @exclusivity(unchecked) var verifiedStructure: UInt64 = .max
    /// How many times rounding broke a required constraint and the tableau was rebuilt.
    @exclusivity(unchecked) var rebuilds = 0
    /// The constraints that the last ``updateVariables()`` left out when it rebuilt the tableau
    /// because rounding had broken a required constraint, each with the reason (empty when it
    /// did not rebuild, as in any ordinary layout).
    ///
    /// Rounding can let a required constraint in that conflicts with the others: adding it
    /// then succeeded, and only the check of the solution finds out. The rebuilt tableau adds
    /// the required constraints first, in the order they were first added, so the one left out
    /// is the later of the conflicting ones, as if its addition had failed. They are no longer
    /// in the solver; report them as ``SolverError/unsatisfiableConstraint(_:conflicts:)``.
    @exclusivity(unchecked) public internal(set) var rejectedByRebuild: [Rejection] = []
    /// Whether the last rebuild left constraints out (``rejectedByRebuild`` is not empty).
    package var leftOutConstraintsInRebuild: Bool { !rejectedByRebuild.isEmpty }
    /// Whether an unsatisfiable constraint is explained (off in the scratch solvers that explain).
    @exclusivity(unchecked) var explainsConflicts = true
    /// Candidate conflicting records found by the failing operation, explained after rollback.
    @exclusivity(unchecked) var conflictCandidates: [Int32] = []
    /// Records created in the open transaction (dropped again by ``rollback()``).
    @exclusivity(unchecked) var pendingRecords: [Int32] = []
    /// Defined variables (see Definition.swift), in order of definition (nil once materialised).
    @exclusivity(unchecked) var definitions: [Definition?] = []
    /// Whether required equalities over a fresh variable become definitions, resolved by
    /// propagation after the simplex instead of entering the tableau (see Definition.swift).
    /// Always on; the tests turn it off to compare with the solve that puts every row in.
    @exclusivity(unchecked) var resolvesDirectly = true
    /// Whether every defined variable needs evaluating in ``updateVariables()`` (after a
    /// rollback or a reset; otherwise only the affected ones are, see ``DefinitionEvaluator``).
    @exclusivity(unchecked) var definitionsDirty = false
    /// The flat copy of the definitions used to evaluate them incrementally.
    let evaluator = DefinitionEvaluator()
    /// Scratch: an equality's symbols and merged coefficients while ``defineIfPossible(_:)``
    /// looks for one to define.
    @exclusivity(unchecked) var defineScratchSymbols: [Symbol] = []
    @exclusivity(unchecked) var defineScratchCoefs: [Double] = []
    /// Scratch: the subject candidates of ``Solver/insertConstraintRow(_:record:closingJournalAtEntry:)``.
    @exclusivity(unchecked) var subjectCandidates: [(cost: Double, count: Int, symbol: Symbol, coef: Double)] = []
    /// Scratch heap of definition indices for expansions.
    @exclusivity(unchecked) var defHeap: [Int32] = []
    /// Definitions materialised in the open transaction, and the count at its start.
    @exclusivity(unchecked) var undefined: [(Int32, Definition)] = []
    @exclusivity(unchecked) var txDefinitionCount = 0
    /// Whether the solver, given back to the pool, keeps its last system as a template for the
    /// next batch of the same shape (see Solver+Template.swift).
    @exclusivity(unchecked) var holdsTemplate = false
    /// How many first batches took a kept template's place (``SolverStatistics/templatesAdopted``).
    @exclusivity(unchecked) var templatesAdopted = 0
    /// How many systems in a row took a template's place since the solver was last emptied
    /// (see ``Solver/templateGenerationLimit``).
    @exclusivity(unchecked) var templateGeneration = 0
    /// Whether ``template`` still describes the live records: true from an adoption until a
    /// record is made or dropped, so that giving the solver back need not read the shape again.
    @exclusivity(unchecked) var templateShapeIsCurrent = false
    /// The shape of the system kept as a template (or adopted last, see
    /// ``templateShapeIsCurrent``).
    @exclusivity(unchecked) var template = Template()
    /// The constraint and variable objects of the last system of a solver given back to the
    /// pool, kept for its next owner to fill in again instead of making new ones (see
    /// Solver+Reuse.swift).
    @exclusivity(unchecked) var reusableConstraints: [Constraint] = []
    @exclusivity(unchecked) var reusableVariables: [Variable] = []
    /// The constraint a kept template's records refer to in place of the constraints let go of
    /// (made on first need: most solvers, the scratch ones of conflict explanations among them,
    /// never keep a template).
    lazy var placeholder = Constraint(Expression(constant: 0), .equal)

    /// Creates an empty solver.
    public init() {
        id = Solver.nextID()
        t.solverID = id
    }

    deinit {
        releaseVariables()
        releaseConstraints()
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added,
    ///   ``SolverError/invalidValue(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint that
    ///   cannot hold together with the required constraints already added. The solver is then
    ///   unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        settleTemplate()
        try checkNew(constraint)
        begin()
        do {
            _ = try addRecord(constraint, weight: constraint.strength.weight, closingJournalAtEntry: true)
        } catch {
            throw fail(error, target: constraint)
        }
        do {
            try optimize()
        } catch {
            // Only a defect of the solver gets here. With the journal still open, roll back;
            // if it was closed when the row went in, take the constraint out again instead.
            guard t.journal == nil else { throw fail(error, target: constraint) }
            t.commit()
            commitRecords()
            try? removeConstraint(constraint)
            throw error
        }
        t.commit()
        commitRecords()
    }

    /// Makes room for about `constraints` more constraints over about `variables` new
    /// variables, so that adding them does not regrow (and copy) the solver's storage on the
    /// way. Only a hint: adding more is fine, and nothing is added.
    public func reserveCapacity(constraints: Int, variables: Int = 0) {
        let n = Swift.max(0, constraints), v = Swift.max(0, variables)
        grow(&records, records.count + n)
        grow(&heldConstraints, heldConstraints.count + n)
        grow(&definitions, definitions.count + n)
        evaluator.reserveCapacity(definitions: n, terms: 2 * n, symbols: t.symbolCount + v + 2 * n)
        t.reserveCapacity(symbols: v + 2 * n, rows: n)
    }

    /// Adds many constraints, optimising once at the end. Constraints that cannot be added
    /// (duplicate, invalid, unsatisfiable) are skipped and returned; the others stay added.
    @discardableResult
    public func addConstraints(_ constraints: [Constraint]) -> [Rejection] {
        if holdsTemplate && adoptTemplate(constraints) { return [] }
        var rejected: [Rejection] = []
        for c in constraints {
            do throws(SolverError) {
                try checkNew(c)
                // A definition cannot fail and leaves the tableau alone: no transaction.
                let idx = makeRecord(c, weight: c.strength.weight)
                if defineOutsideTransaction(idx) {
                    commitRecords()
                    continue
                }
                begin()
                do {
                    try insertRow(ofRecord: idx, closingJournalAtEntry: true, defining: false)
                } catch {
                    throw fail(error, target: c)
                }
                t.commit()
                commitRecords()
            } catch {
                rejected.append(Rejection(constraint: c, error: error))
            }
        }
        do {
            try optimize()
        } catch {
            // The tableau is feasible but could not be optimised: report it on the last one.
            if let last = constraints.last { rejected.append(Rejection(constraint: last, error: error)) }
        }
        return rejected
    }

    /// Removes a constraint that was added, and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        settleTemplate()
        guard let idx = recordIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        // A removal cannot make the required constraints inconsistent, so no journal is kept
        // (copying every row the removal touches would cost as much as the removal itself).
        // Should an internal error occur anyway, the solver is rebuilt from its records, as it
        // was before the call.
        do {
            try removeRecord(idx)
            try optimize()
        } catch {
            rebuild()
            throw error
        }
        undefined.removeAll()
        dropRecord(idx)
        t.trimPool()
    }

    /// Whether the constraint is currently added.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        settleTemplate()
        return recordIndex(of: constraint) != nil
    }

    /// Every constraint currently added, in the order they were added.
    public var constraints: [Constraint] {
        settleTemplate()
        return sortedRecords().filter { !isEditConstraint($0) }.compactMap { records[Int($0)]?.constraint }
    }

    // MARK: Reset

    /// Removes every constraint and edit variable. Variables keep their last values.
    ///
    /// The solver keeps the capacity of its storage for the constraints that follow (a
    /// system of the same size is then added without regrowing it). The work counters of
    /// ``statistics`` go on counting; the round-off rule starts again with the first one.
    public func reset() {
        holdsTemplate = false
        template.removeAll()
        empty()
    }

    // MARK: Internals shared by the operations

    private static let idLock = NSLock()
    nonisolated(unsafe) private static var idCounter: UInt64 = 0

    static func nextID() -> UInt64 {
        idLock.lock()
        defer { idLock.unlock() }
        idCounter += 1
        return idCounter
    }

    /// Gives every variable registered with this solver back.
    func releaseVariables() {
        for v in t.variables.owned {
            if let v, v.ownerID == id { v.ownerID = 0; v.symbol = -1 }
        }
    }

    /// Gives every constraint added to this solver back (see ``Constraint/ownerID``).
    func releaseConstraints() {
        for rec in records {
            if let c = rec?.constraint, c.ownerID == id { c.ownerID = 0; c.record = -1 }
        }
    }

    /// The index of the record of `c`, if it is added.
    @inline(__always)
    func recordIndex(of c: Constraint) -> Int32? {
        if c.ownerID == id { return c.record }
        return foreignRecords.isEmpty ? nil : foreignRecords[ObjectIdentifier(c)]
    }

    /// Remembers that `c` is added with the record `idx`.
    func setRecordIndex(_ idx: Int32, of c: Constraint) {
        if c.ownerID == 0 {
            c.ownerID = id
            c.record = idx
        } else {
            foreignRecords[ObjectIdentifier(c)] = idx
        }
    }

    /// Forgets the record of `c`.
    func forgetRecordIndex(of c: Constraint) {
        if c.ownerID == id {
            c.ownerID = 0
            c.record = -1
        } else {
            foreignRecords[ObjectIdentifier(c)] = nil
        }
    }

    /// The symbol of a variable, created on first use.
    func symbol(for v: Variable) -> Symbol {
        if v.ownerID == id { return v.symbol }
        if v.ownerID == 0 {
            let s = t.newSymbol(.external)
            v.ownerID = id
            v.symbol = s
            t.variables[Int(s)] = v
            t.markChanged(s)
            return s
        }
        let key = ObjectIdentifier(v)
        if let s = foreign[key], Int(s) < t.symbolCount, t.variables[Int(s)] === v { return s }
        let s = t.newSymbol(.external)
        t.variables[Int(s)] = v
        t.markChanged(s)
        foreign[key] = s
        return s
    }

    /// Throws if the constraint is already added or holds a NaN or infinite number.
    func checkNew(_ c: Constraint) throws(SolverError) {
        if recordIndex(of: c) != nil { throw .duplicateConstraint(c) }
        try validate(c.expression, in: c)
        if let below = c.strengthBelow, below.isRequired != c.strength.isRequired {
            throw .invalidValue("one side required and the other optional in \(c): add a required inequality and an optional one instead")
        }
    }

    func validate(_ e: Expression, in c: Constraint) throws(SolverError) {
        for term in e.terms where !term.coefficient.isFinite {
            throw .invalidValue("coefficient \(term.coefficient) of \(term.variable) in \(c)")
        }
        if !e.constant.isFinite { throw .invalidValue("constant \(e.constant) in \(c)") }
    }

    func commitRecords() { pendingRecords.removeAllKeepingCapacity() }

    /// Rolls the open transaction back and turns the error into the one to throw (explaining
    /// an unsatisfiable constraint against the restored solver).
    func fail(_ error: SolverError, target: Constraint, targetConstant: Double? = nil) -> SolverError {
        let candidates = conflictCandidates
        conflictCandidates = []
        rollback()
        if case .unsatisfiableConstraint = error {
            var expr = target.expression
            if let k = targetConstant { expr.constant = k }
            let conflicts = explainsConflicts
                ? explain(Constraint(expr, target.relation, strength: .required), candidates: candidates,
                          excluding: recordIndex(of: target))
                : []
            return .unsatisfiableConstraint(target, conflicts: conflicts)
        }
        return error
    }

    /// Opens a transaction (tableau journal and solver bookkeeping).
    func begin() {
        t.begin()
        undefined.removeAll()
        txDefinitionCount = definitions.count
    }

    /// Undoes the open transaction, including the records it created.
    func rollback() {
        let n = t.journal?.symbolCount ?? t.symbolCount
        t.rollback()
        for (di, d) in undefined.reversed() where Int(di) < txDefinitionCount {
            definitions[Int(di)] = d
            t.def[Int(d.symbol)] = di
            t.defOfDummy[Int(d.dummy)] = di
        }
        undefined.removeAll()
        if definitions.count > txDefinitionCount { definitions.removeLast(definitions.count - txDefinitionCount) }
        evaluator.truncate(definitions: txDefinitionCount, symbols: n)
        for di in 0..<definitions.count { evaluator.alive[di] = definitions[di] != nil }
        definitionsDirty = true
        for idx in pendingRecords.reversed() { dropRecord(idx) }
        pendingRecords.removeAllKeepingCapacity()
        if !foreign.isEmpty { foreign = foreign.filter { Int($0.value) < n } }
    }

    /// Forgets a record (after its tableau effects are gone or rolled back).
    func dropRecord(_ idx: Int32) {
        guard let rec = records[Int(idx)] else { return }
        templateShapeIsCurrent = false
        forgetRecordIndex(of: rec.constraint)
        for s in [rec.marker, rec.other] where s >= 0 && Int(s) < t.symbolCount && t.owner[Int(s)] == idx {
            t.owner[Int(s)] = -1
        }
        records[Int(idx)] = nil
        heldConstraints[Int(idx)] = nil
        freeRecords.append(idx)
    }

    /// Indices of the live records in order of addition.
    func sortedRecords() -> [Int32] {
        // Usually nothing was removed and re-added, and the records are in order already.
        var inOrder: [Int32] = []
        inOrder.reserveCapacity(records.count - freeRecords.count)
        var last = Int.min
        for i in records.indices {
            guard let seq = records[i]?.seq else { continue }
            if seq < last { inOrder.removeAll(); break }
            last = seq
            inOrder.append(Int32(i))
        }
        if inOrder.count == records.count - freeRecords.count { return inOrder }
        var out: [(seq: Int, index: Int32)] = []
        for (i, r) in records.enumerated() { if let r { out.append((r.seq, Int32(i))) } }
        out.sort { $0.seq < $1.seq }
        return out.map(\.index)
    }

    func isEditConstraint(_ idx: Int32) -> Bool {
        guard let rec = records[Int(idx)], rec.constraint.expression.terms.count == 1,
              let info = edits[ObjectIdentifier(rec.constraint.expression.terms[0].variable)] else { return false }
        return info.constraint === rec.constraint
    }

    /// The feasibility tolerance: constants within it of zero count as zero.
    var tolerance: Double { 1e-9 * constScale }
}
