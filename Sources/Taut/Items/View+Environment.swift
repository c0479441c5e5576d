import Foundation

extension View {
    /// Whether the view's margins should also respect its superview's margins where the view
    /// reaches into them (UIKit's `preservesSuperviewLayoutMargins`, `false` by default).
    /// Stored only: Taut's ``layoutMargins`` and ``layoutMarginsGuide`` stay the view's own, so
    /// a view flush with a superview whose margins are wider than its own places margin-bound
    /// content nearer the edge than UIKit would.
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras?.preservesSuperviewLayoutMargins ?? false }
        set { madeExtras.preservesSuperviewLayoutMargins = newValue }
    }

    /// The appearance the view and its subtree report in ``traitCollection``
    /// (`.unspecified`, the default, inherits the superview's, and at the top the window's).
    /// Changing it calls ``traitCollectionDidChange(_:)`` on the views of the subtree whose
    /// appearance changed.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            let before = ViewHierarchy.subtree(of: self).views.map { ($0, $0.traitCollection) }
            madeExtras.overrideUserInterfaceStyle = newValue
            for (view, previous) in before where view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle {
                view.traitCollectionDidChange(previous)
            }
        }
    }

    /// The nearest ``overrideUserInterfaceStyle`` other than `.unspecified` on the view or an
    /// ancestor, if any.
    var overriddenUserInterfaceStyle: UserInterfaceStyle? {
        var node: View? = self
        while let view = node {
            if let style = view.extras?.overrideUserInterfaceStyle, style != .unspecified { return style }
            node = view.superview
        }
        return nil
    }

    /// Pixels per point of the view's content: the scale of the screen of the view's window
    /// (its ``Window/device``'s), else of the main screen (``Screen/main``), until set. Stored
    /// only: Taut draws nothing at a resolution.
    public var contentScaleFactor: CGFloat {
        get { extras?.contentScaleFactor ?? (rootView as? Window)?.device?.scale ?? Screen.main.scale }
        set { madeExtras.contentScaleFactor = newValue }
    }

    /// Whether the view receives more than one touch at a time (`false` by default). Stored
    /// only: there are no touches headless.
    public var isMultipleTouchEnabled: Bool {
        get { extras?.isMultipleTouchEnabled ?? false }
        set { madeExtras.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view receives touches only when no other view does (`false` by default).
    /// Stored only: there are no touches headless.
    public var isExclusiveTouch: Bool {
        get { extras?.isExclusiveTouch ?? false }
        set { madeExtras.isExclusiveTouch = newValue }
    }

    /// A view whose opaque parts show this view's content (`nil` by default). Stored only:
    /// renderers draw the view unmasked.
    public var mask: View? {
        get { extras?.mask }
        set { madeExtras.mask = newValue }
    }

    /// The alignment rectangle for `frame`: `frame` inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle: `alignmentRect` grown by ``alignmentRectInsets``.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        alignmentRect.inset(by: alignmentRectInsets.negated)
    }
}
