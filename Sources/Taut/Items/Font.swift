import Foundation

/// A font as far as layout cares: UIKit's `UIFont`: its size in points, weight, family and
/// name.
///
/// It exists so that code written for UIKit (`label.font = .systemFont(ofSize: 15, weight: .medium)`,
/// `.preferredFont(forTextStyle: .headline)`) ports unchanged; the ``TextMeasuring`` measurer
/// decides what the font means for the size of text. The metrics (``lineHeight``,
/// ``ascender``, ...) are those of the default ``MonospacedTextMeasurer``.
///
/// As `UIFont` is, a font is an immutable class and `Sendable`, so that apps'
/// `extension UIFont { class func appFont(ofSize:) -> UIFont }` compiles and fonts can be kept
/// in `static let`s; two fonts are equal when their size, weight, slant and names are. Unlike
/// `UIFont` it is not an `NSObject`: Foundation on Linux cannot compare attributed strings
/// whose attribute values are `NSObject`s of Swift's own making (its CoreFoundation halts),
/// and attributed text keeps fonts in its attributes (as ``Color`` does, for the same reason).
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// The weight (``Weight/regular`` by default).
    public let weight: Weight
    /// Whether the font slants (italic system fonts, names containing "Italic" or "Oblique").
    public let isItalic: Bool
    /// The font's family: `.AppleSystemUIFont` for the system font (what iOS reports), the
    /// name given to ``init(name:size:)`` otherwise.
    public let familyName: String
    /// The font's full name: `.SFUI-Regular`, `.SFUI-Semibold`, ... for the system font (as
    /// iOS reports them), the name given to ``init(name:size:)`` otherwise.
    public let fontName: String
    /// The Dynamic Type style the font was made for (by ``preferredFont(forTextStyle:)``), as
    /// UIKit keeps it in the font's descriptor: what lets a label with
    /// ``Label/adjustsFontForContentSizeCategory`` resize it. `nil` for other fonts (and for
    /// ``withSize(_:)`` copies). Not part of equality.
    let textStyle: TextStyle?

    /// Whether the font is bold: its weight is ``Weight/semibold`` or heavier. (The default
    /// measurer ignores it.)
    public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    /// Creates a system font of a size, bold or regular.
    public convenience init(size: CGFloat, bold: Bool = false) {
        let weight: Weight = bold ? .bold : .regular
        self.init(pointSize: size, weight: weight, isItalic: false, familyName: ".AppleSystemUIFont",
                  fontName: ".SFUI-" + weight.name)
    }

    /// Creates the font named `fontName` (a PostScript or family name, such as
    /// `"Avenir-Heavy"`). Taut has no font files, so this never fails, unlike UIKit for an
    /// unknown name: the name is kept (``familyName`` and ``fontName``), the weight and slant
    /// are read from it ("Bold", "Semibold", "Light", "Italic", ...), and the measurer decides
    /// what the font means for text sizes (the default one uses only the size).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.pointSize = fontSize
        self.weight = Font.weight(inName: fontName)
        let lowered = fontName.lowercased()
        self.isItalic = lowered.contains("italic") || lowered.contains("oblique")
        self.familyName = fontName
        self.fontName = fontName
        self.textStyle = nil
    }

    private init(pointSize: CGFloat, weight: Weight, isItalic: Bool, familyName: String, fontName: String,
                 textStyle: TextStyle? = nil) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.familyName = familyName
        self.fontName = fontName
    }

    /// Whether two fonts have the same size, weight, slant and names.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        if lhs === rhs { return true }
        return lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
            && lhs.familyName == rhs.familyName && lhs.fontName == rhs.fontName
    }

    /// Hashes the font's size, weight, slant and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(fontName)
    }

    /// The system font (San Francisco) with iOS's names.
    private static func system(size: CGFloat, weight: Weight, italic: Bool, monospaced: Bool = false,
                               textStyle: TextStyle? = nil) -> Font {
        let family = monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont"
        let prefix = monospaced ? ".SFUIMono-" : ".SFUI-"
        return Font(pointSize: size, weight: weight, isItalic: italic, familyName: family,
                    fontName: prefix + weight.name + (italic ? "Italic" : ""), textStyle: textStyle)
    }

    // MARK: Creating system fonts.

    /// The regular system font of a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .regular, italic: false)
    }
    /// The system font of a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight, italic: false)
    }
    /// The bold system font of a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .bold, italic: false)
    }
    /// The italic system font of a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .regular, italic: true)
    }
    /// The monospaced system font (SF Mono) of a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight, italic: false, monospaced: true)
    }
    /// The system font of a size and weight with digits of equal width (the default measurer
    /// makes every character the same width anyway).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight, italic: false)
    }

    /// The font of a Dynamic Type text style at the app's content size category
    /// (``Application/preferredContentSizeCategory``, `.large` unless set), with the size of
    /// Apple's Dynamic Type table (``TextStyle/size(for:)``).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the content size category of `traitCollection` (the app's
    /// when `nil` or when the traits leave the category unspecified), with the size of Apple's
    /// Dynamic Type table: body is 14 points at `.extraSmall`, 17 at `.large`, 53 at
    /// `.accessibilityExtraExtraExtraLarge` (see ``TextStyle/size(for:)``).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category.tableIndex == nil { category = Application.shared.preferredContentSizeCategory }
        return system(size: style.size(for: category), weight: style.largeMetrics.weight, italic: false,
                      textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: weight, isItalic: isItalic, familyName: familyName, fontName: fontName)
    }

    /// The same font at another size, following `style` for Dynamic Type.
    func withSize(_ fontSize: CGFloat, textStyle style: TextStyle) -> Font {
        Font(pointSize: fontSize, weight: weight, isItalic: isItalic, familyName: familyName, fontName: fontName,
             textStyle: style)
    }

    // MARK: Standard sizes (UIKit's class properties).

    /// The size UIKit labels use by default: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of the standard system font: 14 points (UIKit's `systemFontSize`).
    public static var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12 points (UIKit's `smallSystemFontSize`).
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of button titles: 18 points (UIKit's `buttonFontSize`).
    public static var buttonFontSize: CGFloat { 18 }

    // MARK: Metrics (those of the default MonospacedTextMeasurer).

    /// The height of a line: 1.2 × ``pointSize``, as the default measurer lays lines out
    /// (San Francisco's own is about 1.19 ×).
    public var lineHeight: CGFloat { 1.2 * pointSize }
    /// How far the tallest glyphs rise above the baseline: 1.0 × ``pointSize`` (the default
    /// measurer puts the first baseline one point size below the top of a line).
    public var ascender: CGFloat { pointSize }
    /// How far glyphs descend below the baseline, as a negative number: −0.2 × ``pointSize``
    /// (the rest of the default measurer's line height).
    public var descender: CGFloat { -0.2 * pointSize }
    /// The height of capital letters above the baseline: 0.7 × ``pointSize`` (about San
    /// Francisco's 0.705).
    public var capHeight: CGFloat { 0.7 * pointSize }
    /// The height of lowercase letters above the baseline: 0.5 × ``pointSize`` (about San
    /// Francisco's 0.53).
    public var xHeight: CGFloat { 0.5 * pointSize }
    /// The extra space between lines: 0, as for the system font.
    public var leading: CGFloat { 0 }

    /// `17pt`, `bold 17pt`, `semibold 17pt`, `italic 17pt`, or `Avenir-Heavy 17pt` for a named font.
    public var description: String {
        var words: [String] = []
        if !familyName.hasPrefix(".") { words.append(fontName) }
        if familyName.hasPrefix("."), weight != .regular { words.append(weight == .bold ? "bold" : weight.name.lowercased()) }
        if familyName.hasPrefix("."), isItalic { words.append("italic") }
        words.append("\(formatLayoutNumber(pointSize))pt")
        return words.joined(separator: " ")
    }

    /// The weight a font name suggests ("Avenir-Heavy" is heavy).
    private static func weight(inName name: String) -> Weight {
        let lowered = name.lowercased()
        let table: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return table.first { lowered.contains($0.0) }?.1 ?? .regular
    }
}
