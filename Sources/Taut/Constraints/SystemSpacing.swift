import Foundation

/// The spacing table behind every "standard" or "system" spacing in Taut: the
/// standard connection `-` of the Visual Format Language (`sibling` for
/// `[a]-[b]`, `superview` for `|-[a]` and `[a]-|`), the anchors'
/// `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `constraint(equalToSystemSpacingBelow:multiplier:)` families and their `>=` /
/// `<=` forms (`sibling` times the multiplier), and `StackView.spacingUseSystem`
/// (`sibling`).
///
/// UIKit derives these distances from the platform and the fonts; Taut uses one
/// table, so that every machine gives the same layout. The default, `standard`,
/// holds UIKit's classic values: 8 points between siblings, 20 points between a
/// view and the edge of its superview.
///
/// Change `SystemSpacing.current` to use other values everywhere; constraints
/// read the table when they are created, so existing constraints keep their
/// constants.
///
///     SystemSpacing.current = SystemSpacing(sibling: 4, superview: 16)
public struct SystemSpacing: Equatable, Hashable, Sendable {
    /// The space between two sibling items, in points.
    public var sibling: CGFloat
    /// The space between an item and the edge of its superview (or of a layout
    /// guide of its superview), in points.
    public var superview: CGFloat

    /// Creates a spacing table.
    ///
    /// - Parameters:
    ///   - sibling: The space between two sibling items.
    ///   - superview: The space between an item and the edge of its superview.
    public init(sibling: CGFloat, superview: CGFloat) {
        self.sibling = sibling
        self.superview = superview
    }

    /// UIKit's classic values: 8 between siblings, 20 to the superview.
    public static let standard = SystemSpacing(sibling: 8, superview: 20)

    /// The table in use, `standard` unless changed. Reading and writing it is
    /// thread-safe.
    public static var current: SystemSpacing {
        get { storage.value }
        set { storage.value = newValue }
    }

    private static let storage = SpacingStorage()
}

/// The lock-protected holder of `SystemSpacing.current`.
private final class SpacingStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = SystemSpacing.standard

    var value: SystemSpacing {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
