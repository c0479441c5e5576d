import Foundation

extension View {
    /// How a view's content is placed in its bounds when their sizes differ: UIKit's
    /// `UIView.ContentMode`. Image views use it; other views store it.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds exactly.
        case scaleToFill
        /// Scaled, keeping its aspect ratio, to fit inside the bounds.
        case scaleAspectFit
        /// Scaled, keeping its aspect ratio, to cover the bounds.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centred, unscaled.
        case center
        /// Against the top edge, centred horizontally.
        case top
        /// Against the bottom edge, centred horizontally.
        case bottom
        /// Against the left edge, centred vertically.
        case left
        /// Against the right edge, centred vertically.
        case right
        /// In the top-left corner.
        case topLeft
        /// In the top-right corner.
        case topRight
        /// In the bottom-left corner.
        case bottomLeft
        /// In the bottom-right corner.
        case bottomRight
    }
}
