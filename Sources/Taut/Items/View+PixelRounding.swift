import Foundation

extension View {
    /// Whether Auto Layout puts the frames of this view's tree on the screen's pixel grid, as
    /// UIKit always does: after the solve, each edge of a frame set by constraints — in its
    /// superview's coordinates — goes to the nearest pixel (a half pixel going up), the size
    /// being the difference of the rounded edges; a label's intrinsic content size is rounded
    /// up to the pixel, as `UILabel`'s is; and ``systemLayoutSizeFitting(_:)`` returns a size
    /// on the pixel grid. A label centred in 375 points on a @3x screen is then at x = 161.333
    /// (483.5 pixels, rounded up to 484), as on iOS, where the exact value is 161.1667.
    ///
    /// UIKit's behaviour; it will become the default. It is `false` for now: frames are the
    /// solver's exact values.
    ///
    /// Only the root of a tree decides: a ``Window`` for the views in it (rounding at its
    /// device's scale, ``Window/screen``), otherwise the topmost view, rounding at
    /// ``Screen/main``'s scale. Frames set by hand (views that translate their autoresizing
    /// mask into constraints) are never rounded, and constraints keep seeing the exact
    /// values: rounding changes what is written into frames, not the solution.
    public var roundsLayoutToPixels: Bool {
        get { extras?.roundsLayoutToPixels ?? false }
        set {
            guard newValue != roundsLayoutToPixels else { return }
            madeExtras.roundsLayoutToPixels = newValue
            if newValue { PixelRounding.isUsed = true }
            guard superview == nil else { return }  // only a root's value counts
            // Labels measure again (their intrinsic sizes round up or no longer do), and every
            // frame is written again at the next pass.
            for view in ViewHierarchy.subtree(of: self).views where view is Label {
                view.invalidateIntrinsicContentSize()
            }
            engine?.pixelRoundingDidChange()
            setNeedsLayout()
        }
    }

    /// The scale the frames of a tree with this view as its root are rounded at: a window's
    /// screen's (its device's), else the main screen's.
    var pixelRoundingScreenScale: CGFloat {
        if cycleFlags.contains(.isWindow), let window = self as? Window { return window.screen.scale }
        return Screen.main.scale
    }

    /// The scale this view's tree rounds at, or `nil` when its root does not round.
    var pixelRoundingScale: CGFloat? {
        guard PixelRounding.isUsed else { return nil }
        let root = rootView
        guard root.roundsLayoutToPixels else { return nil }
        return root.pixelRoundingScreenScale
    }

    /// A fitting size as UIKit returns it: each dimension to the nearest pixel when the tree
    /// rounds (Stack Overflow 63747471: a view 173.5 wide by its constraint fits in
    /// 173.6667 at @3x, 173.25 in 173.3333 at @3x and 173.5 at @2x), else unchanged.
    func pixelRoundedFittingSize(_ size: CGSize) -> CGSize {
        guard PixelRounding.isUsed, let scale = pixelRoundingScale.map(Double.init) else { return size }
        return CGSize(width: size.width >= 0 ? PixelRounding.nearest(size.width, scale: scale) : size.width,
                      height: size.height >= 0 ? PixelRounding.nearest(size.height, scale: scale) : size.height)
    }
}
