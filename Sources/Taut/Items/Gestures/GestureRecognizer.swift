import Foundation

/// Recognises a gesture on a view and sends actions to targets: UIKit's `UIGestureRecognizer`.
///
/// Attach it with ``View/addGestureRecognizer(_:)``. Targets and actions take the same forms as
/// a control's (see `Control.addTarget(_:action:for:)`: the method itself in place of
/// a `#selector`, `@objc` dropped), with the recognizer as the sender:
///
/// ```swift
/// // UIKit
/// let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
/// @objc func didTap(_ sender: UITapGestureRecognizer) { ... }
/// // Taut
/// let tap = UITapGestureRecognizer(target: self, action: Self.didTap)
/// func didTap(_ sender: UITapGestureRecognizer) { ... }
/// ```
///
/// There are no touches headless, so nothing is recognised by itself: a test fires a gesture
/// with ``recognize(at:)`` (or steps through states with ``simulate(_:at:)``), which asks the
/// delegate and the view as UIKit does, then moves ``state`` through the gesture's states
/// (`.ended` for a discrete gesture such as a tap; `.began`, `.changed`, `.ended` for a
/// continuous one such as a pan) and sends the actions at each.
open class GestureRecognizer: NSObject {
    /// The states a recognizer moves through: UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not recognised yet (the initial state).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognised).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture could not be recognised.
        case failed

        /// A discrete gesture was recognised: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    /// The recognizer's state; actions are sent when it becomes `.began`, `.changed`, `.ended`
    /// or `.cancelled` through ``recognize(at:)`` or ``simulate(_:at:)``. Subclasses may set it.
    open var state: State = .possible
    /// Whether the recognizer recognises anything (`true`). A disabled one ignores
    /// ``recognize(at:)``; disabling one in the middle of a gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    /// The view the recognizer is attached to (`nil` until ``View/addGestureRecognizer(_:)``).
    open var view: View? { attachedView }
    /// The object asked whether the gesture may begin (held weakly).
    open weak var delegate: GestureRecognizerDelegate?
    /// Whether touches of a recognised gesture are cancelled in the view (`true`; stored only,
    /// there are no touches headless).
    open var cancelsTouchesInView = true
    /// Whether touches are held back from the view until the gesture fails (`false`; stored only).
    open var delaysTouchesBegan = false
    /// Whether ending touches are held back until the gesture fails (`true`; stored only).
    open var delaysTouchesEnded = true
    /// Whether all touches must be of one type (`true`; stored only).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// Creates a recognizer with no target; add them with `addTarget(_:action:)`.
    public override init() {}

    // MARK: Headless recognition

    /// Fires the gesture headless, as if the user had made it at `location` (in the view's
    /// coordinates; the centre of the view's bounds when `nil`). Returns whether it was
    /// recognised.
    ///
    /// In order: the recognizer is ``reset()``; it recognises nothing when disabled or not
    /// attached to a view. It fails (state `.failed`, no actions) if a recognizer it must wait
    /// for (``require(toFail:)``, or one on the view or an ancestor that the delegates'
    /// `shouldRequireFailureOf` / `shouldBeRequiredToFailBy` name) is in a recognised
    /// state (`.began`, `.changed` or `.ended`) — one still `.possible` counts as failed, as
    /// nothing else is happening — or if the delegate's ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``
    /// or the view's ``View/gestureRecognizerShouldBegin(_:)`` says no. Otherwise ``state``
    /// goes through the gesture's states (a tap or swipe: `.ended`; a long press: `.began`,
    /// `.ended`; a pan, pinch or rotation: `.began`, `.changed`, `.ended`), the actions being
    /// sent at each. The state stays at the last one until the next call.
    @discardableResult
    public func recognize(at location: CGPoint? = nil) -> Bool {
        reset()
        guard isEnabled, let view else { return false }
        touchLocation = location ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let blocked = failureRequirements.contains { $0.value?.isInRecognizedState ?? false }
            || recognizersAround(view).contains { other in
                other.isInRecognizedState
                    && (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
            }
        if blocked || delegate?.gestureRecognizerShouldBegin(self) == false || !view.gestureRecognizerShouldBegin(self) {
            state = .failed
            return false
        }
        for step in headlessStates { simulate(step, at: touchLocation) }
        return true
    }

    /// Sets ``state`` to `state` and, for `.began`, `.changed`, `.ended` and `.cancelled`, sends
    /// the actions: a step of a gesture driven by hand (a pan's `.began`, then `.changed` after
    /// ``PanGestureRecognizer/setTranslation(_:in:)``, ...). `location` is in the view's
    /// coordinates (kept from before when `nil`). Nothing is asked of the delegate.
    public func simulate(_ state: State, at location: CGPoint? = nil) {
        if let location { touchLocation = location }
        self.state = state
        switch state {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .possible, .failed: break
        }
    }

    /// Sets the state back to `.possible` before a new gesture; subclasses override it to clear
    /// their own state, calling `super`.
    open func reset() {
        state = .possible
    }

    // MARK: Where the gesture is

    /// The number of touches of the gesture: 1 once it has been fired headless, 0 before.
    open var numberOfTouches: Int { touchLocation == nil ? 0 : 1 }

    /// Where the gesture is, in `view`'s coordinates (the root's when `nil`): the location
    /// given to ``recognize(at:)``, converted from the recognizer's view; the origin if neither
    /// exists.
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view, let point = touchLocation else { return .zero }
        return own.convert(point, to: view)
    }

    /// The location of one touch (headless there is one: every index gives ``location(in:)``).
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        location(in: view)
    }

    /// Makes this recognizer fail when `otherGestureRecognizer` is recognised (UIKit waits for
    /// the other to fail first; headless, see ``recognize(at:)``). The other is held weakly.
    open func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append(WeakGestureRecognizer(value: otherGestureRecognizer))
    }

    // MARK: Internals

    /// The view it is attached to (set by the view).
    var attachedView: View? {
        get { attachedReference?.view }
        set { attachedReference = newValue?.itemReference }
    }
    /// The view's reference (see ``ItemReference``).
    private var attachedReference: ItemReference?
    /// The target/action entries, in the order they were added.
    var actionEntries: [GestureActionEntry] = []
    /// Recognizers that must not be recognised for this one to be.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The location of the last headless gesture, in the view's coordinates.
    var touchLocation: CGPoint?

    /// The states ``recognize(at:)`` goes through: a discrete gesture's by default.
    var headlessStates: [State] { [.ended] }

    /// The other recognizers attached to `view` and its ancestors (those the delegates are
    /// asked about).
    private func recognizersAround(_ view: View) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var node: View? = view
        while let current = node {
            result.append(contentsOf: (current.extras?.gestureRecognizers ?? []).filter { $0 !== self })
            node = current.superview
        }
        return result
    }

    /// Whether the state is one where the gesture has been recognised.
    var isInRecognizedState: Bool { state == .began || state == .changed || state == .ended }

    /// Sends the actions to their targets, in the order they were added (forgetting entries
    /// whose target was released).
    func sendActions() {
        actionEntries.removeAll { $0.targetWasReleased }
        for entry in actionEntries { entry.invoke(self) }
    }
}

/// A weak reference to a recognizer (for ``GestureRecognizer/require(toFail:)``).
struct WeakGestureRecognizer {
    weak var value: GestureRecognizer?
}
