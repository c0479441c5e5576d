import Foundation

/// Multi-line, scrollable, editable text: UIKit's `UITextView`, as a plain view (Taut's text
/// view does not scroll).
///
/// With ``isScrollEnabled`` `true` (the default) it has no intrinsic size, as UIKit's
/// scrolling text views. With it `false` it sizes itself as UIKit's self-sizing text views:
/// its width asks for the unwrapped text, and its height is the text wrapped at the width it
/// is laid out at, less ``textContainerInset`` left and right and the container's
/// ``TextContainer/lineFragmentPadding`` (5) at each end, plus the inset's top and bottom (8
/// each by default). Empty text measures one line. The font is the 12-point system font
/// unless set (UIKit's text view default).
open class TextView: View {
    /// The text (`""` by default).
    open var text: String! {
        get { storedText }
        set {
            let value = newValue ?? ""
            let hadAttributes = storedAttributedText != nil
            storedAttributedText = nil
            guard value != storedText else {
                if hadAttributes { invalidateIntrinsicContentSize() }
                return
            }
            storedText = value
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes. Setting it keeps a copy, sets ``text`` to its string and
    /// measures it run by run, with its paragraph styles (each run in its font, ``font``
    /// where it has none); setting ``text`` replaces it. Read after ``text`` was set, it is
    /// the text in ``font``.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: storedFont]) }
        set {
            let copy = newValue.map { ($0.copy() as? NSAttributedString) ?? $0 }
            text = copy?.string ?? ""
            storedAttributedText = copy
            invalidateIntrinsicContentSize()
        }
    }
    /// The font (12-point system font by default; setting `nil` restores it).
    open var font: Font? {
        get { storedFont }
        set {
            let value = newValue ?? Font.systemFont(ofSize: TextView.defaultFontSize)
            guard value != storedFont else { return }
            storedFont = value
            invalidateIntrinsicContentSize()
        }
    }
    /// The text colour (stored).
    open var textColor: Color?
    /// The alignment of the text (stored; `.natural` by default).
    open var textAlignment = TextAlignment.natural
    /// Whether the text can be edited (`true` by default; stored).
    open var isEditable = true
    /// Whether the text can be selected (`true` by default; stored).
    open var isSelectable = true
    /// Whether the text scrolls (`true`, no intrinsic size) or sizes the view (`false`).
    open var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The space around the text: 8 above and below, 0 left and right by default (UIKit's).
    /// Negative or non-finite sides are replaced by 0 with a diagnostic.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let clean = Button.validated(textContainerInset, name: "textContainerInset", allowNegative: false, in: self)
            if clean != textContainerInset { textContainerInset = clean; return }
            invalidateIntrinsicContentSize()
        }
    }
    /// The container the text is laid out in (its line fragment padding counts).
    public let textContainer = TextContainer()
    /// The keyboard asked for (stored).
    open var keyboardType = KeyboardType.default
    /// The return key's title (stored).
    open var returnKeyType = ReturnKeyType.default
    /// Automatic capitalisation (stored).
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Automatic correction (stored).
    open var autocorrectionType = TextAutocorrectionType.default
    /// The delegate, held weakly.
    open weak var delegate: TextViewDelegate?

    var storedText = ""
    /// The attributed text, when one was set (`nil` after ``text`` was set).
    var storedAttributedText: NSAttributedString?
    var storedFont = Font.systemFont(ofSize: TextView.defaultFontSize)

    /// The text view's default font size: 12 points (UIKit draws a text view whose font was
    /// never set in the 12-point system font).
    public static var defaultFontSize: CGFloat { 12 }

    /// Creates a text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.onChange = { [weak self] in self?.invalidateIntrinsicContentSize() }
    }

    /// Creates a text view; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.onChange = { [weak self] in self?.invalidateIntrinsicContentSize() }
    }

    /// No intrinsic size while scrolling is enabled; otherwise the text's size plus the
    /// insets, wrapped at the current width once laid out (see the type's description).
    open override var intrinsicContentSize: CGSize {
        engineIntrinsicSize(layoutWidth: storedFrame.width > 0 ? storedFrame.width : nil)
    }

    /// The text wrapped at `size.width` plus the insets (unwrapped when the width is 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrapped = measured(wrapWidth: size.width > 0 ? textWidth(in: size.width) : .greatestFiniteMagnitude)
        return CGSize(width: size.width > 0 ? size.width : wrapped.width + horizontalExtra,
                      height: wrapped.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// `true`: text views accept first responder status.
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing unless the delegate says no.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing unless the delegate says no.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Types `text` at the end, as the keyboard would, and tells the delegate.
    open func insertText(_ text: String) {
        self.text = storedText + text
        delegate?.textViewDidChange(self)
    }

    // MARK: Measuring

    /// The insets and padding left and right, in all.
    private var horizontalExtra: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    private func textWidth(in width: CGFloat) -> CGFloat { Swift.max(0, width - horizontalExtra) }

    /// The text (one line's height when empty) wrapped at `wrapWidth`.
    private func measured(wrapWidth: CGFloat) -> CGSize {
        let measurer = Label.defaultTextMeasurer
        let lines = textContainer.maximumNumberOfLines
        if storedText.isEmpty {
            let line = measurer.measure("Ag", font: storedFont, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1)
            return CGSize(width: 0, height: line.size.height)
        }
        if let attributed = storedAttributedText {
            return measurer.measure(attributed, font: storedFont, maxWidth: wrapWidth, numberOfLines: lines).size
        }
        return measurer.measure(storedText, font: storedFont, maxWidth: wrapWidth, numberOfLines: lines).size
    }

    override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    override func engineIntrinsicSize(layoutWidth: CGFloat?) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let unwrapped = measured(wrapWidth: .greatestFiniteMagnitude)
        let wrapped = layoutWidth.map { measured(wrapWidth: textWidth(in: $0)) } ?? unwrapped
        return CGSize(width: unwrapped.width + horizontalExtra,
                      height: wrapped.height + textContainerInset.top + textContainerInset.bottom)
    }
}
