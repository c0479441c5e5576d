import Foundation

/// Edges of a rectangle in the layout direction: UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where an element sits against a rectangle: UIKit's `NSRectAlignment`, the alignment of a
/// ``CollectionLayoutBoundarySupplementaryItem`` against its section or layout.
public enum RectAlignment: Int, Hashable, Sendable {
    /// No alignment.
    case none = 0
    /// Above, centred horizontally.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Before the leading edge, centred vertically.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, centred horizontally.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// After the trailing edge, centred vertically.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// The edges the alignment touches.
    var edges: DirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
