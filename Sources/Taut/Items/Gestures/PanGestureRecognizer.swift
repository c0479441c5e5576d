import Foundation

/// Recognises a drag: UIKit's `UIPanGestureRecognizer`, a continuous gesture.
///
/// Headless, ``recognize(translation:velocity:at:)`` (or ``GestureRecognizer/recognize(at:)``,
/// with the translation already set) goes through `.began`, `.changed` and `.ended`.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers the pan needs (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan allows (`Int.max`, UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// How far the gesture has moved since it began. Taut ignores transforms in conversions, so
    /// the translation is the same in every view's coordinates.
    open func translation(in view: View?) -> CGPoint { storedTranslation }

    /// Sets the translation (to `.zero`, typically, to measure from the current position).
    open func setTranslation(_ translation: CGPoint, in view: View?) { storedTranslation = translation }

    /// The speed of the gesture, in points per second: what was given to
    /// ``recognize(translation:velocity:at:)`` (zero otherwise).
    open func velocity(in view: View?) -> CGPoint { storedVelocity }

    /// Fires a pan headless: `.began` with a zero translation, then `.changed` and `.ended` with
    /// `translation` and `velocity`, sending the actions at each (after the checks of
    /// ``GestureRecognizer/recognize(at:)``). Returns whether it was recognised.
    @discardableResult
    public func recognize(translation: CGPoint, velocity: CGPoint = .zero, at location: CGPoint? = nil) -> Bool {
        pendingMove = (translation, velocity)
        defer { pendingMove = nil }
        return recognize(at: location)
    }

    /// Clears the velocity for a new gesture (the translation stays until set, as in UIKit).
    open override func reset() {
        super.reset()
        storedVelocity = .zero
    }

    override var headlessStates: [State] { [.began, .changed, .ended] }

    override func sendActions() {
        if let move = pendingMove {
            if state == .began {
                storedTranslation = .zero
            } else {
                storedTranslation = move.translation
                storedVelocity = move.velocity
            }
        }
        super.sendActions()
    }

    private var storedTranslation = CGPoint.zero
    private var storedVelocity = CGPoint.zero
    private var pendingMove: (translation: CGPoint, velocity: CGPoint)?
}
