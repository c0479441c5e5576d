import Foundation

/// A view that shows text, sized by it: UIKit's `UILabel`, without drawing.
///
/// Its intrinsic content size comes from ``textMeasurer`` (by default the deterministic
/// ``MonospacedTextMeasurer``). With ``numberOfLines`` 1 (the default) the text stays on one
/// line. Otherwise it wraps: to ``preferredMaxLayoutWidth`` when that is positive, or else to
/// the width the label is laid out at — the engine lays out, measures the text at the
/// resulting width, updates the label's intrinsic height and lays out again, as UIKit does.
/// The text is centred vertically in the label; ``View/firstBaselineAnchor`` and
/// ``View/lastBaselineAnchor`` follow the first and last lines.
open class Label: View {
    /// The text (`nil` or empty measures zero by zero). Setting it replaces any
    /// ``attributedText`` with the text in the label's font, colour and alignment, as UIKit.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            let hadAttributes = storedAttributedText != nil
            storedAttributedText = nil
            if text != oldValue || hadAttributes {
                measurements.removeAll()
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The text with attributes (UIKit's `UILabel.attributedText`), measured and drawn run by
    /// run: each in its font, colour, kerning and baseline offset, each paragraph in its
    /// paragraph style (see ``AttributedTextLayout``); where the string has no font or
    /// colour, the label's ``font`` and ``textColor`` apply.
    ///
    /// As in UIKit, setting it keeps a copy, sets ``text`` to its string, and sets ``font``,
    /// ``textColor``, ``textAlignment`` and ``lineBreakMode`` to the attributes at its first
    /// character (those it has). Setting ``text`` afterwards replaces it; setting ``font``,
    /// ``textColor``, ``textAlignment`` or ``lineBreakMode`` applies that value to the whole
    /// string. Reading it after ``text`` was set gives the text in the label's font, colour,
    /// alignment and line break mode; `nil` when there is no text.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: plainTextAttributes) }
        }
        set { setAttributedText(newValue) }
    }
    /// The font (the 17-point system font by default). Setting `nil` restores that default,
    /// as in UIKit, so reading it never gives `nil`.
    open var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? Label.defaultFont
            if storedAttributedText != nil { applyToAttributedText(.font, font) }
            guard font != storedFont else {
                // An equal font may still be a Dynamic Type one (it knows its text style).
                if font.textStyle != storedFont.textStyle { storedFont = font }
                return
            }
            storedFont = font
            measurements.removeAll()
            invalidateIntrinsicContentSize()
        }
    }
    /// The font's size in points.
    public var fontSize: CGFloat {
        get { storedFont.pointSize }
        set { font = storedFont.withSize(newValue) }
    }
    /// The colour of the text (``Color/label``, black, by default). Setting `nil` restores
    /// the default, as in UIKit. The SVG renderer draws the text in it.
    open var textColor: Color! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            if storedAttributedText != nil { applyToAttributedText(.foregroundColor, storedTextColor) }
        }
    }
    /// How lines are placed across the label (``TextAlignment/natural`` by default: the
    /// leading edge). The SVG renderer aligns the text by it. With ``attributedText``,
    /// setting it sets every paragraph style's alignment, as UIKit.
    open var textAlignment = TextAlignment.natural {
        didSet { if storedAttributedText != nil { applyToParagraphStyles { $0.alignment = self.textAlignment } } }
    }
    /// How lines that do not fit are wrapped and truncated (``LineBreakMode/byTruncatingTail``
    /// by default). Stored only: see ``LineBreakMode``. With ``attributedText``, setting it
    /// sets every paragraph style's line break mode, as UIKit.
    open var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if storedAttributedText != nil { applyToParagraphStyles { $0.lineBreakMode = self.lineBreakMode } } }
    }
    /// Whether UIKit shrinks the font to fit the width (`false` by default). Stored only: the
    /// text is measured at the font's size, which is also what UIKit's intrinsic size reports.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` may shrink to
    /// (0 by default). Stored only; a value outside 0...1 is reported and clamped.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !(minimumScaleFactor >= 0 && minimumScaleFactor <= 1) {
                let clamped: CGFloat = minimumScaleFactor.isNaN ? 0 : Swift.min(Swift.max(minimumScaleFactor, 0), 1)
                minimumScaleFactor = View.reportInvalidValue("minimumScaleFactor", of: debugName,
                                                            was: minimumScaleFactor, using: clamped)
            }
        }
    }
    /// Whether letters may be drawn closer before truncating (`false` by default; stored only).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the user's text size (`false` by default): when `true`, a font
    /// made by ``Font/preferredFont(forTextStyle:)`` (or `FontMetrics.scaledFont(for:)`) takes
    /// its style's size at the content size category of the label's ``View/traitCollection``
    /// (Apple's Dynamic Type table), now and whenever the traits change or the label joins a
    /// window, as in UIKit. Other fonts are left alone.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategoryIfNeeded() }
    }
    /// Whether the label draws its text as enabled (`true` by default; stored only).
    open var isEnabled = true
    /// Whether the label draws its text highlighted (`false` by default; stored only).
    open var isHighlighted = false
    /// The text colour when highlighted (`nil` by default; stored only).
    open var highlightedTextColor: Color?
    /// The colour of the text's shadow (`nil`, none, by default; stored only).
    open var shadowColor: Color?
    /// The offset of the text's shadow ((0, -1) by default, as in UIKit; stored only).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The most lines to show; 0 means no limit. Anything but 1 lets the text wrap.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at; 0 (the default) wraps at the laid-out width.
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The measurer for this label (``defaultTextMeasurer`` when the label was created).
    @exclusivity(unchecked) public var textMeasurer: any TextMeasuring {
        didSet {
            measurements.removeAll()
            invalidateIntrinsicContentSize()
        }
    }

    /// The measurer new labels start with: ``MonospacedTextMeasurer`` unless changed.
    /// Reading and writing it is thread-safe.
    public static var defaultTextMeasurer: any TextMeasuring {
        get { measurerLock.lock(); defer { measurerLock.unlock() }; return storedDefaultMeasurer }
        set { measurerLock.lock(); storedDefaultMeasurer = newValue; measurerLock.unlock() }
    }
    private static let measurerLock = NSLock()
    nonisolated(unsafe) private static var storedDefaultMeasurer: any TextMeasuring = MonospacedTextMeasurer()

    /// The font labels start with and return to when `nil` is set: the 17-point system font.
    static let defaultFont = Font.systemFont(ofSize: Font.labelFontSize)
    @exclusivity(unchecked) private var storedFont = Label.defaultFont
    /// The last measurements of the current text, font and measurer, by width and line limit:
    /// a layout asks the same questions many times (unwrapped width, wrapped height,
    /// baselines). Emptied when the text, the font or the measurer changes. Held inline (see
    /// ``LabelMeasurements``): no array to allocate, grow and free per label.
    @exclusivity(unchecked) private var measurements = LabelMeasurements()
    @exclusivity(unchecked) private var storedTextColor = Color.label
    /// The attributed text, when one was set (`nil` after ``text`` was set).
    @exclusivity(unchecked) var storedAttributedText: NSAttributedString?
    /// Whether ``storedAttributedText`` measures differently from its string in the label's
    /// font (other fonts, kerning, baseline offsets, spacings, line heights or indents);
    /// `nil` until asked.
    @exclusivity(unchecked) var attributedTextNeedsLayout: Bool?
    /// While the engine measures the label: the width it was laid out at (see
    /// ``engineIntrinsicSize(layoutWidth:)``).
    @exclusivity(unchecked) private var engineLayoutWidth: CGFloat??

    /// Creates an empty label with a frame. Labels ignore touches by default, as in UIKit
    /// (``View/isUserInteractionEnabled`` is `false`).
    public override init(frame: CGRect) {
        self.textMeasurer = Label.defaultTextMeasurer
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an empty label; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        self.textMeasurer = Label.defaultTextMeasurer
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates a label showing `text` in the system font of `fontSize` points.
    public convenience init(text: String, fontSize: CGFloat = Font.labelFontSize) {
        self.init(frame: .zero)
        self.text = text
        self.font = .systemFont(ofSize: fontSize)
    }

    /// Forgets the kept measurements (the text, font or measurer changed).
    func resetTextMeasurements() {
        measurements.removeAll()
    }

    /// Measures the text wrapped at `maxWidth` and limited to ``numberOfLines``.
    public func measureText(maxWidth: CGFloat = .greatestFiniteMagnitude) -> TextMeasurement {
        measure(maxWidth: maxWidth, lines: numberOfLines)
    }

    /// The measurer's answer for the current text and font, from ``measurements`` when asked
    /// before (the four latest are kept).
    private func measure(maxWidth: CGFloat, lines: Int) -> TextMeasurement {
        if let known = measurements.result(maxWidth: maxWidth, lines: lines) { return known }
        let result: TextMeasurement
        if let attributed = attributedTextToLayOut {
            result = textMeasurer.measure(attributed, font: storedFont, maxWidth: maxWidth, numberOfLines: lines)
        } else {
            result = textMeasurer.measure(text ?? "", font: storedFont, maxWidth: maxWidth, numberOfLines: lines)
        }
        measurements.keep(result, maxWidth: maxWidth, lines: lines)
        return result
    }

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: no
    /// limit): at the bounds' origin, the size of the measured text, wrapped at the bounds'
    /// width unless `numberOfLines` is 1 (one line is cut to the bounds' width instead), and
    /// no taller than the bounds.
    ///
    /// As in UIKit, the label's intrinsic size and ``sizeThatFits(_:)`` ask this method, so a
    /// subclass that insets the bounds here (and outsets the result) gets padding around its
    /// text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : Swift.max(bounds.width, 0)
        let size = measure(maxWidth: width, lines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.minY,
                      width: numberOfLines == 1 ? Swift.min(size.width, Swift.max(bounds.width, 0)) : size.width,
                      height: Swift.min(size.height, Swift.max(bounds.height, 0)))
    }

    /// Draws the text in `rect`. Taut draws nothing itself (renderers draw labels from their
    /// properties), so this does nothing headless; it exists for subclasses to override and
    /// call `super` with an inset rectangle.
    open func drawText(in rect: CGRect) {}

    /// The size of the text: on one line, or wrapped at ``preferredMaxLayoutWidth``, or (for a
    /// multi-line label that has been laid out) wrapped at its current width.
    open override var intrinsicContentSize: CGSize {
        let layoutWidth = engineLayoutWidth ?? (intrinsicHeightDependsOnWidth && storedFrame.width > 0 ? storedFrame.width : nil)
        return textIntrinsicSize(layoutWidth: layoutWidth)
    }

    /// The text's size when wrapped at `size.width` (or unwrapped for one-line labels).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        return textSize(wrappedAt: width)
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

    /// The size ``textRect(forBounds:limitedToNumberOfLines:)`` gives for bounds `width` wide.
    private func textSize(wrappedAt width: CGFloat) -> CGSize {
        textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                 limitedToNumberOfLines: numberOfLines).size
    }

    private func textIntrinsicSize(layoutWidth: CGFloat?) -> CGSize {
        let wrapped = textSize(wrappedAt: wrapWidth(layoutWidth: layoutWidth))
        if intrinsicHeightDependsOnWidth {
            // The width a wrapping label asks for is its unwrapped width; its height follows
            // the width it actually gets.
            return pixelCeiled(CGSize(width: textSize(wrappedAt: .greatestFiniteMagnitude).width, height: wrapped.height))
        }
        return pixelCeiled(wrapped)
    }

    /// The line height of the label's font.
    var fontLineHeight: CGFloat { storedFont.lineHeight }

    /// The height of a plain wrapping label's intrinsic size at `layoutWidth`, without its
    /// unwrapped width (for an engine that knows the width cannot matter).
    func engineIntrinsicHeight(layoutWidth: CGFloat) -> CGFloat {
        pixelCeiled(textSize(wrappedAt: wrapWidth(layoutWidth: layoutWidth))).height
    }

    override func engineIntrinsicSize(layoutWidth: CGFloat?) -> CGSize {
        // Plain labels are measured directly; a subclass may override intrinsicContentSize,
        // so it is asked, with the laid-out width at hand for Label's own implementation.
        if type(of: self) == Label.self { return textIntrinsicSize(layoutWidth: layoutWidth) }
        let saved = engineLayoutWidth
        engineLayoutWidth = .some(layoutWidth)
        defer { engineLayoutWidth = saved }
        return intrinsicContentSize
    }

    override func baselineOffsetsFromCenter(layoutWidth: CGFloat?) -> (first: CGFloat, last: CGFloat)? {
        let m = measureText(maxWidth: wrapWidth(layoutWidth: layoutWidth))
        let half = m.size.height / 2
        return (m.firstBaseline - half, m.lastBaseline - half)
    }
}

/// A label's last four measurements, by width and line limit, in four inline slots: when all
/// four are taken, a new one replaces the oldest (as the array it replaces dropped its first).
struct LabelMeasurements {
    /// One measurement and the question it answers.
    struct Entry {
        /// The width the text was measured at.
        var maxWidth: CGFloat
        /// The line limit it was measured with.
        var lines: Int
        /// The answer.
        var result: TextMeasurement
    }

    private var slots: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    /// The slot the next measurement goes to (the oldest, once all four are taken).
    private var next = 0

    /// The kept answer for `maxWidth` and `lines`, if there is one.
    /// (A key is kept at most once: it is kept only when it was not found.)
    func result(maxWidth: CGFloat, lines: Int) -> TextMeasurement? {
        if let e = slots.0, e.maxWidth == maxWidth, e.lines == lines { return e.result }
        if let e = slots.1, e.maxWidth == maxWidth, e.lines == lines { return e.result }
        if let e = slots.2, e.maxWidth == maxWidth, e.lines == lines { return e.result }
        if let e = slots.3, e.maxWidth == maxWidth, e.lines == lines { return e.result }
        return nil
    }

    /// Keeps `result` as the answer for `maxWidth` and `lines`, in place of the oldest when
    /// all four slots are taken.
    mutating func keep(_ result: TextMeasurement, maxWidth: CGFloat, lines: Int) {
        let entry = Entry(maxWidth: maxWidth, lines: lines, result: result)
        switch next {
        case 0: slots.0 = entry
        case 1: slots.1 = entry
        case 2: slots.2 = entry
        default: slots.3 = entry
        }
        next = (next + 1) & 3
    }

    /// Forgets every measurement.
    mutating func removeAll() {
        slots = (nil, nil, nil, nil)
        next = 0
    }
}
