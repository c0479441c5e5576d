import Foundation

/// An item with attributes to relate to: `other.snp.bottom`, `other.snp.edges`,
/// `guide.snp.centerX`. Pass it to `equalTo(_:)` and its siblings.
///
/// With one attribute, every attribute of the maker line relates to it
/// (`make.left.right.equalTo(other.snp.centerX)`). With several, they must match the line's
/// attributes one for one; edges pair with margins and directional edges with directional
/// margins (`make.edges.equalTo(other.snp.margins)`). The item is not kept alive: once it
/// is released, ``target`` is `nil`.
///
/// A value (SnapKit's is a class): two words, held inline wherever a relation target is, so
/// `other.snp.bottom` allocates nothing.
public struct ConstraintItem {
    /// The attributes the item names (``ConstraintAttributes/none`` for a whole view or guide).
    public let attributes: ConstraintAttributes

    /// The view or layout guide (not kept alive), or `nil` once it has been released.
    public var target: AnyObject? { item }

    /// The item, or `nil` once it is gone.
    var item: (any LayoutItem)? { itemReference?.item }
    /// The item's reference (see ``ItemReference``): it does not keep the item alive.
    let itemReference: ItemReference?

    init(item: (any LayoutItem)?, attributes: ConstraintAttributes) {
        self.itemReference = ItemReference.of(optional: item)
        self.attributes = attributes
    }

    /// The item whose reference is `reference`.
    init(reference: ItemReference?, attributes: ConstraintAttributes) {
        self.itemReference = reference
        self.attributes = attributes
    }

    /// The item for an `AnyObject` target of a DSL (a view or a layout guide).
    init(target: AnyObject?, attributes: ConstraintAttributes) {
        // A view's or guide's own reference is read directly, without a second class test.
        if let view = target as? View {
            self.init(reference: view.itemReference, attributes: attributes)
        } else if let guide = target as? LayoutGuide {
            self.init(reference: guide.itemReference, attributes: attributes)
        } else {
            self.init(item: target as? LayoutItem, attributes: attributes)
        }
    }

    /// The constrainable item (a view or a layout guide), when it is still alive.
    public var layoutConstraintItem: LayoutConstraintItem? { item as? LayoutConstraintItem }
}
