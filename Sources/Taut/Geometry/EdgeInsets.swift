import Foundation

/// Distances inward from the four edges of a rectangle, in absolute (left/right) terms.
///
/// `EdgeInsets` is UIKit's `UIEdgeInsets`: positive values shrink a rectangle, negative values
/// grow it. Layout margins, safe-area insets and SnapKit-style `inset(_:)` use it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances, in UIKit's order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets that are `all` on every side.
    public init(all: CGFloat) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// Insets of zero on every side.
    public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// The rectangle `rect` shrunk by these insets.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + left, y: rect.minY + top,
               width: rect.width - left - right, height: rect.height - top - bottom)
    }

    /// The same insets with leading and trailing resolved for a layout direction.
    public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .rightToLeft
            ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// `{top, left, bottom, right}`, UIKit's order.
    public var description: String {
        "{\(formatLayoutNumber(top)), \(formatLayoutNumber(left)), \(formatLayoutNumber(bottom)), \(formatLayoutNumber(right))}"
    }
}
