import Foundation

/// The state of a view that few views use, kept out of ``View`` itself so that the thousands of
/// plain views of a layout pay one pointer for all of it: made by ``View/madeExtras`` on the
/// first write of one of these properties.
final class ViewExtras {
    /// ``View/transform``; `nil` is the identity (so `frame` reads need no comparison).
    var transform: CGAffineTransform?
    /// ``View/autoresizingMask``.
    var autoresizingMask: View.AutoresizingMask = []
    /// ``View/mask``.
    var mask: View?
    /// The attached gesture recognizers, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] = []
    /// The attached interactions (context menus, drag and drop), in the order they were added.
    var interactions: [any Interaction] = []
    /// ``View/readableContentGuide``, once read.
    var readableGuide: LayoutGuide?
    /// ``View/keyboardLayoutGuide``, once read.
    var keyboardGuide: KeyboardLayoutGuide?
    /// ``View/overrideUserInterfaceStyle``.
    var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// ``View/contentScaleFactor`` once set (`nil`: the screen's scale).
    var contentScaleFactor: CGFloat?
    /// ``View/preservesSuperviewLayoutMargins``.
    var preservesSuperviewLayoutMargins = false
    /// ``View/isMultipleTouchEnabled``.
    var isMultipleTouchEnabled = false
    /// ``View/isExclusiveTouch``.
    var isExclusiveTouch = false
    /// The opposite of ``View/reportsAmbiguousLayout``.
    var ignoresAmbiguousLayout = false
    /// ``View/roundsLayoutToPixels``.
    var roundsLayoutToPixels = false
}

extension View {
    /// The view's ``ViewExtras``, made on first need.
    var madeExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }
}
