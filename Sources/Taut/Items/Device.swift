import Foundation

/// A device's screen, for a ``Window`` that lays out as it would on that device: the screen
/// size in points in one orientation, the safe-area insets of a full-screen window in that
/// orientation (the status bar or sensor housing, the home indicator), the scale and the idiom.
///
/// `Window(device: .iPhone15)` makes a window of the screen's size with those insets, so that
/// views pinned to a `safeAreaLayoutGuide` land where they would on the device;
/// `Window(device: .iPhone15, orientation: .landscapeLeft)` (or `Window(device: .iPhone15.landscape)`)
/// makes the landscape one. The catalog of phones and iPads, with the source of each figure,
/// is in `Device+Catalog.swift` (``iPhoneSE``, ``iPhone13Mini``, ``iPhone14``, ``iPhone15``,
/// ``iPhone16Pro``, ``iPhone16ProMax``, ``iPadMini``, ``iPad``, ``iPadPro11``, ``iPadPro13`` …).
///
/// A description always keeps both orientations' safe-area insets
/// (``portraitSafeAreaInsets``, ``landscapeSafeAreaInsets``); ``rotated(to:)`` picks one.
public struct Device: Hashable, Sendable {
    /// A name for descriptions (`"iPhone 15"`).
    public var name: String
    /// The screen's size in points in the description's ``orientation`` (wider than tall in
    /// landscape).
    public var screenSize: CGSize
    /// The safe-area insets of a full-screen window in the description's ``orientation``.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var scale: CGFloat
    /// The kind of device: `.phone` or `.pad`.
    public var idiom: UserInterfaceIdiom
    /// The orientation this description is in (`.portrait` for the catalog's devices).
    public var orientation: Orientation
    /// The safe-area insets of a full-screen window held upright.
    public var portraitSafeAreaInsets: EdgeInsets
    /// The safe-area insets of a full-screen window turned on its side (either side: the
    /// insets of the devices in the catalog are symmetric).
    public var landscapeSafeAreaInsets: EdgeInsets

    /// Describes a device held upright (the initialiser of earlier Taut versions). The idiom is
    /// `.pad` when both sides are at least 744 points (the narrowest iPad, the iPad mini, is 744
    /// wide), else `.phone`. The landscape insets are derived from the portrait ones as the
    /// catalog's devices have them: a phone with a home indicator (a bottom inset) gets its top
    /// inset on both sides and 21 at the bottom; a phone without one gets none (the status bar is
    /// hidden in landscape); an iPad keeps its top and bottom insets.
    public init(name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat) {
        let isPad = Swift.min(screenSize.width, screenSize.height) >= 744
        let landscape: EdgeInsets
        if isPad {
            landscape = EdgeInsets(top: safeAreaInsets.top, left: 0, bottom: safeAreaInsets.bottom, right: 0)
        } else if safeAreaInsets.bottom > 0 {
            landscape = EdgeInsets(top: 0, left: safeAreaInsets.top, bottom: Device.landscapeHomeIndicator,
                                   right: safeAreaInsets.top)
        } else {
            landscape = .zero
        }
        self.init(name: name, portraitSize: screenSize, scale: scale, idiom: isPad ? .pad : .phone,
                  portraitSafeAreaInsets: safeAreaInsets, landscapeSafeAreaInsets: landscape)
    }

    /// Describes a device held upright with both orientations' safe-area insets.
    /// `portraitSize` is the screen's size in points held upright (its width is the shorter side).
    public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UserInterfaceIdiom,
                portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets) {
        self.name = name
        self.screenSize = portraitSize
        self.safeAreaInsets = portraitSafeAreaInsets
        self.scale = scale
        self.idiom = idiom
        self.orientation = .portrait
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    }

    /// The home indicator's inset at the bottom of a landscape window on phones without a
    /// home button: 21 points (useyourloaf.com, "Supporting iPhone X": an iPhone X in landscape
    /// keeps 724 × 354 of its 812 × 375 points, that is 44 + 44 on the sides and 21 at the
    /// bottom; the same 21 on every later phone, see `Device+Catalog.swift`).
    static let landscapeHomeIndicator: CGFloat = 21

    /// The screen's bounds: origin zero, ``screenSize``.
    public var bounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// The screen's size held upright: the shorter side as the width.
    public var portraitSize: CGSize {
        CGSize(width: Swift.min(screenSize.width, screenSize.height), height: Swift.max(screenSize.width, screenSize.height))
    }

    /// The screen's size on its side: the longer side as the width.
    public var landscapeSize: CGSize { CGSize(width: portraitSize.height, height: portraitSize.width) }

    /// Whether the description is in a landscape orientation.
    public var isLandscape: Bool { orientation.isLandscape }

    /// The device's model as UIKit's `UIDevice.model` names it: `"iPad"` for the pad idiom,
    /// else `"iPhone"`.
    public var model: String { idiom == .pad ? "iPad" : "iPhone" }

    /// The same device in `orientation`: the landscape size and insets for `.landscapeLeft` and
    /// `.landscapeRight`, the portrait ones for `.portrait` and `.portraitUpsideDown`. Flat and
    /// unknown orientations say nothing about the interface, so they keep the current one. For an
    /// interface orientation, pass its ``InterfaceOrientation/deviceOrientation``.
    public func rotated(to orientation: Orientation) -> Device {
        guard orientation.isValidInterfaceOrientation else { return self }
        var device = self
        device.orientation = orientation
        device.screenSize = orientation.isLandscape ? landscapeSize : portraitSize
        device.safeAreaInsets = orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
        return device
    }

    /// The same device held upright.
    public var portrait: Device { rotated(to: .portrait) }

    /// The same device turned on its side (`.landscapeLeft`): the landscape screen size and
    /// safe-area insets, for a window that lays out as the device does in landscape.
    public var landscape: Device { rotated(to: .landscapeLeft) }

    /// The interface orientation of the description (UIKit's `windowScene.interfaceOrientation`).
    public var interfaceOrientation: InterfaceOrientation { InterfaceOrientation(orientation) }
}
