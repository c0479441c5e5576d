import Foundation

/// A colour in the sRGB space with opacity: UIKit's `UIColor`.
///
/// Views store colours (``View/backgroundColor``, ``View/tintColor``, a label's text colour)
/// and the renderers draw them. Components are kept as given, between 0 and 1.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public let alpha: CGFloat

    /// Creates a colour from red, green, blue and opacity components, each clamped to 0...1
    /// (NaN reads as 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The blue controls use by default (UIKit's `systemBlue`, light appearance: 0, 122, 255).
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    /// Whether two colours have the same components.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// `rgba(r, g, b, a)` with components 0...255 and opacity 0...1.
    public var description: String {
        func byte(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(formatLayoutNumber(alpha)))"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
