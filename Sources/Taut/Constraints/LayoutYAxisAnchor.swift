import Foundation

/// A vertical location of an item: top, bottom, centre Y, a baseline or one of the margin
/// variants. Relates only to other y-axis anchors.
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant` (not active until activated).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × SystemSpacing.current.sibling` (8 by default): this
    /// anchor lies the standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }
    /// `self >= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }
    /// `self <= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }

    /// The vertical distance from this anchor to `otherAnchor` (`other - self`), as a
    /// dimension that can be constrained like a height.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(from: self, to: otherAnchor)
    }
}
