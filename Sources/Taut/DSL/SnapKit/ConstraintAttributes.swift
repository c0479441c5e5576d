import Foundation

/// The set of attributes a SnapKit maker line constrains (`make.left.top` is `[.left, .top]`),
/// or that a ``ConstraintItem`` names (`other.snp.edges`).
///
/// A set expands into one layout constraint per attribute, always in SnapKit's order: left,
/// top, right, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
/// firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin,
/// trailingMargin, centerXWithinMargins, centerYWithinMargins (``layoutAttributes``).
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No attribute: a view or guide given as a whole (`equalTo(view)`).
    public static let none: ConstraintAttributes = []
    /// The left edge.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The top edge.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The right edge.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The bottom edge.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The leading edge.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The trailing edge.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The width.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The height.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The horizontal centre.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The vertical centre.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The last baseline.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    /// The first baseline.
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The left edge of the layout margins.
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    /// The right edge of the layout margins.
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    /// The top edge of the layout margins.
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    /// The bottom edge of the layout margins.
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    /// The leading edge of the layout margins.
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    /// The trailing edge of the layout margins.
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    /// The horizontal centre of the layout margins.
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    /// The vertical centre of the layout margins.
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    /// Left, right, top and bottom.
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    /// Left and right.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// Top and bottom.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Leading, trailing, top and bottom.
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    /// Leading and trailing.
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    /// Top and bottom (the same as ``verticalEdges``).
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Width and height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// The horizontal and vertical centres.
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    /// The four edges of the layout margins.
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The leading, trailing, top and bottom edges of the layout margins.
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    /// The centres of the layout margins.
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The bit of each layout attribute, in SnapKit's expansion order.
    private static let ordered: [(ConstraintAttributes, LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom),
        (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
        (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline),
        (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// The layout attributes of the set, in SnapKit's expansion order.
    public var layoutAttributes: [LayoutAttribute] {
        var result: [LayoutAttribute] = []
        result.reserveCapacity(rawValue.nonzeroBitCount)
        for (bit, attribute) in Self.ordered where contains(bit) { result.append(attribute) }
        return result
    }

    /// Calls `body` with each layout attribute of the set, in SnapKit's expansion order,
    /// without building an array.
    func forEachLayoutAttribute(_ body: (LayoutAttribute) -> Void) {
        // Stops at the last attribute of the set (most sets are among the first few entries).
        var remaining = rawValue
        if remaining == 0 { return }
        for (bit, attribute) in Self.ordered where remaining & bit.rawValue != 0 {
            body(attribute)
            remaining &= ~bit.rawValue
            if remaining == 0 { return }
        }
    }

    /// The first layout attribute of the set in expansion order, or `nil` for an empty set.
    var firstLayoutAttribute: LayoutAttribute? {
        for (bit, attribute) in Self.ordered where rawValue & bit.rawValue != 0 { return attribute }
        return nil
    }

    /// The set holding exactly `attribute` (empty for `notAnAttribute`).
    init(_ attribute: LayoutAttribute) {
        self = Self.ordered.first { $0.1 == attribute }?.0 ?? []
    }

    /// The set with every plain attribute replaced by its margin counterpart (`left` ->
    /// `leftMargin`, `centerX` -> `centerXWithinMargins`), or `nil` if an attribute has none.
    var toMargins: ConstraintAttributes? {
        var result: ConstraintAttributes = []
        for attribute in layoutAttributes {
            guard let margin = attribute.marginCounterpart else { return nil }
            result.insert(ConstraintAttributes(margin))
        }
        return result
    }

    /// The set with every margin attribute replaced by its plain counterpart, or `nil` if an
    /// attribute is not a margin one.
    var fromMargins: ConstraintAttributes? {
        var result: ConstraintAttributes = []
        for attribute in layoutAttributes {
            guard let plain = attribute.withoutMargin else { return nil }
            result.insert(ConstraintAttributes(plain))
        }
        return result
    }
}

extension LayoutAttribute {
    /// The margin attribute of a plain edge or centre (`.left` -> `.leftMargin`), else `nil`.
    var marginCounterpart: LayoutAttribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return nil
        }
    }
}
