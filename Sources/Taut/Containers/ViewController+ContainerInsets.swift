import Foundation

// The one hook through which container view controllers (tab bar controllers, navigation
// controllers, anything that lays a bar over a child's view) grow the child's safe area.

extension ViewController {
    /// Insets a parent container adds to the safe area of this controller's root view, for the
    /// bars it lays over that view: a ``TabBarController`` sets `bottom` to its tab bar's height
    /// above the home indicator (49 on an iPhone), a navigation controller would set `top` to its
    /// bar's height below the status bar.
    ///
    /// They add to the safe area exactly as ``additionalSafeAreaInsets`` do (each edge inset from
    /// the safe part the view already has, so a tab bar's 49 points above an iPhone 14's 34-point
    /// home indicator give a bottom safe-area inset of 83), but they are not
    /// ``additionalSafeAreaInsets``: UIKit keeps that property for the app and it reads zero in a
    /// tab's controller, so the containers set this internal value instead. Only the container
    /// that owns the child sets it (when it lays the child out); setting a new value invalidates
    /// the safe area of the view's tree and calls ``viewSafeAreaInsetsDidChange()``, as a change
    /// of ``additionalSafeAreaInsets`` does. Non-finite edges are read as zero.
    var containerSafeAreaInsets: EdgeInsets {
        get { containerState.containerInsets }
        set {
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            let clean = EdgeInsets(top: finite(newValue.top), left: finite(newValue.left),
                                   bottom: finite(newValue.bottom), right: finite(newValue.right))
            guard clean != containerState.containerInsets else { return }
            containerState.containerInsets = clean
            if let view = viewIfLoaded {
                view.rootView.engine?.safeAreaDidChange()
                view.setNeedsLayout()
                viewSafeAreaInsetsDidChange()
            }
        }
    }

    /// What the safe-area geometry adds at this controller's root view: the app's
    /// ``additionalSafeAreaInsets``, plus the container's ``containerSafeAreaInsets`` (a tab
    /// bar's), plus what the parent reports for this child's bars through
    /// `safeAreaInsets(forChild:)` (a navigation controller's bar and toolbar).
    var effectiveAdditionalSafeAreaInsets: EdgeInsets {
        var total = additionalSafeAreaInsets
        for bars in [containerState.containerInsets, parent?.safeAreaInsets(forChild: self) ?? .zero] where bars != .zero {
            total = EdgeInsets(top: total.top + bars.top, left: total.left + bars.left,
                               bottom: total.bottom + bars.bottom, right: total.right + bars.right)
        }
        return total
    }
}
