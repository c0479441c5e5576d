import Foundation

/// A vertical location of an item: top, bottom, centre Y, a baseline or one of the margin
/// variants. Relates only to other y-axis anchors.
///
/// Every method records where it was called (its `file` and `line` default to the caller's
/// `#fileID` and `#line`) as the constraint's ``LayoutConstraint/location``, shown in its
/// description and in diagnostics: `(ProfileView.swift:42)`.
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant` (not active until activated).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }

    /// `self == anchor + multiplier × SystemSpacing.current.sibling` (8 by default): this
    /// anchor lies the standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }

    /// The vertical distance from this anchor to `otherAnchor` (`other - self`), as a
    /// dimension that can be constrained like a height.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(from: self, to: otherAnchor)
    }
}
