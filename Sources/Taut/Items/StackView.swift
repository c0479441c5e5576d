import Foundation

/// A view that lays out a row or a column of views, UIKit's `UIStackView`.
///
/// The stack arranges `arrangedSubviews` along its `axis` with constraints it
/// generates and keeps up to date: whenever a property of the stack changes, an
/// arranged view is added, removed, hidden or shown, and before every layout
/// pass (which also catches changes of intrinsic sizes and content priorities),
/// it works the constraints out again and replaces the old ones if they differ.
/// The generated constraints carry identifiers named after UIKit's:
/// `UISV-canvas-connection` (first and last views to the stack's edges, or to its
/// margins with `isLayoutMarginsRelativeArrangement`), `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-fill-proportionally` (at 999), `UISV-distributing`
/// and `UISV-distributing-edge` (spacer layout guides of the equal-spacing and
/// equal-centering distributions), `UISV-alignment` (baselines),
/// `UISV-spanning-boundary`, `UISV-canvas-fit` (at 49: a stack that does not fill
/// across its axis hugs its thickest view), `UISV-ambiguity-suppression`,
/// `UISV-fill-order` (the tie-breaks of `fill`, at 1) and `UISV-hiding` (at 1).
///
/// - `distribution` shares the length along the axis: `fill` follows hugging
///   and compression resistance (ties go to the last view: among the views with
///   the lowest hugging priority the last one stretches, among those with the
///   lowest compression resistance the last one shrinks first), `fillEqually`,
///   `fillProportionally` (to the intrinsic lengths), `equalSpacing` and
///   `equalCentering` (with `spacing` as the minimum gap);
/// - `alignment` places views across the axis;
/// - hidden arranged views collapse: their length and the spacing next to them
///   disappear, and since Taut takes them out of the arrangement instead of
///   squeezing them to zero at a required priority (as UIKit does), your own
///   constraints on a hidden view never conflict with the stack. A hidden view
///   is parked, at the lowest priority (1), where it would be, and its length is
///   zero at priority 999: that beats its compression resistance (a hidden label
///   reports a zero length, as in UIKit) but yields to a required constraint of
///   yours, which then keeps its size without any conflict.
///
/// Stacks nest: an arranged view may be a stack view.
open class StackView: View {
    /// How a stack shares its length among its arranged views.
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        /// Views fill the stack; their lengths follow hugging (to grow) and
        /// compression resistance (to shrink), ties broken by order.
        case fill = 0
        /// Views fill the stack with equal lengths.
        case fillEqually = 1
        /// Views fill the stack with lengths proportional to their intrinsic
        /// lengths; views without an intrinsic length fill as with `fill`.
        case fillProportionally = 2
        /// Views keep their intrinsic lengths and the gaps between them are
        /// equal, at least `spacing`.
        case equalSpacing = 3
        /// Views keep their intrinsic lengths and their centers are equally
        /// spaced, with gaps of at least `spacing`.
        case equalCentering = 4
    }

    /// How a stack places its arranged views across its axis.
    public enum Alignment: Int, Hashable, Sendable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill = 0
        /// Views sit against the leading edge of a vertical stack, or the top
        /// edge of a horizontal one (`top` is the same value).
        case leading = 1
        /// Views of a horizontal stack line up their first baselines (a vertical
        /// stack treats this as `fill`).
        case firstBaseline = 2
        /// Views are centered across the axis.
        case center = 3
        /// Views sit against the trailing edge of a vertical stack, or the bottom
        /// edge of a horizontal one (`bottom` is the same value).
        case trailing = 4
        /// Views of a horizontal stack line up their last baselines (a vertical
        /// stack treats this as `fill`).
        case lastBaseline = 5

        /// Views sit against the top edge of a horizontal stack: `leading`.
        public static var top: Alignment { .leading }
        /// Views sit against the bottom edge of a horizontal stack: `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of `customSpacing(after:)` for a view without custom spacing:
    /// the stack's `spacing` applies (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value that stands for the system spacing,
    /// `SystemSpacing.current.sibling` (UIKit's `spacingUseSystem`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order. They are all subviews of the
    /// stack; `subviews` may hold more (not arranged).
    public internal(set) var arrangedSubviews: [View] = []

    /// The axis along which the views are laid out (default `horizontal`).
    open var axis: Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the length along the axis is shared (default `fill`).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How views are placed across the axis (default `fill`).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between neighbouring arranged views (default 0); the minimum
    /// space for `equalSpacing` and `equalCentering`. `spacingUseSystem` stands
    /// for `SystemSpacing.current.sibling`.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether a vertical stack measures spacing from the last baseline of a
    /// view to the first baseline of the next (default `false`). The edges of
    /// the stack still hold the edges of its first and last views.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether views are laid out inside the stack's layout margins rather than
    /// its edges (default `false`).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Creates an empty stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty horizontal stack view; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view arranging `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews`, making it a subview of the
    /// stack if it is not one yet, and turning off its
    /// `translatesAutoresizingMaskIntoConstraints`. A view already arranged
    /// moves to the end.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (clamped to
    /// `0...arrangedSubviews.count`), making it a subview of the stack if it is
    /// not one yet. A view already arranged moves to the new index.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard view !== self else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "Refused to arrange \(debugName) inside itself."))
            return
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        if view.cycleFlags.contains(.isArranged) { arrangedSubviews.removeAll { $0 === view } }
        let index = Swift.min(Swift.max(stackIndex, 0), arrangedSubviews.count)
        arrangedSubviews.insert(view, at: index)
        view.cycleFlags.insert(.isArranged)
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Removes `view` from `arrangedSubviews`; it stays a subview of the stack
    /// (as in UIKit), with none of the stack's constraints. Removing the view
    /// from its superview also removes it from `arrangedSubviews`.
    open func removeArrangedSubview(_ view: View) {
        guard view.superview === self, view.cycleFlags.contains(.isArranged) else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.cycleFlags.remove(.isArranged)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` to `spacing`, instead of the
    /// stack's `spacing`; `spacingUseDefault` goes back to the stack's,
    /// `spacingUseSystem` stands for `SystemSpacing.current.sibling`. When the
    /// view is hidden, the spacing after it disappears with it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        let key = ObjectIdentifier(arrangedSubview)
        guard arrangedSubview.superview === self, arrangedSubview.cycleFlags.contains(.isArranged) else { return }
        customSpacings[key] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when
    /// it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: - Hooks

    /// Brings the constraints the stack makes for its arranged views up to date, then lets
    /// the superclass update (subclasses that override it must call `super`, as in UIKit).
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }

    /// Takes a subview that leaves the stack out of `arrangedSubviews` too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if subview.cycleFlags.contains(.isArranged) {
            arrangedSubviews.removeAll { $0 === subview }
            subview.cycleFlags.remove(.isArranged)
            customSpacings[ObjectIdentifier(subview)] = nil
            arrangementDidChange()
        }
    }

    override func subviewIsHiddenDidChange(_ subview: View) {
        super.subviewIsHiddenDidChange(subview)
        if subview.cycleFlags.contains(.isArranged) { arrangementDidChange() }
    }

    override func subviewContentSizingDidChange(_ subview: View) {
        super.subviewContentSizingDidChange(subview)
        if subview.cycleFlags.contains(.isArranged) { arrangementDidChange() }
    }

    /// The first visible arranged view's first-baseline view (the stack itself
    /// when no arranged view is visible).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// For a vertical stack, the last visible arranged view's last-baseline view;
    /// for a horizontal one, the first visible arranged view's (the stack itself
    /// when no arranged view is visible).
    open override var forLastBaselineLayout: View {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let view = axis == .vertical ? visible.last : visible.first
        return view?.forLastBaselineLayout ?? self
    }

    // MARK: - State

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [LayoutConstraint] = []
    var arrangementKeys: [GeneratedConstraintKey] = []
    var spacerGuides: [LayoutGuide] = []
    var appliedArrangement: AppliedArrangement?
}
