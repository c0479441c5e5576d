import Foundation

/// A part of an item's layout that a ``LayoutConstraint`` relates: an edge, a centre, a
/// dimension, a baseline or a margin.
///
/// The raw values are UIKit's `NSLayoutConstraint.Attribute` values. Leading and trailing
/// follow the layout direction of the constraint's first item (right-to-left swaps them);
/// left and right never flip. The margin attributes refer to the item's
/// ``View/layoutMarginsGuide``; on a layout guide they mean the plain attribute.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for items without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge for items without text).
    case firstBaseline = 12
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the layout margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint that relates a dimension to a constant.
    case notAnAttribute = 0

    /// What kind of quantity an attribute is: a horizontal location, a vertical location or a size.
    enum Category { case xLocation, yLocation, dimension, none }

    /// Whether a horizontal attribute follows the layout direction (`.leading`, `.trailing` and
    /// their margins: `.directional`) or not (`.left`, `.right` and their margins: `.absolute`);
    /// `nil` for centres and every other attribute, which relate to either.
    enum HorizontalReference { case directional, absolute }

    /// See ``HorizontalReference``.
    var horizontalReference: HorizontalReference? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .directional
        case .left, .right, .leftMargin, .rightMargin: return .absolute
        default: return nil
        }
    }

    /// The attribute's category, used to refuse mix-ups such as `.left` to `.width`.
    var category: Category {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .xLocation
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .yLocation
        case .width, .height: return .dimension
        case .notAnAttribute: return .none
        }
    }

    /// The axis the attribute lies on (`nil` for ``notAnAttribute``).
    public var axis: Axis? {
        switch self {
        case .width: return .horizontal
        case .height: return .vertical
        case .notAnAttribute: return nil
        default: return category == .xLocation ? .horizontal : .vertical
        }
    }

    /// Whether the attribute depends on the layout direction (leading/trailing and their margins).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is a text baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute without "margin" (`.leadingMargin` -> `.leading`), or `nil` for non-margin attributes.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// The attribute's name as written in descriptions (`leading`, `centerX`, `firstBaseline`).
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// The attribute's ``name``.
    public var description: String { name }
}
