/// The ordered list of active ``Constraint``s an item made with its `snp` DSL (SnapKit keeps
/// them in an associated set; Taut keeps them in the item's DSL storage, in activation order).
final class SnapKitConstraintList {
    static let key = "SnapKit.constraints"

    private(set) var constraints: [Constraint] = []

    /// Adds `constraint` unless it is already listed.
    func add(_ constraint: Constraint) {
        guard !constraint.isListed else { return }
        constraint.isListed = true
        constraints.append(constraint)
    }

    /// Removes `constraint` if it is listed.
    func remove(_ constraint: Constraint) {
        guard constraint.isListed else { return }
        constraint.isListed = false
        if let index = constraints.lastIndex(where: { $0 === constraint }) { constraints.remove(at: index) }
    }

    /// Empties the list and returns what it held.
    func removeAll() -> [Constraint] {
        let all = constraints
        for constraint in all { constraint.isListed = false }
        constraints.removeAll()
        return all
    }
}
