import Foundation

/// Distances inward from the four edges of a rectangle, with leading and trailing edges
/// that follow the layout direction.
///
/// `DirectionalEdgeInsets` is UIKit's `NSDirectionalEdgeInsets`: in a left-to-right layout
/// `leading` is the left inset; in a right-to-left layout it is the right inset.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right, right in right-to-left).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right, left in right-to-left).
    public var trailing: CGFloat

    /// Creates directional insets from the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets that are `all` on every side.
    public init(all: CGFloat) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Insets of zero on every side.
    public static var zero: DirectionalEdgeInsets { DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// These insets in absolute terms for a layout direction: in right-to-left, `leading`
    /// becomes the right inset.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatLayoutNumber(top)), \(formatLayoutNumber(leading)), \(formatLayoutNumber(bottom)), \(formatLayoutNumber(trailing))}"
    }
}
