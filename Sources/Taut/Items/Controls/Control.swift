import Foundation

/// A view that sends actions when something happens to it: UIKit's `UIControl`, the base of
/// ``Button``, ``Switch``, ``Slider``, ``TextField`` and the other controls.
///
/// A control keeps its state (``isEnabled``, ``isSelected``, ``isHighlighted``, read together
/// as ``state``) and a list of actions, each registered for a set of ``Event``s: closures
/// (``Action``, with ``addAction(_:for:)``) and target/action pairs (`addTarget(_:action:for:)`,
/// see Control+TargetAction.swift for the one edit UIKit code needs). Headless, no touches
/// arrive, so nothing sends events by itself: ``sendActions(for:)`` runs the actions registered
/// for the given events, in the order they were registered, and is how tests and headless code
/// "tap" a control. Setting a value in code (`isOn`, `value`, `selectedSegmentIndex`) sends
/// nothing, as in UIKit.
open class Control: View {
    /// Whether the control is enabled (`true` by default). A disabled control's ``state``
    /// contains `.disabled`; ``sendActions(for:)`` still runs its actions, as UIKit's does.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected (`false` by default; buttons show their `.selected`
    /// title and image).
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is highlighted, as while a finger is down on it (`false` by
    /// default; nothing sets it headless but your code).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// The control's state: `.disabled`, `.selected` and `.highlighted` as the properties
    /// above say; `.normal` (no flag) when none applies.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    /// Whether a touch is being tracked: always `false` headless.
    open var isTracking: Bool { false }
    /// Whether the tracked touch is inside the control: always `false` headless.
    open var isTouchInside: Bool { false }

    /// Where the content (a button's title and image) is placed horizontally (`.center`).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where the content is placed vertically (`.center`).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }
    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` or
    /// `.right` for the view's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether the control's context menu shows on a simple tap (stored; Taut shows no menus).
    open var showsMenuAsPrimaryAction = false
    /// Whether the control offers a context menu (stored; Taut shows no menus).
    open var isContextMenuInteractionEnabled = false

    /// The registered actions, in registration order.
    var registrations: [ControlActionRegistration] = []

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with a frame that runs `primaryAction` for
    /// ``Event/primaryActionTriggered`` (UIKit's `init(frame:primaryAction:)`). A button also
    /// takes the action's title and image.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            adoptPrimaryAction(primaryAction)
        }
    }

    // MARK: Actions

    /// Registers `action` to run when any of `controlEvents` is sent. An action with the same
    /// ``Action/identifier`` as one already registered replaces it, as in UIKit.
    open func addAction(_ action: Action, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier }
        registrations.append(ControlActionRegistration(events: controlEvents, action: action))
    }

    /// Stops running `action` (matched by identifier) for `controlEvents`; it stays
    /// registered for the control's other events.
    open func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were
    /// registered: closures get their ``Action`` (whose ``Action/sender`` is this control),
    /// target/action pairs call the target's method. Targets that were released are skipped
    /// and forgotten. This is how headless code and tests "tap" a control.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching { registration.perform(from: self) }
        registrations.removeAll { $0.targetWasReleased }
    }

    /// Runs `action`'s handler with this control as its ``Action/sender``.
    open func sendAction(_ action: Action) {
        action.run(sender: self)
    }

    /// The events that have at least one action registered.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { result, registration in
            if !registration.targetWasReleased { result.formUnion(registration.events) }
        }
    }

    /// Removes `controlEvents` from every registration `matches` accepts, dropping the
    /// registrations left with no event.
    func removeRegistrations(for controlEvents: Event, where matches: (ControlActionRegistration) -> Bool) {
        for index in registrations.indices where matches(registrations[index]) {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || $0.targetWasReleased }
    }

    // MARK: Hooks for subclasses in this module

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed.
    func controlStateDidChange() {}

    /// Called by ``init(frame:primaryAction:)`` so that buttons can take the action's title
    /// and image.
    func adoptPrimaryAction(_ action: Action) {}
}
