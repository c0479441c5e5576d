import Foundation

/// One entry of a layout file's `constraints:` list: a Visual Format Language string or
/// an equation in the form `LayoutConstraint.description` prints.
public struct LayoutFileConstraint: Hashable, Sendable {
    /// The two languages a constraint can be written in.
    public enum Kind: Hashable, Sendable {
        /// A visual format such as `H:|-16-[card]-16-|`; it may make several constraints.
        case visualFormat
        /// An equation such as `name.leading == avatar.trailing + 12 @750`.
        case equation
    }

    /// The text, without YAML quotes.
    public var text: String
    /// Which language the text is in.
    public var kind: Kind
    /// Where the first character of the text is, so that a column inside the text
    /// maps to a column of the file.
    public var position: LayoutFilePosition
    /// The `options:` of a visual format (`alignAllCenterY`, `directionLeadingToTrailing`, …).
    public var options: [LayoutFileReference]
    /// The identifier given to the constraints made from this entry (`id:`), if any.
    public var identifier: String?

    /// Creates a constraint entry; `kind` defaults to what ``kind(of:)`` infers.
    public init(
        _ text: String,
        kind: Kind? = nil,
        at position: LayoutFilePosition,
        options: [LayoutFileReference] = [],
        identifier: String? = nil
    ) {
        self.text = text
        self.kind = kind ?? Self.kind(of: text)
        self.position = position
        self.options = options
        self.identifier = identifier
    }

    /// The language of `text`: a visual format when it starts with `H:`, `V:`, `|` or
    /// `[` (after spaces), an equation otherwise.
    public static func kind(of text: String) -> Kind {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:")
            || trimmed.hasPrefix("|") || trimmed.hasPrefix("[") {
            return .visualFormat
        }
        return .equation
    }
}
