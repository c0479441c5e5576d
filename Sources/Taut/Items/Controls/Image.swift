import Foundation

/// A picture as far as layout cares: its size in points and its scale: UIKit's `UIImage`.
///
/// Taut never decodes pixels. An image knows its ``size`` (points) and ``scale`` (pixels per
/// point), which is what image views and buttons size themselves by. Make one of a given size
/// with ``init(size:scale:)`` or ``GraphicsImageRenderer``, read one's size from a PNG, JPEG
/// or GIF header with ``init(named:)``, ``init(contentsOfFile:)`` or ``init(data:)``, or take a
/// symbol of a documented size with ``init(systemName:)``. The variants UIKit derives
/// (``withRenderingMode(_:)``, ``withTintColor(_:)``, ``resizableImage(withCapInsets:)``) keep
/// the size and record what was asked.
///
/// An image is immutable and `Sendable`, as UIKit's is, so that `static let icon = UIImage(…)`
/// compiles in Swift 6 mode; the variants are new images.
open class Image: CustomStringConvertible, @unchecked Sendable {
    /// The size in points (pixels divided by ``scale``).
    public let size: CGSize
    /// Pixels per point: 1, or 2 or 3 for `@2x`/`@3x` files.
    public let scale: CGFloat
    /// How the image is drawn: its own colours, or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// The orientation the pixels are stored in (`.up` unless given).
    public let imageOrientation: Orientation
    /// The insets that stay unstretched when the image is resized (zero unless made with
    /// ``resizableImage(withCapInsets:)``).
    public let capInsets: EdgeInsets
    /// How the middle of a resizable image fills its area.
    public let resizingMode: ResizingMode
    /// The colour a ``withTintColor(_:)`` image is drawn in.
    public let tintColor: Color?
    /// Whether this is a system symbol (``init(systemName:)``).
    public let isSymbolImage: Bool
    /// The file or symbol the image came from, for descriptions (`nil` when made in code).
    public let sourceName: String?
    /// Whether the image was read from a PDF or SVG file (an asset catalog's vector image).
    let isVector: Bool

    /// Creates an image of `size` points at `scale` pixels per point (Taut's own initialiser:
    /// UIKit makes such images with a graphics renderer). A negative or non-finite size or a
    /// scale that is not positive is replaced (by 0 and 1) with an `.invalidViewValue`
    /// diagnostic.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = Image.validated(size)
        self.scale = Image.validated(scale: scale)
        self.renderingMode = .automatic
        self.imageOrientation = .up
        self.capInsets = .zero
        self.resizingMode = .tile
        self.tintColor = nil
        self.isSymbolImage = false
        self.sourceName = nil
        self.isVector = false
    }

    /// Creates an image with every attribute given (sizes and scales given here are valid
    /// already).
    init(validSize size: CGSize, scale: CGFloat, renderingMode: RenderingMode, orientation: Orientation,
         capInsets: EdgeInsets, resizingMode: ResizingMode, tintColor: Color?, isSymbolImage: Bool,
         sourceName: String?, isVector: Bool) {
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tintColor = tintColor
        self.isSymbolImage = isSymbolImage
        self.sourceName = sourceName
        self.isVector = isVector
    }

    /// Creates an empty image: zero by zero points.
    public convenience init() {
        self.init(size: .zero, scale: 1)
    }

    /// A copy of `image` with some attributes changed (sizes and scales given here are valid
    /// already).
    convenience init(copying image: Image, size: CGSize? = nil, scale: CGFloat? = nil,
                     renderingMode: RenderingMode? = nil, orientation: Orientation? = nil,
                     capInsets: EdgeInsets? = nil, resizingMode: ResizingMode? = nil, tintColor: Color?? = nil,
                     isSymbolImage: Bool? = nil, sourceName: String?? = nil, isVector: Bool? = nil) {
        self.init(validSize: size ?? image.size, scale: scale ?? image.scale,
                  renderingMode: renderingMode ?? image.renderingMode, orientation: orientation ?? image.imageOrientation,
                  capInsets: capInsets ?? image.capInsets, resizingMode: resizingMode ?? image.resizingMode,
                  tintColor: tintColor ?? image.tintColor, isSymbolImage: isSymbolImage ?? image.isSymbolImage,
                  sourceName: sourceName ?? image.sourceName, isVector: isVector ?? image.isVector)
    }

    /// The same image drawn with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(copying: self, renderingMode: renderingMode)
    }

    /// The same image drawn in `color`; UIKit makes it `.alwaysOriginal`.
    open func withTintColor(_ color: Color) -> Image {
        Image(copying: self, renderingMode: .alwaysOriginal, tintColor: .some(color))
    }

    /// The same image drawn in `color` with a rendering mode.
    open func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        Image(copying: self, renderingMode: renderingMode, tintColor: .some(color))
    }

    /// The same image, resizable with `capInsets` kept unstretched and the middle tiled.
    open func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable with `capInsets` kept unstretched. Negative or non-finite
    /// insets are replaced by 0 with an `.invalidViewValue` diagnostic.
    open func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        func clean(_ value: CGFloat, _ side: String) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                Image.report("resizableImage(withCapInsets:) got \(value) for the \(side) cap inset; 0 was used")
                return 0
            }
            return value
        }
        let insets = EdgeInsets(top: clean(capInsets.top, "top"), left: clean(capInsets.left, "left"),
                                bottom: clean(capInsets.bottom, "bottom"), right: clean(capInsets.right, "right"))
        return Image(copying: self, capInsets: insets, resizingMode: resizingMode)
    }

    /// The same image with its pixels read in another orientation (UIKit's
    /// `withHorizontallyFlippedOrientation()` and friends make such images). The size is kept.
    open func withOrientation(_ orientation: Orientation) -> Image {
        Image(copying: self, orientation: orientation)
    }

    /// `Image(name, 20×19 @3x)` or `Image(20×19 @1x)`.
    open var description: String {
        let sizeText = "\(formatLayoutNumber(size.width))×\(formatLayoutNumber(size.height)) @\(formatLayoutNumber(scale))x"
        if let sourceName { return "Image(\(sourceName), \(sizeText))" }
        return "Image(\(sizeText))"
    }

    // MARK: Validation

    static func validated(_ size: CGSize) -> CGSize {
        func clean(_ value: CGFloat, _ axis: String) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                report("an image was given \(value) as its \(axis); 0 was used")
                return 0
            }
            return value
        }
        return CGSize(width: clean(size.width, "width"), height: clean(size.height, "height"))
    }

    static func validated(scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            report("an image was given \(scale) as its scale; 1 was used")
            return 1
        }
        return scale
    }

    static func report(_ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidViewValue, message: message))
    }
}
