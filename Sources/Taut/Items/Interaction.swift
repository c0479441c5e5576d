import Foundation

/// Behaviour a view gains by having an object attached (a context menu, drag and drop):
/// UIKit's `UIInteraction`. Headless there is nothing to interact with: the objects are kept and
/// told when they are attached and removed.
public protocol Interaction: AnyObject {
    /// The view the interaction is attached to.
    var view: View? { get }
    /// Called before the interaction is attached to `view` (or removed, with `nil`).
    func willMove(to view: View?)
    /// Called after the interaction was attached to `view` (or removed, with `nil`).
    func didMove(to view: View?)
}

extension View {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any Interaction] {
        get { extras?.interactions ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Attaches `interaction` (removing it from a view it was on), telling it before and after.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        if let former = interaction.view, former !== self { former.removeInteraction(interaction) }
        interaction.willMove(to: self)
        madeExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view, telling it before and after.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = extras?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        madeExtras.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// Makes the view, or the view of its subtree that is first responder, resign first
    /// responder status (a text field ends editing). Returns whether a responder resigned (with
    /// `force`, it resigns even when ``Responder/canResignFirstResponder`` says no).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        for view in ViewHierarchy.subtree(of: self).views where view.holdsFirstResponder {
            if force {
                view.holdsFirstResponder = false
                return true
            }
            return view.resignFirstResponder()
        }
        return false
    }
}

/// The context menu a long press shows on a view: UIKit's `UIContextMenuInteraction`. Headless,
/// no menu is shown: the delegate is kept, and ``configuration(at:)`` asks it as a long press
/// would, for tests.
open class ContextMenuInteraction: Interaction {
    /// Creates an interaction whose menus `delegate` describes (held weakly).
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// The object that describes the menus, held weakly.
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: View?

    /// Called before the interaction is attached or removed; the default does nothing.
    open func willMove(to view: View?) {}
    /// Records the view the interaction is attached to.
    open func didMove(to view: View?) { self.view = view }

    /// The configuration the delegate gives for a press at `location` (in the view's
    /// coordinates), as a long press would ask for it; `nil` without a delegate.
    public func configuration(at location: CGPoint) -> ContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    /// Where the interaction is in `view`'s coordinates: the origin headless (no press happens).
    public func location(in view: View?) -> CGPoint { .zero }

    /// Dismisses the shown menu (none is shown headless).
    public func dismissMenu() {}
}

/// What describes a view's context menu: UIKit's `UIContextMenuInteractionDelegate`.
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a long press at `location`, or `nil` for none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
}

/// A context menu's content: UIKit's `UIContextMenuConfiguration` (stored only: no menu is
/// drawn headless; the providers are kept and can be called by tests).
open class ContextMenuConfiguration {
    /// Makes a view controller previewed above the menu.
    public typealias PreviewProvider = () -> ViewController?
    /// Makes the menu from the system's suggested actions.
    public typealias ActionProvider = ([Any]) -> Any?

    /// Creates a configuration with an identifier and the providers of its preview and menu.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The identifier given.
    public let identifier: (any NSCopying)?
    /// Makes the preview's view controller.
    public let previewProvider: PreviewProvider?
    /// Makes the menu.
    public let actionProvider: ActionProvider?
}

/// The base of haptic feedback generators: UIKit's `UIFeedbackGenerator`. There is no Taptic
/// Engine headless: every method is accepted and does nothing.
open class FeedbackGenerator {
    /// Creates a generator.
    public init() {}
    /// Readies the engine for a coming feedback (does nothing headless).
    open func prepare() {}
}

/// A haptic tap of a weight: UIKit's `UIImpactFeedbackGenerator` (does nothing headless).
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the tap feels. UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A light tap.
        case light
        /// A medium tap.
        case medium
        /// A heavy tap.
        case heavy
        /// A soft, flexible tap.
        case soft
        /// A hard, rigid tap.
        case rigid
    }

    /// Creates a generator of `style` taps.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// The weight of the taps.
    public let style: FeedbackStyle

    /// Plays a tap (does nothing headless).
    open func impactOccurred() {}
    /// Plays a tap of an intensity, 0...1 (does nothing headless).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A haptic tick for a changing selection: UIKit's `UISelectionFeedbackGenerator` (does
/// nothing headless).
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays a tick (does nothing headless).
    open func selectionChanged() {}
}

/// A haptic pattern for an outcome: UIKit's `UINotificationFeedbackGenerator` (does nothing
/// headless).
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcomes. UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the pattern of an outcome (does nothing headless).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
