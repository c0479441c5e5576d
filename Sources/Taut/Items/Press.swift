import Foundation

/// One press of a physical button (a hardware keyboard's key, a remote's button): UIKit's
/// `UIPress`. Headless layouts deliver none; make them yourself to drive your own
/// `pressesBegan(_:with:)` in tests.
open class Press: Hashable {
    /// Which button. UIKit's `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow
        /// The down arrow.
        case downArrow
        /// The left arrow.
        case leftArrow
        /// The right arrow.
        case rightArrow
        /// The select button (a remote's touch surface press, a keyboard's Return).
        case select
        /// The menu button.
        case menu
        /// The play/pause button.
        case playPause
        /// The page-up key.
        case pageUp = 30
        /// The page-down key.
        case pageDown = 31
    }

    /// The stage of a press. UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// Its force changed.
        case changed
        /// It is held without change.
        case stationary
        /// It was released.
        case ended
        /// The press was cancelled.
        case cancelled
    }

    /// Creates a press of a button at a stage.
    public init(type: PressType = .select, phase: Phase = .began, force: CGFloat = 0) {
        self.type = type
        self.phase = phase
        self.force = force
    }

    /// The button pressed.
    public let type: PressType
    /// The stage of the press.
    public let phase: Phase
    /// How hard the button is pressed, 0...1 (0 for buttons that do not measure it).
    public let force: CGFloat

    /// Whether two references are the same press.
    public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    /// Hashes the press's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event of physical button presses: UIKit's `UIPressesEvent`.
open class PressesEvent: Event {
    /// Creates an event of `presses`.
    public init(presses: Set<Press> = [], timestamp: TimeInterval = 0) {
        self.allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses of the event.
    public let allPresses: Set<Press>
}

/// The shortcut bars shown above the software keyboard on iPad: UIKit's
/// `UITextInputAssistantItem` (stored only: no keyboard is shown headless).
public final class TextInputAssistantItem {
    /// Creates an empty item.
    public init() {}

    /// Whether the bars may be hidden to make room (`true` by default).
    public var allowsHidingShortcuts = true
    /// The groups of items at the bar's leading end.
    public var leadingBarButtonGroups: [BarButtonItemGroup] = []
    /// The groups of items at the bar's trailing end.
    public var trailingBarButtonGroups: [BarButtonItemGroup] = []
}

/// A group of bar button items shown together: UIKit's `UIBarButtonItemGroup` (stored only).
public final class BarButtonItemGroup {
    /// Creates a group of items, with an item that stands for the group when space is short.
    public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
    }

    /// The items of the group.
    public var barButtonItems: [BarButtonItem]
    /// The item shown in place of the group when there is not room for all of it.
    public var representativeItem: BarButtonItem?
}
