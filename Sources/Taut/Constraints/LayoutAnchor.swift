import Foundation

/// One side of a constraint: an attribute of an item (`title.leadingAnchor`), or the distance
/// between two anchors (`a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)`).
///
/// `LayoutAnchor` is the common base of ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and
/// ``LayoutDimension``; those subclasses only build constraints with anchors of their own kind,
/// so an x-axis anchor can't be related to a y-axis one. An anchor does not keep its item alive.
public class LayoutAnchor: CustomStringConvertible {
    /// The item (not kept alive by the anchor), or `nil` once the item is gone. For an offset dimension, the
    /// item of the anchor the offset starts from.
    public var item: LayoutItem? { storedItem ?? offset?.from.item }
    /// The attribute, or ``LayoutAttribute/notAnAttribute`` for an offset dimension.
    public let attribute: LayoutAttribute

    /// The item, through its reference (`nil` for an offset dimension).
    let itemReference: ItemReference?
    /// The item, or `nil` once it is gone (or for an offset dimension).
    var storedItem: (any LayoutItem)? { itemReference?.item }
    /// For `anchorWithOffset(to:)`: the distance `to - from`.
    let offset: (from: LayoutAnchor, to: LayoutAnchor)?

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.itemReference = ItemReference.of(item)
        self.attribute = attribute
        self.offset = nil
    }

    /// The anchor of `attribute` for the item of `reference` (`nil`: an anchor without an item).
    init(reference: ItemReference?, attribute: LayoutAttribute) {
        self.itemReference = reference
        self.attribute = attribute
        self.offset = nil
    }

    /// A new anchor of `attribute` for the item of `reference`, of the class of the
    /// attribute's category (a dimension for ``LayoutAttribute/notAnAttribute``).
    static func make(for attribute: LayoutAttribute, reference: ItemReference?) -> LayoutAnchor {
        switch attribute.category {
        case .xLocation: return LayoutXAxisAnchor(reference: reference, attribute: attribute)
        case .yLocation: return LayoutYAxisAnchor(reference: reference, attribute: attribute)
        case .dimension, .none: return LayoutDimension(reference: reference, attribute: attribute)
        }
    }

    init(from: LayoutAnchor, to: LayoutAnchor) {
        self.itemReference = nil
        self.attribute = .notAnAttribute
        self.offset = (from, to)
    }

    /// The anchor's category; an offset between two locations is a dimension.
    var category: LayoutAttribute.Category {
        offset != nil ? .dimension : attribute.category
    }

    /// Every item the anchor mentions (two for an offset dimension).
    var items: [LayoutItem] {
        if let offset { return offset.from.items + offset.to.items }
        return storedItem.map { [$0] } ?? []
    }

    /// The item's reference, for a plain anchor (not an offset) of a view or layout guide that
    /// is alive: what a constraint holds for this side instead of the anchor.
    var plainReference: ItemReference? {
        guard offset == nil, let reference = itemReference, reference.holdsLiveViewOrGuide else { return nil }
        return reference
    }

    /// Whether the item(s) the anchor was made with are still alive.
    var isAlive: Bool {
        if let offset { return offset.from.isAlive && offset.to.isAlive }
        return itemReference?.isAlive ?? false
    }

    /// `title.leading`, or `(a.leading -> b.trailing)` for an offset dimension.
    public var description: String {
        if let offset { return "(\(offset.from) -> \(offset.to))" }
        return "\(storedItem?.debugName ?? "<released>").\(attribute.name)"
    }

    /// Builds `self relation other * multiplier + constant` (not active).
    /// `location` is where the public method was called (`nil` for Taut's own calls).
    func makeConstraint(_ relation: LayoutRelation, _ other: LayoutAnchor?,
                        multiplier: CGFloat = 1, constant: CGFloat, at location: SourceLocation? = nil) -> LayoutConstraint {
        // The usual case, plain anchors of live views or guides: the constraint holds their
        // references, as `LayoutConstraint.init(_:_:_:multiplier:constant:)` would keep them,
        // made in one step with its location.
        if let first = plainReference {
            if let other {
                if let second = other.plainReference {
                    return LayoutConstraint(first, attribute, relation, second, other.attribute, multiplier: multiplier,
                                            constant: constant, priority: .required, location: location)
                }
            } else {
                return LayoutConstraint(first, attribute, relation, nil, .notAnAttribute, multiplier: multiplier,
                                        constant: constant, priority: .required, location: location)
            }
        }
        let constraint = LayoutConstraint(self, relation, other, multiplier: multiplier, constant: constant)
        constraint.location = location
        return constraint
    }
}

extension ItemReference {
    /// Whether the reference gives a view or a layout guide (not yet gone), told from its
    /// stored pointers without loading the item (which would retain and release it).
    var holdsLiveViewOrGuide: Bool {
        unsafeBitCast(view, to: UInt.self) != 0 || unsafeBitCast(guide, to: UInt.self) != 0
    }
}
