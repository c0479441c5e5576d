import Foundation

extension Control {
    /// The state a control is in, as a set of flags: UIKit's `UIControl.State`. Buttons keep
    /// a title, image and colour per state. The raw values are UIKit's.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt
        /// Creates a state from its bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The default state: enabled, not selected, not highlighted (no flag set).
        public static let normal = State([])
        /// Highlighted (a finger is down on the control).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled (``Control/isEnabled`` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (``Control/isSelected`` is `true`).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (focus-based navigation; never set headless).
        public static let focused = State(rawValue: 1 << 3)
        /// States an application may define for itself.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
