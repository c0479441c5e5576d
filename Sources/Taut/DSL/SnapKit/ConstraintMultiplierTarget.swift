import Foundation

/// A number for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {}

extension Int: ConstraintMultiplierTarget {}
extension UInt: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

extension ConstraintMultiplierTarget {
    /// The multiplier as a number (1 for a type that is not a number).
    var constraintMultiplierTargetValue: CGFloat {
        switch self {
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as CGFloat: return value
        case let value as Float: return CGFloat(value)
        case let value as UInt: return CGFloat(value)
        default: return 1
        }
    }
}
