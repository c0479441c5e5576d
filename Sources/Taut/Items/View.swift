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
/// A superview holds its subviews; a subview refers to its superview weakly. A view holds the
/// constraints installed on it; constraints hold their items weakly.
open class View: LayoutItem, CustomStringConvertible {
    /// The value of an axis of ``intrinsicContentSize`` that has no natural size (-1).
    public static var noIntrinsicMetric: CGFloat { -1 }
    /// The smallest size the constraints allow, for ``systemLayoutSizeFitting(_:)``: (0, 0).
    public static var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    /// The largest size the constraints allow, for ``systemLayoutSizeFitting(_:)``:
    /// (10 000 000, 10 000 000).
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// The frame, in the superview's coordinates (for a root, wherever the user places it).
    /// Setting it on a view with `translatesAutoresizingMaskIntoConstraints` moves the view's
    /// fixed constraints; on other views the next layout pass overwrites it.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            storedFrame = newValue
            rootView.engine?.frameDidChange(of: self)
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size. Setting it changes the
    /// frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { frame = CGRect(origin: storedFrame.origin, size: newValue.size) }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                           width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// The view containing this one, or `nil` for a root.
    @exclusivity(unchecked) public internal(set) weak var superview: View?
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
        self.storedFrame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Stored state used by the extensions and the engine.

    @exclusivity(unchecked) var storedFrame: CGRect
    let ownState = ItemState()
    /// Constraints installed on this view, in installation order, with holes (`nil`) left by removals.
    @exclusivity(unchecked) var installedStorage: [LayoutConstraint?] = []
    @exclusivity(unchecked) var installedCount = 0
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    var storedMargins = DirectionalEdgeInsets(all: 8)
    var marginsAreDirectional = true
    var storedMarginsGuide: LayoutGuide?
    var storedSafeAreaGuide: LayoutGuide?
    var rootSafeAreaInsets = EdgeInsets.zero
    /// The layout engine, on a root view that has needed one.
    var engine: LayoutEngine?
    /// The view's variables in the (non-fitting) engine of its tree, once made; the engine
    /// checks they are its own, and cuts the link when the view leaves it.
    var engineVariables: ItemVariables?
    /// Per-view storage for the DSLs built in this module (SnapKit's associated objects).
    var dslStorage: [String: AnyObject] = [:]
    /// The user's layout guides.
    var guides: [LayoutGuide] = []

    /// Whether margins follow the safe area: when `true` (the default), the layout margins guide
    /// is inset by the view's ``safeAreaInsets`` as well as by its margins.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { rootView.engine?.marginsDidChange(of: self) } }
    }

    /// How the view's content relates to the layout direction; see
    /// ``effectiveUserInterfaceLayoutDirection``.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { rootView.engine?.directionDidChange() } }
    }

    /// The view's debug name: ``accessibilityIdentifier``, or `ClassName:N`.
    public var debugName: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        if ownState.serial == 0 { ownState.serial = DebugNameCounter.take() }
        return "\(type(of: self)):\(ownState.serial)"
    }

    /// `Name (x, y, width, height)`.
    open var description: String {
        let f = storedFrame
        return "\(debugName) (\(formatLayoutNumber(f.minX)), \(formatLayoutNumber(f.minY)), "
            + "\(formatLayoutNumber(f.width)), \(formatLayoutNumber(f.height)))"
    }

    /// The view itself.
    public var layoutView: View? { self }
    /// The superview.
    public var layoutParent: View? { superview }

    /// Called on a view when one of its subviews is hidden or shown (stack views override it).
    func subviewIsHiddenDidChange(_ subview: View) {}

    /// Tells the engine that `forFirstBaselineLayout` / `forLastBaselineLayout` of some view may
    /// have changed (called when a view is hidden or shown): baseline constraints are rebuilt.
    func baselineLayoutDidChange() {
        guard let engine = rootView.engine, !engine.baselineRecords.isEmpty else { return }
        engine.rebuildBaselineConstraints()
    }
    /// Called on a view when the intrinsic content size or a content priority of one of its
    /// subviews changed (stack views override it to regenerate their constraints).
    func subviewContentSizingDidChange(_ subview: View) {}

    // MARK: Overridable hooks (UIKit's).

    /// Called before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called by the layout pass, after frames are written, on every view whose size changed.
    /// The default does nothing.
    open func layoutSubviews() {}

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

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedFrame.size }

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
