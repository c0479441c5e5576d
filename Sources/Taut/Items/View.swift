import Foundation

/// A rectangle in a tree of views, laid out by constraints: UIKit's `UIView`, without drawing.
///
/// A view's ``frame`` is in its superview's coordinates. A view with no superview is a root:
/// it owns the layout engine of its tree, and its frame is fixed by the user, as a window's
/// is. ``layoutIfNeeded()`` solves the constraints of the whole tree and writes the frame of
/// every view whose ``translatesAutoresizingMaskIntoConstraints`` is `false` and the
/// ``LayoutGuide/layoutFrame`` of every guide that takes part in layout. Views whose
/// `translatesAutoresizingMaskIntoConstraints` is `true` (the default) keep the frame they
/// were given, held by fixed constraints.
///
/// A superview holds its subviews; a subview refers to its superview without keeping it alive
/// (`nil` once it is gone). A view holds the constraints installed on it; constraints do not
/// keep their items alive.
open class View: Responder, LayoutItem {
    /// The frame, in the superview's coordinates (for a root, wherever the user places it).
    /// Setting it on a view with `translatesAutoresizingMaskIntoConstraints` moves the view's
    /// fixed constraints; on other views the next layout pass overwrites it (unless it is set
    /// in `layoutSubviews()`, where frames placed by hand stay). A frame with a NaN or
    /// infinite component is refused with an ``LayoutDiagnostic/Kind-swift.struct/invalidViewValue``
    /// diagnostic and the frame stays as it was. A change of size resizes the subviews by their
    /// ``autoresizingMask`` (see ``AutoresizingMask``). With a ``transform`` other than the
    /// identity, the frame is the bounding box of the transformed bounds (see ``transform``).
    open var frame: CGRect {
        get {
            guard let transform = extras?.transform else { return storedFrame }
            return transformedFrame(transform)
        }
        set {
            if let transform = extras?.transform {
                setFrame(newValue, under: transform)
            } else {
                setUntransformedFrame(newValue)
            }
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size. Setting it changes the
    /// frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { setUntransformedFrame(CGRect(origin: storedFrame.origin, size: newValue.size)) }
    }

    /// The view containing this one, or `nil` for a root (and once the superview is gone).
    ///
    /// Not a `weak` reference, which would slow down every retain and release of the
    /// superview: the superview holds this view in its ``subviews``
    /// for as long as this points at it, and clears it in its `deinit` and when the view leaves.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: View?
    /// The views inside this one, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    /// Whether the view is hidden. Hidden views still take part in layout (as in UIKit);
    /// stack views collapse hidden arranged views.
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.subviewIsHiddenDidChange(self)
            baselineLayoutDidChange()
        }
    }

    /// The view's name in descriptions and diagnostics (``debugName``).
    @exclusivity(unchecked) public var accessibilityIdentifier: String?
    /// A number to find the view by.
    public var tag = 0

    /// Whether the view's frame is turned into fixed constraints (UIKit's default, `true`).
    /// Set it to `false` for a view positioned by your own constraints. On a root, `true` fixes
    /// the size at the frame's size; `false` lets constraints size the root.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                rootView.engine?.autoresizingDidChange(of: self)
            }
        }
    }

    /// Creates a view with a frame in its future superview's coordinates.
    public init(frame: CGRect) {
        self.storedFrame = .zero
        super.init()
        ownState.bind(view: self)
        self.storedFrame = validatedFrame(frame) ?? .zero
    }

    /// Creates a view from an archive. Taut has no storyboards or nibs to decode, so this
    /// makes an empty view with a zero frame (it never fails); it exists so that UIKit
    /// subclasses, which must write `required init?(coder:)` and may call
    /// `super.init(coder:)`, compile unchanged.
    public required init?(coder: NSCoder) {
        self.storedFrame = .zero
        super.init()
        ownState.bind(view: self)
    }

    /// Creates a view with a zero frame. Subclasses that override ``init(frame:)`` and
    /// ``init(coder:)`` inherit it; a subclass's own `init()` is written without `override`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Frees the subviews one at a time instead of one inside another, so that dropping a tree
    /// thousands of views deep does not overflow the stack: each subview that only this
    /// teardown still holds hands its own subviews over before it goes.
    ///
    /// Before anything else, the view's ``ItemReference`` stops giving it (and lets its anchors and
    /// the constraints listed there go), and every view it held
    /// loses its ``superview`` (the subviews that live on become roots), as weak references to
    /// it would have become `nil`.
    deinit {
        ownState.clear()
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        for view in pending where view.superview === self { view.superview = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                // `view` goes at the end of this iteration, with its subviews already handed over.
                for subview in view.subviews where subview.superview === view { subview.superview = nil }
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    // MARK: Stored state used by the extensions and the engine.

    @exclusivity(unchecked) var storedFrame: CGRect
    /// The view's bookkeeping, which is also its ``ItemReference``.
    let ownState = ItemState()
    /// Constraints installed on this view, in installation order, with holes (`nil`) left by removals.
    @exclusivity(unchecked) var installedStorage: [LayoutConstraint?] = []
    @exclusivity(unchecked) var installedCount = 0
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    var storedMargins = DirectionalEdgeInsets(all: 8)
    var marginsAreDirectional = true
    /// Whether the margins were set (a view controller's root view otherwise takes the
    /// controller's system minimum margins).
    var hasOwnMargins = false
    var storedMarginsGuide: LayoutGuide?
    var storedSafeAreaGuide: LayoutGuide?
    var rootSafeAreaInsets = EdgeInsets.zero
    /// The layout engine, on a root view that has needed one.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The view's variables in the (non-fitting) engine of its tree, once made; the engine
    /// checks they are its own, and cuts the link when the view leaves it.
    @exclusivity(unchecked) var engineVariables: ItemVariables?
    /// Per-view storage for the DSLs built in this module (SnapKit's associated objects).
    @exclusivity(unchecked) var dslStorage: [String: AnyObject] = [:]
    /// The constraints the view made with its SnapKit DSL (`snp`) and still has active.
    @exclusivity(unchecked) var snapKitList = SnapKitConstraintList()
    /// The user's layout guides.
    var guides: [LayoutGuide] = []
    /// What the layout cycle must do for this view (see View+LayoutCycle.swift).
    @exclusivity(unchecked) var cycleFlags: LayoutCycleFlags = []
    /// On a root: the views of the tree waiting for the layout cycle.
    @exclusivity(unchecked) var cycleQueue: LayoutCycleQueue?
    /// The root of the view's tree when the view has a superview (kept by
    /// `ViewHierarchy.refreshTreeState(of:)` whenever a subtree joins or leaves a tree), so
    /// that finding the root costs the same at any depth.
    var cachedRoot: View? {
        get { cachedRootReference?.view }
        set { cachedRootReference = newValue?.itemReference }
    }
    /// The root's ``ItemReference`` (`nil` once the root is gone, as a weak reference would be).
    @exclusivity(unchecked) var cachedRootReference: ItemReference?
    /// Whether ``effectiveUserInterfaceLayoutDirection`` is right to left (kept with
    /// `cachedRoot`, and when a semantic content attribute changes).
    @exclusivity(unchecked) var isEffectivelyRightToLeft = false
    /// The view's depth as last computed by the layout cycle's ordering, valid for the
    /// ordering call whose stamp is `depthStamp`.
    @exclusivity(unchecked) var stampedDepth = 0
    @exclusivity(unchecked) var depthStamp: UInt32 = 0
    /// The tint colour set on this view (``tintColor`` inherits when it is `nil`).
    var storedTintColor: Color?
    /// The layer, once ``layer`` was read.
    var storedLayer: Layer?
    /// The view controller whose root view this is (set by the view controller).
    weak var viewController: ViewController?
    /// What few views use (transform, gestures, the readable and keyboard guides...), made on
    /// first need so that other views pay one pointer for it (see ViewExtras.swift).
    var extras: ViewExtras?

    /// Whether margins follow the safe area: when `true` (the default), the layout margins guide
    /// is inset by the view's ``safeAreaInsets`` as well as by its margins.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { rootView.engine?.marginsDidChange(of: self) } }
    }

    /// How the view's content relates to the layout direction; see
    /// ``effectiveUserInterfaceLayoutDirection``.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            ViewHierarchy.refreshTreeState(of: self)
            rootView.engine?.directionDidChange()
        }
    }

    /// `Name (x, y, width, height)`.
    open override var description: String {
        let f = storedFrame
        return "\(debugName) (\(formatLayoutNumber(f.minX)), \(formatLayoutNumber(f.minY)), "
            + "\(formatLayoutNumber(f.width)), \(formatLayoutNumber(f.height)))"
    }

    /// Called on a view when one of its subviews is hidden or shown (stack views override it).
    func subviewIsHiddenDidChange(_ subview: View) {}

    /// Called on a view when the intrinsic content size or a content priority of one of its
    /// subviews changed (stack views override it to regenerate their constraints).
    func subviewContentSizingDidChange(_ subview: View) {}

    // MARK: The view hierarchy (UIKit's overridable methods; the work is in View+Hierarchy.swift).

    /// Adds `view` as the frontmost subview, first removing it from its current superview.
    /// Constraints inside `view`'s tree move to this tree's engine. Adding a view to itself or
    /// to one of its own ancestors is refused with an `.invalidHierarchy` diagnostic.
    open func addSubview(_ view: View) { insertSubviewInTree(view, at: subviews.count) }
    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    open func insertSubview(_ view: View, at index: Int) { insertSubviewInTree(view, at: index) }
    /// Inserts `view` just above `siblingSubview` (or at the front if it is not a subview).
    open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubviewInTree(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }
    /// Inserts `view` just below `siblingSubview` (or at the back if it is not a subview).
    open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubviewInTree(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    /// Moves the subview `view` to the front (the end of ``subviews``); other views are ignored.
    open func bringSubviewToFront(_ view: View) { moveSubview(view, toFront: true) }
    /// Moves the subview `view` to the back (the start of ``subviews``); other views are ignored.
    open func sendSubviewToBack(_ view: View) { moveSubview(view, toFront: false) }
    /// Swaps the subviews at two indices of ``subviews``; an index out of range is reported
    /// with an `.invalidHierarchy` diagnostic and nothing changes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }
    /// Removes the view from its superview. Every active constraint between an item inside the
    /// view's tree and an item outside it is deactivated (so lower-priority backups take over,
    /// as in UIKit); constraints inside the tree stay active and move to the view's own engine.
    open func removeFromSuperview() { removeFromSuperviewInTree() }
    /// The first view with ``tag`` equal to `tag`, searching depth-first: the view itself,
    /// then each subview's tree from the back to the front, as UIKit does; `nil` if none.
    open func viewWithTag(_ tag: Int) -> View? { firstView(withTag: tag) }

    // MARK: Overridable hooks (UIKit's).

    /// Called before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called before the view's tree joins a window or leaves it (`nil`): when the view or an
    /// ancestor is added to a tree whose root is a ``Window``, or removed from one.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's tree joined a window or left it.
    open func didMoveToWindow() {}

    // MARK: The layout cycle (UIKit's passes; see View+LayoutCycle.swift).

    /// Updates the constraints this view owns, in the update-constraints pass that opens every
    /// layout pass: called bottom-up on each view that called ``setNeedsUpdateConstraints()``
    /// (and, on the first pass of a tree, on views whose class says
    /// ``requiresConstraintBasedLayout``). Override it to install or change constraints once,
    /// from state; the default does nothing, so calling `super` is optional.
    open func updateConstraints() {}

    /// Whether views of this class need the update-constraints pass before their first layout
    /// even if they never call ``setNeedsUpdateConstraints()`` (`false` by default).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Asks for ``updateConstraints()`` to be called in the next layout pass.
    open func setNeedsUpdateConstraints() {
        enqueueForConstraintUpdate()
    }

    /// Runs the update-constraints pass now for this view and its subtree, if any of them asked
    /// for it.
    open func updateConstraintsIfNeeded() {
        runUpdateConstraintsPass(in: self)
    }

    /// Whether ``updateConstraints()`` will be called in the next layout pass.
    open func needsUpdateConstraints() -> Bool { cycleFlags.contains(.needsUpdateConstraints) }

    /// Places subviews by hand, after the constraints have been solved: called top-down on each
    /// view whose size changed in the pass or that called ``setNeedsLayout()``. Frames set
    /// here stay (a view that translates its frame into constraints keeps it; changing a
    /// constraint here is picked up by a second round of the same pass). The default does
    /// nothing.
    open func layoutSubviews() {}

    /// Asks for ``layoutSubviews()`` to be called in the next layout pass. Taut lays out only
    /// when asked (``layoutIfNeeded()``), so this only records the request.
    open func setNeedsLayout() {
        enqueueForLayout()
    }

    /// Runs the layout pass of the whole tree this view belongs to, if anything changed: the
    /// update-constraints pass, the solve (which writes the frame of every constrained view and
    /// the layout frame of every guide), then ``layoutSubviews()`` top-down. Cheap when nothing
    /// changed; after one constant change it re-solves incrementally and rewrites only what
    /// moved. Called from inside a pass (from `layoutSubviews()`), it returns at once: the
    /// running pass picks up what changed.
    open func layoutIfNeeded() {
        runLayoutCycle()
    }

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedFrame.size }

    /// Sizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(storedFrame.size)
        frame = CGRect(origin: storedFrame.origin, size: size)
    }

    /// Called after ``layoutMargins`` or ``directionalLayoutMargins`` changed.
    open func layoutMarginsDidChange() {}
    /// Called after the view's ``safeAreaInsets`` changed in a layout pass.
    open func safeAreaInsetsDidChange() {}

    /// The margins inside the view's edges that ``layoutMarginsGuide`` and the margin
    /// attributes (`.leadingMargin`, ...) use, in absolute terms. Default: 8 on every side; a
    /// view controller's root view has its controller's
    /// ``ViewController/systemMinimumLayoutMargins`` instead (none at the top and bottom, 16 or
    /// 20 at the sides), as in UIKit. Setting them updates the margins guide in place.
    open var layoutMargins: EdgeInsets {
        get { resolvedMargins(for: effectiveUserInterfaceLayoutDirection) }
        set {
            setMargins(DirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                             bottom: newValue.bottom, trailing: newValue.right), directional: false)
        }
    }

    /// The margins with leading and trailing following the layout direction. Setting them
    /// makes the margins directional (they flip in right-to-left layouts).
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            // A view controller's root view reports its effective margins (see `layoutMargins`).
            if let controller = viewController, controller.viewIfLoaded === self {
                return layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection)
            }
            return marginsAreDirectional ? storedMargins
                : layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set { setMargins(newValue, directional: true) }
    }

    // MARK: Traits, hit testing and responders.

    /// The environment the view is shown in: size classes, scale, layout direction. A view
    /// in a window reads the window's; others the default (``TraitCollection/current``).
    open var traitCollection: TraitCollection { inheritedTraitCollection }
    /// Called when the traits of the view's environment changed; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether `point`, in the view's own coordinates, lies inside its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost descendant (or the view itself) that contains `point`, given in the
    /// view's own coordinates; hidden views, views with ``alpha`` below 0.01 and views that do
    /// not take part in interaction are skipped, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// The next responder: the view controller whose root view this is, or else the superview.
    open override var next: Responder? { viewController ?? superview }

    /// The gesture recognizers attached to the view, in the order they were added (`nil` when
    /// there are none, as in UIKit). Setting it replaces them.
    open var gestureRecognizers: [GestureRecognizer]? {
        get { extras.flatMap { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Attaches `gestureRecognizer` to the view (detaching it from any other view first).
    open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer` from the view, if it is attached here.
    open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }
    /// Whether `gestureRecognizer` (attached to this view or a descendant) may begin; asked
    /// by ``GestureRecognizer/recognize(at:)``. The default is `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Autoresizing, transform, alignment rectangles (see View+Autoresizing.swift, View+Transform.swift).

    /// How the view is resized when its superview's size changes, if it translates its
    /// autoresizing mask into constraints (see ``AutoresizingMask``). Default: `[]`, fixed.
    open var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set { setAutoresizingMask(newValue) }
    }
    /// Whether a change of the view's size resizes its subviews by their masks (`true`).
    open var autoresizesSubviews = true
    /// The view's affine transform, applied about its centre (the identity by default). As in
    /// UIKit, layout ignores it: constraints, ``bounds``, ``center`` and the engine use the
    /// untransformed frame, and ``frame`` reports the transformed bounds' bounding box.
    open var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set { setTransform(newValue) }
    }
    /// How far the view's content (its alignment rectangle) lies inside its frame; `.zero` by
    /// default, overridden by subclasses. Taut lays out frames, as its constraints are on
    /// frames; the insets are used by ``alignmentRect(forFrame:)`` and ``frame(forAlignmentRect:)`` only.
    open var alignmentRectInsets: EdgeInsets { .zero }

    // MARK: Appearance (stored and rendered; see View+Appearance.swift).

    /// The fill behind the view's content (`nil`, transparent, by default). The SVG, JSON and
    /// PNG renderers draw it.
    open var backgroundColor: Color?
    /// The colour controls use for their accents; `nil` until set reads the superview's
    /// (``Color/systemBlue`` at the root).
    open var tintColor: Color! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue; tintColorDidChange() }
    }
    /// Called when ``tintColor`` is set; the default does nothing.
    open func tintColorDidChange() {}
    /// The view's opacity, 0 (transparent) to 1 (the default); renderers apply it. Values are
    /// clamped to 0...1; NaN is reported (``LayoutDiagnostic/Kind/invalidViewValue``) and
    /// replaced by 1.
    open var alpha: CGFloat = 1 {
        didSet { if !(alpha >= 0 && alpha <= 1) { alpha = validatedAlpha(alpha) } }
    }
    /// Whether the view promises to fill its bounds with opaque content (stored only).
    open var isOpaque = true
    /// Whether subviews are clipped to the view's bounds (renderers clip them).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view takes part in hit testing (`true` by default).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// How the view's content fills its bounds when the sizes differ (image views use it).
    open var contentMode = ContentMode.scaleToFill
    /// The layer behind the view: corner radius, border, shadow. Made on first use.
    open var layer: Layer {
        if let storedLayer { return storedLayer }
        let made = Layer()
        made.ownerReference = itemReference
        storedLayer = made
        return made
    }
    /// Draws the view's content. Taut draws nothing itself; renderers draw the properties
    /// above, so this is never called.
    open func draw(_ rect: CGRect) {}
    /// Marks the view's content as needing to be redrawn (does nothing headless).
    open func setNeedsDisplay() {}

    /// The natural size of the view's content, or ``noIntrinsicMetric`` on an axis with none
    /// (the default for both axes). The engine keeps the view's size at least this big at the
    /// compression-resistance priority and at most this big at the hugging priority; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the engine that ``intrinsicContentSize`` changed; it re-measures and updates the
    /// hugging and compression-resistance constraints in place.
    open func invalidateIntrinsicContentSize() {
        rootView.engine?.intrinsicContentSizeDidChange(of: self)
        superview?.subviewContentSizingDidChange(self)
    }

    /// The view whose first baseline is this view's ``firstBaselineAnchor`` (the view itself by
    /// default; must be the view or one of its descendants).
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's ``lastBaselineAnchor`` (the view itself by
    /// default; must be the view or one of its descendants).
    open var forLastBaselineLayout: View { self }

    /// The intrinsic size the engine uses, given the width the view was laid out at (labels
    /// that wrap to their width override it).
    func engineIntrinsicSize(layoutWidth: CGFloat?) -> CGSize { intrinsicContentSize }
    /// Whether ``engineIntrinsicSize(layoutWidth:)`` depends on the laid-out width.
    var intrinsicHeightDependsOnWidth: Bool { false }
    /// The first and last baselines, measured from the vertical centre of the view when it is
    /// laid out at `layoutWidth`; `nil` for views without text (the bottom edge is used).
    func baselineOffsetsFromCenter(layoutWidth: CGFloat?) -> (first: CGFloat, last: CGFloat)? { nil }
}
