import Foundation

/// Recognises a swipe: UIKit's `UISwipeGestureRecognizer`, a discrete gesture.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions a swipe can go: UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits of the set (UIKit's values).
        public let rawValue: UInt
        /// Creates a set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the swipe is recognised in (`.right`, UIKit's default).
    open var direction: Direction = .right
    /// The number of fingers the swipe needs (1).
    open var numberOfTouchesRequired = 1
}
