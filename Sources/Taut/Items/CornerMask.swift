import Foundation

/// Which corners of a layer ``Layer/cornerRadius`` rounds: Core Animation's `CACornerMask`,
/// with its raw values. In UIKit's flipped coordinates, "min Y" is the top.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public var rawValue: UInt

    /// Creates a set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)

    /// All four corners (a layer's default).
    static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
