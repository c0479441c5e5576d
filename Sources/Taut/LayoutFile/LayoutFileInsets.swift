import Foundation

/// Four insets read from a layout file: either one number for all four sides, or a
/// mapping with any of `top`, `bottom`, `left`, `right`, `leading` and `trailing`.
///
/// `leading` and `trailing` follow the layout direction; `left` and `right` do not.
/// A side that was not written is 0.
public struct LayoutFileInsets: Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The bottom inset.
    public var bottom: Double
    /// The left inset, whatever the layout direction.
    public var left: Double
    /// The right inset, whatever the layout direction.
    public var right: Double
    /// The leading inset (left in left-to-right, right in right-to-left), added to `left`
    /// or `right` once the direction is known.
    public var leading: Double
    /// The trailing inset, added to `right` or `left` once the direction is known.
    public var trailing: Double

    /// Creates insets; every side defaults to 0.
    public init(
        top: Double = 0, bottom: Double = 0,
        left: Double = 0, right: Double = 0,
        leading: Double = 0, trailing: Double = 0
    ) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
        self.leading = leading
        self.trailing = trailing
    }

    /// The same inset on all four sides, written `margins: 16`. The horizontal sides are
    /// directional (leading and trailing) so that they follow the layout direction.
    public init(all value: Double) {
        self.init(top: value, bottom: value, leading: value, trailing: value)
    }

    /// The physical left and right insets for a layout direction.
    public func horizontal(rightToLeft: Bool) -> (left: Double, right: Double) {
        rightToLeft
            ? (left + trailing, right + leading)
            : (left + leading, right + trailing)
    }
}
