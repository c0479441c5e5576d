import Foundation

/// One side (a width or a height) of an item, group or supplementary item of a compositional
/// layout: UIKit's `NSCollectionLayoutDimension`.
///
/// A dimension is a fraction of the container's width or height, an absolute number of
/// points, or an estimate that the element's own constraints correct (self-sizing). The
/// container of an item is its group; the container of a section's group is the section's
/// content area (the collection view's width less the section's content insets).
public final class CollectionLayoutDimension: CustomStringConvertible {
    /// How the dimension is computed.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, number of points or estimate (see ``dimension``).
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A dimension that is `fractionalWidth` times the width of the container (0.5 is half
    /// of it).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times the height of the container.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A dimension of `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A dimension estimated at `estimatedDimension` points, corrected by the element's own
    /// constraints when it is shown (self-sizing).
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// A self-sizing dimension estimated at `estimatedDimension` points that every sibling
    /// with such a dimension in the same group shares: the largest of their measured sizes
    /// (iOS 17's `uniformAcrossSiblings(estimate:)`).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the element's constraints correct.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is shared by the group's siblings (``uniformAcrossSiblings(estimate:)``).
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The kind of dimension and its number, for debugging.
    public var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }

    /// The dimension in points in a container of `container` size, `nil` when the number is
    /// negative, NaN or infinite (the caller reports it and uses zero).
    func resolved(in container: CGSize) -> CGFloat? {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
        }
        guard value.isFinite, value >= 0, dimension.isFinite, dimension >= 0 else { return nil }
        return value
    }
}

/// The width and height of an element of a compositional layout: UIKit's `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: CustomStringConvertible {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// The two dimensions, for debugging.
    public var description: String { "{\(widthDimension), \(heightDimension)}" }

    /// The dimension along `axis`.
    func dimension(_ axis: CollectionLayoutAxis) -> CollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}

/// An axis of a compositional layout's geometry (horizontal: x and widths; vertical: y and
/// heights).
enum CollectionLayoutAxis: Equatable {
    case horizontal, vertical

    /// The other axis.
    var other: CollectionLayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The width (horizontal) or the height (vertical).
    func extent(_ axis: CollectionLayoutAxis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size with `main` along `axis` and `cross` along the other.
    init(_ axis: CollectionLayoutAxis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// A point at `main` along `axis` and `cross` along the other.
    init(_ axis: CollectionLayoutAxis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension DirectionalEdgeInsets {
    /// The inset before the content along `axis` (leading or top).
    func before(_ axis: CollectionLayoutAxis) -> CGFloat { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (trailing or bottom).
    func after(_ axis: CollectionLayoutAxis) -> CGFloat { axis == .horizontal ? trailing : bottom }
    /// Both insets along `axis`.
    func total(_ axis: CollectionLayoutAxis) -> CGFloat { before(axis) + after(axis) }
}
