import Foundation

/// How lines of text are placed across a label: UIKit's `NSTextAlignment`, with iOS's raw
/// values. The SVG renderer aligns label text by it.
public enum TextAlignment: Int, Hashable, Sendable, CustomStringConvertible {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width (the last line is drawn as `natural`).
    case justified = 3
    /// Lines start at the leading edge: the left edge left to right, the right edge right to
    /// left (a label's default).
    case natural = 4

    /// The case name.
    public var description: String {
        switch self {
        case .left: return "left"
        case .center: return "center"
        case .right: return "right"
        case .justified: return "justified"
        case .natural: return "natural"
        }
    }
}
