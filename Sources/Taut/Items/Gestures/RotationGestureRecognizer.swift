import Foundation

/// Recognises two fingers turning: UIKit's `UIRotationGestureRecognizer`, a continuous gesture
/// (``GestureRecognizer/recognize(at:)`` goes through `.began`, `.changed`, `.ended`).
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation in radians since the gesture began (0). Set it before firing headless.
    open var rotation: CGFloat = 0
    /// The speed of the rotation in radians per second: 0 headless, where no time passes.
    open var velocity: CGFloat { 0 }

    override var headlessStates: [State] { [.began, .changed, .ended] }
}
