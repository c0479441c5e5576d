import Foundation

/// The direction a paragraph is written in: UIKit's `NSWritingDirection`, with its raw values.
public enum WritingDirection: Int, Hashable, Sendable {
    /// The direction the text's characters and language give.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
