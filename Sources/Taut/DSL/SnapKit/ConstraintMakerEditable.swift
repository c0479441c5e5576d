import Foundation

/// The link of a maker line after its relation: multiplier, constant and priority.
///
/// `offset`, `inset` and the constant given to `equalTo(_:)` share one slot: the last one
/// written wins. `offset` is added as is; `inset` is signed by the second attribute (left/top
/// `+`, right/bottom `-`, centres half the difference, width/height minus the sum).
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the second attribute (`make.width.equalTo(other).multipliedBy(0.5)`). On a
    /// width or height compared with a constant, where there is no second attribute, Taut
    /// multiplies the constant instead (SnapKit drops the multiplier) and reports it.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// Divides the second attribute: `multipliedBy(1 / amount)`. Dividing by zero gives an
    /// infinite multiplier, which is refused with a diagnostic when the constraint is activated.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierTargetValue
        return self
    }

    /// Sets the constant to `amount`, unchanged for every attribute.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .number(amount.constraintOffsetTargetValue)
        return self
    }

    /// Sets the constant to an inset: a number (the same on all sides) or ``ConstraintInsets``.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = .insets(amount.constraintInsetTargetValue)
        return self
    }

    /// Sets the constant to directional insets, resolved with the layout direction of the
    /// constrained view.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = .directionalInsets(amount.constraintDirectionalInsetTargetValue)
        return self
    }
}
