import Foundation

/// The layout direction a trait collection reports: UIKit's
/// `UITraitEnvironmentLayoutDirection` (raw values as UIKit's).
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
