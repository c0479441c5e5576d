import Foundation

/// Something a ``LayoutConstraint`` can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item offers the same anchors, a debug name used in descriptions and diagnostics,
/// and the view it belongs to. Only `View` (and its subclasses) and `LayoutGuide` take part in
/// layout; a constraint on another conforming type is refused with a diagnostic.
public protocol LayoutItem: AnyObject {
    /// The leading edge (left in left-to-right layouts).
    var leadingAnchor: LayoutXAxisAnchor { get }
    /// The trailing edge (right in left-to-right layouts).
    var trailingAnchor: LayoutXAxisAnchor { get }
    /// The left edge.
    var leftAnchor: LayoutXAxisAnchor { get }
    /// The right edge.
    var rightAnchor: LayoutXAxisAnchor { get }
    /// The top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The width.
    var widthAnchor: LayoutDimension { get }
    /// The height.
    var heightAnchor: LayoutDimension { get }
    /// The horizontal centre.
    var centerXAnchor: LayoutXAxisAnchor { get }
    /// The vertical centre.
    var centerYAnchor: LayoutYAxisAnchor { get }

    /// The view this item belongs to: a view itself, or a guide's ``LayoutGuide/owningView``.
    var layoutView: View? { get }
    /// The view this item is positioned in: a view's ``View/superview``, or a guide's
    /// ``LayoutGuide/owningView``. SnapKit's `equalToSuperview()` relates to it.
    var layoutParent: View? { get }
    /// The name used in descriptions and diagnostics: a view's `accessibilityIdentifier`, a
    /// guide's `identifier`, or `ClassName:N` (N numbers instances in the order they are first named).
    var debugName: String { get }
}

extension LayoutItem {
    /// The anchor of this item for a raw attribute (margin and baseline attributes included),
    /// cached so that every constraint on the same attribute shares one anchor object.
    func anchor(for attribute: LayoutAttribute) -> LayoutAnchor {
        // One class test finds the item's state and its reference; a cached anchor is returned
        // as it is (its class follows from the attribute's category), and a new one is made
        // with the reference at hand, without testing the item's class again.
        if let view = self as? View { return view.ownState.anchor(for: attribute) { view.itemReference } }
        if let guide = self as? LayoutGuide { return guide.ownState.anchor(for: attribute) { guide.itemReference } }
        return LayoutAnchor.make(for: attribute, reference: ItemReference.of(self))
    }

    /// The cached anchor of `attribute`, made with `make` on first use (items the engine does
    /// not know get a fresh anchor each time).
    func cachedAnchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute, _ make: () -> Anchor) -> Anchor {
        guard let state = itemState else { return make() }
        if let anchor = state.cachedAnchor(attribute) as? Anchor { return anchor }
        let anchor = make()
        state.keep(anchor, for: attribute)
        return anchor
    }

    /// The item's per-item layout bookkeeping, or `nil` for a foreign conforming type.
    var itemState: ItemState? {
        if let view = self as? View { return view.ownState }
        if let guide = self as? LayoutGuide { return guide.ownState }
        return nil
    }
}

/// The item's bookkeeping (see ``ItemReference``).
extension ItemReference {
    /// Every active constraint that mentions the item, each once, in no particular order.
    var references: [LayoutConstraint] {
        var result = listed.constraints
        if !otherReferences.isEmpty { result.append(contentsOf: otherReferences.values) }
        return result
    }

    /// Records an active constraint that mentions the item through its plain anchor of `slot`
    /// (0: first, 1: second).
    func reference(_ constraint: LayoutConstraint, slot: Int) {
        constraint.referenceIndex[slot] = Int32(truncatingIfNeeded: listed.count)
        listed.append(ListedConstraint(constraint: constraint, slot: slot))
    }

    /// Forgets a constraint recorded with ``reference(_:slot:)``.
    func unreference(_ constraint: LayoutConstraint, slot: Int) {
        let index = Int(constraint.referenceIndex[slot])
        constraint.referenceIndex[slot] = -1
        guard let entry = listed.entry(at: index), entry.constraint === constraint, entry.slot == slot,
              let last = listed.removeLast()
        else { return }
        guard index < listed.count else { return }
        listed.set(last, at: index)
        last.constraint.referenceIndex[last.slot] = Int32(truncatingIfNeeded: index)
    }

    /// Records an active constraint that mentions the item through an offset anchor.
    func referenceOther(_ constraint: LayoutConstraint) {
        otherReferences[ObjectIdentifier(constraint)] = constraint
    }

    /// How many slots ``anchorSlots`` has: one per attribute.
    static let anchorSlotCount = 21

    /// The cached anchor of `attribute`, `nil` before its first use.
    @inline(__always)
    func cachedAnchor(_ attribute: LayoutAttribute) -> LayoutAnchor? {
        let index = attribute.rawValue
        guard index >= 0, index < Self.anchorSlotCount else { return nil }
        return withUnsafeMutablePointer(to: &anchorSlots) { slots in
            slots.withMemoryRebound(to: LayoutAnchor?.self, capacity: Self.anchorSlotCount) { $0[index] }
        }
    }

    /// Caches `anchor` as the anchor of `attribute`.
    func keep(_ anchor: LayoutAnchor, for attribute: LayoutAttribute) {
        let index = attribute.rawValue
        guard index >= 0, index < Self.anchorSlotCount else { return }
        withUnsafeMutablePointer(to: &anchorSlots) { slots in
            slots.withMemoryRebound(to: LayoutAnchor?.self, capacity: Self.anchorSlotCount) { $0[index] = anchor }
        }
    }

    /// The cached anchor of `attribute`, made on first use for the item of `reference`, with
    /// the class of the attribute's category.
    @inline(__always)
    func anchor(for attribute: LayoutAttribute, reference: () -> ItemReference) -> LayoutAnchor {
        if let anchor = cachedAnchor(attribute) { return anchor }
        let anchor = LayoutAnchor.make(for: attribute, reference: reference())
        keep(anchor, for: attribute)
        return anchor
    }
}

/// Hands out the numbers of `ClassName:N` debug names.
enum DebugNameCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0

    /// The next instance number (1, 2, 3...), thread-safe.
    static func take() -> Int {
        lock.lock(); defer { lock.unlock() }
        next += 1
        return next
    }
}
