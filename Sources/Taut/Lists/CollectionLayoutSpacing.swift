import Foundation

/// The space between the items of a group, or around an item: UIKit's
/// `NSCollectionLayoutSpacing`. Fixed spacing is exactly its number of points; flexible
/// spacing is at least its number, and takes a share of the room the items leave.
public final class CollectionLayoutSpacing: CustomStringConvertible {
    /// The number of points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the room left (``flexible(_:)``).
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    /// Spacing of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// Spacing of at least `flexibleSpacing` points that grows to share the room the items
    /// leave in their group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    /// Whether the spacing is exactly its number of points (``fixed(_:)``).
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// The kind of spacing and its number, for debugging.
    public var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }

    /// The number of points, zero for a negative or non-finite number.
    var points: CGFloat { spacing.isFinite && spacing > 0 ? spacing : 0 }
}

/// The space around an item in its group, on each side: UIKit's
/// `NSCollectionLayoutEdgeSpacing`. A side without spacing is `nil`.
public final class CollectionLayoutEdgeSpacing: CustomStringConvertible {
    /// The space before the item's leading edge.
    public let leading: CollectionLayoutSpacing?
    /// The space above the item.
    public let top: CollectionLayoutSpacing?
    /// The space after the item's trailing edge.
    public let trailing: CollectionLayoutSpacing?
    /// The space below the item.
    public let bottom: CollectionLayoutSpacing?

    /// Creates edge spacing from the spacing of each side (`nil` for none).
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The four sides, for debugging.
    public var description: String {
        func text(_ spacing: CollectionLayoutSpacing?) -> String { spacing.map { "\($0)" } ?? "nil" }
        return "{leading: \(text(leading)), top: \(text(top)), trailing: \(text(trailing)), bottom: \(text(bottom))}"
    }

    /// The points before the item along `axis` (leading or top).
    func before(_ axis: CollectionLayoutAxis) -> CGFloat { (axis == .horizontal ? leading : top)?.points ?? 0 }
    /// The points after the item along `axis` (trailing or bottom).
    func after(_ axis: CollectionLayoutAxis) -> CGFloat { (axis == .horizontal ? trailing : bottom)?.points ?? 0 }
}
