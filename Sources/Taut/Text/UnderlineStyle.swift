import Foundation

/// How text is underlined or struck through: UIKit's `NSUnderlineStyle`, with its raw values,
/// the value of the ``Foundation/NSAttributedString/Key/underlineStyle`` and
/// ``Foundation/NSAttributedString/Key/strikethroughStyle`` attributes (written as its
/// `rawValue`, an `Int`, as UIKit code does). The SVG renderer draws any non-zero style as a
/// single line; the pattern and `byWord` flags are stored.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line (UIKit's raw value 0x01).
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line (0x02).
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines (0x09).
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// A solid line (0x0000, the default pattern: no bits).
    public static let patternSolid: UnderlineStyle = []
    /// A dotted line (0x0100).
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// A dashed line (0x0200).
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line (0x0300).
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line (0x0400).
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not spaces (0x8000).
    public static let byWord = UnderlineStyle(rawValue: 0x8000)
}
