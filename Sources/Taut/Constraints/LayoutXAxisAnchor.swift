import Foundation

/// A horizontal location of an item: left, right, leading, trailing, centre X or one of their
/// margin variants. Relates only to other x-axis anchors.
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant` (not active until activated).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × SystemSpacing.current.sibling` (8 by default): this
    /// anchor lies the standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }
    /// `self >= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }
    /// `self <= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling)
    }

    /// The horizontal distance from this anchor to `otherAnchor` (`other - self`), as a
    /// dimension that can be constrained like a width.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(from: self, to: otherAnchor)
    }
}
