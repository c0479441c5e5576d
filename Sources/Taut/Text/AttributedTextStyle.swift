import Foundation

/// The attributes of one stretch of an attributed string that layout and drawing read,
/// resolved to Taut's types, with the label's font standing in where the string has none.
struct AttributedTextStyle: Hashable {
    var font: Font
    var foregroundColor: Color?
    var backgroundColor: Color?
    var kern: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var underlineStyle: UnderlineStyle = []
    var strikethroughStyle: UnderlineStyle = []
    var link: String?
    /// The paragraph style's values (`nil`: none, the defaults with the label's alignment).
    var paragraph: ParagraphStyle.Values?

    /// The style of the attributes `attributes`, `font` where they have no font.
    init(_ attributes: [NSAttributedString.Key: Any], font: Font) {
        self.font = (attributes[.font] as? Font) ?? font
        foregroundColor = attributes[.foregroundColor] as? Color
        backgroundColor = attributes[.backgroundColor] as? Color
        kern = Self.finite(attributes[.kern], "kern")
        baselineOffset = Self.finite(attributes[.baselineOffset], "baselineOffset")
        underlineStyle = Self.lineStyle(attributes[.underlineStyle])
        strikethroughStyle = Self.lineStyle(attributes[.strikethroughStyle])
        switch attributes[.link] {
        case let url as URL: link = url.absoluteString
        case let text as String: link = text
        default: link = nil
        }
        paragraph = (attributes[.paragraphStyle] as? ParagraphStyle)?.values
    }

    /// A number attribute as a `CGFloat`: any of Swift's number types or an `NSNumber`;
    /// `nil` (no attribute) is 0, as is a value of another type or a non-finite one, reported.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func finite(_ value: Any?, _ name: String) -> CGFloat {
        guard let value else { return 0 }
        guard let number = number(value), number.isFinite else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "the \(name) attribute of an attributed string was \(value), not a finite number; using 0"))
            return 0
        }
        return number
    }

    /// An underline or strikethrough attribute: an `Int` (UIKit code writes
    /// `NSUnderlineStyle.single.rawValue`), an ``UnderlineStyle`` or an `NSNumber`.
    private static func lineStyle(_ value: Any?) -> UnderlineStyle {
        switch value {
        case nil: return []
        case let style as UnderlineStyle: return style
        case let raw as Int: return UnderlineStyle(rawValue: raw)
        case let number as NSNumber: return UnderlineStyle(rawValue: number.intValue)
        default:
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "an underline or strikethrough attribute of an attributed string was \(value.map { "\($0)" } ?? "nil"), "
                    + "not an Int or UnderlineStyle; using none"))
            return []
        }
    }
}

/// An attributed string as characters, each with the index of its style, and the styles.
struct AttributedTextCharacters {
    /// The characters, in order.
    var characters: [Character] = []
    /// The index in ``styles`` of each character's style.
    var styleIndices: [Int] = []
    /// The distinct styles.
    var styles: [AttributedTextStyle] = []

    /// Reads `text`'s attribute runs; `font` stands in where a run has no font.
    init(_ text: NSAttributedString, font: Font) {
        let length = text.length
        guard length > 0 else { return }
        let string = NSString(string: text.string)
        var known: [AttributedTextStyle: Int] = [:]
        characters.reserveCapacity(length)
        styleIndices.reserveCapacity(length)
        text.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let style = AttributedTextStyle(attributes, font: font)
            let index: Int
            if let existing = known[style] {
                index = existing
            } else {
                index = styles.count
                styles.append(style)
                known[style] = index
            }
            for character in string.substring(with: range) {
                characters.append(character)
                styleIndices.append(index)
            }
        }
    }
}
