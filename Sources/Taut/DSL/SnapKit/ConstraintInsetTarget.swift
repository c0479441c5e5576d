import Foundation

/// An inset for `inset(_:)` and ``Constraint/update(inset:)-(ConstraintInsetTarget)``: a number `n` (the same inset on
/// all four sides) or ``ConstraintInsets``. The constant is signed by the second attribute:
/// left/top `+`, right/bottom `-`, leading/trailing by layout direction, centres half the
/// difference, width and height minus the sum of the two sides.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension EdgeInsets: ConstraintInsetTarget {}

extension ConstraintInsetTarget {
    /// The inset as absolute insets (a number is the same on every side).
    var constraintInsetTargetValue: EdgeInsets {
        if let n = ConstraintConstantValue.exactNumber(of: self) { return EdgeInsets(all: n) }
        switch ConstraintConstantValue(self) {
        case .number(let n)?: return EdgeInsets(all: n)
        case .insets(let e)?: return e
        default: return .zero
        }
    }
}
