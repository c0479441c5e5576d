import Foundation

/// A one-line editable text: UIKit's `UITextField`, without a keyboard.
///
/// Its intrinsic size comes from its text (or, when empty, its placeholder) measured in its
/// ``font`` (17-point system font by default) by ``Label/defaultTextMeasurer``, plus the
/// padding of its ``borderStyle`` and the widths of the left and right views that show; see
/// ``intrinsicContentSize`` for the numbers. Headless, editing happens when code says so:
/// ``becomeFirstResponder()`` begins editing (asking the ``delegate`` and sending
/// `.editingDidBegin`), ``insertText(_:)`` and ``deleteBackward()`` type (sending
/// `.editingChanged`), ``resignFirstResponder()`` ends it (`.editingDidEnd`). Setting
/// ``text`` in code sends nothing, as in UIKit.
open class TextField: Control {
    /// The text (never `nil` when read: setting `nil` stores the empty string, as UIKit's).
    open var text: String? {
        get { storedText }
        set {
            let value = newValue ?? ""
            let hadAttributes = storedAttributedText != nil
            storedAttributedText = nil
            guard value != storedText else {
                if hadAttributes { textDidChange() }
                return
            }
            storedText = value
            textDidChange()
        }
    }
    /// The text with attributes. Setting it keeps a copy, sets ``text`` to its string and
    /// measures it run by run (each run in its font, `font` where it has none); setting
    /// ``text`` replaces it. Read after ``text`` was set, it is the text in ``font``.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: storedFont]) }
        set {
            let copy = newValue.map { ($0.copy() as? NSAttributedString) ?? $0 }
            text = copy?.string
            storedAttributedText = copy
            textDidChange()
        }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            let hadAttributes = storedAttributedPlaceholder != nil
            storedAttributedPlaceholder = nil
            if placeholder != oldValue || hadAttributes { textDidChange() }
        }
    }
    /// The placeholder with attributes: kept (a copy), measured run by run while the field is
    /// empty; setting it sets ``placeholder`` to its string, and setting ``placeholder``
    /// replaces it.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            let copy = newValue.map { ($0.copy() as? NSAttributedString) ?? $0 }
            placeholder = copy?.string
            storedAttributedPlaceholder = copy
            textDidChange()
        }
    }
    /// The font (17-point system font by default; setting `nil` restores it).
    open var font: Font? {
        get { storedFont }
        set {
            let value = newValue ?? Font.systemFont(ofSize: Font.labelFontSize)
            guard value != storedFont else { return }
            storedFont = value
            textDidChange()
        }
    }
    /// The text colour (stored for the renderers; `nil` means black).
    open var textColor: Color?
    /// The alignment of the text (`.natural` by default; stored).
    open var textAlignment = TextAlignment.natural
    /// The border drawn around the text (`.none` by default, as in code); it changes the
    /// padding and so the intrinsic size.
    open var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { textDidChange() } }
    }
    /// The background image (stored).
    open var background: Image?
    /// The background image while disabled (stored).
    open var disabledBackground: Image?
    /// A view shown before the text (added as a subview; see ``leftViewMode``).
    open var leftView: View? {
        didSet { overlayViewDidChange(old: oldValue, new: leftView) }
    }
    /// When ``leftView`` shows (`.never` by default).
    open var leftViewMode = ViewMode.never {
        didSet { if leftViewMode != oldValue { textDidChange() } }
    }
    /// A view shown after the text (added as a subview; see ``rightViewMode``).
    open var rightView: View? {
        didSet { overlayViewDidChange(old: oldValue, new: rightView) }
    }
    /// When ``rightView`` shows (`.never` by default).
    open var rightViewMode = ViewMode.never {
        didSet { if rightViewMode != oldValue { textDidChange() } }
    }
    /// When the clear button shows (`.never` by default; stored, it takes no room headless).
    open var clearButtonMode = ViewMode.never
    /// Whether the text is cleared when editing begins (`false` by default).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width (stored).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking (stored).
    open var minimumFontSize: CGFloat = 0
    /// The keyboard asked for (stored).
    open var keyboardType = KeyboardType.default
    /// The return key's title (stored).
    open var returnKeyType = ReturnKeyType.default
    /// Whether the text is hidden as typed, as passwords are (stored).
    open var isSecureTextEntry = false
    /// Automatic capitalisation (stored; `.sentences` by default, as in UIKit).
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Automatic correction (stored).
    open var autocorrectionType = TextAutocorrectionType.default
    /// Whether the return key is disabled while the text is empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// A view shown in place of the keyboard (stored).
    open var inputView: View?
    /// A view shown above the keyboard (stored).
    open var inputAccessoryView: View?
    /// The delegate, held weakly.
    open weak var delegate: TextFieldDelegate?
    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing = false

    var storedText = ""
    /// The attributed text, when one was set (`nil` after ``text`` was set).
    var storedAttributedText: NSAttributedString?
    /// The attributed placeholder, when one was set.
    var storedAttributedPlaceholder: NSAttributedString?
    var storedFont = Font.systemFont(ofSize: Font.labelFontSize)

    /// Creates a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentVerticalAlignment = .center
    }

    /// Creates a text field; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Size and rectangles

    /// The text's size (or, when the text is empty, the placeholder's) in ``font`` on one
    /// line, plus the border style's padding: none for `.none` (a 17-point system font is 21
    /// points tall in UIKit — its line height, 20.3, rounded up; Taut rounds the measurer's
    /// line height up the same way), and 7 points left and right with 13 points in all above
    /// and below for the others, at least 34 tall for `.roundedRect` (Interface Builder's
    /// rounded text fields are 34 tall with a 14- or 17-point font). Left and right views that
    /// show when not editing add their widths, and their heights when taller.
    open override var intrinsicContentSize: CGSize { measuredSize() }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize() }

    /// The whole bounds: where the border is drawn.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn: `bounds` less the border padding and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds) }
    /// Where the placeholder is drawn: the same as ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is edited: the same as ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button would be: an empty rectangle at the right edge headless.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    /// Where the left view goes: at the left edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(of: leftView, atLeft: true, in: bounds)
    }
    /// Where the right view goes: at the right edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(of: rightView, atLeft: false, in: bounds)
    }

    /// Places the left and right views, hiding those their mode does not show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    // MARK: Editing

    /// `true`: text fields accept first responder status.
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing, unless disabled or the delegate says no: becomes first responder,
    /// clears the text when ``clearsOnBeginEditing``, tells the delegate and sends
    /// `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else {
            return false
        }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        textDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing unless the delegate says no: tells the delegate (reason `.committed`)
    /// and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        textDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, as the keyboard would: asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then changes the text and
    /// sends `.editingChanged`. Works whether or not the field is editing.
    open func insertText(_ text: String) {
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        self.text = storedText + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the keyboard's delete key would (asking the delegate
    /// and sending `.editingChanged`).
    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (storedText as NSString).length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        text = String(storedText.dropLast())
        sendActions(for: .editingChanged)
    }

    // MARK: Internals

    /// Re-measures and re-places after anything that changes the size.
    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Adds the new overlay view as a subview in place of the old.
    private func overlayViewDidChange(old: View?, new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        textDidChange()
    }
}
