import Foundation

/// Animations, headless: UIKit's `UIView.animate` family runs its blocks at once.
///
/// A headless layout has no screen to show frames in between, so each of these runs the
/// `animations` block immediately (changes inside it take effect at once, as if the animation
/// had finished) and then calls `completion` with `true`, before returning. Durations, delays,
/// curves and spring parameters are accepted and ignored. A `layoutIfNeeded()` inside the block
/// lays out at once, as in UIKit, so code that animates constraint changes ends with the
/// final frames.
extension View {
    /// Options of an animation (accepted and ignored headless): UIKit's
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Moves at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition that cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Options of a keyframe animation (accepted and ignored headless): UIKit's
    /// `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Interpolates linearly between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Interpolates smoothly between keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// Runs `animations` at once, then `completion(true)` (no frames in between headless).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runAtOnce(animations, completion)
    }

    /// Runs `animations` at once, then `completion(true)` (no frames in between headless).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runAtOnce(animations, completion)
    }

    /// Runs `animations` at once (no frames in between headless).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAtOnce(animations, nil)
    }

    /// Runs `animations` at once, then `completion(true)`; the spring is ignored headless.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runAtOnce(animations, completion)
    }

    /// Runs `animations` (the keyframes added in it run at once too), then `completion(true)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        runAtOnce(animations, completion)
    }

    /// Runs a keyframe's `animations` at once (call it inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Runs a transition's `animations` on `view` at once, then `completion(true)`.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` in its superview at once (UIKit's default without
    /// `.showHideTransitionViews`), then calls `completion(true)`.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if let parent = fromView.superview, let index = parent.subviews.firstIndex(where: { $0 === fromView }) {
            fromView.removeFromSuperview()
            parent.insertSubview(toView, at: index)
        }
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` at once (everything is without animation headless).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled. Stored for code that reads it back; nothing animates
    /// headless either way.
    public static var areAnimationsEnabled: Bool {
        AnimationSetting.lock.lock(); defer { AnimationSetting.lock.unlock() }
        return AnimationSetting.enabled
    }

    /// Turns animations on or off (see ``areAnimationsEnabled``).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationSetting.lock.lock(); defer { AnimationSetting.lock.unlock() }
        AnimationSetting.enabled = enabled
    }

    private static func runAtOnce(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}

/// The process-wide `areAnimationsEnabled` flag.
private enum AnimationSetting {
    static let lock = NSLock()
    nonisolated(unsafe) static var enabled = true
}
