import Foundation

/// A size: an item's width or height, or the distance between two anchors of one axis
/// (from `anchorWithOffset(to:)`). Relates to other dimensions (width to height included,
/// for aspect ratios) and to constants.
public final class LayoutDimension: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor × multiplier + constant` (`w.constraint(equalTo: h, multiplier: 16/9)`).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self == constant` (`widthAnchor.constraint(equalToConstant: 44)`).
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, nil, constant: constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: constant)
    }
}
