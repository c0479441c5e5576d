import Foundation

/// How a label wraps and truncates lines that do not fit: UIKit's `NSLineBreakMode`, with its
/// raw values. Stored only: the measurer wraps at word boundaries and the renderers cut lines
/// beyond ``Label/numberOfLines`` without an ellipsis.
public enum LineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut the text at the edge.
    case byClipping = 2
    /// Show the end of the line, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Show the start of the line, with an ellipsis at the end (a label's default).
    case byTruncatingTail = 4
    /// Show both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
