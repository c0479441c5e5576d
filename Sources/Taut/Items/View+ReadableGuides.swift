import Foundation

extension View {
    /// The widest a ``readableContentGuide`` gets: 672 points, UIKit's readable width at the
    /// default (Large) text size — measured on an iPad in landscape, where the guide is 672
    /// wide and 176 points in from each edge of a 1 024-point view (useyourloaf.com, "Readable
    /// Content Guides"). UIKit varies it with the text size; Taut keeps the default's.
    static let readableContentWidth: CGFloat = 672

    /// A guide for text that stays comfortable to read: inside the ``layoutMarginsGuide``, at most
    /// 672 points wide and centred in the margins, with the margins' top and bottom. On iPhone
    /// widths it is the margins guide; on an iPad in landscape it leaves wide sides. Its
    /// identifier is `UIViewReadableContentGuide`.
    public var readableContentGuide: LayoutGuide {
        if let guide = extras?.readableGuide { return guide }
        let guide = LayoutGuide(system: .readableContent, owner: self)
        madeExtras.readableGuide = guide
        return guide
    }

    /// A guide for the space the keyboard takes (iOS 15). Headless the keyboard is never
    /// shown, so the guide is the band below the safe area: full width, its top at the safe
    /// area's bottom, as tall as the bottom safe-area inset. See ``KeyboardLayoutGuide``. Its
    /// identifier is `UIViewKeyboardLayoutGuide`.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = extras?.keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide(owner: self)
        madeExtras.keyboardGuide = guide
        return guide
    }
}
