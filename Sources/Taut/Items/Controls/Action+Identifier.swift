import Foundation

extension Action {
    /// The name that tells actions apart: UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A new identifier no other action has (a UUID).
        static func unique() -> Identifier { Identifier(rawValue: UUID().uuidString) }
    }
}
