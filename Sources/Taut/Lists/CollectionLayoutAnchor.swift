import Foundation

/// Where a supplementary item is attached to its item: UIKit's `NSCollectionLayoutAnchor`.
/// The edges pick a point of the rectangle (an edge's middle, a corner, or the centre with no
/// edges); the offset moves the supplementary item from there, in points or in fractions of
/// its own size.
public final class CollectionLayoutAnchor: CustomStringConvertible {
    /// Creates an anchor at `edges`, offset by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint = .zero) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// Creates an anchor at `edges`, offset by `fractionalOffset` times the supplementary
    /// item's size (`(0.5, -0.5)` puts a badge's centre on a top-trailing corner).
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// The edges the anchor is at.
    public let edges: DirectionalRectEdge
    /// The offset, in points or fractions (see ``isFractionalOffset``).
    public let offset: CGPoint
    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public let isFractionalOffset: Bool
    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The edges and offset, for debugging.
    public var description: String {
        "<anchor edges \(edges.rawValue) \(isFractionalOffset ? "fractional" : "absolute") offset \(offset)>"
    }

    /// The point of `rect` the edges pick (left-to-right coordinates).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}
