import Foundation

/// The drawing context a ``GraphicsImageRenderer`` passes to its closure: UIKit's
/// `UIGraphicsImageRendererContext`. Headless it draws nothing: ``fill(_:)``,
/// ``stroke(_:)`` and ``clip(to:)`` accept their rectangles and do nothing; there is no
/// `cgContext` (Core Graphics does not exist on Linux).
open class GraphicsImageRendererContext {
    /// The format of the renderer.
    public let format: GraphicsImageRendererFormat
    private let size: CGSize

    init(format: GraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
    }

    /// The image drawn so far: an image of the renderer's size and scale.
    open var currentImage: Image { Image(size: size, scale: format.scale) }
    /// Fills a rectangle (does nothing headless).
    open func fill(_ rect: CGRect) {}
    /// Strokes a rectangle (does nothing headless).
    open func stroke(_ rect: CGRect) {}
    /// Clips drawing to a rectangle (does nothing headless).
    open func clip(to rect: CGRect) {}
}
