import Foundation

/// A horizontal location of an item: left, right, leading, trailing, centre X or one of their
/// margin variants. Relates only to other x-axis anchors.
///
/// Every method records where it was called (its `file` and `line` default to the caller's
/// `#fileID` and `#line`) as the constraint's ``LayoutConstraint/location``, shown in its
/// description and in diagnostics: `(ProfileView.swift:42)`.
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant` (not active until activated).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant, at: SourceLocation(capturing: file, line: line))
    }

    /// `self == anchor + multiplier × SystemSpacing.current.sibling` (8 by default): this
    /// anchor lies the standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }
    /// `self >= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }
    /// `self <= anchor + multiplier × SystemSpacing.current.sibling`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.current.sibling, at: SourceLocation(capturing: file, line: line))
    }

    /// The horizontal distance from this anchor to `otherAnchor` (`other - self`), as a
    /// dimension that can be constrained like a width.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(from: self, to: otherAnchor)
    }
}
