import Foundation

/// What a SnapKit relation can take (`equalTo(_:)`, `lessThanOrEqualTo(_:)`,
/// `greaterThanOrEqualTo(_:)`): a view, a layout guide, an attribute item (`other.snp.bottom`),
/// or a constant (a number, `CGPoint`, `CGSize`, ``ConstraintInsets``,
/// ``ConstraintDirectionalInsets``).
///
/// Other conforming types are refused with a diagnostic.
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
