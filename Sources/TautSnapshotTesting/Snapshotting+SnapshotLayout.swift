#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut

extension Snapshotting where Value == SnapshotLayout, Format == String {
    /// The laid-out tree as text: a line with the size, direction and safe area, the frame
    /// table of `FrameTableRenderer` (names indented by depth, absolute x, y, width
    /// and height, `hidden` and `ambiguous` marks), and the diagnostics of the layout pass.
    /// Stored as `.txt`, compared line by line.
    ///
    /// ```
    /// size 390 × 844, left to right, safe area top 47, left 0, bottom 34, right 0
    /// view            x    y  width  height
    /// ProfileView     0    0    390     844
    ///   avatar       16   63     64      64
    /// diagnostics: none
    /// ```
    public static var frames: Snapshotting {
        frames(decimals: 2)
    }

    /// ``frames`` with numbers rounded to `decimals` places.
    public static func frames(decimals: Int) -> Snapshotting {
        SimplySnapshotting.lines.pullback { layout in
            SnapshotText.frames(of: layout, decimals: decimals)
        }
    }

    /// The laid-out tree as an SVG picture drawn by `SVGRenderer` (colours, corners,
    /// borders, label text, image placeholders; with `debug`, names, margins, safe area and
    /// ambiguous views). Stored as `.svg`, compared line by line.
    public static func svg(debug: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { layout in
            SVGRenderer(debug: debug).render(layout.snapshot)
        }
    }
}

/// The text of the `.frames` strategies.
enum SnapshotText {
    static func frames(of layout: SnapshotLayout, decimals: Int) -> String {
        let snapshot = layout.snapshot
        let renderer = FrameTableRenderer(decimals: decimals)
        func number(_ value: CGFloat) -> String { format(Double(value), decimals: decimals) }
        let safe = layout.safeArea
        var text = "size \(number(snapshot.size.width)) × \(number(snapshot.size.height)), "
            + (snapshot.isRightToLeft ? "right to left" : "left to right")
            + ", safe area top \(number(safe.top)), left \(number(safe.left)), "
            + "bottom \(number(safe.bottom)), right \(number(safe.right))\n"
        text += renderer.render(snapshot)
        if layout.diagnostics.isEmpty {
            text += "diagnostics: none\n"
        } else {
            text += "diagnostics:\n"
            for diagnostic in layout.diagnostics {
                text += "- \(diagnostic.kind): \(diagnostic.message)\n"
            }
        }
        return text
    }

    /// `value` rounded to `decimals` places without trailing zeros, as the frame table
    /// writes numbers: `390`, `20.4`.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = max(0, min(decimals, 10))
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
#endif
