/// Objects reused from system to system: a pooled solver given back keeps the constraint and
/// variable objects of its last system (instead of letting them be freed with their owner),
/// and its next owner fills them in again where it would make new ones. A self-sizing cell
/// makes about seventy constraints and sixty variables and drops them all a moment later;
/// reusing them saves an allocation and a deallocation each, and the term arrays with them.
///
/// An object is reused only when nothing but this solver refers to it any more, so a
/// constraint or variable that its old owner or anybody else still holds is never changed
/// under them: a constraint is kept when the solver holds the only reference to it as it is
/// given back (its owner has let go of it by then), a variable when that is so as it is taken
/// (its owner has gone by then). A reused object is reset to what a new one would be.
extension Solver {
    /// The most objects of each kind kept for reuse.
    static let largestReusableCount = 1024

    /// Lets go of the constraint of `slot` (an entry of ``heldConstraints``, the solver's
    /// reference), marking it as no longer added to the solver `own`, and keeps it for reuse
    /// when nothing else refers to it, its terms let go of (their storage kept). Empties the
    /// slot.
    @inline(__always)
    func keepForReuse(_ slot: inout Constraint?, releasedBy own: UInt64, in kept: inout [Constraint]) {
        // Uniqueness is read before the constraint is bound to a name (which holds a reference).
        let alone = isKnownUniquelyReferenced(&slot)
        guard let c = slot else { return }
        slot = nil
        if c.ownerID == own { c.ownerID = 0; c.record = -1 }
        guard alone, kept.count < Solver.largestReusableCount else { return }
        c.expression.terms.removeAllKeepingCapacity()
        kept.append(c)
    }

    /// Lets go of every variable of the variables' table, marking those registered here as
    /// registered nowhere, and keeps them (up to ``largestReusableCount``) for
    /// ``makeVariable(named:)``: one pass, each reference moved rather than copied.
    func releaseVariablesKeepingThemForReuse() {
        let own = id
        var kept: [Variable] = []
        swap(&kept, &reusableVariables)
        kept.reserveCapacity(Swift.min(kept.count + t.variables.count, Solver.largestReusableCount))
        t.variables.withUnsafeMutableBuffers { owned, unmanaged in
            for i in owned.indices {
                guard let v = owned[i] else { continue }
                if v.ownerID == own { v.ownerID = 0; v.symbol = -1 }
                owned[i] = nil
                unmanaged[i] = nil
                if kept.count < Solver.largestReusableCount { kept.append(v) }
            }
        }
        swap(&kept, &reusableVariables)
    }

    /// An empty term array with room for at least `capacity` terms, for an expression of the
    /// owner's next constraint: the storage of the terms of a kept constraint when it has
    /// room, otherwise new.
    package func makeTermArray(capacity: Int) -> [Term] {
        var terms: [Term] = []
        if let c = reusableConstraints.last, c.expression.terms.capacity >= capacity {
            swap(&terms, &c.expression.terms)
        } else {
            terms.reserveCapacity(capacity)
        }
        return terms
    }

    /// `expression relation 0` at `strength`, as `Constraint(expression, relation,
    /// strength:)` makes it, in a kept constraint when there is one.
    package func makeConstraint(_ expression: consuming Expression, _ relation: Relation,
                                strength: Strength) -> Constraint {
        guard !reusableConstraints.isEmpty else { return Constraint(expression, relation, strength: strength) }
        let c = reusableConstraints.removeLast()
        c.expression = expression
        c.relation = relation
        c.strength = strength
        c.strengthBelow = nil
        return c
    }

    /// `expression == 0` weighing `above` and `below`, as `Constraint(expression,
    /// strengthAbove:strengthBelow:)` makes it, in a kept constraint when there is one.
    package func makeConstraint(_ expression: consuming Expression, strengthAbove above: Strength,
                                strengthBelow below: Strength) -> Constraint {
        guard !reusableConstraints.isEmpty else {
            return Constraint(expression, strengthAbove: above, strengthBelow: below)
        }
        let c = reusableConstraints.removeLast()
        c.expression = expression
        c.relation = .equal
        c.strength = above
        c.strengthBelow = above == below ? nil : below
        return c
    }

    /// A variable named `name` at value 0, as `Variable(name)` makes it, in a kept variable
    /// that nothing else refers to any more when there is one.
    package func makeVariable(named name: String = "") -> Variable {
        while !reusableVariables.isEmpty {
            var v = reusableVariables.removeLast()
            guard isKnownUniquelyReferenced(&v) else { continue }
            if !(name.isEmpty && v.name.isEmpty) { v.name = name }
            v.storedValue = 0
            v.storedTag = -1
            v.ownerID = 0
            v.symbol = -1
            return v
        }
        return Variable(name)
    }
}
