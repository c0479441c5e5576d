import Foundation

/// The system spacing as an operand of the operator DSL: `multiplier` times
/// `SystemSpacing.current.sibling` (8 points by default).
///
///     view.layout {
///         $0.top == header.bottomAnchor + .systemSpacing
///         $0.leading >= icon.trailingAnchor + .systemSpacing * 2
///     }
///
/// `anchor + amount` makes the same constraint as the anchors'
/// `constraint(equalToSystemSpacingAfter:multiplier:)` (and `…Below:`) family: the constant is
/// `multiplier × SystemSpacing.current.sibling`, read when the expression is written. Existing
/// constraints keep their constants when the table changes.
public struct SystemSpacingAmount: Equatable, Hashable, Sendable {
    /// How many times the sibling spacing of the table the amount stands for.
    public var multiplier: CGFloat

    /// Creates `multiplier` times the system spacing.
    public init(multiplier: CGFloat = 1) {
        self.multiplier = multiplier
    }

    /// The system spacing once (`$0.top == header.bottomAnchor + .systemSpacing`).
    public static var systemSpacing: SystemSpacingAmount { SystemSpacingAmount(multiplier: 1) }

    /// The amount in points with the table in use now: `multiplier × SystemSpacing.current.sibling`.
    public var points: CGFloat { multiplier * SystemSpacing.current.sibling }

    /// The amount `rhs` times over (`.systemSpacing * 2`).
    public static func * (lhs: SystemSpacingAmount, rhs: CGFloat) -> SystemSpacingAmount {
        SystemSpacingAmount(multiplier: lhs.multiplier * rhs)
    }

    /// The amount `lhs` times over (`2 * .systemSpacing`).
    public static func * (lhs: CGFloat, rhs: SystemSpacingAmount) -> SystemSpacingAmount {
        SystemSpacingAmount(multiplier: lhs * rhs.multiplier)
    }
}
