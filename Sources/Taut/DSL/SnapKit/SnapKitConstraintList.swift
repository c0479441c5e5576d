import Foundation

/// The ordered list of active ``Constraint``s an item made with its `snp` DSL (SnapKit keeps
/// them in an associated set; Taut keeps them in the view's or guide's `snapKitList`, in
/// activation order).
///
/// A value stored in the item itself (one word: its array), so that an item that makes
/// constraints pays for no list object; it is changed in place through
/// ``LayoutConstraintItem/withSnapKitList(_:)``.
struct SnapKitConstraintList {
    /// The listed constraints, in activation order.
    private(set) var constraints: [Constraint] = []

    /// Adds `constraint` unless it is already listed.
    mutating func add(_ constraint: Constraint) {
        guard !constraint.isListed else { return }
        constraint.isListed = true
        constraints.append(constraint)
    }

    /// Adds new constraints (not listed yet) in order; an empty list adopts the array as is.
    mutating func add(_ newConstraints: [Constraint]) {
        for constraint in newConstraints { constraint.isListed = true }
        if constraints.isEmpty {
            constraints = newConstraints
        } else {
            constraints += newConstraints
        }
    }

    /// Removes `constraint` if it is listed.
    mutating func remove(_ constraint: Constraint) {
        guard constraint.isListed else { return }
        constraint.isListed = false
        if let index = constraints.lastIndex(where: { $0 === constraint }) { constraints.remove(at: index) }
    }

    /// Empties the list and returns what it held.
    mutating func removeAll() -> [Constraint] {
        let all = constraints
        for constraint in all { constraint.isListed = false }
        constraints = []
        return all
    }
}
