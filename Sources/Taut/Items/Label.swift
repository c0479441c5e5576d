/// A view that shows text, sized by it: UIKit's `UILabel`, without drawing.
///
/// Its intrinsic content size comes from ``textMeasurer`` (by default the deterministic
/// ``MonospacedTextMeasurer``). With ``numberOfLines`` 1 (the default) the text stays on one
/// line. Otherwise it wraps: to ``preferredMaxLayoutWidth`` when that is positive, or else to
/// the width the label is laid out at — the engine lays out, measures the text at the
/// resulting width, updates the label's intrinsic height and lays out again, as UIKit does.
/// The text is centred vertically in the label; ``firstBaselineAnchor`` and
/// ``lastBaselineAnchor`` follow the first and last lines.
open class Label: View {
    /// The text (`nil` or empty measures zero by zero).
    @exclusivity(unchecked) public var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The font (17-point system font by default).
    public var font = Font.systemFont(ofSize: Font.labelFontSize) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The font's size in points.
    public var fontSize: CGFloat {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// The most lines to show; 0 means no limit. Anything but 1 lets the text wrap.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the laid-out width.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The measurer for this label (``defaultTextMeasurer`` when the label was created).
    public var textMeasurer: any TextMeasuring {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The measurer new labels start with: ``MonospacedTextMeasurer`` unless changed.
    /// Reading and writing it is thread-safe.
    public static var defaultTextMeasurer: any TextMeasuring {
        get { measurerLock.lock(); defer { measurerLock.unlock() }; return storedDefaultMeasurer }
        set { measurerLock.lock(); storedDefaultMeasurer = newValue; measurerLock.unlock() }
    }
    private static let measurerLock = NSLock()
    nonisolated(unsafe) private static var storedDefaultMeasurer: any TextMeasuring = MonospacedTextMeasurer()

    /// Creates an empty label with a frame.
    public override init(frame: CGRect) {
        self.textMeasurer = Label.defaultTextMeasurer
        super.init(frame: frame)
    }

    /// Creates an empty label; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        self.textMeasurer = Label.defaultTextMeasurer
        super.init(coder: coder)
    }

    /// Creates a label showing `text` in the system font of `fontSize` points.
    public convenience init(text: String, fontSize: CGFloat = Font.labelFontSize) {
        self.init(frame: .zero)
        self.text = text
        self.font = .systemFont(ofSize: fontSize)
    }

    /// Measures the text wrapped at `maxWidth` and limited to ``numberOfLines``.
    public func measureText(maxWidth: CGFloat = .greatestFiniteMagnitude) -> TextMeasurement {
        textMeasurer.measure(text ?? "", font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// The size of the text: on one line, or wrapped at ``preferredMaxLayoutWidth``, or (for a
    /// multi-line label that has been laid out) wrapped at its current width.
    open override var intrinsicContentSize: CGSize {
        engineIntrinsicSize(layoutWidth: intrinsicHeightDependsOnWidth && storedFrame.width > 0 ? storedFrame.width : nil)
    }

    /// The text's size when wrapped at `size.width` (or unwrapped for one-line labels).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        return measureText(maxWidth: width).size
    }

    /// Wrapping labels depend on their laid-out width.
    override var intrinsicHeightDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    /// The width the text wraps at, given the laid-out width (`nil` before the first pass).
    private func wrapWidth(layoutWidth: CGFloat?) -> CGFloat {
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if intrinsicHeightDependsOnWidth, let layoutWidth { return Swift.max(layoutWidth, 0) }
        return .greatestFiniteMagnitude
    }

    override func engineIntrinsicSize(layoutWidth: CGFloat?) -> CGSize {
        let wrapped = measureText(maxWidth: wrapWidth(layoutWidth: layoutWidth)).size
        if intrinsicHeightDependsOnWidth {
            // The width a wrapping label asks for is its unwrapped width; its height follows
            // the width it actually gets.
            return CGSize(width: measureText().size.width, height: wrapped.height)
        }
        return wrapped
    }

    override func baselineOffsetsFromCenter(layoutWidth: CGFloat?) -> (first: CGFloat, last: CGFloat)? {
        let m = measureText(maxWidth: wrapWidth(layoutWidth: layoutWidth))
        let half = m.size.height / 2
        return (m.firstBaseline - half, m.lastBaseline - half)
    }
}
