import Foundation

/// The direction text and leading-to-trailing layouts run in.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CustomStringConvertible {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft = 1

    /// The case name.
    public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}
