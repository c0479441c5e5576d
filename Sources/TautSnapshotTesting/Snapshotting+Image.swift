#if SnapshotTesting && SystemText
import Foundation
import SnapshotTesting
import Taut
import TautPango

extension Diffing where Value == Data {
    /// PNG pictures compared by their pixels: the same bytes match at once; otherwise both
    /// are decoded by Cairo (`PNGImage`) and match when no channel of any pixel differs
    /// by more than `tolerance` (0...255). A mismatch names how many pixels differ, by how
    /// much, and where the first is, with the new picture attached. (Linux has no `UIImage`;
    /// this diffing needs none.)
    public static func png(tolerance: Int = 0) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            let recorded: PNGImage, current: PNGImage
            do {
                recorded = try PNGImage(data: old)
                current = try PNGImage(data: new)
            } catch {
                return ("the PNG snapshots cannot be compared: \(error)", [])
            }
            guard let difference = recorded.difference(from: current, tolerance: tolerance) else { return nil }
            return ("the pictures differ: \(difference)", [.data(new, name: "current.png")])
        }
    }
}

extension Snapshotting where Value == SnapshotLayout, Format == Data {
    /// The laid-out tree as a PNG picture drawn by `CairoRenderer` with `measurer`'s fonts
    /// (`debug` overlays frames and names; `scale` is pixels per point), stored as `.png` and
    /// compared with ``Diffing/png(tolerance:)``.
    ///
    /// The labels should have been measured by the same measurer (the `View` and view
    /// controller strategies see to it), so that the text lands where layout made room.
    public static func image(measurer: PangoTextMeasurer = .system, debug: Bool = false, scale: Double = 1,
                             tolerance: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { layout in
            do {
                return try CairoRenderer(measurer: measurer, debug: debug, scale: scale).renderPNG(layout.snapshot)
            } catch {
                // An empty or huge canvas: no picture; the empty data fails against any
                // recorded picture with Cairo's reason.
                return Data("\(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == LayoutFileScene, Format == Data {
    /// A layout file's scene laid out at its canvas's size, direction and safe area with its
    /// labels measured by `measurer`, drawn as a PNG picture by Cairo in the file's colours.
    public static func image(measurer: PangoTextMeasurer = .system, debug: Bool = false, scale: Double = 1,
                             tolerance: Int = 0) -> Snapshotting {
        Snapshotting<SnapshotLayout, Data>.image(measurer: measurer, debug: debug, scale: scale, tolerance: tolerance)
            .pullback { scene in
                measurer.measureLabels(in: scene.root)
                scene.layout()
                return SnapshotLayout(scene: scene)
            }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view laid out at `size`, in `direction`, with `safeArea` (as for `.frames`), its
    /// labels measured by `measurer`, drawn as a PNG picture by Cairo:
    /// `assertSnapshot(of: card, as: .image(size: CGSize(width: 390, height: 200), measurer: pinned))`.
    ///
    /// Pictures depend on the fonts installed; pin font files in the measurer
    /// (`PangoTextMeasurer(fontFiles:systemFamily:)`) for pictures that match on every machine.
    public static func image(size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight,
                             safeArea: EdgeInsets = .zero, measurer: PangoTextMeasurer = .system,
                             debug: Bool = false, scale: Double = 1, tolerance: Int = 0) -> Snapshotting {
        Snapshotting<SnapshotLayout, Data>.image(measurer: measurer, debug: debug, scale: scale, tolerance: tolerance)
            .pullback { view in
                measurer.measureLabels(in: view)
                return SnapshotLayout(of: view, size: size, direction: direction, safeArea: safeArea)
            }
    }
}

extension Snapshotting where Value: ViewController, Format == Data {
    /// The controller's view shown in a window of `size`, in `direction`, with `safeArea`
    /// (as for `.frames`), drawn as a PNG picture by Cairo with its labels measured by
    /// `measurer` (labels created while the view loads and appears are measured by it too).
    public static func image(size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
                             safeArea: EdgeInsets = .zero, measurer: PangoTextMeasurer = .system,
                             debug: Bool = false, scale: Double = 1, tolerance: Int = 0) -> Snapshotting {
        Snapshotting<SnapshotLayout, Data>.image(measurer: measurer, debug: debug, scale: scale, tolerance: tolerance)
            .pullback { controller in
                // Labels made in viewDidLoad and after start with the default measurer: make it
                // this one while the controller loads, appears and lays out.
                let previous = Label.defaultTextMeasurer
                Label.defaultTextMeasurer = measurer
                defer { Label.defaultTextMeasurer = previous }
                if let view = controller.viewIfLoaded { measurer.measureLabels(in: view) }
                let layout = SnapshotLayout(of: controller, size: size, direction: direction, safeArea: safeArea)
                if measurer.measureLabels(in: layout.view) > 0 {
                    // Labels added before the measurer was set: lay out once more.
                    return SnapshotLayout(of: controller, size: size, direction: direction, safeArea: safeArea)
                }
                return layout
            }
    }
}
#endif
