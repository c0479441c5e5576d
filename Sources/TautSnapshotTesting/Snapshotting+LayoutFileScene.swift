#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut

extension Snapshotting where Value == LayoutFileScene, Format == String {
    /// A layout file's scene laid out at its canvas's size, direction and safe area, as text:
    /// views named as in the file, their frames, and the conflicts and other diagnostics
    /// of building and laying out.
    public static var frames: Snapshotting {
        SimplySnapshotting.lines.pullback { scene in
            SnapshotText.frames(of: layout(scene), decimals: 2)
        }
    }

    /// A layout file's scene as an SVG picture, filled with the file's colours.
    public static func svg(debug: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { scene in
            scene.layout()
            return SVGRenderer(debug: debug).render(scene.snapshot())
        }
    }

    private static func layout(_ scene: LayoutFileScene) -> SnapshotLayout {
        scene.layout()
        return SnapshotLayout(scene: scene)
    }
}

extension SnapshotLayout {
    /// A laid-out scene: its root, snapshot and diagnostics (those of building too).
    init(scene: LayoutFileScene) {
        self.init(view: scene.root, snapshot: scene.snapshot(), diagnostics: scene.diagnostics,
                  safeArea: scene.root.safeAreaInsets)
    }
}
#endif
