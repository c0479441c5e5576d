import Foundation

extension NavigationController {
    /// Makes `newStack` the stack at once: children added and removed with UIKit's
    /// `willMove`/`didMove` calls, the bar's items, the top view swapped (with the appearance
    /// calls in a shown window), the toolbar's items, and the safe area.
    func replaceStack(with newStack: [ViewController]) {
        let old = stack
        let oldTop = old.last
        let newTop = newStack.last
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        for controller in added { addChild(controller) }  // calls willMove(toParent: self)
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        navigationBar.setItems(newStack.map(\.navigationItem), animated: false)
        if oldTop !== newTop {
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: false) }
            if isViewLoaded { swapTopView(from: oldTop, to: newTop) }
            toolbar.setItems(newTop?.toolbarItems, animated: false)
        }
        for controller in removed { controller.removeFromParent() }  // calls didMove(toParent: nil)
        for controller in added { controller.didMove(toParent: self) }
        barsDidChange()
        if oldTop !== newTop, let newTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }

    /// Replaces the shown view: UIKit's order in a shown window is the outgoing controller's
    /// `viewWillDisappear`, the incoming one's `viewWillAppear`, then `viewDidDisappear` and
    /// `viewDidAppear` (the window's own calls end the transitions begun here as the views move).
    private func swapTopView(from oldTop: ViewController?, to newTop: ViewController?) {
        guard let container = viewIfLoaded else { return }
        let shown = container.window?.isShown ?? false
        let newView = newTop?.view  // loaded (viewDidLoad) before the transition, as in UIKit
        if shown {
            oldTop?.beginAppearanceTransition(false, animated: false)
            newTop?.beginAppearanceTransition(true, animated: false)
        }
        if let oldView = oldTop?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        if let newView {
            if newView.translatesAutoresizingMaskIntoConstraints, let newTop { newView.frame = childFrame(for: newTop) }
            container.insertSubview(newView, at: 0)
        }
    }

    /// What the shown bars add to `child`'s safe area: the navigation bar's height at the top
    /// and the toolbar's at the bottom, where the child's view reaches under them, for the top
    /// controller only.
    func barInsets(for child: ViewController) -> EdgeInsets {
        guard child === stack.last else { return .zero }
        let reach = reachesUnderBars(child)
        let top = isNavigationBarHidden || !reach.top ? 0 : navigationBar.barHeight
        let bottom = isToolbarHidden || !reach.bottom ? 0 : Toolbar.defaultHeight
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Whether `child`'s view reaches under the navigation bar and the toolbar: its
    /// `edgesForExtendedLayout` has the edge and the bar is translucent or the child includes
    /// opaque bars (UIKit's rules).
    func reachesUnderBars(_ child: ViewController) -> (top: Bool, bottom: Bool) {
        let edges = child.edgesForExtendedLayout
        let opaque = child.extendedLayoutIncludesOpaqueBars
        return (edges.contains(.top) && (navigationBar.isTranslucent || opaque),
                edges.contains(.bottom) && (toolbar.isTranslucent || opaque))
    }

    /// The frame of `child`'s view: the container's bounds, less the shown bars it does not
    /// reach under.
    func childFrame(for child: ViewController) -> CGRect {
        guard let container = viewIfLoaded else { return CGRect(origin: .zero, size: ViewController.defaultViewSize) }
        let bounds = container.bounds
        let reach = reachesUnderBars(child)
        let safe = container.safeAreaInsets
        var minY: CGFloat = 0
        var maxY = bounds.height
        if !isNavigationBarHidden, !reach.top { minY = safe.top + navigationBar.barHeight }
        if !isToolbarHidden, !reach.bottom { maxY = bounds.height - safe.bottom - Toolbar.defaultHeight }
        return CGRect(x: 0, y: minY, width: bounds.width, height: max(maxY - minY, 0))
    }

    /// A bar was hidden or shown, or its height may have changed: the bars and the child's
    /// safe area follow.
    func barsDidChange() {
        guard let container = viewIfLoaded else { return }
        navigationBar.isHidden = isNavigationBarHidden
        toolbar.isHidden = isToolbarHidden
        container.setNeedsLayout()
        // A tab bar controller above hides its bar while a pushed controller asks it to
        // (`hidesBottomBarWhenPushed`).
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        let insets = stack.last.map { barInsets(for: $0) }
        guard insets != lastBarInsets else { return }
        lastBarInsets = insets
        container.rootView.engine?.safeAreaDidChange()
        if let top = stack.last {
            top.viewIfLoaded?.setNeedsLayout()
            top.viewSafeAreaInsetsDidChange()
        }
    }

    /// Places the bars and the top view in the container (its layout pass).
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        let barFrame = CGRect(x: 0, y: safe.top, width: bounds.width, height: navigationBar.barHeight)
        if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
        let toolbarFrame = CGRect(x: 0, y: bounds.height - safe.bottom - Toolbar.defaultHeight,
                                  width: bounds.width, height: Toolbar.defaultHeight)
        if toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
        if let top = stack.last, let topView = top.viewIfLoaded, topView.superview === container,
           topView.translatesAutoresizingMaskIntoConstraints {
            let frame = childFrame(for: top)
            if topView.frame != frame { topView.frame = frame }
        }
    }
}

/// The view of a ``NavigationController``: it places the bars and the top view in its layout
/// pass (UIKit's private `UILayoutContainerView`).
final class NavigationContainerView: View {
    /// The navigation controller whose view this is.
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}
