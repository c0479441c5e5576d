import Foundation

/// The space the keyboard takes in a view: UIKit's `UIKeyboardLayoutGuide`, read through
/// ``View/keyboardLayoutGuide``.
///
/// No keyboard is ever shown headless, so the guide is where UIKit puts it when the keyboard is
/// off screen: as wide as the view, its top at the bottom of the view's safe area and its
/// height the safe area's bottom inset (0 without a home indicator). Pin a form's bottom to
/// its `topAnchor` and the form ends at the safe area, as on a device with the keyboard down.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (`false`, UIKit's
    /// default). Stored only: there is no keyboard headless.
    public var followsUndockedKeyboard = false
    /// Whether the guide's top is the safe area's bottom when the keyboard is off screen
    /// (`true`, the default); `false` ties it to the view's bottom, with a height of 0.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.rootView.engine?.keyboardGuideDidChange(self) } }
    }
    /// Padding above the keyboard for interactive dismissal (0). Stored only; negative values
    /// are treated as 0, as in UIKit.
    public var keyboardDismissPadding: CGFloat = 0 {
        didSet { if !(keyboardDismissPadding >= 0) { keyboardDismissPadding = 0 } }
    }

    /// The guide of `owner`.
    init(owner: View) {
        super.init(system: .keyboard, owner: owner)
    }
}
