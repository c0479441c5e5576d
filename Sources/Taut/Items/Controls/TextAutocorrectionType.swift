import Foundation

/// Whether spelling is corrected while typing: UIKit's `UITextAutocorrectionType` (stored).
public enum TextAutocorrectionType: Int, Sendable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
