import Foundation

/// One target/action entry of a ``GestureRecognizer``.
struct GestureActionEntry {
    /// The target, held weakly (`nil` for an entry that searches the responder chain).
    weak var target: AnyObject?
    /// Whether the entry was registered with a `nil` target (the responder chain from the
    /// recognizer's view is searched when it fires).
    let usesResponderChain: Bool
    /// The type of the target's method, which is all that tells two methods apart in Swift.
    let methodType: ObjectIdentifier
    /// Calls the target's method with the recognizer.
    let invoke: (GestureRecognizer) -> Void

    /// Whether the entry's target has been released.
    var targetWasReleased: Bool { !usesResponderChain && target == nil }
}
