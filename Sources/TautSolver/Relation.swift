/// How the two sides of a ``Constraint`` compare: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: String, Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual = "<="
    /// `expression == 0`
    case equal = "=="
    /// `expression >= 0`
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
