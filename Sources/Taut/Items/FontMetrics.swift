import Foundation

/// Scales fonts and values for the user's text size (Dynamic Type): UIKit's `UIFontMetrics`.
///
/// A value is scaled by the ratio of the text style's size at the category to its size at
/// the default category, Large (Apple's Dynamic Type table, ``Font/TextStyle/size(for:)``):
/// body metrics scale 17 points to 23 at `.extraExtraExtraLarge` (× 23/17). UIKit's own curves
/// are close to these ratios but not published; at Large the scale is exactly 1.
public final class FontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The text style these metrics scale for.
    public let textStyle: Font.TextStyle

    /// Creates the metrics of a text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The font scaled for the app's category (``Application/preferredContentSizeCategory``).
    /// (Unlike UIKit, a label with ``Label/adjustsFontForContentSizeCategory`` does not rescale
    /// such a font for its own traits: only fonts of ``Font/preferredFont(forTextStyle:)`` follow.)
    public func scaledFont(for font: Font) -> Font { scaledFont(for: font, compatibleWith: nil) }

    /// The font scaled for the app's category, no bigger than `maximumPointSize` points (0: no
    /// maximum).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// The font scaled for a trait collection's category (the app's when `nil` or unspecified).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// The font scaled for a trait collection's category, no bigger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?) -> Font {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize > 0, size > maximumPointSize { size = maximumPointSize }
        return font.withSize(size)
    }

    /// A value (a spacing, a height) scaled as text is for the app's category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A value scaled for a trait collection's category (the app's when `nil` or unspecified):
    /// `value` × the style's size at the category ÷ its size at Large.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        let large = textStyle.size(for: .large)
        guard large > 0 else { return value }
        return value * textStyle.size(for: Self.category(of: traitCollection)) / large
    }

    /// The category of `traitCollection`, or the app's when it specifies none.
    static func category(of traitCollection: TraitCollection?) -> ContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category.tableIndex == nil ? Application.shared.preferredContentSizeCategory : category
    }
}

extension Label {
    /// With ``adjustsFontForContentSizeCategory``, gives a font of `Font.preferredFont(forTextStyle:)`
    /// the size of its style at the category of the label's traits.
    func adjustFontForContentSizeCategoryIfNeeded() {
        guard adjustsFontForContentSizeCategory, let current = font, let style = current.textStyle else { return }
        let size = Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection).pointSize
        guard size != current.pointSize else { return }
        font = current.withSize(size, textStyle: style)
    }
}
