import Foundation

/// An item the SnapKit-style DSL constrains: a ``View`` (``ConstraintView``) or a
/// ``LayoutGuide`` (``ConstraintLayoutGuide``).
///
/// The DSL remembers, per item, the ``Constraint``s that the item's own `snp` calls made and
/// activated; `remakeConstraints`, `updateConstraints` and `removeConstraints` work on them.
public protocol LayoutConstraintItem: LayoutItem {}

extension View: LayoutConstraintItem {}
extension LayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
    /// Makes the item ready for constraints: a view stops translating its autoresizing mask.
    func prepareForSnapKit() {
        if let view = self as? View, view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// Runs `body` on the item's list of active SnapKit constraints, in place (held by the
    /// view or guide itself, not in its DSL storage dictionary). An item of another type has
    /// no list: `body` gets an empty one, whose changes are dropped.
    func withSnapKitList<Result>(_ body: (inout SnapKitConstraintList) -> Result) -> Result {
        if let view = self as? View { return body(&view.snapKitList) }
        if let guide = self as? LayoutGuide { return body(&guide.snapKitList) }
        var none = SnapKitConstraintList()
        return body(&none)
    }

    /// The active SnapKit constraints this item made, in activation order.
    var snapKitConstraints: [Constraint] {
        if let view = self as? View { return view.snapKitList.constraints }
        if let guide = self as? LayoutGuide { return guide.snapKitList.constraints }
        return []
    }
}
