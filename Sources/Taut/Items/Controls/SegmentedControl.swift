import Foundation

/// A row of segments, one of them selected: UIKit's `UISegmentedControl`.
///
/// Intrinsic size: 32 points tall (UIKit's segmented control since iOS 13; Interface Builder
/// places them 32 tall — 28 before iOS 13). Each segment is as wide as its widest content plus
/// 16 points of padding (a title measured in the 13-point system font, UIKit's segment font,
/// or an image's width); all segments take the widest segment's width, unless
/// ``apportionsSegmentWidthsByContent`` is `true`, when each keeps its own. A width set with
/// ``setWidth(_:forSegmentAt:)`` (more than 0) wins for that segment.
///
/// Indexes given to the insert methods are pinned to `0...numberOfSegments`, as UIKit
/// documents; other per-segment methods ignore an index outside `0..<numberOfSegments` with an
/// `.invalidViewValue` diagnostic. Setting ``selectedSegmentIndex`` sends nothing.
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static var noSegment: Int { -1 }
    /// The segments' title font size: 13 points.
    static var titleFontSize: CGFloat { 13 }
    /// The padding added to a segment's content width: 16 points.
    static var segmentPadding: CGFloat { 16 }
    /// The control's height: 32 points.
    static var height: CGFloat { 32 }

    struct Segment {
        var title: String?
        var image: Image?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = SegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Whether a tap selects a segment only while touched (stored; `false` by default).
    open var isMomentary = false
    /// Whether each segment is sized by its own content (`false`: all as wide as the widest).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the selected segment (stored).
    open var selectedSegmentTintColor: Color?

    /// Creates a segmented control with a segment for each item: a `String` becomes a title,
    /// an ``Image`` an image; other items are skipped with an `.invalidViewValue` diagnostic.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? Image {
                segments.append(Segment(image: image))
            } else {
                report("init(items:) got a \(type(of: item)); only String and Image items make segments")
            }
        }
    }

    /// Creates an empty segmented control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty segmented control; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``. An index outside the segments is
    /// replaced by ``noSegment`` with a diagnostic.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            if newValue != SegmentedControl.noSegment, !segments.indices.contains(newValue) {
                report("selectedSegmentIndex was set to \(newValue) with \(segments.count) segments; noSegment was used")
                storedSelectedIndex = SegmentedControl.noSegment
                return
            }
            storedSelectedIndex = newValue
        }
    }

    /// Inserts a titled segment at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment showing `action`'s title (or image) that runs it when selected.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image), at: segment)
        addAction(action, for: .valueChanged)
    }
    /// Removes a segment (an index outside the segments is ignored with a diagnostic).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard check(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = SegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = SegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title (and removes its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard check(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
    }
    /// A segment's title (`nil` for an image segment or an index outside the segments).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard check(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateIntrinsicContentSize()
    }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Sets a segment's width; 0 (the default) sizes it by its content. A negative or
    /// non-finite width is replaced by 0 with a diagnostic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard check(segment, "setWidth(_:forSegmentAt:)") else { return }
        var value = width
        if !(width.isFinite && width >= 0) {
            report("setWidth(_:forSegmentAt:) got \(width); 0 was used")
            value = 0
        }
        segments[segment].width = value
        invalidateIntrinsicContentSize()
    }
    /// A segment's set width (0 when sized by content).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard check(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
    }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// Sets the text attributes of titles in a state (stored; the size uses the 13-point font).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The text attributes of titles in a state.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The segments' widths and 32 points of height (see the type's description).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths().reduce(0, +), height: SegmentedControl.height)
    }
    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Internals

    /// Each segment's width as laid out.
    func segmentWidths() -> [CGFloat] {
        let measurer = Label.defaultTextMeasurer
        let font = Font.systemFont(ofSize: SegmentedControl.titleFontSize)
        let content = segments.map { segment -> CGFloat in
            let titleWidth = segment.title.map {
                measurer.measure($0, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1).size.width
            } ?? 0
            return Swift.max(titleWidth, segment.image?.size.width ?? 0) + SegmentedControl.segmentPadding
        }
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    private func insert(_ segment: Segment, at index: Int) {
        let pinned = Swift.min(Swift.max(index, 0), segments.count)
        segments.insert(segment, at: pinned)
        if storedSelectedIndex >= pinned { storedSelectedIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    private func check(_ segment: Int, _ method: String) -> Bool {
        if segments.indices.contains(segment) { return true }
        report("\(method) got segment \(segment) with \(segments.count) segments; ignored")
        return false
    }

    private func report(_ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidViewValue, message: "\(debugName): \(message)"))
    }
}
