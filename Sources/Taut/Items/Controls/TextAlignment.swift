/// How lines of text are aligned: UIKit's `NSTextAlignment` (raw values are iOS's).
/// Stored by text fields and text views for the renderers; it does not change sizes.
public enum TextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to both edges, except the last line.
    case justified = 3
    /// Against the leading edge of the script (the default).
    case natural = 4
}
