import Foundation

/// A reference to a view or a layout guide that does not keep it alive, without Swift's `weak`.
///
/// Anchors, constraints, engines, guides and the DSLs refer to items they must not own. A
/// `weak` reference would give each item a reference-count side table, and from then on every
/// retain and release of the item takes the runtime's slow path (several times the cost of
/// the inline one), which made retains and releases the biggest single cost of a self-sizing
/// cell. Instead, each ``View`` and ``LayoutGuide`` owns one `ItemReference`, made on first
/// need, which points back at it without a reference count; the item clears it first thing
/// in its `deinit`. Whoever must not own the item holds the `ItemReference` strongly and reads
/// the item through it: `nil` once the item is gone, as a weak reference would be. (One
/// difference: during the `deinit` of a subclass, before `View`'s or `LayoutGuide`'s own
/// `deinit` runs, the reference still gives the item, whose memory is still valid.)
///
/// Items of other types conforming to ``LayoutItem`` (which the engine refuses) are held
/// through a plain weak reference, as before.
///
/// Views and guides are not `Sendable`: a tree and its constraints stay on one thread at a
/// time, so the reference is never read while its item is being freed on another thread.
final class ItemReference {
    /// The view, until its `deinit` starts.
    private(set) unowned(unsafe) var view: View?
    /// The guide, until its `deinit` starts.
    private(set) unowned(unsafe) var guide: LayoutGuide?
    /// An item of another conforming type (held weakly).
    private(set) weak var foreign: (any LayoutItem)?

    init(view: View) { self.view = view }
    init(guide: LayoutGuide) { self.guide = guide }
    init(foreign: any LayoutItem) { self.foreign = foreign }

    /// The item, or `nil` once it is gone.
    var item: (any LayoutItem)? {
        if let view { return view }
        if let guide { return guide }
        return foreign
    }

    /// The item as a SnapKit item, or `nil` once it is gone.
    var constraintItem: (any LayoutConstraintItem)? {
        if let view { return view }
        if let guide { return guide }
        return foreign as? LayoutConstraintItem
    }

    /// Whether the item is still alive.
    var isAlive: Bool { view != nil || guide != nil || foreign != nil }

    /// Whether the reference points at `object` (identity).
    func refers(to object: AnyObject?) -> Bool {
        guard let object else { return false }
        if let view { return view === object }
        if let guide { return guide === object }
        return foreign === object
    }

    /// Called by the item's `deinit`: from now on the reference gives `nil`.
    func clear() {
        view = nil
        guide = nil
    }

    /// The reference of `item`: a view's or guide's own, or a new one to an item of another type.
    static func of(_ item: any LayoutItem) -> ItemReference {
        if let view = item as? View { return view.itemReference }
        if let guide = item as? LayoutGuide { return guide.itemReference }
        return ItemReference(foreign: item)
    }

    /// The reference of `item`, or `nil` for no item.
    static func of(optional item: (any LayoutItem)?) -> ItemReference? {
        guard let item else { return nil }
        return of(item)
    }
}

extension View {
    /// The view's own ``ItemReference``, made on first need.
    var itemReference: ItemReference {
        if let reference = ownState.reference { return reference }
        let made = ItemReference(view: self)
        ownState.reference = made
        return made
    }
}

extension LayoutGuide {
    /// The guide's own ``ItemReference``, made on first need.
    var itemReference: ItemReference {
        if let reference = ownState.reference { return reference }
        let made = ItemReference(guide: self)
        ownState.reference = made
        return made
    }
}
