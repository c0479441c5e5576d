import Foundation

/// A linear relation between two layout attributes that the engine keeps true:
/// `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`,
/// at a ``priority``. This is UIKit's `NSLayoutConstraint`.
///
/// A constraint does nothing until it is active (``isActive``, ``activate(_:)``). Activating
/// it installs it on the nearest common ancestor of its items (it appears in that view's
/// ``View/constraints``) and hands it to the layout engine of the tree's root view. Its
/// ``constant`` and ``priority`` can change while it is active; the engine updates the solver
/// in place. A required priority may become optional and back (UIKit forbids it; Taut allows).
///
/// Bad input never crashes: a constraint whose items have no common ancestor, whose constant
/// or multiplier is NaN or infinite, or whose attributes can't be related (`.left` to `.width`,
/// an x-axis attribute to a y-axis one, a location to a constant) is refused on activation with
/// a ``LayoutDiagnostic`` sent to ``LayoutDiagnostics/handler``, and stays inactive.
///
/// The constraint does not keep its items alive (``firstItem`` and ``secondItem`` are `nil` once
/// they are released); the view it is installed on holds it.
open class LayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible {
    /// UIKit's nested name for ``LayoutAttribute`` (`NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute
    /// UIKit's nested name for ``LayoutRelation`` (`NSLayoutConstraint.Relation`).
    public typealias Relation = LayoutRelation
    /// UIKit's nested name for ``Taut/Axis`` (`NSLayoutConstraint.Axis`).
    public typealias Axis = Taut.Axis

    /// What produced a constraint: the user, or the engine's own bookkeeping.
    enum Kind: Equatable {
        /// Created by the user or a DSL.
        case user
        /// Holds a view with `translatesAutoresizingMaskIntoConstraints` at its frame.
        case autoresizing
        /// Places the root view at the origin of the engine's coordinates.
        case rootPin
        /// Keeps a size at most the intrinsic size (content hugging).
        case hugging
        /// Keeps a size at least the intrinsic size (compression resistance).
        case compressionResistance
        /// Places a layout margins guide inside its view.
        case margins
        /// Places a safe area guide inside its view.
        case safeArea
        /// The target size of a `systemLayoutSizeFitting` computation.
        case fitting
        /// Places a scroll view's content or frame layout guide inside the scroll view.
        case scrollGuide
        /// The content size a scroll view's content layout guide takes when no other
        /// constraint sizes it (weaker than any priority).
        case scrollContentSize
    }

    /// The left-hand side's anchor: the first item's own anchor object (the same object as
    /// `firstItem.topAnchor`), or the offset dimension the constraint was made with. For an
    /// item that has been released, an anchor whose ``LayoutAnchor/item`` is `nil`.
    public var firstAnchor: LayoutAnchor {
        if let kept = firstKeptAnchor { return kept }
        if let reference = firstReference, let own = Self.ownAnchor(of: reference, firstAttribute) { return own }
        let detached = LayoutAnchor.make(for: firstAttribute, reference: firstReference)
        firstKeptAnchor = detached
        return detached
    }
    /// The right-hand side's anchor, or `nil` when the constraint compares with a constant
    /// (see ``firstAnchor``).
    public var secondAnchor: LayoutAnchor? {
        if let kept = secondKeptAnchor { return kept }
        guard let reference = secondReference else { return nil }
        if let own = Self.ownAnchor(of: reference, secondAttribute) { return own }
        let detached = LayoutAnchor.make(for: secondAttribute, reference: reference)
        secondKeptAnchor = detached
        return detached
    }
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The first item, or `nil` once it has been released.
    public var firstItem: LayoutItem? {
        if let firstReference { return firstReference.item }
        return firstKeptAnchor?.item
    }
    /// The first attribute (``LayoutAttribute/notAnAttribute`` for an offset dimension).
    public let firstAttribute: LayoutAttribute
    /// The second item, or `nil` for a constraint with a constant.
    public var secondItem: LayoutItem? {
        if let secondReference { return secondReference.item }
        return secondKeptAnchor?.item
    }
    /// The second attribute, ``LayoutAttribute/notAnAttribute`` when there is no second item.
    public let secondAttribute: LayoutAttribute

    /// The first item's reference, for a plain anchor (an attribute of an item); `nil` for an
    /// offset dimension, which ``firstKeptAnchor`` holds. The engine reads the constraint's
    /// sides through these, so that no anchor object is made unless ``firstAnchor`` or
    /// ``secondAnchor`` is read.
    let firstReference: ItemReference?
    /// The second item's reference, for a plain anchor; `nil` for an offset dimension (in
    /// ``secondKeptAnchor``) or when there is no second item.
    let secondReference: ItemReference?
    /// An anchor the constraint holds as it is: an offset dimension (its reference is `nil`
    /// then), an anchor it was given that is not its item's own (an item of another type, or
    /// released), or the detached anchor ``firstAnchor`` made for a released item.
    @exclusivity(unchecked) var firstKeptAnchor: LayoutAnchor?
    /// The second side's kept anchor (see ``firstKeptAnchor``).
    @exclusivity(unchecked) var secondKeptAnchor: LayoutAnchor?

    /// Whether the constraint has a second side (an item's attribute or an offset dimension).
    var hasSecondAnchor: Bool { secondReference != nil || secondKeptAnchor != nil }

    /// Whether either side is an offset dimension (`anchorWithOffset(to:)`).
    var hasOffsetAnchor: Bool {
        firstReference == nil || (secondReference == nil && secondKeptAnchor != nil)
    }

    /// The item's own (cached) anchor of `attribute`, or `nil` for a released item or an item
    /// of another type.
    private static func ownAnchor(of reference: ItemReference, _ attribute: LayoutAttribute) -> LayoutAnchor? {
        if let view = reference.view { return view.ownState.anchor(for: attribute) { reference } }
        if let guide = reference.guide { return guide.ownState.anchor(for: attribute) { reference } }
        return nil
    }

    /// The constant added to the right-hand side. Setting it on an active constraint updates
    /// the solver in place, so the next layout pass is incremental. NaN and infinity are
    /// refused with a diagnostic (the old value stays).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidValue,
                    message: "Refused to set the constant of \(self) to \(newValue): it must be finite. The constant stays \(formatLayoutNumber(storedConstant)).",
                    constraints: [self]))
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constantDidChange(self)
        }
    }

    /// How important the constraint is; ``LayoutPriority/required`` (the default) must hold.
    /// Values are clamped to `1...1000`; NaN is refused with a diagnostic. Changing it on an
    /// active constraint updates the solver in place, between required and optional included.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard !newValue.rawValue.isNaN else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidValue,
                    message: "Refused to set the priority of \(self) to NaN; it stays \(storedPriority).",
                    constraints: [self]))
                return
            }
            let clamped = LayoutPriority(Swift.min(Swift.max(newValue.rawValue, 1), 1000))
            guard clamped != storedPriority else { return }
            let old = storedPriority
            storedPriority = clamped
            engine?.priorityDidChange(self, from: old)
        }
    }

    /// A name for the constraint, shown in descriptions and diagnostics (`'avatar-size'`).
    @exclusivity(unchecked) public var identifier: String?
    /// A label from a DSL (SnapKit's `labeled(_:)`), shown in descriptions and diagnostics.
    @exclusivity(unchecked) public var label: String?
    /// Where the constraint was written, when a DSL captured it; shown in descriptions and
    /// diagnostics as `(ProfileView.swift:42)`.
    @exclusivity(unchecked) public var location: SourceLocation?

    /// Whether the constraint is installed and taking part in layout. Setting it is
    /// `LayoutConstraint.activate([self])` / `deactivate([self])`.
    public var isActive: Bool {
        get { activeFlag }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    var storedConstant: CGFloat
    var storedPriority: LayoutPriority = .required
    let kind: Kind
    /// Whether the constraint is active (user constraints) or owned by an engine (system ones).
    var activeFlag = false
    /// The view whose `constraints` list holds the constraint while it is active.
    var installedView: View? {
        get { installedReference?.view }
        set { installedReference = newValue?.itemReference }
    }
    /// The reference of the view holding the constraint (see ``ItemReference``).
    var installedReference: ItemReference?
    /// Index in `installedView`'s list (for removal in O(1)).
    var installIndex = -1
    /// The engine that solves the constraint while it is active.
    var engine: LayoutEngine? {
        get { engineReference?.engine }
        set { engineReference = newValue?.reference }
    }
    /// The engine's reference (see ``LayoutEngine/Reference``).
    var engineReference: LayoutEngine.Reference?
    /// The engine's record of the constraint, kept in the constraint itself: a constraint is
    /// in at most one normal engine at a time (see `EngineRecordState.swift`).
    @exclusivity(unchecked) var engineRecordState = EngineRecordState()
    /// Activation order, so that moved constraints keep their order (and the documented
    /// "the later one is left out" rule).
    var serial = 0
    /// Its positions in the ``ItemState/listed`` references of its first and second items
    /// (see ``ItemState/reference(_:slot:)``), -1 where it is not listed.
    var referenceIndex = ReferencePositions()

    /// Creates `view1.attr1 relation view2.attr2 × multiplier + constant`, UIKit's raw
    /// initialiser. Pass `toItem: nil` and `.notAnAttribute` to compare a width or height with
    /// the constant. The constraint is not active; problems are reported when it is activated.
    /// `file` and `line` (the caller's, by default) become its ``location``.
    public init(item view1: LayoutItem, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem view2: LayoutItem?, attribute attr2: LayoutAttribute,
                multiplier: CGFloat, constant: CGFloat, file: StaticString = #fileID, line: UInt = #line) {
        self.firstReference = ItemReference.of(view1)
        self.firstAttribute = attr1
        if let view2 {
            self.secondReference = ItemReference.of(view2)
            self.secondAttribute = attr2
            self.rawSecondAttribute = nil
        } else {
            self.secondReference = nil
            self.secondAttribute = .notAnAttribute
            self.rawSecondAttribute = attr2
        }
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.kind = .user
        self.location = SourceLocation(capturing: file, line: line)
    }

    /// Creates `first relation second × multiplier + constant` from anchors of any kind. The
    /// typed anchor methods (`constraint(equalTo:)`) are the safe way; this one lets DSLs relate
    /// anchors generically, and mix-ups are refused on activation.
    public init(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
                multiplier: CGFloat = 1, constant: CGFloat = 0) {
        (self.firstReference, self.firstKeptAnchor) = Self.side(of: first)
        self.firstAttribute = first.attribute
        if let second {
            (self.secondReference, self.secondKeptAnchor) = Self.side(of: second)
            self.secondAttribute = second.attribute
        } else {
            self.secondReference = nil
            self.secondAttribute = .notAnAttribute
        }
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.kind = .user
        self.rawSecondAttribute = nil
    }

    /// A user constraint with everything given at once, as the raw initialiser followed by
    /// setting ``priority`` (already within `1...1000`), ``location``, ``label`` and
    /// ``identifier`` makes it: what the Visual Format Language's compiled templates and the
    /// SnapKit DSL make, without the setters' checks and without anchor objects. `second` is
    /// `nil` for a constraint with a constant; `rawSecondAttribute` is then the second
    /// attribute the caller was given (see ``rawSecondAttribute``).
    init(_ first: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ second: ItemReference?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat,
         constant: CGFloat, priority: LayoutPriority, location: SourceLocation?,
         label: String? = nil, identifier: String? = nil) {
        self.firstReference = first
        self.firstAttribute = firstAttribute
        self.secondReference = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.rawSecondAttribute = second == nil ? secondAttribute : nil
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.kind = .user
        self.location = location
        self.label = label
        self.identifier = identifier
    }

    /// An engine-made constraint (autoresizing, intrinsic size, margins, safe area, fitting)
    /// `first.firstAttribute relation second.secondAttribute + constant`, without anchor objects.
    init(kind: Kind, _ first: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ second: ItemReference?, _ secondAttribute: LayoutAttribute,
         constant: CGFloat, priority: LayoutPriority, identifier: String) {
        self.firstReference = first
        self.firstAttribute = firstAttribute
        self.secondReference = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = 1
        self.storedConstant = constant
        self.storedPriority = priority
        self.kind = kind
        self.identifier = identifier
        self.rawSecondAttribute = nil
    }

    /// A stand-in record for `original` in a temporary fitting engine, which must not touch
    /// the record `original` is to the engine of its tree: it has `original`'s sides,
    /// relation, multiplier and kind, and the fitting engine reads `original` itself through
    /// `constraint` for everything else. It is never activated.
    init(shadowing original: LayoutConstraint) {
        self.firstReference = original.firstReference
        self.firstAttribute = original.firstAttribute
        self.secondReference = original.secondReference
        self.secondAttribute = original.secondAttribute
        self.rawSecondAttribute = original.rawSecondAttribute
        self.relation = original.relation
        self.multiplier = original.multiplier
        self.storedConstant = original.storedConstant
        self.kind = original.kind
        self.engineRecordState.original = original
    }

    /// How a constraint holds an anchor it is given: an item's own anchor by the item's
    /// reference alone (``firstAnchor`` finds the same object again), any other anchor (an
    /// offset dimension, the anchor of a released item or of an item of another type) kept
    /// as it is, with its item's reference when it has one.
    private static func side(of anchor: LayoutAnchor) -> (ItemReference?, LayoutAnchor?) {
        guard anchor.offset == nil else { return (nil, anchor) }
        guard let reference = anchor.itemReference else { return (nil, anchor) }
        if reference.view != nil || reference.guide != nil { return (reference, nil) }
        return (reference, anchor)
    }

    /// The second attribute given to the raw initialiser without a second item (must be
    /// `.notAnAttribute`; anything else is refused on activation).
    let rawSecondAttribute: LayoutAttribute?

    /// Every item the constraint mentions.
    var items: [LayoutItem] {
        var result: [LayoutItem] = []
        if let firstReference {
            if let item = firstReference.item { result.append(item) }
        } else if let firstKeptAnchor {
            result += firstKeptAnchor.items
        }
        if let secondReference {
            if let item = secondReference.item { result.append(item) }
        } else if let secondKeptAnchor {
            result += secondKeptAnchor.items
        }
        return result
    }

    /// Whether the constraint mentions a leading/trailing attribute (directly or via margins).
    var usesDirection: Bool {
        if firstAttribute.isDirectional || secondAttribute.isDirectional { return true }
        guard hasOffsetAnchor else { return false }
        return (firstReference == nil && firstKeptAnchor.map(anchorUsesDirection) == true)
            || (secondReference == nil && secondKeptAnchor.map(anchorUsesDirection) == true)
    }

    private func anchorUsesDirection(_ anchor: LayoutAnchor) -> Bool {
        if let offset = anchor.offset { return anchorUsesDirection(offset.from) || anchorUsesDirection(offset.to) }
        return anchor.attribute.isDirectional
    }
}

/// A constraint's positions in its two items' reference lists (slot 0: the first item's,
/// slot 1: the second's), -1 where it is not listed.
struct ReferencePositions {
    private var first: Int32 = -1
    private var second: Int32 = -1

    /// The position for `slot` (0 or 1).
    subscript(slot: Int) -> Int32 {
        get { slot == 0 ? first : second }
        set { if slot == 0 { first = newValue } else { second = newValue } }
    }
}
