import Foundation

/// The controller of a screen's root view: UIKit's `UIViewController`.
///
/// The root view is made on first use of ``view``: ``loadView()`` makes it (a plain ``View``
/// the size of the default screen, 390 × 844), then ``viewDidLoad()`` runs once. Build your
/// screen in `viewDidLoad()`, as in UIKit. Each layout pass of the view calls
/// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` around its `layoutSubviews()`,
/// and the update-constraints pass calls ``updateViewConstraints()`` (whose default calls the
/// view's `updateConstraints()`).
///
/// The appearance calls (``viewWillAppear(_:)`` ... ``viewDidDisappear(_:)``) follow the
/// view's window: they are made when the view joins a shown ``Window`` (its
/// ``Window/rootViewController``, shown by ``Window/makeKeyAndVisible()``) or leaves it, for
/// every controller whose view is in the moving tree, child controllers included, parents
/// first. Nothing is animated headless: `animated` is always `false`.
open class ViewController: Responder {
    /// The size of the root view ``loadView()`` makes: the default screen's bounds, an iPhone
    /// 14's 390 × 844 points (see ``Device/iPhone14``).
    static let defaultViewSize = CGSize(width: 390, height: 844)

    /// The nib name given to ``init(nibName:bundle:)`` (Taut loads no nibs).
    public let nibName: String?
    /// The bundle given to ``init(nibName:bundle:)`` (Taut loads no nibs).
    public let nibBundle: Bundle?

    /// Creates a controller. Taut has no nibs to load: the names are kept and the view is made
    /// by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive. Taut has no storyboards to decode, so this makes
    /// a controller as ``init(nibName:bundle:)`` with no nib does (it never fails); it exists
    /// so that UIKit subclasses, which must write `required init?(coder:)`, compile unchanged.
    public required init?(coder: NSCoder) {
        self.nibName = nil
        self.nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib. A subclass's own `init()` is written without
    /// `override` and calls `super.init(nibName: nil, bundle: nil)`, as in UIKit.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, made on first read by ``loadView()`` followed by ``viewDidLoad()``.
    /// Setting it replaces the root view (without calling `viewDidLoad()`); setting `nil`
    /// unloads it, and the next read loads a new one.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it has been loaded, else `nil` (never loads it).
    public var viewIfLoaded: View? { storedView }
    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view and assigns it to ``view``. The default makes a plain ``View`` the
    /// size of the default screen (390 × 844). Override it to make your own view, without
    /// calling `super`. A `loadView()` that sets no view gets the plain one, with a diagnostic
    /// (UIKit would load it again forever).
    open func loadView() {
        install(View(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize)))
    }

    /// Called once, after the root view was loaded: build the screen here. The default does
    /// nothing.
    open func viewDidLoad() {}

    /// Loads the root view now if it has not been loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "\(type(of: self)).loadView() did not set the view; a plain view of "
                    + "\(formatLayoutNumber(ViewController.defaultViewSize.width)) × "
                    + "\(formatLayoutNumber(ViewController.defaultViewSize.height)) is used."))
            install(View(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize)))
        }
        isLoadingView = false
        viewDidLoad()
    }

    /// A title for the screen (shown by containers such as navigation bars in UIKit); setting
    /// it sets the ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The size the controller would like when shown in a container (stored only).
    open var preferredContentSize: CGSize = .zero

    /// The navigation bar item of the screen (made on first use): what a
    /// ``NavigationController``'s bar shows while this controller is on its stack.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    // MARK: Appearance

    /// Called before the view joins a shown window. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view joined a shown window. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a shown window. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a shown window. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance transition by hand: calls ``viewWillAppear(_:)`` (`isAppearing`)
    /// or ``viewWillDisappear(_:)`` unless the controller is already in that state. Taut
    /// calls it when the view joins or leaves a shown window.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            break
        }
    }

    /// Ends the appearance transition begun by ``beginAppearanceTransition(_:animated:)``:
    /// calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default:
            break
        }
    }

    // MARK: Layout

    /// Called before the view's `layoutSubviews()`; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`; the default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the screen, in the update-constraints pass: called instead
    /// of the root view's `updateConstraints()` when the view asked for it
    /// (`view.setNeedsUpdateConstraints()`), and once in the first layout pass after the view
    /// was loaded. The default calls the view's `updateConstraints()`; call `super` last, as
    /// UIKit asks.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Insets added to the safe area of the root view (zero by default): its
    /// `safeAreaInsets` and `safeAreaLayoutGuide`, and its subviews', include them (as a
    /// container would, to leave room for its own bars; negative values shrink the unsafe
    /// bands, never below zero). A NaN or infinite value is refused with a diagnostic (zero is
    /// used for that edge).
    open var additionalSafeAreaInsets: EdgeInsets {
        get { storedAdditionalInsets }
        set {
            let clean = EdgeInsets(top: valid(newValue.top, "top"), left: valid(newValue.left, "left"),
                                   bottom: valid(newValue.bottom, "bottom"), right: valid(newValue.right, "right"))
            guard clean != storedAdditionalInsets else { return }
            storedAdditionalInsets = clean
            if let view = storedView {
                view.rootView.engine?.safeAreaDidChange()
                view.setNeedsLayout()
                viewSafeAreaInsetsDidChange()
            }
        }
    }

    /// Called when the safe area of the root view changed because of
    /// ``additionalSafeAreaInsets``. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Whether the root view's side margins are never smaller than
    /// ``systemMinimumLayoutMargins`` (`true` by default, as in UIKit). Margins set on the root
    /// view below the minimum are raised to it while this is `true`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else { return }
            view.rootView.engine?.marginsDidChange(of: view)
        }
    }

    /// Called when the root view's layout margins were set. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// The traits of the root view's environment (the default traits before the view loads).
    open var traitCollection: TraitCollection { storedView?.traitCollection ?? .current }
    /// Called when the traits of the environment changed. Taut's traits do not change while
    /// a tree is shown, so this is not called; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Child view controllers

    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The parent controller, or `nil`.
    public private(set) weak var parent: ViewController?

    /// Adds `childController` as a child (removing it from a former parent), calling its
    /// ``willMove(toParent:)`` first, as UIKit does. Add its view to your hierarchy, then call
    /// its ``didMove(toParent:)`` yourself. Adding a controller to itself or to one of its
    /// descendants is refused with a diagnostic.
    open func addChild(_ childController: ViewController) {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === childController {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidHierarchy,
                    message: "Refused to add \(type(of: childController)) as a child of \(type(of: self)): "
                        + "a view controller can't be its own ancestor."))
                return
            }
            ancestor = current.parent
        }
        if childController.parent === self { return }
        childController.willMove(toParent: self)
        if let former = childController.parent { former.children.removeAll { $0 === childController } }
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls its ``didMove(toParent:)`` with `nil`,
    /// as UIKit does. Call ``willMove(toParent:)`` with `nil` before, and remove its view.
    open func removeFromParent() {
        guard let former = parent else { return }
        former.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or, by you, removed from) a parent. The
    /// default does nothing.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller moved to a parent (you call it after adding the child's
    /// view) or was removed (`nil`). The default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// The next responder: the superview of the root view (`nil` if not loaded or a root).
    open override var next: Responder? { storedView?.superview }

    // MARK: Presentation and tabs

    /// Presents `viewControllerToPresent` modally, at once (nothing is animated headless), then
    /// calls `completion`: its view is laid out in the window above the presenter's, in the
    /// frame its ``modalPresentationStyle`` gives (see ``ModalPresentationStyle``). A presenter
    /// whose view is not in a window, or that is already presenting, reports a diagnostic and
    /// presents nothing, as UIKit logs a warning and does nothing.
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, completion: completion)
    }

    /// Dismisses the controller this one (or its nearest ancestor) presented, with everything
    /// presented above it; called on a presented controller, its presenter dismisses it. Done at
    /// once, then `completion` is called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(completion: completion)
    }

    /// How the controller is laid out when presented (``ModalPresentationStyle/automatic``,
    /// a page sheet, by default).
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The animation UIKit would use to present the controller (stored; nothing animates).
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Whether the presented controller refuses interactive dismissal (stored).
    open var isModalInPresentation = false
    /// The object that would make custom transition animators (stored; not called).
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// Whether this controller's view is covered by `.currentContext` presentations of its
    /// descendants (stored; Taut presents them over the window).
    open var definesPresentationContext = false

    /// The item representing the controller in a ``TabBarController``'s tab bar, made on first
    /// use with the controller's ``title``.
    open var tabBarItem: TabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.childTabBarItemDidChange()
        }
    }

    /// Called once when the window's size is about to change to `size` (a rotation), before
    /// the new size is applied. The default forwards the call to the child controllers with
    /// ``size(forChildContentContainer:withParentContainerSize:)``; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
    }

    /// The size a child gets in ``viewWillTransition(to:with:)``: the parent's, by default.
    open func size(forChildContentContainer container: ViewController,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The interface orientations the controller supports: all but upside down on an iPhone,
    /// all on an iPad, as UIKit's defaults (stored for code that reads it; Taut rotates only
    /// when asked).
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the controller's contents rotate (`true`, as in UIKit).
    open var shouldAutorotate: Bool { true }
    /// The status bar style the controller prefers (`.default`; Taut draws no status bar).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (`false`).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to be updated; there is none headless, so this does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Presentation, tab and container storage (see the `Containers` folder).
    let containerState = ContainerState()
    private var storedTabBarItem: TabBarItem?

    // MARK: Navigation

    /// The nearest navigation controller among the controller's ancestors (itself excluded),
    /// or `nil`: UIKit's `navigationController`.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether the tab bar hides while this controller is on a navigation stack (pushed, not
    /// the stack's root) in a tab: the tab bar controller hides its bar and the tab's safe area
    /// loses the bar's height until the controller is popped (`false` by default).
    open var hidesBottomBarWhenPushed = false

    /// The edges of the screen the view reaches under a container's bars (`.all` by default):
    /// without `.top`, a navigation controller places the view below its bar instead of
    /// growing its safe area.
    open var edgesForExtendedLayout = RectEdge.all {
        didSet { (parent as? NavigationController)?.barsDidChange() }
    }

    /// Whether the view reaches under opaque bars too (`false` by default: under a
    /// non-translucent navigation bar, the view starts below the bar, as in UIKit).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { (parent as? NavigationController)?.barsDidChange() }
    }

    /// The items a ``NavigationController``'s toolbar shows while this controller is on top of
    /// its stack (`nil` by default).
    open var toolbarItems: [BarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems`` (headless: at once) and updates the navigation controller's
    /// toolbar when this controller is on top.
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigation = parent as? NavigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: false)
        }
    }

    /// The insets a container controller (a navigation controller's bars) adds to the safe area
    /// of `child`'s view, on top of the child's ``additionalSafeAreaInsets``; UIKit grows a
    /// child's safe area by its container's bars without changing `additionalSafeAreaInsets`.
    /// The default adds nothing.
    func safeAreaInsets(forChild child: ViewController) -> EdgeInsets { .zero }

    /// The insets this controller adds to its view's safe area (see
    /// `effectiveAdditionalSafeAreaInsets`, which also counts a tab bar's).
    var safeAreaAdditions: EdgeInsets { effectiveAdditionalSafeAreaInsets }

    private var storedToolbarItems: [BarButtonItem]?

    // MARK: Storage

    enum Appearance { case disappeared, appearing, appeared, disappearing }

    private var storedView: View?
    private var isLoadingView = false
    private var storedNavigationItem: NavigationItem?
    private var storedAdditionalInsets = EdgeInsets.zero
    var appearance = Appearance.disappeared

    /// Makes `newView` the root view, cutting the former view's link.
    private func install(_ newView: View?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.viewController === self { old.viewController = nil }
        storedView = newView
        guard let newView else { return }
        newView.viewController?.storedView = nil
        newView.viewController = self
        // Its margins are now the controller's system minimum ones (until set).
        newView.rootView.engine?.marginsDidChange(of: newView)
        // `updateViewConstraints()` runs once in the view's first layout pass, as in UIKit.
        newView.enqueueForConstraintUpdate()
    }

    private func valid(_ value: CGFloat, _ edge: String) -> CGFloat {
        guard !value.isFinite else { return value }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "Refused the \(edge) additional safe-area inset \(value) of \(type(of: self)): "
                + "it must be finite; 0 is used."))
        return 0
    }
}
