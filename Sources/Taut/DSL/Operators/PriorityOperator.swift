import Foundation

/// The precedence of the priority operator `~`: below comparisons, so that
/// `$0.width == 200 ~ .defaultHigh` reads as `($0.width == 200) ~ .defaultHigh`.
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: LogicalConjunctionPrecedence
}

/// Sets the priority of the constraint(s) on its left: `($0.width == 200) ~ .defaultHigh`.
infix operator ~ : LayoutPriorityPrecedence

/// Sets `constraint.priority` and returns the constraint. Inside `layout { }` the constraint
/// is not active yet, so any priority can be set, required or not.
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// Sets the priority of every constraint of a composite (`($0.size == CGSize(...)) ~ .defaultLow`).
@discardableResult
public func ~ (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
    for constraint in constraints { constraint.priority = priority }
    return constraints
}
