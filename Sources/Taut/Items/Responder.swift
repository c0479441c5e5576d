import Foundation

/// An object in the chain that events travel along: UIKit's `UIResponder`, the base of
/// ``View`` and ``ViewController``.
///
/// A headless layout receives no touches or key presses, so the event methods are there for
/// subclasses written for UIKit to override; nothing calls them but your own code. First
/// responder status is tracked: ``becomeFirstResponder()`` succeeds when
/// ``canBecomeFirstResponder`` is `true`, and a view that becomes first responder makes the
/// previous one in its tree resign. Responders are equal only to themselves, so they can be
/// kept in sets and found with `firstIndex(of:)`.
///
/// As in UIKit, a responder is an `NSObject` (Foundation's, on every platform), so that code
/// written as `extension NSObject` (Then's `then`, RxSwift's `rx` namespace, an app's own
/// helpers) applies to views, view controllers and gesture recognizers.
open class Responder: NSObject {
    /// Creates a responder.
    public override init() {}

    /// The responder that gets the events this one does not handle: a view's view controller
    /// or superview, a view controller's view's superview. `nil` at the end of the chain.
    open var next: Responder? { nil }

    /// Whether this responder accepts first responder status (`false` by default; text fields
    /// and text views say `true`).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder gives up first responder status when asked (`true` by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { holdsFirstResponder }

    /// Asks to become the first responder. Returns whether it did: only when
    /// ``canBecomeFirstResponder`` is `true`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let view = self as? View {
            // One first responder per tree: the previous one resigns.
            for other in ViewHierarchy.subtree(of: view.rootView).views where other !== view && other.holdsFirstResponder {
                other.holdsFirstResponder = false
            }
        }
        holdsFirstResponder = true
        return true
    }

    /// Asks to give up first responder status. Returns whether it did (`true` unless
    /// ``canResignFirstResponder`` is `false`).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        holdsFirstResponder = false
        return true
    }

    /// Called when touches begin in a responder. Never called by Taut (no touches arrive
    /// headless); the default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    /// Called when touches move. Never called by Taut; the default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    /// Called when touches end. Never called by Taut; the default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    /// Called when touches are cancelled. Never called by Taut; the default does nothing.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// Called when physical buttons (a keyboard's keys, a remote's) are pressed. Never called
    /// by Taut (no presses arrive headless); the default does nothing.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {}
    /// Called when pressed buttons change (their force). Never called by Taut; the default
    /// does nothing.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {}
    /// Called when pressed buttons are released. Never called by Taut; the default does nothing.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {}
    /// Called when presses are cancelled. Never called by Taut; the default does nothing.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {}

    /// The shortcut bar items shown above the software keyboard on iPad while this responder
    /// is first responder (made on first use; stored only, no keyboard is shown headless).
    open var inputAssistantItem: TextInputAssistantItem {
        if let storedInputAssistantItem { return storedInputAssistantItem }
        let item = TextInputAssistantItem()
        storedInputAssistantItem = item
        return item
    }
    /// The input assistant item, once made.
    private var storedInputAssistantItem: TextInputAssistantItem?

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol; stored headless).

    /// Whether assistive technologies see this object as one element (`false` until set, for
    /// labels and controls too, which UIKit makes elements). Stored only headless.
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { accessibilityStorage.isElement = newValue }
    }
    /// The short description VoiceOver reads. Stored only headless.
    open var accessibilityLabel: String? {
        get { accessibility?.label }
        set { accessibilityStorage.label = newValue }
    }
    /// What happens when the element is activated. Stored only headless.
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// The element's current value, as text. Stored only headless.
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { accessibilityStorage.value = newValue }
    }
    /// What the element is and how it behaves. Stored only headless.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { accessibilityStorage.traits = newValue }
    }
    /// Whether the element and its children are hidden from assistive technologies. Stored only.
    open var accessibilityElementsHidden: Bool {
        get { accessibility?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings. Stored only.
    open var accessibilityViewIsModal: Bool {
        get { accessibility?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether this responder is the first responder (kept by ``becomeFirstResponder()`` and
    /// ``resignFirstResponder()``).
    var holdsFirstResponder = false
    /// The accessibility properties, once one was set (most responders never get any).
    private var accessibility: AccessibilityStorage?
    private var accessibilityStorage: AccessibilityStorage {
        if let accessibility { return accessibility }
        let made = AccessibilityStorage()
        accessibility = made
        return made
    }
}

/// The accessibility properties of one responder.
private final class AccessibilityStorage {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: AccessibilityTraits = []
    var elementsHidden = false
    var viewIsModal = false
}

/// An event delivered to responders: UIKit's `UIEvent`. Headless layouts deliver none; the
/// type exists so that overrides such as `point(inside:with:)` and `touchesBegan(_:with:)`
/// compile.
open class Event {
    /// The kinds of event UIKit delivers.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A device motion (a shake).
        case motion
        /// A remote-control command.
        case remoteControl
        /// A key press.
        case presses
    }

    /// The kind of event (`.touches` unless given).
    public let type: EventType
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval

    /// Creates an event of a kind at a time.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
    }
}

/// One finger on the screen: UIKit's `UITouch`. Headless layouts deliver none; you can make
/// them yourself to drive your own event methods in tests.
open class Touch: Hashable {
    /// Where the touch is, in the coordinates of ``view`` (or of the root when it has none).
    public var locationInView: CGPoint
    /// The view the touch started in.
    public weak var view: View?

    /// Creates a touch at a point of a view.
    public init(location: CGPoint = .zero, in view: View? = nil) {
        self.locationInView = location
        self.view = view
    }

    /// The touch's location in `view`'s coordinates (the stored location when `view` is the
    /// touch's own view or `nil`).
    open func location(in view: View?) -> CGPoint {
        guard let view, let own = self.view, view !== own else { return locationInView }
        return own.convert(locationInView, to: view)
    }

    /// Whether two references are the same touch.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
