import Foundation

extension Window {
    /// Creates a window of `device`'s screen in `orientation`: the landscape size and
    /// safe-area insets for `.landscapeLeft` and `.landscapeRight`, the portrait ones for
    /// `.portrait` and `.portraitUpsideDown` (flat and unknown orientations keep the
    /// description's own). `Window(device: .iPhone15, orientation: .landscapeLeft)` is
    /// 852 × 393 with 59 on each side and 21 at the bottom.
    public convenience init(device: Device, orientation: Device.Orientation) {
        self.init(device: device.rotated(to: orientation))
    }

    /// The screen the window is shown on (UIKit's `UIWindow.screen`): its device's screen in
    /// the window's orientation, or ``Screen/default`` for a window not made for a device.
    /// The key window's screen is ``Screen/main``.
    public var screen: Screen {
        guard let device else { return .default }
        return Screen.screen(of: device)
    }
}

/// The device the app runs on, headless: the key window's device, else that of the window
/// most recently made for a device that still exists (so that `UIDevice.current` and
/// `UIScreen.main` are right in a view controller's `viewDidLoad` run before
/// `makeKeyAndVisible()`, as a scene delegate sets `rootViewController` first), else `nil`.
enum DeviceWindow {
    private final class Box: @unchecked Sendable { weak var window: Window? }
    private static let lock = NSLock()
    private static let box = Box()

    /// Records the latest window made for a device.
    static func note(_ window: Window) {
        lock.lock(); box.window = window; lock.unlock()
    }

    /// The window whose device is the app's: the key window when it was made for a device,
    /// else the latest window made for one.
    static var current: Window? {
        if let key = KeyWindow.current, key.device != nil { return key }
        lock.lock(); defer { lock.unlock() }
        return box.window
    }

    /// The app's device (see the type's description).
    static var device: Device? { current?.device }
}

extension Window {
    /// Turns the window's device to `orientation`, as turning the phone does: the window takes
    /// the device's size and safe-area insets in that orientation (landscape for
    /// `.landscapeLeft` and `.landscapeRight`), and its view controllers get
    /// `viewWillTransition(to:with:)` once with the new size, then a layout pass. A window not
    /// made for a device (`Window(device:)`) has nothing to turn: it is reported and nothing
    /// changes; turning to the orientation it has, or to a flat or unknown one, does nothing.
    public func rotate(to orientation: Device.Orientation) {
        guard let device else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "\(debugName) was not made for a device (Window(device:)), so it cannot be rotated; "
                    + "set its frame and safe-area insets instead."))
            return
        }
        let rotated = device.rotated(to: orientation)
        guard rotated.orientation != device.orientation || rotated.screenSize != device.screenSize else { return }
        self.device = rotated
        safeAreaInsets = rotated.safeAreaInsets
        frame = rotated.bounds
    }
}
