import Foundation

extension View {
    /// The window the view is in: the root of its tree when that root is a ``Window``,
    /// otherwise `nil`.
    public var window: Window? {
        let root = rootView
        guard root.cycleFlags.contains(.isWindow) else { return nil }
        return root as? Window
    }

    /// Before this view's subtree moves from `oldWindow` to `newWindow`: calls
    /// `willMove(toWindow:)` on every view of the subtree (top-down) and, when the subtree
    /// leaves a shown window or joins one, begins the appearance transition of the view
    /// controllers whose views are in it. Returns the subtree's views, for
    /// ``windowChangeEnds(_:from:to:)``.
    func windowChangeBegins(from oldWindow: Window?, to newWindow: Window?) -> [View] {
        let views = ViewHierarchy.subtree(of: self).views
        let transition = View.appearanceTransition(from: oldWindow, to: newWindow)
        for view in views {
            view.willMove(toWindow: newWindow)
            if let transition, let controller = view.viewController {
                controller.beginAppearanceTransition(transition, animated: false)
            }
        }
        return views
    }

    /// After the subtree moved: `didMoveToWindow()` on each view, then the end of the
    /// appearance transitions begun by ``windowChangeBegins(from:to:)``.
    static func windowChangeEnds(_ views: [View], from oldWindow: Window?, to newWindow: Window?) {
        let transition = appearanceTransition(from: oldWindow, to: newWindow)
        for view in views { view.didMoveToWindow() }
        // A view controller's root view takes its system minimum margins from its window (16
        // or 20 points at the sides).
        for view in views where view.viewController?.viewIfLoaded === view {
            view.rootView.engine?.marginsDidChange(of: view)
        }
        // Dynamic Type labels take the text size of their new window's traits.
        if newWindow != nil { for case let label as Label in views { label.adjustFontForContentSizeCategoryIfNeeded() } }
        guard transition != nil else { return }
        for view in views {
            view.viewController?.endAppearanceTransition()
        }
    }

    /// `true` when a subtree moving between the windows appears, `false` when it disappears,
    /// `nil` when neither (both shown, or both hidden or absent).
    private static func appearanceTransition(from oldWindow: Window?, to newWindow: Window?) -> Bool? {
        let wasShown = oldWindow?.isShown ?? false
        let isShown = newWindow?.isShown ?? false
        if wasShown == isShown { return nil }
        return isShown
    }
}
