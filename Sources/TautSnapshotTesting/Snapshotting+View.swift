#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut

extension Snapshotting where Value: View {
    /// Lays the view out at `size` (its own size when `nil`), in `direction`, with
    /// `safeArea`, and records it with `strategy`: the building block of ``frames(size:direction:safeArea:)``
    /// and ``svg(size:direction:safeArea:debug:)``, and of strategies of your own.
    public static func laidOut(size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight,
                               safeArea: EdgeInsets = .zero,
                               as strategy: Snapshotting<SnapshotLayout, Format>) -> Snapshotting {
        strategy.pullback { view in
            SnapshotLayout(of: view, size: size, direction: direction, safeArea: safeArea)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's laid-out tree as text (names, frames, diagnostics), as with
    /// `assertSnapshot(of: profileView, as: .frames(size: CGSize(width: 390, height: 844)))`.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out at; `nil` keeps its frame's size (or, when that
    ///     is zero, the smallest size its constraints allow).
    ///   - direction: The layout direction of the window the view is laid out in.
    ///   - safeArea: The insets of the window's unsafe area (a notch, a home indicator).
    public static func frames(size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight,
                              safeArea: EdgeInsets = .zero) -> Snapshotting {
        laidOut(size: size, direction: direction, safeArea: safeArea, as: .frames)
    }

    /// The view's laid-out tree as text, laid out on `device`'s screen with its safe area.
    public static func frames(on device: Device, direction: UserInterfaceLayoutDirection = .leftToRight) -> Snapshotting {
        frames(size: device.screenSize, direction: direction, safeArea: device.safeAreaInsets)
    }

    /// The view's laid-out tree as an SVG picture (see ``frames(size:direction:safeArea:)``
    /// for the parameters; `debug` adds names, margins, safe area and ambiguous views).
    public static func svg(size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight,
                           safeArea: EdgeInsets = .zero, debug: Bool = false) -> Snapshotting {
        laidOut(size: size, direction: direction, safeArea: safeArea, as: .svg(debug: debug))
    }

    /// The view's laid-out tree as an SVG picture on `device`'s screen with its safe area.
    public static func svg(on device: Device, direction: UserInterfaceLayoutDirection = .leftToRight,
                           debug: Bool = false) -> Snapshotting {
        svg(size: device.screenSize, direction: direction, safeArea: device.safeAreaInsets, debug: debug)
    }
}
#endif
