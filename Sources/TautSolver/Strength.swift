import Foundation

/// How strongly the solver tries to satisfy a constraint.
///
/// Strengths follow Kiwi: a strength is one number built from three levels,
/// `strong * 1_000_000 + medium * 1_000 + weak`, each level clamped to `0...1000` after
/// multiplying by a weight. ``required`` (1 001 001 000) means "must hold": a required
/// constraint is never traded against others, and one that cannot hold is rejected.
/// Every other constraint is satisfied as well as possible, minimising the sum of
/// `strength × error` over all of them.
public struct Strength: Hashable, Comparable, CustomStringConvertible, Sendable {
    /// The weight of the constraint in the solver's objective.
    public let weight: Double

    /// A strength with the given raw weight, clamped to `0...required`.
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? 0 : Swift.min(Swift.max(weight, 0), Strength.required.weight)
    }

    private init(raw: Double) { self.weight = raw }

    /// Kiwi's composed strength: `strong`, `medium` and `weak` levels, each multiplied by `weight`
    /// and clamped to `0...1000`.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x * weight, 0), 1000) }
        self.init(raw: clamp(strong) * 1_000_000 + clamp(medium) * 1_000 + clamp(weak))
    }

    /// Must hold; a constraint that cannot is rejected as unsatisfiable.
    public static let required = Strength(raw: 1_001_001_000)
    /// Beats any number of medium and weak constraints up to a thousand of them.
    public static let strong = Strength(raw: 1_000_000)
    /// Beats up to a thousand weak constraints.
    public static let medium = Strength(raw: 1_000)
    /// The gentlest preference.
    public static let weak = Strength(raw: 1)

    /// Whether this strength means "must hold".
    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch weight {
        case Strength.required.weight: return "required"
        case Strength.strong.weight: return "strong"
        case Strength.medium.weight: return "medium"
        case Strength.weak.weight: return "weak"
        default: return "\(weight)"
        }
    }
}

extension Strength {
    /// The strength that stands for an Auto Layout priority (`1...1000`).
    ///
    /// Priority 1000 (or more) is ``required``. Below it the weight grows exponentially,
    /// `10^(priority × 8.9 / 999)`: priority 1 weighs about 1.02, 250 about 168, 750 about
    /// 4.8 million and 999 about 7.9 × 10^8, always below ``required``. Each step of one
    /// priority point multiplies the weight by about 1.0207, so a higher priority always wins a
    /// one-on-one conflict with a lower one (of the same size of error), and a constraint at
    /// 750 outweighs the errors of some 28 000 constraints at 250. Priorities at or below zero
    /// and NaN map to the weight of priority 1 (UIKit's smallest).
    public init(layoutPriority priority: Float) {
        if priority >= 1000 {
            self = .required
            return
        }
        let p = priority.isNaN ? 1 : Double(Swift.max(priority, 1))
        self.init(Foundation.pow(10, p * 8.9 / 999))
    }
}
