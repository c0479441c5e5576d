import Foundation

/// A control that runs an action when tapped, showing a title and an image per state: UIKit's
/// `UIButton`, without drawing.
///
/// Titles, attributed titles, title colours, images and background images are kept per
/// ``Control/State``; each lookup falls back to the `.normal` value when the state has none,
/// as UIKit's does. ``titleLabel`` (a ``Label`` in the 15-point system font, UIKit's button
/// default) always shows the current state's title, and ``imageView`` its image; both are
/// subviews placed by ``layoutSubviews()``.
///
/// Intrinsic content size (UIKit's rules, see ``intrinsicContentSize``): the title measured
/// in the title label's font, beside the image, plus ``contentEdgeInsets``; a button with a
/// title and zero content insets adds 6 points above and below it, so a 15-point title of
/// UIKit's 18-point line height makes a 30-point-tall button. ``titleEdgeInsets`` and
/// ``imageEdgeInsets`` move the title and image without changing the size, as UIKit
/// documents.
open class Button: Control {
    /// The kind of button (``ButtonType/custom`` for ``init(frame:)``).
    public internal(set) var buttonType = ButtonType.custom

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var titleShadowColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]
    private var storedTitleLabel: Label?
    private var storedImageView: ImageView?

    /// Space around the title and image, inside the button's edges; it adds to the
    /// intrinsic size. Negative or non-finite insets are replaced by 0 with an
    /// `.invalidViewValue` diagnostic.
    open var contentEdgeInsets = EdgeInsets.zero {
        didSet {
            let clean = Button.validated(contentEdgeInsets, name: "contentEdgeInsets", allowNegative: false, in: self)
            if clean != contentEdgeInsets { contentEdgeInsets = clean; return }
            if contentEdgeInsets != oldValue { contentDidChange() }
        }
    }
    /// Insets of the title's rectangle (positive shrink it, negative grow it). They move the
    /// title only; the intrinsic size ignores them, as in UIKit. Non-finite insets are
    /// replaced by 0 with a diagnostic.
    open var titleEdgeInsets = EdgeInsets.zero {
        didSet {
            let clean = Button.validated(titleEdgeInsets, name: "titleEdgeInsets", allowNegative: true, in: self)
            if clean != titleEdgeInsets { titleEdgeInsets = clean; return }
            setNeedsLayout()
        }
    }
    /// Insets of the image's rectangle; like ``titleEdgeInsets``, they do not change the
    /// intrinsic size.
    open var imageEdgeInsets = EdgeInsets.zero {
        didSet {
            let clean = Button.validated(imageEdgeInsets, name: "imageEdgeInsets", allowNegative: true, in: self)
            if clean != imageEdgeInsets { imageEdgeInsets = clean; return }
            setNeedsLayout()
        }
    }
    /// Whether the image is drawn darker while highlighted (stored; `true` by default).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image is drawn lighter while disabled (stored; `true` by default).
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows while highlighted (stored; `false` by default).
    open var showsTouchWhenHighlighted = false
    /// Whether the title shadow flips while highlighted (stored; `false` by default).
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether the pointer (iPad) interacts with the button (stored; `false` by default).
    open var isPointerInteractionEnabled = false
    /// Whether a tap toggles ``Control/isSelected`` (applied by ``sendActions(for:)`` for
    /// `.primaryActionTriggered`/`.touchUpInside`; `false` by default).
    open var changesSelectionAsPrimaryAction = false

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a custom button; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a kind with a zero frame (UIKit's `init(type:)`; on a subclass
    /// that overrides `init(frame:)` and `init(coder:)`, or neither, it makes the subclass).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let glyph = buttonType.glyphSize {
            images[State.normal.rawValue] = Image(size: glyph, scale: 3).withRenderingMode(.alwaysTemplate)
            contentDidChange()
        }
    }

    /// Creates a button of a kind (`.system` unless given) that runs `primaryAction` when
    /// tapped (for ``Control/Event/primaryActionTriggered``), showing the action's title and
    /// image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            adoptPrimaryAction(primaryAction)
        }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state` (`nil` removes it, so the state falls back to
    /// `.normal`'s).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title set for `state`, or else the `.normal` title.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// The title of the current ``Control/state``.
    open var currentTitle: String? { title(for: state) }

    /// Sets the attributed title shown in `state`; it takes the place of the plain title and
    /// becomes the ``titleLabel``'s attributed text, measured and drawn run by run (its
    /// first character's font becomes the title label's font, as in UIKit).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }
    /// The attributed title set for `state`, or else the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// The attributed title of the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title colour of `state`: the title label takes the current state's colour, as
    /// in UIKit, so the renderers draw the title in it.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title colour set for `state`, or else the `.normal` one; with none set, the tint
    /// colour for `.system` buttons and white for the others, as UIKit's defaults.
    open func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType == .custom ? Color(white: 1, alpha: 1) : tintColor)
    }
    /// The title colour of the current state.
    open var currentTitleColor: Color { titleColor(for: state) ?? Color(white: 1, alpha: 1) }

    /// A `.system` button's title follows its tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// Sets the title shadow colour of `state` (stored).
    open func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state.rawValue] = color
    }
    /// The title shadow colour set for `state`, or else the `.normal` one.
    open func titleShadowColor(for state: State) -> Color? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    /// Sets the image shown beside the title in `state`.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image set for `state`, or else the `.normal` image.
    open func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// The image of the current state.
    open var currentImage: Image? { image(for: state) }

    /// Sets the image drawn behind the content in `state`; the button is at least its size.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }
    /// The background image set for `state`, or else the `.normal` one.
    open func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }
    /// The background image of the current state.
    open var currentBackgroundImage: Image? { backgroundImage(for: state) }

    // MARK: Subviews

    /// The label showing the current title (made on first use, in the 15-point system font,
    /// UIKit's button default). Changing its font re-measures the button.
    open var titleLabel: Label? { makeTitleLabel() }
    /// The image view showing the current image (made on first use).
    open var imageView: ImageView? { makeImageView() }

    // MARK: Size and layout

    /// The size the content asks for (UIKit's rules): the title (measured in the title
    /// label's font on one line per paragraph) and the image side by side, as tall as the
    /// taller of them, plus ``contentEdgeInsets``; with a title and zero content insets, 6
    /// points more above and below (UIKit's padding: a 15-point system title is 18 points
    /// tall in UIKit, and the button 30). At least the background image's size. A button
    /// with no title, image or background image asks for 30 × 34, as UIKit's empty buttons
    /// measure.
    open override var intrinsicContentSize: CGSize { measuredContentSize() }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredContentSize() }

    /// The rectangle the content fits in: `bounds` inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        contentEdgeInsets.inset(bounds)
    }
    /// The rectangle of the background image: `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the title goes in `contentRect`: beside the image, placed by the content
    /// alignments, then inset by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        placedContent(in: contentRect).title
    }
    /// Where the image goes in `contentRect`: before the title, placed by the content
    /// alignments, then inset by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        placedContent(in: contentRect).image
    }

    /// Places ``imageView`` and ``titleLabel`` (when they exist) in their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        storedImageView?.frame = imageRect(forContentRect: content)
        storedTitleLabel?.frame = titleRect(forContentRect: content)
    }

    // MARK: Internals

    /// The title label, made and added on first use.
    func makeTitleLabel() -> Label {
        if let storedTitleLabel { return storedTitleLabel }
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: Button.titleFontSize)
        label.textColor = currentTitleColor
        label.isUserInteractionEnabled = false
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = displayedTitle
        }
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The image view, made and added on first use.
    func makeImageView() -> ImageView {
        if let storedImageView { return storedImageView }
        let view = ImageView(frame: .zero)
        view.image = currentImage
        storedImageView = view
        insertSubview(view, at: 0)
        return view
    }

    /// The title label if it was made.
    var existingTitleLabel: Label? { storedTitleLabel }

    /// The text shown: the attributed title's string, or else the plain title.
    var displayedTitle: String? { currentAttributedTitle?.string ?? currentTitle }

    /// Called when a title, image, inset or the state changed.
    func contentDidChange() {
        let title = displayedTitle
        if let label = storedTitleLabel {
            // UIKit shows an attributed title as the title label's attributed text.
            if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else if label.text != title || label.storedAttributedText != nil {
                label.text = title
            }
        } else if let title, !title.isEmpty {
            _ = makeTitleLabel()
        }
        // The title label shows the current state's title colour (a plain title; an attributed
        // title keeps its own colours).
        if let label = storedTitleLabel, currentAttributedTitle == nil {
            let color = currentTitleColor
            if label.textColor != color { label.textColor = color }
        }
        let image = currentImage
        if let view = storedImageView {
            if view.image !== image { view.image = image }
        } else if image != nil {
            _ = makeImageView()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func controlStateDidChange() { contentDidChange() }

    /// Toggles ``Control/isSelected`` first when ``changesSelectionAsPrimaryAction`` is set
    /// and the events include a tap (`.primaryActionTriggered` or `.touchUpInside`), then
    /// runs the actions as ``Control/sendActions(for:)`` does.
    open override func sendActions(for controlEvents: Event) {
        if changesSelectionAsPrimaryAction, !controlEvents.isDisjoint(with: [.primaryActionTriggered, .touchUpInside]) {
            isSelected.toggle()
        }
        super.sendActions(for: controlEvents)
    }

    override func adoptPrimaryAction(_ action: Action) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    override func subviewContentSizingDidChange(_ subview: View) {
        super.subviewContentSizingDidChange(subview)
        if subview === storedTitleLabel || subview === storedImageView {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
}
