import Foundation

/// How the two sides of a ``LayoutConstraint`` compare. The raw values are UIKit's.
public enum LayoutRelation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The first side is at most the second: `<=`.
    case lessThanOrEqual = -1
    /// The two sides are equal: `==`.
    case equal = 0
    /// The first side is at least the second: `>=`.
    case greaterThanOrEqual = 1

    /// The relation as an operator: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// The ``symbol``.
    public var description: String { symbol }
}
