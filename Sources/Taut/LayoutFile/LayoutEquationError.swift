import Foundation

/// Why an equation could not be read, and where in its text.
public struct LayoutEquationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column of the mistake: a `Character` offset from 0 into the equation's text.
    public var column: Int
    /// What is wrong, in one sentence without a trailing period.
    public var message: String

    /// Creates an error at `column` saying `message`.
    public init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
