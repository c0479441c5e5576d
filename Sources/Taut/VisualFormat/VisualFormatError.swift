import Foundation

/// An error thrown when a Visual Format Language string cannot be turned into
/// constraints.
///
/// The error remembers the format and the column (a `Character` offset from the
/// start of the format) where the problem was found, and its `description` shows
/// them the way Apple's exception does: a headline, the reason, the format, and a
/// caret under the column.
///
///     Unable to parse constraint format: 
///     Expected a view
///     H:|-[button]-
///                  ^
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The format does not follow the grammar; the payload says what was
        /// expected, e.g. `"Expected a view"`.
        case syntax(String)
        /// A view name that is not a key of the `views` dictionary.
        case unknownView(String)
        /// A name used as a constant or priority that is not a key of the
        /// `metrics` dictionary (nor, for a priority, one of the named priorities
        /// `required`, `high`, `medium`, `low`).
        case unknownMetric(String)
        /// A name in a view predicate (`[a(==b)]`) that is neither a key of the
        /// `metrics` dictionary nor one of the `views` dictionary.
        case unknownViewOrMetric(String)
        /// A metric whose value is not a number.
        case invalidMetric(String)
        /// A value of the `views` dictionary that is not a view.
        case invalidView(String)
        /// A number or metric that is not finite (NaN or infinity).
        case invalidNumber(Double)
        /// A priority outside `1...1000`.
        case invalidPriority(Double)
        /// A superview bar `|` next to a view that has no superview.
        case missingSuperview(String)
        /// An `alignAll…` option along the format's own axis, such as
        /// `.alignAllTop` in a `V:` format; the payload is `"horizontal"` or
        /// `"vertical"`.
        case alignmentConflictsWithOrientation(String)
        /// Options that make no sense together, such as two directions.
        case invalidOptions(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The format string that failed.
    public let format: String
    /// The `Character` offset in `format` where the problem was found; the caret
    /// in `description` sits under it. It may equal `format.count` when the format
    /// ended too early.
    public let column: Int

    /// Creates an error for `format` at `column`.
    public init(reason: Reason, format: String, column: Int) {
        self.reason = reason
        self.format = format
        self.column = max(0, column)
    }

    /// The one-line reason, without the format and the caret.
    public var message: String {
        switch reason {
        case .syntax(let text):
            return text
        case .unknownView(let name):
            return "\(name) is not a key in the views dictionary."
        case .unknownMetric(let name):
            return "\(name) is not a key in the metrics dictionary."
        case .unknownViewOrMetric(let name):
            return "\(name) is not a key in the metrics dictionary nor in the views dictionary."
        case .invalidMetric(let name):
            return "The value of the metric \(name) is not a number."
        case .invalidView(let name):
            return "The value of \(name) in the views dictionary is not a view."
        case .invalidNumber(let value):
            return "\(value) is not a finite number."
        case .invalidPriority(let value):
            return "Priority \(VisualFormatError.format(value)) is out of range: a priority must be between 1 and 1000."
        case .missingSuperview(let name):
            return "Unable to interpret '|' character, because the related view \(name) doesn't have a superview."
        case .alignmentConflictsWithOrientation(let edge):
            return "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge)."
        case .invalidOptions(let text):
            return text
        }
    }

    /// The line with the caret: `column` spaces and a `^`.
    public var caretLine: String {
        String(repeating: " ", count: column) + "^"
    }

    /// The full message, Apple style: headline, reason, format, caret line.
    public var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(caretLine)"
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}

extension VisualFormatError: LocalizedError {
    /// The full message, so that `localizedDescription` shows the caret too.
    public var errorDescription: String? { description }
}
