import Foundation

/// Target/action without Objective-C, shared by ``Control`` and ``GestureRecognizer``: the
/// closure that calls a target's method (an unapplied method reference, `Type.method`) when an
/// action is sent. See `Control.addTarget(_:action:for:)` for the forms it takes.
enum TargetAction {
    /// The closure that calls `call` with the target and the sender: `target` itself (held
    /// weakly: once it is released the call does nothing), or, for a `nil` target, the first
    /// responder of the method's type on the responder chain from `responderChainStart(sender)`.
    /// A target that is not a `Target` is refused with an `.invalidViewValue` diagnostic
    /// naming `owner`, and the result is `nil`.
    static func invoker<Target, Sender: AnyObject>(target: AnyObject?, owner: Sender, ownerName: String? = nil,
                                                   responderChainStart: @escaping (Sender) -> Responder?,
                                                   call: @escaping (Target, Sender) -> Void) -> ((Sender) -> Void)? {
        if let target, !(target is Target) {
            let name = ownerName ?? (owner as? View)?.debugName ?? "\(type(of: owner))"
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "\(name): addTarget was given a \(type(of: target)) as the target of a method of "
                    + "\(Target.self); the action was not registered"))
            return nil
        }
        return { [weak target] sender in
            if let target {
                if let typed = target as? Target { call(typed, sender) }
                return
            }
            var responder = responderChainStart(sender)
            while let current = responder {
                if let typed = current as? Target {
                    call(typed, sender)
                    return
                }
                responder = current.next
            }
        }
    }

    /// `sender` as the sender type an action method expects, or `nil` with an
    /// `.invalidViewValue` diagnostic naming `name` (the method is then not called).
    static func sender<Expected>(_ sender: AnyObject, as type: Expected.Type, named name: String) -> Expected? {
        if let typed = sender as? Expected { return typed }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "\(name): an action method expects a sender of type \(Expected.self), but the sender is a "
                + "\(Swift.type(of: sender)); the method was not called"))
        return nil
    }
}
