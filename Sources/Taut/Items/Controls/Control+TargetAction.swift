import Foundation

// Target/action without Objective-C: see the documentation of the first addTarget method below.
extension Control {
    /// Registers `target`'s method `action` to be called when any of `controlEvents` is sent:
    /// UIKit's `addTarget(_:action:for:)`, with the method itself in place of a selector.
    ///
    /// Target/action without Objective-C: UIKit's `addTarget(_:action:for:)` takes a
    /// `Selector` made with `#selector`, naming an `@objc` method. Swift on Linux has neither `@objc` nor `#selector`, so no library can make
    /// that line compile unchanged. Taut takes the method itself instead — an unapplied method
    /// reference, `Type.method`, which Swift has everywhere. Porting such code is one edit per
    /// line, and dropping `@objc`:
    ///
    /// ```swift
    /// // UIKit
    /// button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
    /// button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
    /// @objc func didTap() { ... }
    /// @objc private func didTap(_ sender: UIButton) { ... }
    ///
    /// // Taut
    /// button.addTarget(self, action: Self.didTap, for: .touchUpInside)
    /// func didTap() { ... }
    /// private func didTap(_ sender: UIButton) { ... }
    /// ```
    ///
    /// That is: `#selector(name)` or `#selector(name(_:))` becomes `Self.name` (or
    /// `ClassName.name`, the same thing), and `@objc` (or `@IBAction`) is deleted from the method.
    /// The method may take nothing, the sender (typed as the control's class or any superclass of
    /// it, optional or not), `Any`/`AnyObject`, or the sender and an event
    /// (`didTap(_ sender: UIButton, forEvent event: UIEvent)`). Overridden methods are called
    /// through the target's dynamic type, as selectors are. If two methods share a base name,
    /// name the one you mean: `Self.didTap(_:)`. `removeTarget(_:action:for:)` takes the same
    /// forms, or `nil`.
    ///
    /// Differences from UIKit, all of them documented on the methods: the target is held weakly
    /// (as UIKit does); a `nil` target searches the responder chain from the control itself (the
    /// control, its superviews, their view controllers) for a responder of the method's type
    /// when the event is sent; the target must be a class instance.
    ///
    /// The target is held weakly; once it is released the entry is skipped and forgotten. With a `nil` target the responder chain is searched
    /// from the control for a responder whose type has the method. A target that is not an
    /// instance of the method's type is refused with an `.invalidViewValue` diagnostic.
    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> () -> Void,
                                  for controlEvents: Event) {
        register(target, events: controlEvents, methodType: ObjectIdentifier(((Target) -> () -> Void).self)) {
            (target: Target, _: Control) in action(target)()
        }
    }

    /// Registers a method that takes the sender (`didTap(_ sender: UIButton)`); see
    /// `addTarget(_:action:for:)`. When the event is sent from a control that is
    /// not a `Sender`, the method is not called and an `.invalidViewValue` diagnostic says so.
    public func addTarget<Target, Sender: Responder>(_ target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void,
                                                     for controlEvents: Event) {
        register(target, events: controlEvents, methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self)) {
            (target: Target, control: Control) in
            guard let sender = control.sender(as: Sender.self) else { return }
            action(target)(sender)
        }
    }

    /// Registers a method that takes its sender as `Any` (or `AnyObject`, or `Any?`).
    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> (Any) -> Void,
                                  for controlEvents: Event) {
        register(target, events: controlEvents, methodType: ObjectIdentifier(((Target) -> (Any) -> Void).self)) {
            (target: Target, control: Control) in action(target)(control)
        }
    }

    /// Registers a method that takes the sender and the event
    /// (`didTap(_ sender: UIButton, forEvent event: UIEvent)`). Headless there is no real
    /// event: the method gets a new touches ``Taut/Event`` with timestamp 0.
    public func addTarget<Target, Sender: Responder>(_ target: AnyObject?,
                                                     action: @escaping (Target) -> (Sender, Taut.Event) -> Void,
                                                     for controlEvents: Event) {
        register(target, events: controlEvents,
                 methodType: ObjectIdentifier(((Target) -> (Sender, Taut.Event) -> Void).self)) {
            (target: Target, control: Control) in
            guard let sender = control.sender(as: Sender.self) else { return }
            action(target)(sender, Taut.Event())
        }
    }

    /// Removes target/action entries for `controlEvents` (UIKit's
    /// `removeTarget(_:action:for:)` with a `nil` action): all of `target`'s, or with a `nil`
    /// target every target/action entry. An entry registered for other events too stays
    /// registered for those.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) { registration in
            registration.action == nil && (target == nil || registration.target === target)
        }
    }

    /// Removes `target`'s entries for `controlEvents` whose method is of the same type as
    /// `action` (`nil` target: any target's). Swift cannot compare two methods, so two
    /// methods of one target with the same signature (say `didTap()` and `didCancel()`) are
    /// both removed; remove with a `nil` action to say so plainly.
    public func removeTarget<Target>(_ target: AnyObject?, action: (Target) -> () -> Void, for controlEvents: Event) {
        removeTarget(target, methodType: ObjectIdentifier(((Target) -> () -> Void).self), for: controlEvents)
    }

    /// Removes entries whose method takes the sender; see `removeTarget(_:action:for:)`.
    public func removeTarget<Target, Sender: Responder>(_ target: AnyObject?, action: (Target) -> (Sender) -> Void,
                                                        for controlEvents: Event) {
        removeTarget(target, methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self), for: controlEvents)
    }

    /// Removes entries whose method takes `Any`; see `removeTarget(_:action:for:)`.
    public func removeTarget<Target>(_ target: AnyObject?, action: (Target) -> (Any) -> Void, for controlEvents: Event) {
        removeTarget(target, methodType: ObjectIdentifier(((Target) -> (Any) -> Void).self), for: controlEvents)
    }

    /// Removes entries whose method takes the sender and the event.
    public func removeTarget<Target, Sender: Responder>(_ target: AnyObject?,
                                                        action: (Target) -> (Sender, Taut.Event) -> Void,
                                                        for controlEvents: Event) {
        removeTarget(target, methodType: ObjectIdentifier(((Target) -> (Sender, Taut.Event) -> Void).self),
                     for: controlEvents)
    }

    // MARK: Internals

    private func removeTarget(_ target: AnyObject?, methodType: ObjectIdentifier, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) { registration in
            registration.action == nil && registration.methodType == methodType
                && (target == nil || registration.target === target)
        }
    }

    /// Adds a target/action entry that calls `call` with the target (found through the
    /// responder chain for a `nil` target) and the control.
    private func register<Target>(_ target: AnyObject?, events: Event, methodType: ObjectIdentifier,
                                  call: @escaping (Target, Control) -> Void) {
        guard let invoke = TargetAction.invoker(target: target, owner: self, responderChainStart: { $0 }, call: call) else {
            return
        }
        registrations.append(ControlActionRegistration(events: events, target: target, methodType: methodType,
                                                       invoke: invoke))
    }

    /// The control as the sender type an action method expects, or `nil` with a diagnostic.
    private func sender<Sender>(as type: Sender.Type) -> Sender? {
        TargetAction.sender(self, as: type, named: debugName)
    }
}
