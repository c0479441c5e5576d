import Foundation

/// How the lines of a paragraph are laid out: UIKit's `NSParagraphStyle`, the value of an
/// attributed string's ``Foundation/NSAttributedString/Key/paragraphStyle`` attribute.
///
/// A paragraph style is immutable; make a ``MutableParagraphStyle`` (UIKit's
/// `NSMutableParagraphStyle`) to change one, or `mutableCopy()` an existing style. Every value
/// starts at UIKit's default: zero spacings, indents and line heights, `natural` alignment,
/// word wrapping (see ``default``).
///
/// The text measurers read ``lineSpacing``, ``paragraphSpacing``, ``paragraphSpacingBefore``,
/// ``minimumLineHeight``, ``maximumLineHeight``, ``lineHeightMultiple``, the three indents and
/// ``alignment`` (see ``AttributedTextLayout``); the others are stored.
///
/// Swift on Linux has no `NSParagraphStyle` (swift-corelibs-foundation leaves it to the UI
/// frameworks), so Taut declares it, as a subclass of Foundation's `NSObject` like UIKit's.
/// Two styles are equal (`isEqual(_:)`, `==`) when all their values are.
open class ParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // `@unchecked Sendable`: a `ParagraphStyle` never changes after it is made; only a
    // `MutableParagraphStyle` does, and UIKit does not make those thread-safe either.

    /// Every value of a paragraph style, kept together so that copies copy them at once.
    struct Values: Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment = TextAlignment.natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode = LineBreakMode.byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = WritingDirection.natural
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var allowsDefaultTighteningForTruncation = false
        var defaultTabInterval: CGFloat = 0
    }

    /// The values; only ``MutableParagraphStyle`` changes them.
    var values: Values

    /// The paragraph style with UIKit's default values, shared (`NSParagraphStyle.default`).
    public static let `default` = ParagraphStyle()

    /// UIKit's default writing direction for a language: left to right for every language
    /// Taut lays out (Arabic and Hebrew are laid out right to left only by the Pango measurer,
    /// from their characters).
    public class func defaultWritingDirection(forLanguage languageName: String?) -> WritingDirection {
        .leftToRight
    }

    /// Creates a paragraph style with UIKit's default values.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The space added between the bottom of one line and the top of the next, in points
    /// (0 by default). Not added below the last line.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space added after the paragraph's last line when another paragraph follows (after
    /// a `\n`), in points (0 by default).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The space added above the paragraph's first line when another paragraph comes before
    /// it, in points (0 by default). The space between two paragraphs is the first one's
    /// ``paragraphSpacing`` plus the second one's `paragraphSpacingBefore`, as UIKit documents.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How the paragraph's lines are placed across the width (`natural` by default).
    open var alignment: TextAlignment { values.alignment }
    /// The distance from the leading edge to the start of the paragraph's first line, in
    /// points (0 by default).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The distance from the leading edge to the start of the paragraph's other lines, in
    /// points (0 by default).
    open var headIndent: CGFloat { values.headIndent }
    /// Where lines end: a positive value is the distance from the leading edge (the line's
    /// right end), zero or a negative value the distance back from the trailing edge (0, the
    /// full width, by default).
    open var tailIndent: CGFloat { values.tailIndent }
    /// How lines that do not fit are broken (`byWordWrapping` by default).
    open var lineBreakMode: LineBreakMode { values.lineBreakMode }
    /// The least height of each line, in points (0, no minimum, by default).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of each line, in points (0, no maximum, by default); a taller
    /// line's text reaches above it.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The factor each line's natural height is multiplied by before the minimum and maximum
    /// apply (0, the natural height, by default).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The paragraph's writing direction (`natural` by default; stored).
    open var baseWritingDirection: WritingDirection { values.baseWritingDirection }
    /// The hyphenation threshold, 0...1 (0, none, by default; stored).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the system's hyphenation applies (`false` by default; stored).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// Whether letters may be drawn closer before truncating (`false` by default; stored).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// The distance between default tab stops, in points (0 by default; stored).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    /// An immutable copy (`copy()` calls this).
    open func copy(with zone: NSZone? = nil) -> Any {
        ParagraphStyle(values: values)
    }

    /// A ``MutableParagraphStyle`` with the same values (`mutableCopy()` calls this).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        MutableParagraphStyle(values: values)
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParagraphStyle else { return false }
        return other.values == values
    }

    /// A hash of the values, equal for equal styles.
    open override var hash: Int { values.hashValue }

    /// The values that differ from the default, for debugging.
    open override var description: String {
        let d = Values()
        var parts: [String] = []
        func add<T: Equatable>(_ name: String, _ value: T, _ standard: T) {
            if value != standard { parts.append("\(name) \(value)") }
        }
        add("lineSpacing", values.lineSpacing, d.lineSpacing)
        add("paragraphSpacing", values.paragraphSpacing, d.paragraphSpacing)
        add("paragraphSpacingBefore", values.paragraphSpacingBefore, d.paragraphSpacingBefore)
        add("alignment", values.alignment, d.alignment)
        add("firstLineHeadIndent", values.firstLineHeadIndent, d.firstLineHeadIndent)
        add("headIndent", values.headIndent, d.headIndent)
        add("tailIndent", values.tailIndent, d.tailIndent)
        add("lineBreakMode", values.lineBreakMode.rawValue, d.lineBreakMode.rawValue)
        add("minimumLineHeight", values.minimumLineHeight, d.minimumLineHeight)
        add("maximumLineHeight", values.maximumLineHeight, d.maximumLineHeight)
        add("lineHeightMultiple", values.lineHeightMultiple, d.lineHeightMultiple)
        return "ParagraphStyle(" + (parts.isEmpty ? "default" : parts.joined(separator: ", ")) + ")"
    }
}
