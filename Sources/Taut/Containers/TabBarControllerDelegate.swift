import Foundation

/// Asked and told about the user's tab selections in a ``TabBarController``: UIKit's
/// `UITabBarControllerDelegate`. As in UIKit, these are called only when the user taps a tab
/// (a tab bar button's `sendActions(for: .touchUpInside)`), not when code sets `selectedIndex`
/// or `selectedViewController`: Apple documents `tabBarController(_:didSelect:)` as "called
/// only in response to user taps in the tab bar and is not called when your code changes the
/// tab bar contents programmatically", and as called "regardless of whether the selected view
/// controller changed".
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab (`true` by default).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController,
                                 shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
