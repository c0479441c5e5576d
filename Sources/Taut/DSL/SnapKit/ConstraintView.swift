import Foundation

/// SnapKit's name for the view type its DSL constrains: Taut's ``View``.
public typealias ConstraintView = View

extension View {
    /// The SnapKit-style constraint DSL of this view: `view.snp.makeConstraints { make in … }`,
    /// and `view.snp.top` (an attribute of this view to relate other views to).
    public var snp: ConstraintViewDSL {
        ConstraintViewDSL(view: self)
    }
}
