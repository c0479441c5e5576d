import Foundation

extension Control {
    /// Where a control places its content horizontally: UIKit's
    /// `UIControl.ContentHorizontalAlignment`. Buttons use it to place their title and image.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched across the width.
        case fill
        /// Against the leading edge (left in left-to-right layouts).
        case leading
        /// Against the trailing edge (right in left-to-right layouts).
        case trailing
    }

    /// Where a control places its content vertically: UIKit's
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched across the height.
        case fill
    }
}
