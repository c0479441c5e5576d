#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut

extension Snapshotting where Value: ViewController {
    /// Shows the controller in a window of `size`, in `direction`, with `safeArea`, and
    /// records its view with `strategy`.
    public static func laidOut(size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
                               safeArea: EdgeInsets = .zero,
                               as strategy: Snapshotting<SnapshotLayout, Format>) -> Snapshotting {
        strategy.pullback { controller in
            SnapshotLayout(of: controller, size: size, direction: direction, safeArea: safeArea)
        }
    }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// The controller's view as text (names, frames, diagnostics), shown in a window of
    /// `size` with `safeArea`, in `direction`.
    public static func frames(size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
                              safeArea: EdgeInsets = .zero) -> Snapshotting {
        laidOut(size: size, direction: direction, safeArea: safeArea, as: .frames)
    }

    /// The controller's view as text, shown on `device`'s screen with its safe area.
    public static func frames(on device: Device, direction: UserInterfaceLayoutDirection = .leftToRight) -> Snapshotting {
        frames(size: device.screenSize, direction: direction, safeArea: device.safeAreaInsets)
    }

    /// The controller's view as an SVG picture, shown in a window of `size`.
    public static func svg(size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
                           safeArea: EdgeInsets = .zero, debug: Bool = false) -> Snapshotting {
        laidOut(size: size, direction: direction, safeArea: safeArea, as: .svg(debug: debug))
    }

    /// The controller's view as an SVG picture on `device`'s screen with its safe area.
    public static func svg(on device: Device, direction: UserInterfaceLayoutDirection = .leftToRight,
                           debug: Bool = false) -> Snapshotting {
        svg(size: device.screenSize, direction: direction, safeArea: device.safeAreaInsets, debug: debug)
    }
}
#endif
