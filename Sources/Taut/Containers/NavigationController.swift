import Foundation

/// A container that shows a stack of screens, one at a time, under a navigation bar: UIKit's
/// `UINavigationController`.
///
/// The stack (``viewControllers``) holds the controller's children, root first; the top one's
/// view fills the navigation controller's view, with the ``navigationBar`` over it (at the
/// view's safe-area top, 44 points tall, 96 with a large title) and, when
/// ``isToolbarHidden`` is `false`, the ``toolbar`` at the bottom above the home indicator. The
/// child's safe area grows by the bars, so that content pinned to its `safeAreaLayoutGuide`
/// starts under the bar, as on iOS (on an iPhone 14: 47 + 44 = 91 points from the top), while
/// its ``ViewController/additionalSafeAreaInsets`` stay zero.
///
/// Pushing and popping happen at once (nothing is animated headless): the former top view
/// leaves and the new one takes its place; in a shown window the outgoing controller gets
/// `viewWillDisappear`/`viewDidDisappear` and the incoming one `viewWillAppear`/`viewDidAppear`,
/// in UIKit's order, and controllers entering or leaving the stack get
/// `willMove(toParent:)`/`didMove(toParent:)`. Pushing a controller already on the stack, or a
/// navigation controller, is refused with a diagnostic (UIKit raises an exception).
open class NavigationController: ViewController {
    // MARK: Creating

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack. Taut has no nibs to load.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive: an empty stack (never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, root first; the last is shown. Setting it replaces the stack at once.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: ViewController? { stack.last }

    /// The controller whose view is shown: the controller presented modally over the top
    /// controller (the last of a chain of presentations) if there is one, else the top
    /// controller.
    open var visibleViewController: ViewController? {
        guard let top = stack.last else { return nil }
        var shown = top
        while let presented = shown.presentedViewController, presented !== shown { shown = presented }
        return shown
    }

    /// The delegate told when a controller is about to show and has shown.
    open weak var delegate: NavigationControllerDelegate?

    /// Pushes `viewController` on the stack and shows it (headless: at once).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if viewController is NavigationController {
            report("Pushing a navigation controller (\(type(of: viewController))) is not supported; it was not pushed.")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            report("Pushing \(type(of: viewController)), already on the stack, is not supported; it was not pushed.")
            return
        }
        replaceStack(with: stack + [viewController])
    }

    /// Pops the top controller and returns it; `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()))
        return top
    }

    /// Pops every controller above the root and returns them (bottom first); `nil` when only
    /// the root is on the stack.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack(with: Array(stack.prefix(1)))
        return popped
    }

    /// Pops the controllers above `viewController` and returns them (bottom first); `nil`, with
    /// a diagnostic, when it is not on the stack (UIKit raises an exception).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            report("popToViewController was given \(type(of: viewController)), which is not on the stack; "
                   + "nothing was popped.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index])) }
        return popped
    }

    /// Replaces the stack (headless: at once). Navigation controllers and repeated controllers
    /// are left out with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var clean: [ViewController] = []
        for controller in viewControllers {
            if controller is NavigationController {
                report("A navigation controller (\(type(of: controller))) can't be on a navigation stack; it was left out.")
            } else if clean.contains(where: { $0 === controller }) {
                report("\(type(of: controller)) was given twice in the stack; the repeat was left out.")
            } else {
                clean.append(controller)
            }
        }
        replaceStack(with: clean)
    }

    // MARK: Bars

    /// The navigation bar (its items are the stack's navigation items).
    public let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: ViewController.defaultViewSize.width,
                                                           height: NavigationBar.defaultHeight))

    /// The toolbar, shown when ``isToolbarHidden`` is `false` (its items are the top
    /// controller's ``ViewController/toolbarItems``).
    public let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: ViewController.defaultViewSize.width,
                                               height: Toolbar.defaultHeight))

    /// Whether the navigation bar is hidden (`false`): hidden, it adds nothing to the child's
    /// safe area.
    open var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (headless: at once).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        barsDidChange()
    }

    /// Whether the toolbar is hidden (`true` by default).
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (headless: at once).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        barsDidChange()
    }

    /// Whether the bars hide on a tap (stored; Taut has no touches).
    open var hidesBarsOnTap = false
    /// Whether the bars hide on a swipe (stored).
    open var hidesBarsOnSwipe = false
    /// Whether the bars hide when the keyboard appears (stored).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a compact vertical size class (stored).
    open var hidesBarsWhenVerticallyCompact = false

    /// The recognizer of the swipe from the leading edge that pops (it never fires headless;
    /// it exists so that code disabling it or setting its delegate runs).
    open private(set) var interactivePopGestureRecognizer: GestureRecognizer? = GestureRecognizer()

    // MARK: The view

    /// Makes the container view (the size of the default screen): the top controller's view,
    /// then the navigation bar and the toolbar over it.
    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize))
        container.controller = self
        view = container
        navigationBar.onHeightChange = { [weak self] in self?.barsDidChange() }
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        toolbar.onTranslucencyChange = { [weak self] in self?.barsDidChange() }
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        if let top = stack.last, let topView = top.view {
            topView.frame = childFrame(for: top)
            container.insertSubview(topView, at: 0)
        }
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        barsDidChange()
    }

    /// The top controller's safe area grows by the shown bars.
    override func safeAreaInsets(forChild child: ViewController) -> EdgeInsets { barInsets(for: child) }

    // MARK: Internals

    var stack: [ViewController] = []
    private var storedNavigationBarHidden = false
    private var storedToolbarHidden = true
    /// The bars' contribution to the child's safe area when it was last given to the engine.
    var lastBarInsets: EdgeInsets?

    private func report(_ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidHierarchy, message: message))
    }
}

/// What a navigation controller tells about the controllers it shows: UIKit's
/// `UINavigationControllerDelegate` (both methods do nothing by default).
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown (after a push, pop or stack change).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// Called after `viewController`'s view was shown.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
}
