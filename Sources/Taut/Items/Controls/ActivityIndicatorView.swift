import Foundation

/// A spinning wheel that shows a task is in progress: UIKit's `UIActivityIndicatorView`.
///
/// Its intrinsic size is fixed by its ``style``: 20 × 20 points for `.medium` (and the
/// deprecated `.white` and `.gray`), 37 × 37 for `.large` (and `.whiteLarge`) — UIKit's
/// sizes since iOS 7, documented with the styles. Hugging is 750 on both axes, as UIKit's.
/// It hides itself when stopped while ``hidesWhenStopped`` is `true` (the default), so a new
/// one is hidden until ``startAnimating()``; hidden views still take part in layout.
open class ActivityIndicatorView: View {
    /// The style, which sets the size.
    open var style: Style {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the wheel (stored; `nil` reads the style's grey).
    open var color: Color!
    /// Whether the view hides itself while stopped (`true` by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the wheel is spinning.
    open private(set) var isAnimating = false

    /// Creates an indicator of a style (UIKit's `init(style:)`), hidden until started.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        configure()
    }

    /// Creates a `.medium` indicator at `frame` (its size stays `frame`'s, as in UIKit).
    public override init(frame: CGRect) {
        self.style = .medium
        super.init(frame: frame)
        configure()
    }

    /// Creates a `.medium` indicator; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        self.style = .medium
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        huggingPriorities = (.defaultHigh, .defaultHigh)
        isHidden = hidesWhenStopped
    }

    /// Starts spinning and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the view when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 or 37 × 37 points.
    open override var intrinsicContentSize: CGSize { style.size }
    /// The style's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
