import Foundation

extension Image {
    /// How an image is drawn: UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (templates in bars and buttons, originals elsewhere).
        case automatic
        /// Always with its own colours.
        case alwaysOriginal
        /// Always as a template: its shape in the tint colour.
        case alwaysTemplate
    }

    /// How the middle of a resizable image fills its area: UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeated.
        case tile
        /// Stretched.
        case stretch
    }

    /// The orientation an image's pixels are stored in: UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        /// As stored (the default).
        case up
        /// Rotated 180°.
        case down
        /// Rotated 90° counter-clockwise.
        case left
        /// Rotated 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Flipped horizontally, then rotated 90° counter-clockwise.
        case leftMirrored
        /// Flipped horizontally, then rotated 90° clockwise.
        case rightMirrored
    }
}
