import Foundation

/// A view whose content can be larger than itself and scrolls: UIKit's `UIScrollView`, laid
/// out as UIKit lays it out, without scrolling (nothing moves headless).
///
/// Constraints between the scroll view's edges or margins and the views inside it attach to
/// its *content area*, as Apple's Auto Layout Guide says; its width, height and centres, and
/// constraints with views outside it, attach to its frame. So SnapKit's
/// `contentView.snp.makeConstraints { $0.edges.equalToSuperview(); $0.width.equalToSuperview() }`
/// gives a content view as wide as the scroll view and as tall as its content, and
/// ``contentSize`` follows it. The same areas are explicit in ``contentLayoutGuide`` and
/// ``frameLayoutGuide``.
///
/// The content area starts at the scroll view's own origin: frames of views inside are in
/// content coordinates, and ``contentOffset`` does not move them. As in UIKit, ``bounds``
/// reports the content offset as its origin (setting the bounds' origin sets the offset), and
/// point conversion and hit testing go through it.
open class ScrollView: View {
    /// Creates a scroll view. It clips its content, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a scroll view from an archive: an empty one with a zero frame (never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        cycleFlags.insert(.isScrollView)
        clipsToBounds = true
    }

    // MARK: Content

    /// The size of the content area. After a layout pass it is the size of
    /// ``contentLayoutGuide`` when constraints use the content area (pinning content to the
    /// scroll view's edges, or to the guide); an axis no constraint sizes keeps the value you
    /// set (zero by default). Negative or non-finite sizes are refused with a diagnostic.
    open var contentSize: CGSize {
        get { currentContentSize }
        set {
            let clean = CGSize(width: validLength(newValue.width, "contentSize.width"),
                               height: validLength(newValue.height, "contentSize.height"))
            currentContentSize = clean
            guard clean != userContentSize else { return }
            userContentSize = clean
            rootView.engine?.scrollContentSizeDidChange(of: self)
        }
    }

    /// A guide for the content area: its edges are the edges of the scrollable content, its
    /// origin the scroll view's origin; its size becomes ``contentSize``. Its identifier is
    /// `UIScrollView-contentLayoutGuide`.
    public var contentLayoutGuide: LayoutGuide {
        if let storedContentGuide { return storedContentGuide }
        let guide = LayoutGuide(system: .scrollContent, owner: self)
        storedContentGuide = guide
        return guide
    }

    /// A guide for the scroll view's frame (in its own coordinates: origin zero, its size),
    /// for constraints that must mean the frame even with views inside it. Its identifier is
    /// `UIScrollView-frameLayoutGuide`.
    public var frameLayoutGuide: LayoutGuide {
        if let storedFrameGuide { return storedFrameGuide }
        let guide = LayoutGuide(system: .scrollFrame, owner: self)
        storedFrameGuide = guide
        return guide
    }

    /// Where the content's origin is scrolled to, in content coordinates (zero by default).
    /// Setting it calls the delegate's `scrollViewDidScroll(_:)`, as UIKit does; frames do not
    /// move. Non-finite values are refused with a diagnostic.
    open var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            let clean = CGPoint(x: validCoordinate(newValue.x, "contentOffset.x"),
                                y: validCoordinate(newValue.y, "contentOffset.y"))
            storedContentOffset = clean
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets ``contentOffset`` (at once: nothing is animated headless).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least needed for `rect` (in content coordinates) to be visible: the
    /// ``contentOffset`` moves so that the rectangle lies inside the bounds, within the
    /// scrollable range. At once: nothing is animated headless.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: storedContentOffset, size: storedFrame.size)
        func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if low < offset { return low }
            if high > offset + visibleLength { return Swift.min(low, high - visibleLength) }
            return offset
        }
        let x = axis(visible.minX, rect.minX, rect.maxX, visible.width)
        let y = axis(visible.minY, rect.minY, rect.maxY, visible.height)
        let inset = adjustedContentInset
        let maxX = Swift.max(-inset.left, currentContentSize.width + inset.right - storedFrame.width)
        let maxY = Swift.max(-inset.top, currentContentSize.height + inset.bottom - storedFrame.height)
        contentOffset = CGPoint(x: Swift.min(Swift.max(x, -inset.left), maxX),
                                y: Swift.min(Swift.max(y, -inset.top), maxY))
    }

    /// The scroll view's own coordinate space: the content offset as origin, the frame's
    /// size. Setting it sets the frame's size and the content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: storedContentOffset, size: storedFrame.size) }
        set {
            super.bounds = newValue
            if newValue.origin != storedContentOffset { contentOffset = newValue.origin }
        }
    }

    /// Space around the content, inside the scroll view (zero by default). Non-finite values
    /// are refused with a diagnostic; negative ones are allowed, as in UIKit.
    open var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            let clean = EdgeInsets(top: validCoordinate(newValue.top, "contentInset.top"),
                                   left: validCoordinate(newValue.left, "contentInset.left"),
                                   bottom: validCoordinate(newValue.bottom, "contentInset.bottom"),
                                   right: validCoordinate(newValue.right, "contentInset.right"))
            guard clean != storedContentInset else { return }
            storedContentInset = clean
            adjustedContentInsetDidChange()
        }
    }

    /// How the safe area adds to the content inset. UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like ``scrollableAxes``; UIKit also always adjusts vertically under a navigation or
        /// tab bar controller, which Taut does not have.
        case automatic
        /// The top and bottom insets include the safe area when the content is taller than
        /// the scroll view (or ``ScrollView/alwaysBounceVertical``); left and right when it is
        /// wider (or ``ScrollView/alwaysBounceHorizontal``).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// How ``adjustedContentInset`` includes the safe area (`.automatic` by default).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetDidChange() } }
    }

    /// The axes on which ``adjustedContentInset`` takes in the safe area.
    var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic, .scrollableAxes:
            return (alwaysBounceVertical || currentContentSize.height > storedFrame.height,
                    alwaysBounceHorizontal || currentContentSize.width > storedFrame.width)
        }
    }

    /// ``contentInset`` plus the scroll view's ``View/safeAreaInsets`` on the edges that
    /// ``contentInsetAdjustmentBehavior`` adjusts (from the current frames).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        let inset = storedContentInset
        return EdgeInsets(top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
                          bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// Called when ``contentInset`` or ``contentInsetAdjustmentBehavior`` changed. The default
    /// does nothing.
    open func adjustedContentInsetDidChange() {}

    // MARK: Scrolling behaviour (stored; nothing scrolls headless)

    /// The object told about scrolling, held weakly. Only `scrollViewDidScroll(_:)` is called
    /// headless, when ``contentOffset`` is set.
    open weak var delegate: (any ScrollViewDelegate)?
    /// Whether the user may scroll (`true` by default; stored only).
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while scrolling (`true` by default; stored only).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (`true` by default; stored only).
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling past the content's ends bounces back (`true` by default; stored only).
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter than the scroll
    /// view (`false` by default); ``adjustedContentInset`` treats the vertical axis as
    /// scrollable when it is set.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower (`false` by
    /// default); ``adjustedContentInset`` treats the horizontal axis as scrollable when set.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds (`false` by default; stored only).
    open var isPagingEnabled = false
    /// Whether scrolling locks to one axis at a time (`false` by default; stored only).
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top (`true` by default; stored only).
    open var scrollsToTop = true
    /// How the keyboard is dismissed by a drag (`.none` by default; stored only).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How quickly scrolling slows down after a flick (`.normal` by default; stored only).
    open var decelerationRate = DecelerationRate.normal
    /// Insets of the scroll indicators (stored only).
    open var scrollIndicatorInsets = EdgeInsets.zero
    /// Insets of the vertical scroll indicator (stored only).
    open var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Insets of the horizontal scroll indicator (stored only).
    open var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// The smallest zoom scale (1 by default; stored only).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default; stored only).
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom scale (1 by default; stored only, nothing is scaled).
    open var zoomScale: CGFloat = 1
    /// Whether the user is touching the content: always `false` headless.
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content: always `false` headless.
    open var isDragging: Bool { false }
    /// Whether the content is moving after a flick: always `false` headless.
    open var isDecelerating: Bool { false }

    /// Flashes the scroll indicators (does nothing headless).
    open func flashScrollIndicators() {}

    /// How a drag in the scroll view dismisses the keyboard. UIKit's
    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard is not dismissed by a drag.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard follows the drag and can be pulled down.
        case interactive
        /// As ``onDrag``, keyboard accessories included.
        case onDragWithAccessory
        /// As ``interactive``, keyboard accessories included.
        case interactiveWithAccessory
    }

    /// How quickly scrolling slows down. UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Storage

    var storedContentGuide: LayoutGuide?
    var storedFrameGuide: LayoutGuide?
    /// The content size the user set (the content guide's size where no constraint sizes it).
    var userContentSize = CGSize.zero
    private var currentContentSize = CGSize.zero
    private var storedContentOffset = CGPoint.zero
    private var storedContentInset = EdgeInsets.zero

    /// The content and frame guides made so far (they take part in layout).
    var madeScrollGuides: [LayoutGuide] {
        [storedContentGuide, storedFrameGuide].compactMap { $0 }
    }

    /// A layout pass placed the content guide: its size is the content size.
    func contentGuideDidLayout(_ size: CGSize) {
        currentContentSize = CGSize(width: Swift.max(size.width, 0), height: Swift.max(size.height, 0))
    }

    private func validLength(_ value: CGFloat, _ name: String) -> CGFloat {
        if value.isFinite, value >= 0 { return value }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "Refused \(name) = \(value) on \(debugName): it must be finite and not negative; 0 is used."))
        return 0
    }

    private func validCoordinate(_ value: CGFloat, _ name: String) -> CGFloat {
        if value.isFinite { return value }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "Refused \(name) = \(value) on \(debugName): it must be finite; 0 is used."))
        return 0
    }
}
