import Foundation

/// The kind of device an interface is shown on: UIKit's `UIUserInterfaceIdiom` (raw values
/// as UIKit's).
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone (Taut's default).
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
