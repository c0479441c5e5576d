import Foundation

/// How much room an axis of the environment has: UIKit's `UIUserInterfaceSizeClass`
/// (raw values as UIKit's).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Expansive space (an iPhone's height in portrait, an iPad's width).
    case regular = 2
}
