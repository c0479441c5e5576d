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

    /// The left-hand side's anchor.
    public let firstAnchor: LayoutAnchor
    /// The right-hand side's anchor, or `nil` when the constraint compares with a constant.
    public let secondAnchor: LayoutAnchor?
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The first item, or `nil` once it has been released.
    public var firstItem: LayoutItem? { firstAnchor.item }
    /// The first attribute (``LayoutAttribute/notAnAttribute`` for an offset dimension).
    public var firstAttribute: LayoutAttribute { firstAnchor.attribute }
    /// The second item, or `nil` for a constraint with a constant.
    public var secondItem: LayoutItem? { secondAnchor?.item }
    /// The second attribute, ``LayoutAttribute/notAnAttribute`` when there is no second item.
    public var secondAttribute: LayoutAttribute { secondAnchor?.attribute ?? .notAnAttribute }

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
    /// The record of the engine that claimed the constraint (so the engine finds it without a
    /// lookup). It holds the constraint back: the engine cuts the link when the record leaves
    /// it or the engine goes away.
    var engineRecord: LayoutEngine.Record?
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
        self.firstAnchor = view1.anchor(for: attr1)
        if let view2 {
            self.secondAnchor = view2.anchor(for: attr2)
        } else {
            self.secondAnchor = nil
        }
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.kind = .user
        self.rawSecondAttribute = view2 == nil ? attr2 : nil
        self.location = SourceLocation(capturing: file, line: line)
    }

    /// Creates `first relation second × multiplier + constant` from anchors of any kind. The
    /// typed anchor methods (`constraint(equalTo:)`) are the safe way; this one lets DSLs relate
    /// anchors generically, and mix-ups are refused on activation.
    public init(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
                multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.kind = .user
        self.rawSecondAttribute = nil
    }

    /// A user constraint with everything given at once, as the raw initialiser followed by
    /// setting ``priority`` (already within `1...1000`), ``location``, ``label`` and
    /// ``identifier`` makes it: what the Visual Format Language's compiled templates and the
    /// SnapKit DSL make, without the setters' checks.
    init(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, multiplier: CGFloat,
         constant: CGFloat, priority: LayoutPriority, rawSecondAttribute: LayoutAttribute?, location: SourceLocation?,
         label: String? = nil, identifier: String? = nil) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.kind = .user
        self.rawSecondAttribute = rawSecondAttribute
        self.location = location
        self.label = label
        self.identifier = identifier
    }

    /// An engine-made constraint (autoresizing, intrinsic size, margins, safe area, fitting).
    init(kind: Kind, _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
         multiplier: CGFloat = 1, constant: CGFloat, priority: LayoutPriority, identifier: String) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.kind = kind
        self.identifier = identifier
        self.rawSecondAttribute = nil
    }

    /// The second attribute given to the raw initialiser without a second item (must be
    /// `.notAnAttribute`; anything else is refused on activation).
    let rawSecondAttribute: LayoutAttribute?

    /// Every item the constraint mentions.
    var items: [LayoutItem] { firstAnchor.items + (secondAnchor?.items ?? []) }

    /// Whether the constraint mentions a leading/trailing attribute (directly or via margins).
    var usesDirection: Bool {
        anchorUsesDirection(firstAnchor) || (secondAnchor.map(anchorUsesDirection) ?? false)
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
