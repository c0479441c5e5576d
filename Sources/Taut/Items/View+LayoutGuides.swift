import Foundation

extension View {
    /// The layout guides added with ``addLayoutGuide(_:)``, in order (the margins and safe-area
    /// guides are not listed).
    public var layoutGuides: [LayoutGuide] { guides }

    /// Adds a guide to the view; its ``LayoutGuide/layoutFrame`` is then written in this view's
    /// coordinates. A guide added to another view moves.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.system == nil, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
    }

    /// Removes a guide from the view, deactivating every constraint that mentions it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.system == nil else { return }
        LayoutConstraint.deactivate(guide.ownState.references)
        rootView.engine?.forget([guide])
        guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guides of this view that can take part in layout: the user's, the margins guide
    /// and the safe-area guide (when they exist), and a scroll view's content and frame guides.
    var allGuides: [LayoutGuide] {
        var result = guides
        if let storedMarginsGuide { result.append(storedMarginsGuide) }
        if let storedSafeAreaGuide { result.append(storedSafeAreaGuide) }
        if let guide = extras?.readableGuide { result.append(guide) }
        if let guide = extras?.keyboardGuide { result.append(guide) }
        if cycleFlags.contains(.isScrollView), let scroll = self as? ScrollView {
            result.append(contentsOf: scroll.madeScrollGuides)
        }
        return result
    }
}
