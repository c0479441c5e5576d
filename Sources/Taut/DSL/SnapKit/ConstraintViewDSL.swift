import Foundation

/// A view's SnapKit-style DSL (`view.snp`): make, remake, update, remove or prepare its
/// constraints, name its attributes for other views' lines (`view.snp.bottom`), and set its
/// content priorities.
///
/// `makeConstraints` sets the view's `translatesAutoresizingMaskIntoConstraints` to `false`
/// (and only this view's).
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view.
    public let view: ConstraintView

    /// Creates the DSL of `view` (use `view.snp`).
    public init(view: ConstraintView) {
        self.view = view
    }

    /// The view.
    public var target: AnyObject? { view }

    /// Runs the block and returns its constraints without activating them (activate them
    /// later with ``Constraint/activate()``).
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: view, closure: closure)
    }

    /// Runs the block and activates its constraints.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: view, closure: closure)
    }

    /// Deactivates the constraints this view made with `snp`, then makes the block's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: view, closure: closure)
    }

    /// Changes the constants of the matching constraints this view made (same items,
    /// attributes, relation, multiplier and priority); installs lines that match nothing, with
    /// a diagnostic. Before any constraint was made it is ``makeConstraints(_:)``.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: view, closure: closure)
    }

    /// Deactivates every constraint this view made with `snp`.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: view)
    }

    /// The horizontal content hugging priority, as a number (default 250).
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical content hugging priority, as a number (default 250).
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The horizontal compression resistance priority, as a number (default 750).
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical compression resistance priority, as a number (default 750).
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}
