import Foundation

/// A number or ``LayoutPriority`` for `priority(_:)` and ``Constraint/update(priority:)-(ConstraintPriorityTarget)``.
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}
extension LayoutPriority: ConstraintPriorityTarget {}

extension ConstraintPriorityTarget {
    /// The priority as a number (1000 for a type that is not a number).
    var constraintPriorityTargetValue: Float {
        switch self {
        case let value as Int: return Float(value)
        case let value as Float: return value
        case let value as Double: return Float(value)
        case let value as CGFloat: return Float(value)
        case let value as UInt: return Float(value)
        case let value as LayoutPriority: return value.rawValue
        default: return 1000
        }
    }
}
