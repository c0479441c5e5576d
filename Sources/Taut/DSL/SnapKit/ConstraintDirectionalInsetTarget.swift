import Foundation

/// Directional insets for `inset(_:)` and ``Constraint/update(inset:)-(ConstraintDirectionalInsetTarget)``: leading and trailing
/// are resolved with the layout direction of the constrained view.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
    /// The insets (zero for a type that is not ``ConstraintDirectionalInsets``).
    var constraintDirectionalInsetTargetValue: DirectionalEdgeInsets {
        (self as? DirectionalEdgeInsets) ?? .zero
    }
}
