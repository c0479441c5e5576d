import Foundation

/// A place in a layout file: the file's path, a line and a column, both counted from 1.
///
/// Every error found in a layout file, and every constraint built from one, carries a
/// position so that messages read like a compiler's: `login.yaml:12:7: error: …`.
public struct LayoutFilePosition: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, as it was given to the loader.
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in Unicode scalars (as libYAML counts them).
    public var column: Int

    /// Creates a position in `file` at `line` and `column` (both counted from 1).
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The position `offset` columns to the right of this one, on the same line.
    public func advanced(by offset: Int) -> LayoutFilePosition {
        LayoutFilePosition(file: file, line: line, column: column + offset)
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}
