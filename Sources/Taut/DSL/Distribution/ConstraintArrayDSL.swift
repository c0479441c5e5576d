import Foundation

/// Masonry's array helpers for SnapKit users: `[v1, v2, v3].snp`.
///
/// ```swift
/// [title, subtitle, button].snp.makeConstraints { make in
///     make.leading.trailing.equalToSuperview().inset(20)
/// }
/// [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 16)
/// [a, b, c].snp.align(.top)
/// ```
///
/// The maker methods run the block once per view, in order, exactly as each view's own
/// `snp` would (each view's constraints belong to it: its `remakeConstraints` replaces
/// them). The distribution, alignment and matching helpers are built on the same makers and
/// report problems with the file and line of the call.
public struct ConstraintArrayDSL {
    /// The views, in the order given.
    public let views: [View]

    /// Creates the DSL for `views` (use `[v1, v2].snp`).
    public init(views: [View]) {
        self.views = views
    }

    /// Runs `closure` for each view's maker and activates what it made (each view stops
    /// translating its autoresizing mask), as `view.snp.makeConstraints` would.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.makeConstraints(closure) }
    }

    /// For each view, deactivates the constraints it made with `snp`, then makes the block's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.remakeConstraints(closure) }
    }

    /// For each view, changes the constants of its matching constraints (installing the lines
    /// that match nothing, with a diagnostic), as `view.snp.updateConstraints` would.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for view in views { view.snp.updateConstraints(closure) }
    }

    /// For each view, deactivates every constraint it made with `snp`.
    public func removeConstraints() {
        for view in views { view.snp.removeConstraints() }
    }

    /// Runs `closure` for each view's maker and returns the constraints, not activated.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { $0.snp.prepareConstraints(closure) }
    }
}

extension Array where Element: View {
    /// Masonry's array helpers: one SnapKit block for every view, distribution, alignment
    /// and size matching. See ``ConstraintArrayDSL``.
    public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}
