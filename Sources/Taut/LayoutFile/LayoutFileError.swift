import Foundation

/// One mistake found in a layout file, with the place where it was found.
///
/// The loader and the builder never stop at the first mistake: they collect every
/// error of a file into a ``LayoutFileErrors`` so that all of them can be fixed at once.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the mistake is.
    public var position: LayoutFilePosition
    /// What is wrong, in one sentence without a trailing period.
    public var message: String

    /// Creates an error at `position` saying `message`.
    public init(_ message: String, at position: LayoutFilePosition) {
        self.message = message
        self.position = position
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(position): error: \(message)" }

    /// The description followed by the offending line of `source` and a caret under the
    /// column, the way compilers show errors; just the description when the line is
    /// not in `source`.
    public func description(withSource source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line >= 1, position.line <= lines.count else { return description }
        let line = String(lines[position.line - 1]).replacingTabs()
        let caretOffset = max(0, min(position.column - 1, line.unicodeScalars.count))
        return description + "\n" + line + "\n" + String(repeating: " ", count: caretOffset) + "^"
    }
}

/// All the mistakes found in one layout file, in the order of their positions.
public struct LayoutFileErrors: Error, Sendable, CustomStringConvertible {
    /// The mistakes, sorted by line then column.
    public var errors: [LayoutFileError]

    /// Creates the collection, sorting `errors` by position.
    public init(_ errors: [LayoutFileError]) {
        self.errors = errors.sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }
    }

    /// One `file:line:column: error: message` line per mistake.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension String {
    /// The string with each tab replaced by one space, so that a caret drawn under a
    /// column lines up whatever the terminal's tab width.
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }
}
