import Foundation

/// A display: UIKit's `UIScreen`, reduced to its geometry.
///
/// ``main`` follows the key window: it is the screen of the key window's ``Window/device``
/// (before any window is key, of the window last made for a device)
/// (an iPhone SE window makes it 375 × 667 points at scale 2, so that a hairline of
/// `1 / UIScreen.main.scale` is one pixel), and without a key window made for a device it is
/// ``default``: an iPhone 14's (6.1-inch) screen, 390 × 844 points at scale 3, that is
/// 1170 × 2532 pixels (Apple's Human Interface Guidelines, "Layout", device screen sizes),
/// which matches the default traits (``TraitCollection/current``: compact width, regular
/// height, scale 3). As in UIKit since iOS 8, the bounds are those of the interface's
/// orientation: wider than tall for a landscape device.
public final class Screen: Sendable {
    /// The screen of the key window (``Window/screen``) when it was made for a ``Device``, else
    /// of the window last made for one that still exists, else ``default``. Read it when you need it rather than keeping
    /// it: making another window key changes it.
    public static var main: Screen {
        DeviceWindow.current?.screen ?? .default
    }

    /// The screen Taut lays out for when no key window names a device: 390 × 844 points at
    /// scale 3 (an iPhone 14's).
    public static let `default` = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen of `device` in its orientation; the same instance for the same size and scale.
    public static func screen(of device: Device) -> Screen {
        ScreenCache.screen(size: device.screenSize, scale: device.scale)
    }

    /// The screen's rectangle in points, origin zero, in the interface's orientation.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen of a size in points and a scale (a NaN, infinite or non-positive scale
    /// reads as 1; negative sizes as 0).
    public init(bounds: CGRect, scale: CGFloat) {
        let width = bounds.size.width.isFinite ? Swift.max(bounds.size.width, 0) : 0
        let height = bounds.size.height.isFinite ? Swift.max(bounds.size.height, 0) : 0
        self.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen's rectangle in pixels, held upright whatever the interface's orientation (as
    /// UIKit's): ``bounds`` times ``scale`` with the shorter side as the width (1170 × 2532 for
    /// ``default``).
    public var nativeBounds: CGRect {
        let short = Swift.min(bounds.width, bounds.height), long = Swift.max(bounds.width, bounds.height)
        return CGRect(x: 0, y: 0, width: short * scale, height: long * scale)
    }

    /// Pixels per point of the physical display; the same as ``scale`` in Taut.
    public var nativeScale: CGFloat { scale }

    /// The screen's traits: the default ones (``TraitCollection/current``) with this screen's
    /// scale.
    public var traitCollection: TraitCollection {
        var traits = TraitCollection.current
        traits.displayScale = scale
        return traits
    }
}

/// The screens of devices, one instance per size and scale (thread-safe), so that
/// `UIScreen.main === window.screen` holds as in UIKit.
enum ScreenCache {
    private struct Key: Hashable { var width: CGFloat; var height: CGFloat; var scale: CGFloat }
    private final class Storage: @unchecked Sendable { var screens: [Key: Screen] = [:] }
    private static let lock = NSLock()
    private static let storage = Storage()

    static func screen(size: CGSize, scale: CGFloat) -> Screen {
        let key = Key(width: size.width, height: size.height, scale: scale)
        lock.lock(); defer { lock.unlock() }
        if let screen = storage.screens[key] { return screen }
        let screen = Screen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        storage.screens[key] = screen
        return screen
    }
}
