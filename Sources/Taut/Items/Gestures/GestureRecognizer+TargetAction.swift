import Foundation

// Target/action for gesture recognizers, through the machinery controls use (TargetAction.swift).
extension GestureRecognizer {
    /// Creates a recognizer that calls `target`'s method `action` (taking nothing) when the
    /// gesture is recognised: UIKit's `init(target:action:)` with `Self.method` in place of
    /// `#selector(method)`. A `nil` target searches the responder chain from the recognizer's
    /// view for a responder of the method's type when the action is sent.
    public convenience init<Target>(target: AnyObject?, action: @escaping (Target) -> () -> Void) {
        self.init()
        add(target, methodType: ObjectIdentifier(((Target) -> () -> Void).self)) { (target: Target, _) in action(target)() }
    }

    /// Creates a recognizer that calls a method taking the recognizer
    /// (`didTap(_ sender: UITapGestureRecognizer)`); see `init(target:action:)`.
    public convenience init<Target, Sender: GestureRecognizer>(target: AnyObject?,
                                                               action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method taking its sender as `Any`.
    public convenience init<Target>(target: AnyObject?, action: @escaping (Target) -> (Any) -> Void) {
        self.init()
        add(target, methodType: ObjectIdentifier(((Target) -> (Any) -> Void).self)) { (target: Target, sender) in
            action(target)(sender)
        }
    }

    /// Adds a target and its method (taking nothing) to the recognizer's actions: UIKit's
    /// `addTarget(_:action:)` with `Self.method` in place of `#selector(method)`. The target is
    /// held weakly; a target that is not an instance of the method's type is refused with an
    /// `.invalidViewValue` diagnostic.
    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> () -> Void) {
        add(target, methodType: ObjectIdentifier(((Target) -> () -> Void).self)) { (target: Target, _) in action(target)() }
    }

    /// Adds a method taking the recognizer (`handlePan(_ sender: UIPanGestureRecognizer)`). When
    /// the recognizer is not a `Sender`, the method is not called and an `.invalidViewValue`
    /// diagnostic says so.
    public func addTarget<Target, Sender: GestureRecognizer>(_ target: AnyObject?,
                                                             action: @escaping (Target) -> (Sender) -> Void) {
        add(target, methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self)) { (target: Target, recognizer) in
            guard let sender = TargetAction.sender(recognizer, as: Sender.self, named: recognizer.debugName) else { return }
            action(target)(sender)
        }
    }

    /// Adds a method taking its sender as `Any`.
    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> (Any) -> Void) {
        add(target, methodType: ObjectIdentifier(((Target) -> (Any) -> Void).self)) { (target: Target, sender) in
            action(target)(sender)
        }
    }

    /// Removes every action of `target` (UIKit's `removeTarget(_:action:)` with a `nil`
    /// action), or with a `nil` target every action.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        actionEntries.removeAll { target == nil || $0.target === target || $0.targetWasReleased }
    }

    /// Removes `target`'s actions whose method is of the same type as `action` (`nil` target:
    /// any target's). Swift cannot compare two methods, so two methods of one target with the
    /// same signature are both removed.
    public func removeTarget<Target>(_ target: AnyObject?, action: (Target) -> () -> Void) {
        remove(target, methodType: ObjectIdentifier(((Target) -> () -> Void).self))
    }

    /// Removes actions whose method takes the recognizer; see `removeTarget(_:action:)`.
    public func removeTarget<Target, Sender: GestureRecognizer>(_ target: AnyObject?, action: (Target) -> (Sender) -> Void) {
        remove(target, methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self))
    }

    /// Removes actions whose method takes `Any`.
    public func removeTarget<Target>(_ target: AnyObject?, action: (Target) -> (Any) -> Void) {
        remove(target, methodType: ObjectIdentifier(((Target) -> (Any) -> Void).self))
    }

    /// The recognizer's name in diagnostics: its ``name``, or its class and its view's name.
    var debugName: String {
        if let name { return name }
        return "\(type(of: self))" + (view.map { " on \($0.debugName)" } ?? "")
    }

    private func add<Target>(_ target: AnyObject?, methodType: ObjectIdentifier,
                             call: @escaping (Target, GestureRecognizer) -> Void) {
        guard let invoke = TargetAction.invoker(target: target, owner: self, ownerName: debugName,
                                                responderChainStart: { $0.view }, call: call) else { return }
        actionEntries.append(GestureActionEntry(target: target, usesResponderChain: target == nil,
                                                methodType: methodType, invoke: invoke))
    }

    private func remove(_ target: AnyObject?, methodType: ObjectIdentifier) {
        actionEntries.removeAll {
            ($0.methodType == methodType && (target == nil || $0.target === target)) || $0.targetWasReleased
        }
    }
}
