import Foundation

/// The traits of the environment a view is shown in: UIKit's `UITraitCollection`.
public struct TraitCollection: Hashable, Sendable {
    /// The default traits: a portrait iPhone's (compact width, regular height), scale 3,
    /// left to right.
    public static let current = TraitCollection()

    /// Creates the default traits.
    public init() {}
}

extension View {
    /// The traits a view reads when it does not override ``traitCollection``.
    var inheritedTraitCollection: TraitCollection { .current }
}
