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
/// The reference is also the item's bookkeeping (its ``ItemState``: cached anchors, the active
/// constraints that mention it), so that an item costs one object for both: each view and
/// guide makes it with itself, and its `deinit` drops the bookkeeping with the item (the
/// anchors and constraints it held refer to the reference, which would otherwise keep them).
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

    /// Active constraints mentioning the item through a plain anchor (no offset): the first
    /// item's (`slot` 0) or the second item's (`slot` 1), in no particular order. Each knows its
    /// position (``LayoutConstraint/referenceIndex``), so that it leaves in constant time
    /// without hashing: the last entry takes its place. The first eight are held inline (see
    /// ``ListedConstraints``).
    @exclusivity(unchecked) var listed = ListedConstraints()
    /// Active constraints mentioning the item otherwise (through an offset anchor), keyed by
    /// object identity.
    @exclusivity(unchecked) var otherReferences: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Instance number for the `ClassName:N` fallback name (0 until first needed).
    var serial = 0
    /// The item's anchors by attribute raw value (0 ... 20), created on first use. They refer to
    /// the item through this reference, which the item's `deinit` empties of them, so caching
    /// them here makes no lasting cycle. They are stored inline, one slot per attribute, so
    /// that the first anchor of an item allocates no array.
    @exclusivity(unchecked) var anchorSlots: AnchorSlots = (
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil
    )

    /// One optional anchor per attribute raw value.
    typealias AnchorSlots = (
        LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?,
        LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?,
        LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?, LayoutAnchor?
    )

    /// A reference whose view or guide is given by ``bind(view:)`` or ``bind(guide:)`` (an
    /// item makes its own before `self` is available).
    init() {}
    init(foreign: any LayoutItem) { self.foreign = foreign }

    /// Points the reference at its view (from the view's initialiser).
    func bind(view: View) { self.view = view }
    /// Points the reference at its guide (from the guide's initialiser).
    func bind(guide: LayoutGuide) { self.guide = guide }

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

    /// The item's ``LayoutItem/layoutParent`` (a view's superview, a guide's owning view),
    /// read without loading the item as an existential.
    var layoutParent: View? {
        if let view { return view.superview }
        if let guide { return guide.owningView }
        return foreign?.layoutParent
    }

    /// The reference of the item's ``LayoutItem/layoutParent``, `nil` without one.
    var layoutParentReference: ItemReference? { layoutParent?.itemReference }

    /// Whether the item is still alive.
    var isAlive: Bool { holdsLiveViewOrGuide || foreign != nil }

    /// Whether the reference points at `object` (identity).
    func refers(to object: AnyObject?) -> Bool {
        guard let object else { return false }
        if let view { return view === object }
        if let guide { return guide === object }
        return foreign === object
    }

    /// Whether any of ``anchorSlots`` holds an anchor, read in place (21 words compared with 0).
    var hasAnchors: Bool {
        withUnsafeBytes(of: &anchorSlots) { bytes in
            var any: UInt = 0
            for offset in stride(from: 0, to: bytes.count, by: MemoryLayout<UInt>.stride) {
                any |= bytes.load(fromByteOffset: offset, as: UInt.self)
            }
            return any != 0
        }
    }

    /// Called by the item's `deinit`: from now on the reference gives `nil`, and the item's
    /// bookkeeping (anchors, the constraints that mention it) goes, as it went with the item's
    /// own state before: whoever still holds the reference holds an empty one.
    func clear() {
        view = nil
        guide = nil
        listed.removeAll()
        if !otherReferences.isEmpty { otherReferences = [:] }
        // Most items of a tree going away never made an anchor (constraints hold references,
        // not anchors): then there is nothing to release.
        guard hasAnchors else { return }
        anchorSlots = (
            nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil
        )
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

/// The per-item bookkeeping shared by views and guides: the active constraints that mention
/// the item (to deactivate those crossing a removed subtree and to answer
/// `constraintsAffectingLayout`) and its cached anchors. It is the item's ``ItemReference``:
/// items hold it strongly; constraints refer to items through it, without keeping them alive.
typealias ItemState = ItemReference

extension View {
    /// The view's own ``ItemReference`` (its ``ItemState``).
    @inline(__always)
    var itemReference: ItemReference { ownState }
}

extension LayoutGuide {
    /// The guide's own ``ItemReference`` (its ``ItemState``).
    @inline(__always)
    var itemReference: ItemReference { ownState }
}
