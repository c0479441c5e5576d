import Foundation

/// A number for `offset(_:)` and ``Constraint/update(offset:)``: added to the constraint as
/// is, never sign-flipped.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

extension ConstraintOffsetTarget {
    /// The offset as a number (0 for a type that is not a number).
    var constraintOffsetTargetValue: CGFloat {
        if let n = ConstraintConstantValue.exactNumber(of: self) { return n }
        if case .number(let n)? = ConstraintConstantValue(self) { return n }
        return 0
    }
}
