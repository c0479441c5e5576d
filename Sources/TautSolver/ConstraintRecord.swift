/// What the solver knows about one added constraint: its tableau symbols and current data.
///
/// The constraint's row is `0 = sign · expression − marker (+ other)`: for a required
/// equality the marker is a dummy; for an optional equality the marker and `other` are the
/// error pair `e⁺`, `e⁻` (`expression = e⁺ − e⁻`); for an inequality the marker is the slack
/// and, when optional, `other` is the error that measures the violation.
///
/// The record holds its constraint unretained, so that it is a plain value: reading or
/// copying one costs no retain and release. ``Solver/heldConstraints`` keeps the constraint
/// alive for as long as the record is in ``Solver/records`` (the two are set and cleared
/// together).
struct ConstraintRecord {
    /// The user's constraint object (or the internal constraint of an edit variable); kept
    /// alive by ``Solver/heldConstraints``.
    unowned(unsafe) let constraint: Constraint
    /// The marker symbol (dummy, slack or error `e⁺`).
    var marker: Symbol
    /// The second symbol (`e⁻` or the inequality's error), or -1.
    var other: Symbol
    /// `-1` for `<=` (the row is built from `−expression`), `+1` otherwise.
    let sign: Double
    /// The weight of the constraint (``Strength/required``'s weight when required); for an
    /// optional equality, the weight of `e⁺` (the expression above zero).
    var weight: Double
    /// The weight of an optional equality's `e⁻` (the expression below zero): ``weight``
    /// unless the constraint has a ``Constraint/strengthBelow``.
    var weightBelow: Double
    /// The constant of the expression as the solver currently uses it.
    var constant: Double
    /// Order of addition (orders conflict reports).
    var seq: Int

    var isRequired: Bool { weight >= Strength.required.weight }

    /// The objective weight of one of ``errorSymbols``.
    func weight(of error: Symbol) -> Double {
        constraint.relation == .equal && error == other ? weightBelow : weight
    }

    /// The symbols weighted in the objective (none for a required constraint).
    var errorSymbols: [Symbol] {
        if isRequired { return [] }
        if constraint.relation == .equal { return [marker, other] }
        return [other]
    }
}

/// An edit variable: the internal constraint `variable == value` and the suggested value.
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    var value: Double
}
