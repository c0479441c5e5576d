import Foundation

/// Which letters are capitalised automatically: UIKit's `UITextAutocapitalizationType` (stored).
public enum TextAutocapitalizationType: Int, Sendable {
    /// None.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence (UIKit's default).
    case sentences
    /// Every letter.
    case allCharacters
}
