import Foundation

/// A size: an item's width or height, or the distance between two anchors of one axis
/// (from `anchorWithOffset(to:)`). Relates to other dimensions (width to height included,
/// for aspect ratios) and to constants.
///
/// Every method records where it was called (its `file` and `line` default to the caller's
/// `#fileID` and `#line`) as the constraint's ``LayoutConstraint/location``, shown in its
/// description and in diagnostics: `(ProfileView.swift:42)`.
public final class LayoutDimension: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }

    /// `self == anchor × multiplier + constant` (`w.constraint(equalTo: h, multiplier: 16/9)`).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, at: SourceLocation(capturing: file, line: line))
    }

    /// `self == constant` (`widthAnchor.constraint(equalToConstant: 44)`).
    public func constraint(equalToConstant constant: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, nil, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
}
