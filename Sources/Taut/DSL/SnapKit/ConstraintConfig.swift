import Foundation

/// Global settings of the SnapKit-style DSL.
///
/// Taut resolves leading and trailing insets with the layout direction of the constrained view
/// (its ``View/effectiveUserInterfaceLayoutDirection`` when it or an ancestor forces one with
/// ``View/semanticContentAttribute``). ``interfaceLayoutDirection`` is only the fallback used
/// when no view up the tree forces a direction, as SnapKit code expects.
public struct ConstraintConfig {
    /// The layout direction used for leading/trailing insets of views whose tree forces none
    /// (default ``UserInterfaceLayoutDirection/leftToRight``). Reading and writing it is thread-safe.
    public static var interfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { lock.lock(); defer { lock.unlock() }; return storedDirection }
        set { lock.lock(); storedDirection = newValue; lock.unlock() }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedDirection = UserInterfaceLayoutDirection.leftToRight

    /// The direction leading/trailing insets of `item` follow: the first direction forced by a
    /// view from the item's view up to the root, else ``interfaceLayoutDirection``.
    static func direction(of item: LayoutItem?) -> UserInterfaceLayoutDirection {
        var view = item?.layoutView
        while let current = view {
            if let forced = current.semanticContentAttribute.forcedDirection { return forced }
            view = current.superview
        }
        return interfaceLayoutDirection
    }
}
