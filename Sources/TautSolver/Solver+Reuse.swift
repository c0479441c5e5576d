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
    /// reference), marking it as no longer added to the solver `own`. Returns it, its terms
    /// let go of (their storage kept), when nothing else refers to it. Empties the slot.
    @inline(__always)
    func takeForReuse(_ slot: inout Constraint?, releasedBy own: UInt64) -> Constraint? {
        // Uniqueness is read before the constraint is bound to a name (which holds a reference).
        let alone = isKnownUniquelyReferenced(&slot)
        guard let c = slot else { return nil }
        slot = nil
        if c.ownerID == own { c.ownerID = 0; c.record = -1 }
        guard alone else { return nil }
        c.expression.terms.removeAllKeepingCapacity()
        return c
    }

    /// Keeps `taken` for ``makeConstraint(_:_:strength:)`` (as many as there is room for).
    func keepForReuse(_ taken: [Constraint]) {
        if reusableConstraints.isEmpty, taken.count <= Solver.largestReusableCount {
            reusableConstraints = taken
        } else {
            reusableConstraints.append(contentsOf: taken.prefix(Solver.largestReusableCount - reusableConstraints.count))
        }
    }

    /// Lets go of every variable of the variables' table, marking those registered here as
    /// registered nowhere, and keeps them (up to ``largestReusableCount``) for
    /// ``makeVariable(named:)``: one pass, each reference moved out of the table into a new
    /// list rather than copied.
    func releaseVariablesKeepingThemForReuse() {
        let own = id
        let room = Swift.max(0, Solver.largestReusableCount - reusableVariables.count)
        let taken = t.variables.withUnsafeMutableBuffers { owned, unmanaged -> [Variable] in
            [Variable](unsafeUninitializedCapacity: Swift.min(room, owned.count)) { out, count in
                count = 0
                // Every entry is emptied, whether or not there is room to keep its variable.
                guard let table = owned.baseAddress else { return }
                for i in 0..<owned.count {
                    guard let v = (table + i).move() else {
                        (table + i).initialize(to: nil)
                        continue
                    }
                    (table + i).initialize(to: nil)
                    unmanaged[i] = nil
                    if v.ownerID == own { v.ownerID = 0; v.symbol = -1 }
                    if count < out.count, let kept = out.baseAddress {
                        (kept + count).initialize(to: v)
                        count += 1
                    }
                }
            }
        }
        if reusableVariables.isEmpty { reusableVariables = taken } else { reusableVariables.append(contentsOf: taken) }
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
        c.constantIsPlaceholder = false
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
        c.constantIsPlaceholder = false
        return c
    }

    /// Four unnamed variables at value 0 (an item's left, top, width and height), as four
    /// calls of ``makeVariable(named:)`` make them, in one call from another module.
    package func makeFourVariables() -> (Variable, Variable, Variable, Variable) {
        (reusedOrNewVariable(named: ""), reusedOrNewVariable(named: ""),
         reusedOrNewVariable(named: ""), reusedOrNewVariable(named: ""))
    }

    /// A variable named `name` at value 0, as `Variable(name)` makes it, in a kept variable
    /// that nothing else refers to any more when there is one.
    package func makeVariable(named name: String = "") -> Variable {
        reusedOrNewVariable(named: name)
    }

    /// ``makeVariable(named:)``'s work, inlined into both callers.
    @inline(__always)
    private func reusedOrNewVariable(named name: String) -> Variable {
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
