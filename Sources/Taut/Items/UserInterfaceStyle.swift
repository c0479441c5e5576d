import Foundation

/// Light or dark appearance: UIKit's `UIUserInterfaceStyle` (raw values as UIKit's).
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// The light appearance (the one Taut draws).
    case light = 1
    /// The dark appearance.
    case dark = 2
}
