import Foundation

/// Scales fonts and values for the user's text size (Dynamic Type): UIKit's `UIFontMetrics`.
///
/// Taut lays text out at UIKit's default content size category, Large, where the scale is 1:
/// fonts and values come back unchanged (a font is still capped at a maximum point size).
public final class FontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The text style these metrics scale for.
    public let textStyle: Font.TextStyle

    /// Creates the metrics of a text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The font scaled for the current category: `font` itself at Large.
    public func scaledFont(for font: Font) -> Font { font }

    /// The font scaled for the current category, no bigger than `maximumPointSize` points:
    /// `font` at Large, made smaller if it is bigger than the maximum.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// The font scaled for a trait collection's category: `font` itself (Taut does not scale).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font { font }

    /// The font scaled for a trait collection's category, no bigger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// A value (a spacing, a height) scaled as text would be: `value` itself at Large.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A value scaled for a trait collection's category: `value` itself.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat { value }
}
