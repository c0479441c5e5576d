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
