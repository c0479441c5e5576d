import Foundation

/// A colour in the sRGB space with opacity: UIKit's `UIColor`.
///
/// Views store colours (``View/backgroundColor``, ``View/tintColor``, a label's text colour,
/// a layer's border) and the SVG and JSON renderers draw them. Components are kept between 0
/// and 1: UIKit's extended sRGB range is clamped (NaN reads as 0).
///
/// A colour can have a second, dark-appearance value: the system colours (``label``,
/// ``systemBackground``, ...) have UIKit's, and ``init(dynamicProvider:)`` asks its closure
/// for both. The components (``red-property``, ``green-property``, ``blue-property``, ``alpha``) are always the light
/// appearance's, the one Taut lays out and draws in; ``resolvedColor(with:)`` picks the dark
/// value for a dark trait collection.
///
/// `Color` is a class, as `UIColor` is, so that apps' `extension UIColor { convenience init(hex:) }`
/// compiles; it is immutable and therefore `Sendable`.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component in the light appearance, 0...1.
    public let red: CGFloat
    /// The green component in the light appearance, 0...1.
    public let green: CGFloat
    /// The blue component in the light appearance, 0...1.
    public let blue: CGFloat
    /// The opacity in the light appearance, 0 (transparent) ... 1 (opaque).
    public let alpha: CGFloat
    /// The colour in the dark appearance, when it differs from the light one.
    let darkVariant: Color?

    /// Creates a colour from red, green, blue and opacity components, each clamped to 0...1
    /// (NaN reads as 0). UIKit keeps values outside 0...1 as extended sRGB; Taut draws only
    /// sRGB, so it clamps them.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
        self.darkVariant = nil
    }

    /// A colour with a light value and, when it differs, a dark one.
    init(light: Color, dark: Color?) {
        self.red = light.red
        self.green = light.green
        self.blue = light.blue
        self.alpha = light.alpha
        let dark = dark.map { $0.darkVariant ?? $0 }
        self.darkVariant = dark.flatMap { $0.hasSameComponents(as: light) ? nil : Color(light: $0, dark: nil) }
    }

    /// A system colour from 0...255 components, light and dark (the values of Apple's Human
    /// Interface Guidelines, "Color").
    convenience init(light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        self.init(light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
                  dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
    }

    /// Creates a grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0...1, and opacity.
    /// A hue outside 0...1 wraps around (1.25 is 0.25).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let s = Color.clamp(saturation), v = Color.clamp(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch index {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Creates a colour from Display P3 components, converted to sRGB (colours outside the
    /// sRGB gamut are clamped to its edge).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Display P3 and sRGB share the transfer function; the linear P3 → linear sRGB matrix
        // follows from the two spaces' primaries and their common D65 white point.
        let r = Color.linear(red), g = Color.linear(green), b = Color.linear(blue)
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Color.encoded(sr), green: Color.encoded(sg), blue: Color.encoded(sb), alpha: alpha)
    }

    /// Creates a colour with the components of a Core Graphics colour (in Taut, `CGColor` is
    /// `Color` itself; the light value is kept).
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Creates a colour whose value depends on the traits it is shown with, as UIKit's dynamic
    /// colours do. The provider is called at once, with the default traits
    /// (``TraitCollection/current``) in the light appearance and again in the dark one; Taut
    /// lays out and draws the light value, and ``resolvedColor(with:)`` returns either.
    public convenience init(dynamicProvider: @escaping (TraitCollection) -> Color) {
        var light = TraitCollection.current
        light.userInterfaceStyle = .light
        var dark = TraitCollection.current
        dark.userInterfaceStyle = .dark
        self.init(light: dynamicProvider(light).resolvedColor(with: light),
                  dark: dynamicProvider(dark).resolvedColor(with: dark))
    }

    /// The colour as it looks with `traitCollection`: its dark value when the traits' style is
    /// ``UserInterfaceStyle/dark``, its light value otherwise. A colour with one value returns
    /// itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let darkVariant else { return self }
        if traitCollection.userInterfaceStyle == .dark { return darkVariant }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with another opacity (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        let light = Color(red: red, green: green, blue: blue, alpha: alpha)
        return Color(light: light, dark: darkVariant?.withAlphaComponent(alpha))
    }

    /// The colour as Core Graphics takes it. Taut has no Core Graphics: `CGColor` is `Color`,
    /// so this is the colour itself (`layer.borderColor = UIColor.red.cgColor` compiles).
    public var cgColor: Color { self }

    /// Writes the light appearance's components (0...1) to the pointers that are not `nil`
    /// and returns `true`: every Taut colour is in the sRGB space.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the light appearance's hue, saturation and brightness (0...1) and opacity to the
    /// pointers that are not `nil`, and returns `true`. A grey has hue and saturation 0.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = Swift.max(red, green, blue), minimum = Swift.min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
                if h < 0 { h += 6 }
            } else if maximum == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Whether two colours have the same components in both appearances.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.hasSameComponents(as: rhs) && lhs.darkVariant == rhs.darkVariant
    }

    /// Hashes the light appearance's components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// `rgba(r, g, b, a)` with components 0...255 and opacity 0...1 (the light appearance).
    public var description: String {
        "rgba(\(Color.byte(red)), \(Color.byte(green)), \(Color.byte(blue)), \(formatLayoutNumber(alpha)))"
    }

    /// The light appearance as `#rrggbb`, or `#rrggbbaa` when it is not opaque (CSS colours,
    /// for the renderers).
    var cssHex: String {
        var text = "#" + [red, green, blue].map { Color.hexByte($0) }.joined()
        if alpha < 1 { text += Color.hexByte(alpha) }
        return text
    }

    private func hasSameComponents(as other: Color) -> Bool {
        red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    private static func byte(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }

    private static func hexByte(_ value: CGFloat) -> String {
        let text = String(byte(value), radix: 16)
        return text.count < 2 ? "0" + text : text
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    /// The sRGB (and Display P3) transfer function, decoded.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let v = clamp(value)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function, encoded (clamping to the gamut first).
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let v = clamp(value)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// Creates the colour of a `#colorLiteral(red:green:blue:alpha:)` (with `import
    /// TautUIKit`, a colour literal is a `UIColor`, as in UIKit).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
