import Foundation

/// The settings of a ``GraphicsImageRenderer``: UIKit's `UIGraphicsImageRendererFormat`.
open class GraphicsImageRendererFormat {
    /// Pixels per point of the images made (3 by default, the default screen's).
    open var scale: CGFloat {
        didSet {
            if !(scale.isFinite && scale > 0) { scale = Image.validated(scale: scale) }
        }
    }
    /// Whether the images are opaque (stored; `false` by default).
    open var opaque = false

    /// Creates a format with scale 3.
    public init() {
        scale = 3
    }

    /// The default format: scale 3 (the default screen's), not opaque.
    open class func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
    /// The format for the device's preferred settings: the same as ``default()``.
    open class func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
