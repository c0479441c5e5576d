import Foundation

/// The root of a screen's view tree: UIKit's `UIWindow`.
///
/// A window is a root view: its frame is the screen's, and its ``View/safeAreaInsets`` are
/// the device's (set them, or make the window with ``init(device:)``). Set
/// ``rootViewController`` to show a screen: the controller's view is loaded and fills the
/// window. ``makeKeyAndVisible()`` shows the window, which makes the view controllers in it
/// appear (`viewWillAppear`, `viewDidAppear`).
///
/// Views added to a window's tree, or removed from it, get `willMove(toWindow:)` and
/// `didMoveToWindow()`, and their ``View/window`` is the window. Unlike UIKit, a new window is
/// not hidden (so that it renders); it is *shown* — its controllers appear — only after
/// ``makeKeyAndVisible()`` or setting ``View/isHidden`` to `false`.
open class Window: View {
    /// Creates a window with a frame (usually the screen's bounds).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        cycleFlags.insert(.isWindow)
    }

    /// Creates a window from an archive: an empty window with a zero frame (it never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        cycleFlags.insert(.isWindow)
    }

    /// Creates a window of `device`'s screen size with its portrait safe-area insets.
    public convenience init(device: Device) {
        self.init(frame: device.bounds)
        self.device = device
        safeAreaInsets = device.safeAreaInsets
        DeviceWindow.note(self)
    }

    /// The device the window was made for with ``init(device:)`` or
    /// ``init(device:orientation:)``, in the window's orientation, else `nil`.
    public internal(set) var device: Device?

    /// The controller whose view fills the window. Setting it loads the controller's view,
    /// removes the former controller's view and adds the new one as the window's subview with
    /// the window's bounds (it follows the window's size, as UIKit's autoresizing does); in a
    /// shown window the former controller disappears and the new one appears.
    open var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if let old = storedRootViewController, let oldView = old.viewIfLoaded, oldView.superview === self {
                oldView.removeFromSuperview()
            }
            storedRootViewController = newValue
            guard let controller = newValue, let view = controller.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }

    /// Makes the window the key window and shows it: the view controllers in it appear.
    open func makeKeyAndVisible() {
        makeKey()
        show()
    }

    /// Makes the window the key window (the one that gets keyboard events in UIKit); the
    /// former key window resigns.
    open func makeKey() {
        let former = KeyWindow.swap(self)
        guard former !== self else { return }
        former?.resignKey()
        becomeKey()
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { KeyWindow.current === self }

    /// Called when the window became the key window. The default does nothing.
    open func becomeKey() {}
    /// Called when the window stopped being the key window. The default does nothing.
    open func resignKey() {}

    /// Whether the window is hidden. Setting `false` shows the window (its controllers
    /// appear); setting `true` hides it (they disappear).
    open override var isHidden: Bool {
        didSet { if isHidden { hide() } else { show() } }
    }

    /// Keeps the root view controller's view filling the window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        deliverTraitChangesIfNeeded()
        if let view = storedRootViewController?.viewIfLoaded, view.superview === self,
           view.translatesAutoresizingMaskIntoConstraints, view.frame != bounds {
            view.frame = bounds
        }
        layOutPresentedViews()
    }

    // MARK: Presentation and rotation (Containers/ViewController+Presentation.swift, TransitionCoordinator.swift)

    /// The window's frame. A change of size (a rotation between a device's portrait and
    /// landscape sizes) first calls ``ViewController/viewWillTransition(to:with:)`` once on
    /// the root view controller and on each presented controller, then applies the size, lays
    /// the window out and runs the coordinator's blocks.
    open override var frame: CGRect {
        get { super.frame }
        set { transitionSize(to: newValue.size) { super.frame = newValue } }
    }

    /// The window's bounds; a change of size works as for ``frame``.
    open override var bounds: CGRect {
        get { super.bounds }
        set { transitionSize(to: newValue.size) { super.bounds = newValue } }
    }

    // MARK: Storage

    /// The traits last delivered to the window's views (`nil` before the first layout).
    var deliveredTraits: TraitCollection?

    private var storedRootViewController: ViewController?
    /// Whether the window is shown (its controllers have appeared).
    private(set) var isShown = false

    private func show() {
        guard !isShown else { return }
        let controllers = ViewHierarchy.subtree(of: self).views.compactMap(\.viewController)
        for controller in controllers { controller.beginAppearanceTransition(true, animated: false) }
        isShown = true
        for controller in controllers { controller.endAppearanceTransition() }
    }

    private func hide() {
        guard isShown else { return }
        let controllers = ViewHierarchy.subtree(of: self).views.compactMap(\.viewController)
        for controller in controllers { controller.beginAppearanceTransition(false, animated: false) }
        isShown = false
        for controller in controllers { controller.endAppearanceTransition() }
    }
}

/// The key window, held weakly (thread-safe).
enum KeyWindow {
    private final class Box: @unchecked Sendable { weak var window: Window? }
    private static let lock = NSLock()
    private static let box = Box()

    /// The key window, if it still exists.
    static var current: Window? {
        lock.lock(); defer { lock.unlock() }
        return box.window
    }

    /// Makes `window` the key window and returns the former one.
    static func swap(_ window: Window) -> Window? {
        lock.lock(); defer { lock.unlock() }
        let former = box.window
        box.window = window
        return former
    }
}
