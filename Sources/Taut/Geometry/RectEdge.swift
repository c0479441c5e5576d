import Foundation

/// A set of a rectangle's edges: UIKit's `UIRectEdge` (used by
/// ``ViewController/edgesForExtendedLayout``).
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values: top 1, left 2, bottom 4, right 8).
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: RectEdge = []
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
