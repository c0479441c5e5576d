import Foundation

/// What ``ViewController/viewWillTransition(to:with:)`` gets when a window changes size: UIKit's
/// `UIViewControllerTransitionCoordinator` (and its context, `…CoordinatorContext`).
///
/// Nothing is animated headless. Blocks given to ``animate(alongsideTransition:completion:)``
/// during `viewWillTransition` run right after the window took its new size (and laid out):
/// every "alongside" block, in the order given, then every completion block — the state UIKit's
/// blocks see (inside the animation the views already have their final sizes). Blocks given
/// after the transition ended run at once.
public final class TransitionCoordinator {
    /// Whether the transition is animated (`false`: nothing is animated headless).
    public let isAnimated = false
    /// Whether the user drives the transition (`false`).
    public let isInteractive = false
    /// Whether the transition was cancelled (`false`).
    public let isCancelled = false
    /// Whether the transition was ever interactive (`false`).
    public let initiallyInteractive = false
    /// How far the transition is (1 when the blocks run).
    public let percentComplete: CGFloat = 1
    /// The duration of the transition (0).
    public let transitionDuration: TimeInterval = 0
    /// The speed of the completion (1).
    public let completionVelocity: CGFloat = 1
    /// The rotation applied by the transition (the identity: Taut resizes, it does not rotate
    /// views).
    public let targetTransform = CGAffineTransform.identity
    /// The view the transition happens in: the window.
    public private(set) weak var containerView: View?

    /// Creates a coordinator for a transition in `containerView`.
    init(containerView: View?) {
        self.containerView = containerView
    }

    /// Runs `animation` and then `completion`, each with this coordinator as the context, once
    /// the new size is applied (at once if the transition already ended). Returns `true`, as
    /// UIKit does when the blocks are accepted.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        if hasFinished {
            animation?(self)
            completion?(self)
        } else {
            if let animation { animations.append(animation) }
            if let completion { completions.append(completion) }
        }
        return true
    }

    /// Like ``animate(alongsideTransition:completion:)``; the view is ignored.
    @discardableResult
    public func animateAlongsideTransition(in view: View?, animation: ((TransitionCoordinator) -> Void)?,
                                           completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Calls `handler` when an interactive transition ends: never, since none is interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {}

    // MARK: Storage

    private var animations: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var hasFinished = false

    /// Runs the queued blocks (alongside blocks first, then completions) and ends the
    /// transition.
    func finish() {
        hasFinished = true
        let pendingAnimations = animations
        let pendingCompletions = completions
        animations = []
        completions = []
        for block in pendingAnimations { block(self) }
        for block in pendingCompletions { block(self) }
    }
}

extension Window {
    /// Applies a change of the window's size: when the size differs, every controller shown
    /// in the window — the root view controller and each presented controller — gets
    /// ``ViewController/viewWillTransition(to:with:)`` once (their children through the
    /// default implementation), before `apply` sets the new size; the window is then laid out
    /// and the coordinator's blocks run.
    func transitionSize(to newSize: CGSize, apply: () -> Void) {
        let oldSize = storedFrame.size
        guard newSize != oldSize, newSize.width.isFinite, newSize.height.isFinite else {
            apply()
            return
        }
        var controllers: [ViewController] = []
        var next = rootViewController
        while let controller = next {
            controllers.append(controller)
            next = controller.containerState.presented
        }
        guard !controllers.isEmpty else {
            apply()
            return
        }
        let coordinator = TransitionCoordinator(containerView: self)
        for controller in controllers {
            let size = controller === rootViewController
                ? newSize
                : controller.presentationFrame(in: CGRect(origin: .zero, size: newSize), window: self).size
            controller.viewWillTransition(to: size, with: coordinator)
        }
        apply()
        setNeedsLayout()
        layoutIfNeeded()
        coordinator.finish()
    }
}
