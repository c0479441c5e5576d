import Foundation

/// Makes images of a given size: UIKit's `UIGraphicsImageRenderer`.
///
/// Taut draws no pixels: ``image(actions:)`` runs the drawing closure (so its side effects
/// happen, as in UIKit) with a ``GraphicsImageRendererContext`` whose drawing calls do
/// nothing, and returns an ``Image`` of the renderer's size and scale. That is what code that
/// draws an image to size a view needs: `GraphicsImageRenderer(size: CGSize(width: 40,
/// height: 40)).image { _ in }` is a 40 × 40-point image.
open class GraphicsImageRenderer {
    /// The size of the images made, in points.
    public let size: CGSize
    /// The renderer's format: scale and opacity.
    public let format: GraphicsImageRendererFormat

    /// Creates a renderer of images of `size` points with the default format (scale 3, the
    /// default screen's). A negative or non-finite size is replaced by 0 with an
    /// `.invalidViewValue` diagnostic.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer of images of `size` points with `format`.
    public init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.size = Image.validated(size)
        self.format = format
    }

    /// Creates a renderer of images of the size of `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size)
    }

    /// Creates a renderer of images of the size of `bounds` with `format`.
    public convenience init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a context that draws nothing and returns an image of the
    /// renderer's size and scale.
    open func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(format: format, size: size)
        actions(context)
        return context.currentImage
    }
}
