import Foundation

/// UIKit's pixel rounding of Auto Layout frames, for the trees whose root asks for it
/// (``View/roundsLayoutToPixels``).
///
/// The rule, as iOS applies it: after the solve, each edge of a frame laid out by Auto Layout —
/// in its superview's coordinates — goes to the nearest pixel of the screen's scale, a half
/// pixel going up; the size is the difference of the rounded edges. A label centred in 375
/// points at @3x is at x = 161.333 (the exact 161.1667 is 483.5 pixels, rounded up to 484).
///
/// Sources (numbers recorded on iOS):
/// - swift-snapshot-testing's `testTraits` reference files (`Tests/SnapshotTestingTests/__Snapshots__/
///   SnapshotTestingTests/testTraits.*.txt`, `recursiveDescription` written by UIKit): a label 52.6667
///   wide centred in 375 points on an iPhone X (@3x) is at x = 161.333, its right edge 213.8333 →
///   214; a label 19.5 high centred in the iPhone 8's safe area (20…667, @2x) is at y = 334, not
///   333.75 (667.5 pixels → 668); on an iPhone SE (1st generation, @2x) y = 284.5 for 284.25 and
///   x = 156.5 for 156.25; on an iPad mini (@2x, 1024 wide) x = 484.5 for 484.25. Every half
///   pixel of those files goes up; no edge is off by more than half a pixel.
/// - Stack Overflow 19349072 ("Why does iOS auto layout lead to apparent rounding errors on
///   pre-Retina displays"): a view constrained at y = 950.25 is at 950.5 at @2x, at 950.2 it is at
///   950: to the nearest pixel, not up.
/// - The position is rounded before the size is worked out: the recorded sizes are the
///   differences of rounded edges (a 7.3333-wide "?" at x = 183.8333 @3x stays 7.3333 wide:
///   551.5 → 552 and 573.5 → 574 pixels).
///
/// Rounding is in superview coordinates: UIKit's engine keeps each view's position relative to
/// its superview and rounds the values it writes into the view's `center` and `bounds`
/// (`-[UIView _nsis_center:bounds:inEngine:]`, which also gives a layout guide its `layoutFrame`:
/// `-[UILayoutGuide _updateLayoutFrameInOwningView:fromEngine:]` in decompiled UIKitCore). Guides'
/// layout frames are rounded the same way here. A half pixel below zero also goes up (towards
/// +∞); iOS records of negative positions were not found.
///
/// The rounding is applied only when writing frames: the solver keeps the exact values, so
/// constraints (and the next incremental solve) never see a rounded frame.
extension LayoutEngine {
    /// The scale to round this tree's frames at, or `nil` when they are written exact: the
    /// root's ``View/roundsLayoutToPixels`` is off (the default), or this is a fitting engine.
    var pixelRoundingScale: Double? {
        guard PixelRounding.isUsed, let root, root.roundsLayoutToPixels else { return nil }
        return Double(root.pixelRoundingScreenScale)
    }

    /// The frame of `iv` relative to `parent` (its superview, or a guide's owning view): exact
    /// (solver noise snapped away) without a scale, else with each edge on the pixel grid.
    @inline(__always)
    func writtenFrame(of iv: ItemVariables, in parent: ItemVariables, scale: Double?) -> CGRect {
        let x = iv.left.value - parent.left.value, y = iv.top.value - parent.top.value
        guard let scale else {
            return CGRect(x: snap(x), y: snap(y), width: snap(iv.width.value), height: snap(iv.height.value))
        }
        return PixelRounding.frame(x: x, y: y, width: iv.width.value, height: iv.height.value, scale: scale)
    }

    /// The size of the root: exact, or with its far edges on the pixel grid (its origin stays
    /// where its frame holds it).
    @inline(__always)
    func writtenRootSize(of iv: ItemVariables, scale: Double?) -> CGSize {
        guard let scale else { return CGSize(width: snap(iv.width.value), height: snap(iv.height.value)) }
        return CGSize(width: PixelRounding.nearest(iv.width.value, scale: scale),
                      height: PixelRounding.nearest(iv.height.value, scale: scale))
    }

    /// The root's ``View/roundsLayoutToPixels`` changed: every frame is written again at the
    /// next pass (the solution itself does not change).
    func pixelRoundingDidChange() {
        for iv in allVariables where !iv.isForgotten { markDirty(iv) }
        needsLayout = true
    }
}

/// The arithmetic of UIKit's pixel rounding (see `LayoutEngine+PixelRounding.swift`).
enum PixelRounding {
    /// Set (for good) the first time any view turns ``View/roundsLayoutToPixels`` on: until
    /// then no layout looks the switch up, so that rounding costs nothing while unused.
    nonisolated(unsafe) static var isUsed = false

    /// How far (in pixels) a value may be from a half or a whole pixel and still count as on
    /// it: the solver's arithmetic leaves 161.1667 × 3 a hair under 483.5.
    static let tolerance = 1e-6

    /// `value` to the nearest pixel at `scale` pixels per point, a half going up.
    @inline(__always)
    static func nearest(_ value: Double, scale: Double) -> Double {
        ((value * scale + 0.5 + tolerance).rounded(.down)) / scale
    }

    /// `value` up to the pixel at `scale` (UILabel's intrinsic size); a value already on a
    /// pixel (within ``tolerance``) stays.
    @inline(__always)
    static func up(_ value: Double, scale: Double) -> Double {
        ((value * scale - tolerance).rounded(.up)) / scale
    }

    /// The frame whose edges are those of (x, y, width, height) each to the nearest pixel: the
    /// size is the difference of the rounded edges.
    static func frame(x: Double, y: Double, width: Double, height: Double, scale: Double) -> CGRect {
        let minX = nearest(x, scale: scale), minY = nearest(y, scale: scale)
        let maxX = nearest(x + width, scale: scale), maxY = nearest(y + height, scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
