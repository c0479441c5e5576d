import Foundation

// UIKit's attribute names for attributed strings, which swift-corelibs-foundation does not
// declare, so that `NSAttributedString(string:attributes: [.font: …, .foregroundColor: …])`
// compiles. The raw values are UIKit's (NSAttributedString.h: `NSFontAttributeName` is
// @"NSFont", ...). Labels measure and draw the font, colours, kern, baseline offset,
// underline, strikethrough and paragraph style (see `AttributedTextLayout`); the link is kept.

extension NSAttributedString.Key {
    /// The font of the text (a ``Font``): UIKit's `NSFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a ``Color``): UIKit's `NSColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a ``Color``): UIKit's `NSBackgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points: UIKit's `NSKern`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's style (a ``ParagraphStyle``: alignment, spacings, line heights, indents):
    /// UIKit's `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline style (an `Int`, an ``UnderlineStyle``'s raw value): UIKit's `NSUnderline`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (an `Int`, an ``UnderlineStyle``'s raw value): UIKit's `NSStrikethrough`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The baseline's offset, in points: UIKit's `NSBaselineOffset`.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or `String`): UIKit's `NSLink`.
    public static let link = NSAttributedString.Key("NSLink")
}
