import Foundation

/// How important a constraint is, from 1 to 1000; 1000 (``required``) must hold.
///
/// `LayoutPriority` is UIKit's `UILayoutPriority`: a `Float` wrapper that literals convert to
/// (`constraint.priority = 750`), with `+` and `-` to nudge a level (`.defaultHigh + 1`).
/// When two optional constraints conflict, the one with the higher priority wins. Taut lets a
/// priority move between required and optional on an active constraint (UIKit forbids it).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                              ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority as a number, normally in `1...1000`.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its numeric value (`LayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance, and a strong preference.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging, and a mild preference.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// uses to pull a view towards its target size without overriding anything else.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510: UIKit's priority of a window-resizing drag (kept for ported code).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 490: UIKit's priority just below a window-resizing drag (kept for ported code).
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// Whether this is the required priority (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs` (`.defaultHigh + 1` is 751).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority lowered by `rhs` (`.required - 1` is 999).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value: `750`, `999.5`.
    public var description: String { formatLayoutNumber(CGFloat(rawValue)) }
}
