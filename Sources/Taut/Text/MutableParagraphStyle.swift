import Foundation

/// A paragraph style whose values can be changed: UIKit's `NSMutableParagraphStyle`.
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.lineSpacing = 4
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// ```
///
/// As in UIKit, the spacings, line heights, ``lineHeightMultiple``, ``headIndent`` and
/// ``firstLineHeadIndent`` are never negative: a negative or non-finite value is reported
/// (an `invalidViewValue` diagnostic) and 0 is kept; ``tailIndent`` may be negative.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// Creates a paragraph style with UIKit's default values.
    public override init() {
        super.init()
    }

    override init(values: Values) {
        super.init(values: values)
    }

    /// A value that may not be negative: `value`, or 0 with a diagnostic.
    private static func nonnegative(_ value: CGFloat, _ name: String) -> CGFloat {
        value.isFinite && value >= 0 ? value : View.reportInvalidValue(name, of: "a paragraph style", was: value, using: 0)
    }

    /// The space added between the bottom of one line and the top of the next, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = Self.nonnegative(newValue, "lineSpacing") }
    }
    /// The space added after the paragraph when another follows, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = Self.nonnegative(newValue, "paragraphSpacing") }
    }
    /// The space added before the paragraph when another comes before it, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = Self.nonnegative(newValue, "paragraphSpacingBefore") }
    }
    /// How the paragraph's lines are placed across the width.
    open override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// The indent of the paragraph's first line from the leading edge, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = Self.nonnegative(newValue, "firstLineHeadIndent") }
    }
    /// The indent of the paragraph's other lines from the leading edge, in points.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = Self.nonnegative(newValue, "headIndent") }
    }
    /// Where lines end: positive from the leading edge, zero or negative from the trailing edge.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set {
            values.tailIndent = newValue.isFinite
                ? newValue : View.reportInvalidValue("tailIndent", of: "a paragraph style", was: newValue, using: 0)
        }
    }
    /// How lines that do not fit are broken.
    open override var lineBreakMode: LineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The least height of each line, in points (0: no minimum).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = Self.nonnegative(newValue, "minimumLineHeight") }
    }
    /// The greatest height of each line, in points (0: no maximum).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = Self.nonnegative(newValue, "maximumLineHeight") }
    }
    /// The factor each line's natural height is multiplied by (0: the natural height).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = Self.nonnegative(newValue, "lineHeightMultiple") }
    }
    /// The paragraph's writing direction (stored).
    open override var baseWritingDirection: WritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// The hyphenation threshold, 0...1 (stored).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// Whether the system's hyphenation applies (stored).
    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }
    /// Whether letters may be drawn closer before truncating (stored).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The distance between default tab stops, in points (stored).
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = Self.nonnegative(newValue, "defaultTabInterval") }
    }

    /// Takes every value of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: ParagraphStyle) {
        values = paragraphStyle.values
    }
}
