import Foundation

/// A SnapKit priority level: a number from 1 to 1000, where ``required`` (1000) must hold.
///
/// Literals convert to it (`.priority(999)`), and it strides (`.high.advanced(by: 1)` is 751).
/// `make.top.equalToSuperview().priority(.high)` gives the layout constraint priority 750.
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Strideable, Sendable,
                                  CustomStringConvertible {
    /// The literal type of a priority.
    public typealias FloatLiteralType = Float

    /// The priority as a number.
    public let value: Float

    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { self.value = value }
    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.value = Float(value) }
    /// Creates a priority from a number.
    public init(_ value: Float) { self.value = value }

    /// 1000: the constraint must hold.
    public static var required: ConstraintPriority { 1000 }
    /// 750: a strong preference (UIKit's `defaultHigh`).
    public static var high: ConstraintPriority { 750 }
    /// 500: a medium preference.
    public static var medium: ConstraintPriority { 500 }
    /// 250: a mild preference (UIKit's `defaultLow`).
    public static var low: ConstraintPriority { 250 }

    /// The priority raised by `n` (lowered if `n` is negative).
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    /// How far `other` is above this priority.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    /// Whether `lhs` is a lower priority than `rhs`.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }

    /// The number, as in descriptions (`750`).
    public var description: String { formatLayoutNumber(CGFloat(value)) }

    /// The same priority as a ``LayoutPriority``.
    var layoutPriority: LayoutPriority { LayoutPriority(value) }
}
