import Foundation

extension Control {
    /// The events a control sends actions for: UIKit's `UIControl.Event`.
    ///
    /// A headless layout receives no touches, so Taut itself sends none of these; code sends
    /// them with ``Control/sendActions(for:)`` (the way tests and headless code "tap" a
    /// control). The raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt
        /// Creates an event set from its bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (a double tap's second touch).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, slider, segmented control, page control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an application may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
