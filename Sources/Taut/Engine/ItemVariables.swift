import Foundation

import TautSolver

/// The solver variables of one item in one engine, in the root's coordinates (the root's
/// bounds start at zero), and the constraints the engine made for the item.
///
/// `right`, `centerX`, baselines and the rest are expressions over these four variables.
///
/// An engine and its variables are used from one thread at a time, and no member is passed
/// `inout` while another access to it is open, so the stored members skip the runtime's
/// exclusivity checks (each cost a `swift_beginAccess` on the engine's hot paths).
final class ItemVariables {
    /// The item's reference (it does not keep the item alive: the item owns nothing of the
    /// engine).
    let reference: ItemReference
    /// The item, or `nil` once it is gone.
    var item: (any LayoutItem)? { reference.item }
    /// The left edge, top edge, width and height.
    let left: Variable, top: Variable, width: Variable, height: Variable
    /// For a view, the view; for a guide, `nil` (and `nil` once the item is gone).
    var view: View? { reference.view }
    /// For a guide, the guide (`nil` once it is gone).
    var guide: LayoutGuide? { reference.guide }
    /// The variables of the superview (views) or owning view (guides); `nil` for the root.
    /// Frames are written relative to it.
    @exclusivity(unchecked) var parent: ItemVariables?

    /// Root placement (`left == 0`, `top == 0`) for the engine's root, once materialized
    /// (until then the engine holds it compactly: `LayoutEngine.rootPins`).
    @exclusivity(unchecked) var pins: [LayoutConstraint] = []
    /// The frame held by autoresizing constraints: `[x, y, width, height]`, or `[width, height]` for a root.
    @exclusivity(unchecked) var frameHold: [LayoutConstraint] = []
    /// A built-in guide's placement in its view: `[left, top, width, height]`.
    @exclusivity(unchecked) var guideHold: [LayoutConstraint] = []
    /// Intrinsic size constraints: horizontal compression, horizontal hugging, vertical
    /// compression, vertical hugging (`nil` where the axis has no intrinsic size).
    @exclusivity(unchecked) var intrinsic = IntrinsicConstraints()
    /// The intrinsic-size pairs held without constraint objects, per axis (see
    /// `LayoutEngine+CompactIntrinsic.swift`); an axis has these or `intrinsic`'s, not both.
    @exclusivity(unchecked) var compactIntrinsic = CompactIntrinsicPairs()
    /// The width the intrinsic size and the baselines were measured at (`nil`: unwrapped).
    @exclusivity(unchecked) var layoutWidth: CGFloat?
    /// The `identity` of the engine that made them (32 bits: it fits in the padding after
    /// `layoutWidth`, as `index` does after the flags, keeping the object in its size class).
    let engineID: Int32
    /// The baselines from the vertical centre, once a constraint used them.
    @exclusivity(unchecked) var baselineOffsets: (first: CGFloat, last: CGFloat)?
    /// The safe-area insets a built-in guide was last placed with.
    @exclusivity(unchecked) var safeInsets = EdgeInsets.zero
    /// Whether the width of the intrinsic size in the solver stands in for a wrapping label's
    /// unwrapped width, left unmeasured while its width is fixed by required equalities (see
    /// `LayoutEngine+StandInWidths.swift`).
    @exclusivity(unchecked) var widthIsStandIn = false
    /// Whether the intrinsic size is a placeholder until the first measurement after a solve
    /// (`LayoutEngine.awaitFirstMeasurement(_:view:)`): its height's solver constant may be
    /// left as a reused solver's template has it (see `Constraint.constantIsPlaceholder`).
    @exclusivity(unchecked) var sizeIsPlaceholder = false
    /// Whether the frame must be written at the end of the pass.
    @exclusivity(unchecked) var isDirty = false
    /// Whether the item has left the engine.
    @exclusivity(unchecked) var isForgotten = false
    /// Their position in the engine's `widthDependent` (-1: not listed), instead of a
    /// dictionary keyed by identity: leaving the list is a swap with its last entry.
    @exclusivity(unchecked) var widthDependentPosition: Int32 = -1
    /// Their position in the engine's `systemGuides` (-1: not listed).
    @exclusivity(unchecked) var systemGuidePosition: Int32 = -1
    /// Whether the engine's `widthDependent` lists them.
    var isWidthDependent: Bool { widthDependentPosition >= 0 }
    /// Whether the engine's `systemGuides` lists them.
    var isListedSystemGuide: Bool { systemGuidePosition >= 0 }
    /// Their position in the engine's `allVariables` (-1 once the item left).
    @exclusivity(unchecked) var index: Int32 = -1

    /// Makes the item's variables through `solver` (which reuses the objects of its last
    /// system when it can).
    init(item: any LayoutItem, name: String, engineID: Int32, solver: Solver) {
        self.engineID = engineID
        self.reference = ItemReference.of(item)
        if name.isEmpty {
            (left, top, width, height) = solver.makeFourVariables()
        } else {
            left = solver.makeVariable(named: name + ".left")
            top = solver.makeVariable(named: name + ".top")
            width = solver.makeVariable(named: name + ".width")
            height = solver.makeVariable(named: name + ".height")
        }
    }

    /// Every engine-made constraint of the item.
    var systemConstraints: [LayoutConstraint] {
        pins + frameHold + guideHold + intrinsic.compactMap { $0 }
    }

    /// The solved rectangle in root coordinates.
    var solvedRect: CGRect {
        CGRect(x: left.value, y: top.value, width: width.value, height: height.value)
    }
}
