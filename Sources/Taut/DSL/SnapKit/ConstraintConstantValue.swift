import Foundation

/// The one constant slot of a SnapKit constraint line. `equalTo(constant)`, `offset`, `inset`
/// and `update(...)` all write it; the last write wins. The layout constraint constant is
/// computed from it for the line's *second* attribute (``value(for:direction:)``).
enum ConstraintConstantValue: Equatable {
    /// A number, used as is for every attribute (`offset(12)`, `equalTo(44)`).
    case number(CGFloat)
    /// `x` for horizontal attributes, `y` for vertical ones, 0 for sizes.
    case point(CGPoint)
    /// `width` for the width, `height` for the height, 0 for anything else.
    case size(CGSize)
    /// Absolute insets: inward distances turned into signed constants.
    case insets(EdgeInsets)
    /// Insets with leading and trailing sides, resolved with the layout direction.
    case directionalInsets(DirectionalEdgeInsets)

    /// Converts a constant target (a number, point, size or insets); `nil` for other types.
    init?(_ target: Any) {
        switch target {
        case let value as Int: self = .number(CGFloat(value))
        case let value as Double: self = .number(CGFloat(value))
        case let value as CGFloat: self = .number(value)
        case let value as Float: self = .number(CGFloat(value))
        case let value as UInt: self = .number(CGFloat(value))
        case let value as EdgeInsets: self = .insets(value)
        case let value as DirectionalEdgeInsets: self = .directionalInsets(value)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        default: return nil
        }
    }

    /// The number `target` holds when its type is exactly `Int`, `Double` or `CGFloat` (what
    /// ``init(_:)`` makes of it), told by comparing types; `nil` for any other type.
    init?(exactNumber target: Any) {
        guard let number = _openExistential(target, do: exactConstantNumber) else { return nil }
        self = .number(number)
    }

    /// The number `value` holds when `T` is exactly `Int`, `Double` or `CGFloat`, read through
    /// the type alone: a metadata comparison instead of a dynamic cast, which costs far more.
    static func exactNumber<T>(of value: T) -> CGFloat? {
        if T.self == Int.self { return withUnsafePointer(to: value) { CGFloat(UnsafeRawPointer($0).load(as: Int.self)) } }
        if T.self == Double.self {
            return withUnsafePointer(to: value) { CGFloat(UnsafeRawPointer($0).load(as: Double.self)) }
        }
        if T.self == CGFloat.self { return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: CGFloat.self) } }
        return nil
    }

    /// Whether the value for some attribute depends on the layout direction.
    var dependsOnDirection: Bool {
        switch self {
        case .insets, .directionalInsets: return true
        case .number, .point, .size: return false
        }
    }

    /// The constant for a layout constraint whose second attribute is `attribute` (the first
    /// attribute when there is no second item). Insets follow SnapKit's sign table: left/top
    /// positive, right/bottom negative, leading/trailing by `direction`, centres half the
    /// difference, sizes minus the sum. Directional insets are first resolved to absolute ones
    /// with `direction` (so a right-to-left centerX gets `(trailing - leading) / 2`).
    func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
        switch self {
        case .number(let n):
            return n
        case .point(let p):
            switch attribute.category {
            case .xLocation: return p.x
            case .yLocation: return p.y
            case .dimension, .none: return 0
            }
        case .size(let s):
            switch attribute {
            case .width: return s.width
            case .height: return s.height
            default: return 0
            }
        case .insets(let e):
            return Self.inset(e, for: attribute, direction: direction)
        case .directionalInsets(let d):
            return Self.inset(d.resolved(for: direction), for: attribute, direction: direction)
        }
    }

    private static func inset(_ e: EdgeInsets, for attribute: LayoutAttribute,
                              direction: UserInterfaceLayoutDirection) -> CGFloat {
        switch attribute {
        case .left, .leftMargin: return e.left
        case .top, .topMargin, .firstBaseline: return e.top
        case .right, .rightMargin: return -e.right
        case .bottom, .bottomMargin, .lastBaseline: return -e.bottom
        case .leading, .leadingMargin: return direction == .leftToRight ? e.left : e.right
        case .trailing, .trailingMargin: return direction == .leftToRight ? -e.right : -e.left
        case .centerX, .centerXWithinMargins: return (e.left - e.right) / 2
        case .centerY, .centerYWithinMargins: return (e.top - e.bottom) / 2
        case .width: return -(e.left + e.right)
        case .height: return -(e.top + e.bottom)
        case .notAnAttribute: return 0
        }
    }
}

/// ``ConstraintConstantValue/exactNumber(of:)`` as a free function, for `_openExistential`.
private func exactConstantNumber<T>(_ value: T) -> CGFloat? {
    ConstraintConstantValue.exactNumber(of: value)
}
