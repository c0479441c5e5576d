extension View {
    /// The parts of the view covered by the root's unsafe area (a notch, a home indicator).
    ///
    /// On a root view this is what the user sets, like a device's insets. On other views it is
    /// computed: each edge's inset is how far the root's unsafe band on that side reaches into
    /// the view (between 0 and the view's size). Setting it on a non-root view has no effect.
    public var safeAreaInsets: EdgeInsets {
        get {
            guard superview != nil else { return rootSafeAreaInsets }
            let root = rootView
            return SafeAreaGeometry.insets(of: absoluteFrame, rootSize: root.storedFrame.size,
                                           rootInsets: root.rootSafeAreaInsets)
        }
        set {
            guard superview == nil, newValue != rootSafeAreaInsets else { return }
            rootSafeAreaInsets = newValue
            engine?.safeAreaDidChange()
        }
    }

    /// A guide for the part of the view inside the safe area. Its identifier is
    /// `UIViewSafeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self)
        storedSafeAreaGuide = guide
        return guide
    }

    /// The frame in the root's coordinates (the root's bounds start at zero), from the frames.
    var absoluteFrame: CGRect {
        guard superview != nil else { return CGRect(origin: .zero, size: storedFrame.size) }
        var origin = storedFrame.origin
        var view = self
        while let parent = view.superview, parent.superview != nil {
            origin.x += parent.storedFrame.minX
            origin.y += parent.storedFrame.minY
            view = parent
        }
        return CGRect(origin: origin, size: storedFrame.size)
    }
}

/// The geometry of safe areas: how much of a rectangle lies in the root's unsafe bands.
enum SafeAreaGeometry {
    /// The insets of `rect` (in root coordinates) against the root's unsafe bands, each
    /// clamped to `0...` the rectangle's size.
    static func insets(of rect: CGRect, rootSize: CGSize, rootInsets: EdgeInsets) -> EdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(value, 0), Swift.max(limit, 0)) }
        return EdgeInsets(
            top: clamp(rootInsets.top - rect.minY, rect.height),
            left: clamp(rootInsets.left - rect.minX, rect.width),
            bottom: clamp(rect.maxY - (rootSize.height - rootInsets.bottom), rect.height),
            right: clamp(rect.maxX - (rootSize.width - rootInsets.right), rect.width))
    }
}
