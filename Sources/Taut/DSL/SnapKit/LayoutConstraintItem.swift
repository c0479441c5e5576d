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

    /// The active SnapKit constraints this item made, created on first need (held by the
    /// view or guide itself, not in its DSL storage dictionary).
    var snapKitConstraints: SnapKitConstraintList {
        if let list = existingSnapKitConstraints { return list }
        let list = SnapKitConstraintList()
        if let view = self as? View {
            view.snapKitList = list
        } else if let guide = self as? LayoutGuide {
            guide.snapKitList = list
        }
        return list
    }

    /// The active SnapKit constraints this item made, or `nil` if it never made any.
    var existingSnapKitConstraints: SnapKitConstraintList? {
        if let view = self as? View { return view.snapKitList }
        if let guide = self as? LayoutGuide { return guide.snapKitList }
        return nil
    }
}
