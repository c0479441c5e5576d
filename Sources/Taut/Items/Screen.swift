import Foundation

/// A display: UIKit's `UIScreen`, reduced to its geometry.
///
/// ``main`` is an iPhone 14's or 15's (6.1-inch) screen: 390 × 844 points at scale 3, that is
/// 1170 × 2532 pixels (Apple's Human Interface Guidelines, "Layout", device screen sizes). It
/// matches the default traits (``TraitCollection/current``: compact width, regular height,
/// scale 3). Layout code that reads `UIScreen.main.bounds.width` gets 390.
public final class Screen: Sendable {
    /// The screen that views are laid out for by default: 390 × 844 points at scale 3.
    public static let main = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points, origin zero, in portrait.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen of a size in points and a scale (a NaN, infinite or non-positive scale
    /// reads as 1; negative sizes as 0).
    public init(bounds: CGRect, scale: CGFloat) {
        let width = bounds.size.width.isFinite ? Swift.max(bounds.size.width, 0) : 0
        let height = bounds.size.height.isFinite ? Swift.max(bounds.size.height, 0) : 0
        self.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen's rectangle in pixels: ``bounds`` times ``scale`` (1170 × 2532 for ``main``).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical display; the same as ``scale`` in Taut.
    public var nativeScale: CGFloat { scale }

    /// The screen's traits: the default ones (``TraitCollection/current``) with this screen's
    /// scale.
    public var traitCollection: TraitCollection {
        var traits = TraitCollection.current
        traits.displayScale = scale
        return traits
    }
}
