import Foundation

/// A layout guide's SnapKit-style DSL (`guide.snp`): make, remake, update, remove or prepare
/// its constraints, and name its attributes for other lines (`guide.snp.top`).
///
/// Constants relate to the guide's owning view (its "superview").
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The layout guide.
    public let guide: ConstraintLayoutGuide

    /// Creates the DSL of `guide` (use `guide.snp`).
    public init(guide: ConstraintLayoutGuide) {
        self.guide = guide
    }

    /// The layout guide.
    public var target: AnyObject? { guide }

    /// Runs the block and returns its constraints without activating them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: guide, closure: closure)
    }

    /// Runs the block and activates its constraints.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: guide, closure: closure)
    }

    /// Deactivates the constraints this guide made with `snp`, then makes the block's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: guide, closure: closure)
    }

    /// Changes the constants of the matching constraints this guide made; installs lines that
    /// match nothing, with a diagnostic.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: guide, closure: closure)
    }

    /// Deactivates every constraint this guide made with `snp`.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: guide)
    }
}
