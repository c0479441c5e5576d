import Foundation

/// The link of a maker line that sets its priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority (`.priority(.high)`, `.priority(999)`). Values are clamped to 1...1000
    /// by the layout constraint.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.layoutPriority
        return self
    }

    /// Sets the priority from a number or a ``LayoutPriority`` (`.priority(UILayoutPriority.defaultLow)`).
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = LayoutPriority(amount.constraintPriorityTargetValue)
        return self
    }

    /// Sets the priority to required (SnapKit's deprecated form).
    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(ConstraintPriority.required) }

    /// Sets the priority to high (SnapKit's deprecated form).
    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(ConstraintPriority.high) }

    /// Sets the priority to medium (SnapKit's deprecated form).
    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(ConstraintPriority.medium) }

    /// Sets the priority to low (SnapKit's deprecated form).
    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(ConstraintPriority.low) }
}
