import Foundation

/// A constant a SnapKit relation can compare with: a number, `CGPoint`, `CGSize`,
/// ``ConstraintInsets`` or ``ConstraintDirectionalInsets``.
///
/// A constant target relates each attribute to the same attribute of the constrained item's
/// superview (centerX and centerY to its left and top), except width and height, which are
/// compared with the constant alone.
public protocol ConstraintConstantTarget {}

extension Int: ConstraintConstantTarget {}
extension UInt: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension EdgeInsets: ConstraintConstantTarget {}
extension DirectionalEdgeInsets: ConstraintConstantTarget {}
