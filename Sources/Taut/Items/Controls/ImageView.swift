import Foundation

/// A view that shows an image, sized by it: UIKit's `UIImageView`, without drawing.
///
/// Its intrinsic content size is the size in points of the image it shows — ``highlightedImage``
/// while ``isHighlighted`` (when there is one), ``image`` otherwise — and
/// ``View/noIntrinsicMetric`` on both axes without an image. Changing either image or the
/// highlight re-measures it. Hugging and compression resistance keep View's defaults (250 and
/// 750), as UIKit's `UIImageView` created in code does (Interface Builder writes 251 itself).
/// ``View/contentMode`` is stored for the renderers; it does not change the intrinsic size.
/// Like UIKit's, an image view does not take part in hit testing until
/// ``View/isUserInteractionEnabled`` is set (`false` by default).
open class ImageView: View {
    /// The image shown (`nil` by default).
    @exclusivity(unchecked) open var image: Image? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted`` is `true`.
    @exclusivity(unchecked) open var highlightedImage: Image? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// Whether the image view shows ``highlightedImage`` (when it has one).
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }
    /// Images for an animation (stored; the intrinsic size follows ``image``).
    open var animationImages: [Image]?
    /// Images for an animation while highlighted (stored).
    open var highlightedAnimationImages: [Image]?
    /// How long one cycle of the animation lasts, in seconds (stored).
    open var animationDuration: TimeInterval = 0
    /// How many times the animation repeats; 0 repeats forever (stored).
    open var animationRepeatCount = 0
    /// Whether ``startAnimating()`` was called without ``stopAnimating()`` after it.
    open private(set) var isAnimating = false

    /// Creates an image view without an image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view without an image; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, with its frame sized to the image (at the
    /// origin), as UIKit's does.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` when highlighted; the
    /// frame is sized to `image`.
    public init(image: Image?, highlightedImage: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// The image the view shows now: the highlighted one while highlighted, if any.
    var displayedImage: Image? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The shown image's size in points, or ``View/noIntrinsicMetric`` on both axes without
    /// an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return image.size
    }

    /// The shown image's size (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// Starts the animation (records it; nothing moves headless).
    open func startAnimating() { isAnimating = true }
    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }
}
