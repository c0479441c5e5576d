import Foundation

extension Window {
    /// The traits of the window's views: ``TraitCollection/current`` with size classes read
    /// from the window's size and, for a window made for a ``Device``, the device's scale and
    /// idiom.
    ///
    /// Size classes follow UIKit's rule for full-screen windows, approximately: a window at
    /// least 768 points on both sides, or made for an iPad ``Device`` (the 744-point-wide iPad
    /// mini too), is an iPad's (regular width and height); otherwise it is
    /// a phone's, with a compact height when shorter than 500 points (landscape) and a regular
    /// width only when at least 896 points wide (the large iPhones in landscape).
    var windowTraits: TraitCollection {
        var traits = TraitCollection.current
        let size = frame.size
        if (size.width >= 768 && size.height >= 768) || device?.idiom == .pad {
            traits.horizontalSizeClass = .regular
            traits.verticalSizeClass = .regular
            traits.userInterfaceIdiom = .pad
        } else {
            // The Plus and Max phones (414 points or wider held upright, the 8 Plus's 736-point
            // landscape width included) are regular wide in landscape (HIG, "Layout", size classes).
            let wideDevice = device.map { $0.portraitSize.width >= 414 && size.width > size.height } ?? false
            traits.horizontalSizeClass = size.width >= 896 || wideDevice ? .regular : .compact
            traits.verticalSizeClass = size.height < 500 ? .compact : .regular
        }
        if let device {
            traits.displayScale = device.scale
            traits.userInterfaceIdiom = device.idiom
        }
        return traits
    }

    /// Tells every view (and view controller) of the window's tree that the traits changed,
    /// top-down, when they differ from those last delivered.
    func deliverTraitChangesIfNeeded() {
        let traits = windowTraits
        guard let previous = deliveredTraits else { deliveredTraits = traits; return }
        guard previous != traits else { return }
        deliveredTraits = traits
        for view in ViewHierarchy.subtree(of: self).views {
            view.viewController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
            (view as? Label)?.adjustFontForContentSizeCategoryIfNeeded()
        }
    }
}
