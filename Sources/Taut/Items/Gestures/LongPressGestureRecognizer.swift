import Foundation

/// Recognises a finger held down: UIKit's `UILongPressGestureRecognizer`, a continuous gesture
/// (``GestureRecognizer/recognize(at:)`` goes through `.began` and `.ended`, as a press held
/// without moving does).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (0.5, UIKit's default). Stored; headless no
    /// time passes.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers the press needs (1).
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press (0).
    open var numberOfTapsRequired = 0
    /// How far the finger may move, in points, before the gesture fails (10, UIKit's default).
    open var allowableMovement: CGFloat = 10

    override var headlessStates: [State] { [.began, .ended] }
}
