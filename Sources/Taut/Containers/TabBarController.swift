import Foundation

/// A container that shows one of several screens, chosen with a ``TabBar`` at the bottom:
/// UIKit's `UITabBarController`.
///
/// Give it its ``viewControllers`` (each shows its ``ViewController/tabBarItem`` in the bar);
/// the first one is selected. Only the selected controller's view is in the hierarchy: it
/// fills the tab bar controller's view, and its safe area grows by the tab bar's height above
/// the home indicator (on an iPhone 14, 34 + 49 = 83 at the bottom), so content pinned to its
/// `safeAreaLayoutGuide` ends above the bar, as on iOS. ``ViewController/additionalSafeAreaInsets`` stays
/// zero (see `ViewController+ContainerInsets.swift`). Changing ``selectedIndex`` or
/// ``selectedViewController`` swaps the views at once; in a shown window the old controller
/// disappears and the new one appears (`viewWillDisappear` of the old, `viewWillAppear` of the
/// new, `viewDidDisappear`, `viewDidAppear`).
///
/// As in UIKit, the ``delegate`` is asked and told only when the user taps a tab (a button of
/// ``tabBar``: `sendActions(for: .touchUpInside)`), not when code sets ``selectedIndex``.
/// Tabs beyond five are laid out in the bar like the others (UIKit's "More" tab is not made).
open class TabBarController: ViewController {
    /// The bar of tabs (a subview of the controller's view, at its bottom).
    open var tabBar: TabBar { storedTabBar }

    /// The delegate asked whether the user may select a tab and told when they did.
    open weak var delegate: TabBarControllerDelegate?

    /// The controllers of the tabs, in order (`nil` before any were set). Setting them makes
    /// them the children of this controller.
    open var viewControllers: [ViewController]? {
        get { storedControllers.isEmpty && !hasControllers ? nil : storedControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's controller. Setting a controller that is not one of
    /// ``viewControllers`` is refused with a diagnostic.
    open var selectedViewController: ViewController? {
        get { storedControllers.indices.contains(storedSelectedIndex) ? storedControllers[storedSelectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = storedControllers.firstIndex(where: { $0 === newValue }) else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidHierarchy,
                    message: "Refused to select \(type(of: newValue)) in \(type(of: self)): "
                        + "it is not one of its viewControllers."))
                return
            }
            select(index)
        }
    }

    /// The index of the selected tab (0 once controllers are set). An index outside
    /// ``viewControllers`` is refused with a diagnostic and the selection stays.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard storedControllers.indices.contains(newValue) else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue,
                    message: "Refused selectedIndex \(newValue) of \(type(of: self)): it has "
                        + "\(storedControllers.count) view controllers."))
                return
            }
            select(newValue)
        }
    }

    /// Sets the tabs' controllers. As UIKit documents, the controller selected before stays
    /// selected if it is among the new ones; otherwise the one at the same index, else the
    /// first. A list holding a controller twice, this controller or one of its ancestors is
    /// refused with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        if let problem = refusal(of: new) {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidHierarchy, message: problem))
            return
        }
        let previous = selectedViewController
        let previousIndex = storedSelectedIndex
        let outgoing = storedControllers.filter { old in !new.contains { $0 === old } }
        // The selected view leaves the hierarchy when its controller is dropped or another is
        // selected; it is swapped below.
        let newIndex: Int
        if let previous, let index = new.firstIndex(where: { $0 === previous }) {
            newIndex = index
        } else if new.indices.contains(previousIndex) {
            newIndex = previousIndex
        } else {
            newIndex = 0
        }
        let incoming = new.indices.contains(newIndex) ? new[newIndex] : nil
        let added = new.filter { $0.parent !== self }
        for controller in outgoing { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        storedControllers = new
        hasControllers = viewControllers != nil
        storedSelectedIndex = new.isEmpty ? 0 : newIndex
        swapSelectedView(from: previous, to: incoming)
        for controller in outgoing {
            controller.containerSafeAreaInsets = .zero
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        storedTabBar.setManagedItems(new.map { $0.tabBarItem })
        storedTabBar.setManagedSelectedItem(incoming?.tabBarItem)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Makes the container's view: a view of the default size with the tab bar at its bottom.
    open override func loadView() {
        let container = TabBarControllerView(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize))
        view = container
        if let selected = selectedViewController, let childView = selected.view {
            layOut(child: selected, in: container)
            container.addSubview(childView)
        }
        container.addSubview(storedTabBar)
    }

    // MARK: Storage

    private let storedTabBar = TabBar()
    /// Whether the tab bar is hidden because a pushed controller asked (see `layOutContainer()`).
    private var tabBarHiddenByPush = false
    private var storedControllers: [ViewController] = []
    private var hasControllers = false
    private var storedSelectedIndex = 0

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        storedTabBar.controller = self
    }

    /// Creates a tab bar controller with no tabs (Taut decodes no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedTabBar.controller = self
    }

    /// A child's ``ViewController/tabBarItem`` was replaced: show the new items.
    func childTabBarItemDidChange() {
        storedTabBar.setManagedItems(storedControllers.map { $0.tabBarItem })
        storedTabBar.setManagedSelectedItem(selectedViewController?.tabBarItem)
    }

    /// The user tapped the tab at `index`: asks the delegate, selects, tells the delegate.
    func userDidSelectTab(at index: Int) {
        guard storedControllers.indices.contains(index) else { return }
        let controller = storedControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        let previous = selectedViewController
        storedSelectedIndex = index
        let next = selectedViewController
        storedTabBar.setManagedSelectedItem(next?.tabBarItem)
        guard previous !== next else { return }
        swapSelectedView(from: previous, to: next)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Takes `old`'s view out of the container and puts `new`'s in, below the tab bar, with
    /// the appearance calls of a shown window in UIKit's order for sibling transitions.
    private func swapSelectedView(from old: ViewController?, to new: ViewController?) {
        guard let container = viewIfLoaded, old !== new else { return }
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        var newView: View?
        if let new, let view = new.view {
            layOut(child: new, in: container)
            newView = view
        }
        let bar = storedTabBar
        let adding = newView.map { view in
            [ContainerTransition.Move(view: view) {
                if bar.superview === container {
                    container.insertSubview(view, belowSubview: bar)
                } else {
                    container.addSubview(view)
                }
            }]
        } ?? []
        // UITabBarController swaps its children with `transition(from:to:…)`: the old view
        // leaves, the new one arrives.
        ContainerTransition.run(in: container.window, removing: oldView.map { [$0] } ?? [], adding: adding,
                                order: .removeFirst)
    }

    /// Lays out the tab bar and the selected controller's view (called by the container view's
    /// `layoutSubviews()`).
    func layOutContainer() {
        guard let container = viewIfLoaded else { return }
        // A navigation stack in the selected tab whose pushed controllers include one with
        // `hidesBottomBarWhenPushed` hides the tab bar until that controller is popped, as in
        // UIKit (the stack's root does not count: it was not pushed).
        let pushedHide = (selectedViewController as? NavigationController)?.viewControllers.dropFirst()
            .contains { $0.hidesBottomBarWhenPushed } ?? false
        if pushedHide != tabBarHiddenByPush {
            tabBarHiddenByPush = pushedHide
            storedTabBar.isHidden = pushedHide
        }
        let bounds = container.bounds
        let barHeight = storedTabBar.isHidden ? 0 : TabBar.standardHeight(for: container.traitCollection.userInterfaceIdiom)
        let total = storedTabBar.isHidden ? 0 : barHeight + container.safeAreaInsets.bottom
        let barFrame = CGRect(x: 0, y: bounds.height - total, width: bounds.width, height: total)
        if storedTabBar.frame != barFrame {
            storedTabBar.frame = barFrame
            storedTabBar.setNeedsLayout()
        }
        if let selected = selectedViewController { layOut(child: selected, in: container) }
    }

    private func layOut(child: ViewController, in container: View) {
        let barHeight = storedTabBar.isHidden ? 0 : TabBar.standardHeight(for: container.traitCollection.userInterfaceIdiom)
        child.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: barHeight, right: 0)
        if let view = child.viewIfLoaded, view.translatesAutoresizingMaskIntoConstraints, view.frame != container.bounds {
            view.frame = container.bounds
        }
    }

    private func refusal(of controllers: [ViewController]) -> String? {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                return "Refused the view controllers of \(type(of: self)): \(type(of: controller)) appears twice."
            }
            var ancestor: ViewController? = self
            while let current = ancestor {
                if current === controller {
                    return "Refused the view controllers of \(type(of: self)): \(type(of: controller)) "
                        + "is the tab bar controller or one of its ancestors."
                }
                ancestor = current.parent
            }
        }
        return nil
    }
}

/// The root view of a ``TabBarController``: lays out the tab bar and the selected tab's view.
final class TabBarControllerView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        (viewController as? TabBarController)?.layOutContainer()
    }
}

extension ViewController {
    /// The nearest ancestor (this controller's parent, its parent's parent, …) that is a
    /// ``TabBarController``, or `nil`.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
