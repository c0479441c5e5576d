import Foundation

/// One entry of a control's action list: a closure ``Action`` or a target/action pair, with
/// the events it is registered for.
struct ControlActionRegistration {
    /// The events the entry runs for.
    var events: Control.Event
    /// The closure form's action.
    let action: Action?
    /// The target/action form's target, held weakly.
    weak var target: AnyObject?
    /// Whether the target/action form was registered with a `nil` target (the responder
    /// chain is searched when it fires).
    let usesResponderChain: Bool
    /// The type of the target's method, which is all that tells two methods apart in Swift.
    let methodType: ObjectIdentifier?
    /// Calls the target's method (the target/action form).
    let invoke: ((Control) -> Void)?

    /// A closure entry.
    init(events: Control.Event, action: Action) {
        self.events = events
        self.action = action
        self.target = nil
        self.usesResponderChain = false
        self.methodType = nil
        self.invoke = nil
    }

    /// A target/action entry.
    init(events: Control.Event, target: AnyObject?, methodType: ObjectIdentifier, invoke: @escaping (Control) -> Void) {
        self.events = events
        self.action = nil
        self.target = target
        self.usesResponderChain = target == nil
        self.methodType = methodType
        self.invoke = invoke
    }

    /// Whether this is a target/action entry whose target has been released.
    var targetWasReleased: Bool { action == nil && !usesResponderChain && target == nil }

    /// Runs the entry.
    func perform(from control: Control) {
        if let action {
            action.run(sender: control)
        } else if !targetWasReleased {
            invoke?(control)
        }
    }
}
