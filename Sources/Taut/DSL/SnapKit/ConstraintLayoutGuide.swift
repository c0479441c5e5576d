import Foundation

/// SnapKit's name for the layout guide type its DSL constrains: Taut's ``LayoutGuide``.
public typealias ConstraintLayoutGuide = LayoutGuide

extension LayoutGuide {
    /// The SnapKit-style constraint DSL of this guide: `guide.snp.makeConstraints { make in … }`,
    /// and `guide.snp.top` (an attribute of this guide to relate other items to).
    public var snp: ConstraintLayoutGuideDSL {
        ConstraintLayoutGuideDSL(guide: self)
    }
}
