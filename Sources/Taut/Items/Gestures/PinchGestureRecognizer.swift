import Foundation

/// Recognises a pinch: UIKit's `UIPinchGestureRecognizer`, a continuous gesture
/// (``GestureRecognizer/recognize(at:)`` goes through `.began`, `.changed`, `.ended`).
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale of the pinch relative to the fingers' first distance (1). Set it before firing
    /// a gesture headless, or to 1 in an action to measure from there, as in UIKit.
    open var scale: CGFloat = 1
    /// The speed of the scale change, per second: 0 headless, where no time passes.
    open var velocity: CGFloat { 0 }

    override var headlessStates: [State] { [.began, .changed, .ended] }
}
