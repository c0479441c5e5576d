#if SystemText
import CPangoCairo
import Foundation
import Taut

/// One drawing of a ``LayoutSnapshot`` on a Cairo context, for ``CairoRenderer``.
struct CairoPainter {
    let renderer: CairoRenderer
    let cairo: OpaquePointer
    let snapshot: LayoutSnapshot

    private static let outline = CairoColor(red: 0x8e / 255, green: 0x8e / 255, blue: 0x93 / 255, alpha: 1)
    private static let placeholderFill = CairoColor(red: 0xe5 / 255, green: 0xe5 / 255, blue: 0xea / 255, alpha: 1)
    private static let placeholderStroke = CairoColor(red: 0xae / 255, green: 0xae / 255, blue: 0xb2 / 255, alpha: 1)

    /// A view whose subtree is being drawn: its border waits until the subtree is done.
    private struct Open {
        var node: LayoutSnapshot.Node
        var opacity: Double
    }

    /// Draws every node, then the debug overlay.
    func paint() {
        var open: [Open] = []
        var hiddenDepth: Int?
        for (index, node) in snapshot.nodes.enumerated() {
            while let last = open.last, last.node.depth >= node.depth {
                close(open.removeLast())
            }
            if let depth = hiddenDepth {
                if node.depth > depth { continue }
                hiddenDepth = nil
            }
            if node.isHidden {
                hiddenDepth = node.depth
                continue
            }
            let opacity = (open.last?.opacity ?? 1) * max(0, min(1, node.alpha))
            cairo_save(cairo)
            drawBody(of: node, isRoot: index == 0, opacity: opacity)
            if node.clipsToBounds {
                shape(node.frame, node: node)
                cairo_clip(cairo)
            }
            open.append(Open(node: node, opacity: opacity))
        }
        while let last = open.popLast() { close(last) }
        if renderer.debug { overlay() }
    }

    /// Ends a view's subtree: lifts its clip and strokes its border above its subviews.
    private func close(_ entry: Open) {
        cairo_restore(cairo)
        let node = entry.node
        guard node.borderWidth > 0, let css = node.borderColor, let color = CairoColor(css: css) else { return }
        let frame = node.frame.standardized
        let width = min(node.borderWidth, Double(min(frame.width, frame.height)) / 2)
        guard width > 0 else { return }
        let half = CGFloat(width / 2)
        shape(frame.insetBy(dx: half, dy: half), node: node, radiusInset: width / 2)
        color.set(on: cairo, opacity: entry.opacity)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    /// The view's fill (or outline), then its text or image placeholder.
    private func drawBody(of node: LayoutSnapshot.Node, isRoot: Bool, opacity: Double) {
        let fill = node.color.flatMap(CairoColor.init(css:))
            ?? (isRoot ? CairoColor(css: renderer.background) : nil)
        shape(node.frame, node: node)
        if let fill {
            fill.set(on: cairo, opacity: opacity)
            cairo_fill(cairo)
        } else if node.kind != .label {
            Self.outline.set(on: cairo, opacity: opacity)
            cairo_set_line_width(cairo, 0.5)
            cairo_stroke(cairo)
        } else {
            cairo_new_path(cairo)
        }
        if node.kind == .label, let lines = node.attributedLines {
            drawAttributedText(lines, of: node, opacity: opacity)
        } else if node.kind == .label, let text = node.text, !text.isEmpty {
            drawText(text, of: node, opacity: opacity)
        } else if let image = node.imageFrame, image.width > 0, image.height > 0 {
            drawPlaceholder(image, clippedTo: node.clipsToBounds ? node.frame : nil, opacity: opacity)
        }
    }

    /// A label's lines, laid out by the renderer's measurer as it measured them.
    private func drawText(_ text: String, of node: LayoutSnapshot.Node, opacity: Double) {
        let font = node.font ?? Font.systemFont(ofSize: CGFloat(node.fontSize ?? 17))
        let color = node.textColor.flatMap(CairoColor.init(css:)) ?? CairoColor(css: renderer.textColor)
        let frame = node.frame.standardized
        // The frame is the measured width give or take the solver's round-off: a hair of slack
        // keeps a line that fitted when measured from wrapping now.
        let width = frame.width + 0.01
        let rightToLeft = snapshot.isRightToLeft
        let cairo = cairo
        renderer.measurer.drawing {
            _ = renderer.measurer.withLayout(text, font: font, maxWidth: width, numberOfLines: node.numberOfLines) { _, lines in
                guard let first = lines.first, let last = lines.last else { return }
                let height = last.top + last.height - first.top
                let top = frame.minY + (frame.height - height) / 2 - first.top
                (color ?? CairoColor(red: 0, green: 0, blue: 0, alpha: 1)).set(on: cairo, opacity: opacity)
                for line in lines {
                    guard let pangoLine = line.line else { continue }
                    let x: CGFloat
                    switch node.textAlignment {
                    case .left: x = frame.minX
                    case .center: x = frame.midX - line.width / 2
                    case .right: x = frame.maxX - line.width
                    case .natural, .justified: x = rightToLeft ? frame.maxX - line.width : frame.minX
                    }
                    cairo_move_to(cairo, Double(x), Double(top + line.baseline))
                    pango_cairo_show_layout_line(cairo, pangoLine)
                }
            }
        }
    }

    /// An image view's placeholder: a light grey rectangle with its diagonals.
    private func drawPlaceholder(_ rect: CGRect, clippedTo clip: CGRect?, opacity: Double) {
        let shown = clip.map { rect.intersection($0) } ?? rect
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return }
        rectangle(shown)
        Self.placeholderFill.set(on: cairo, opacity: opacity)
        cairo_fill_preserve(cairo)
        cairo_move_to(cairo, Double(shown.minX), Double(shown.minY))
        cairo_line_to(cairo, Double(shown.maxX), Double(shown.maxY))
        cairo_move_to(cairo, Double(shown.maxX), Double(shown.minY))
        cairo_line_to(cairo, Double(shown.minX), Double(shown.maxY))
        Self.placeholderStroke.set(on: cairo, opacity: opacity)
        cairo_set_line_width(cairo, 0.5)
        cairo_stroke(cairo)
    }

    /// The debug overlay: frames (ambiguous ones red), names, the safe area dashed.
    private func overlay() {
        let blue = CairoColor(red: 0, green: 0.478, blue: 1, alpha: 0.8)
        let red = CairoColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
        let nameFont = Font.systemFont(ofSize: 8)
        for node in snapshot.nodes where !node.isHidden {
            rectangle(node.frame.insetBy(dx: 0.25, dy: 0.25))
            (node.isAmbiguous ? red : blue).set(on: cairo)
            cairo_set_line_width(cairo, node.isAmbiguous ? 2 : 0.5)
            cairo_stroke(cairo)
            for guide in node.guides where guide.name == "safeArea" {
                rectangle(guide.frame)
                var dashes: [Double] = [6, 3]
                cairo_set_dash(cairo, &dashes, 2, 0)
                red.set(on: cairo)
                cairo_set_line_width(cairo, 1)
                cairo_stroke(cairo)
                cairo_set_dash(cairo, nil, 0, 0)
            }
            guard node.depth > 0, node.frame.width >= 24, node.frame.height >= 10 else { continue }
            let cairo = cairo
            renderer.measurer.drawing {
                _ = renderer.measurer.withLayout(node.name, font: nameFont, maxWidth: node.frame.width - 4,
                                                 numberOfLines: 1) { _, lines in
                    guard let line = lines.first, let pangoLine = line.line else { return }
                    CairoColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1).set(on: cairo)
                    cairo_move_to(cairo, Double(node.frame.minX + 2), Double(node.frame.minY + 1 + line.baseline))
                    pango_cairo_show_layout_line(cairo, pangoLine)
                }
            }
        }
    }

    private func rectangle(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds the node's outline at `frame` to the path: a rectangle rounded on its masked corners.
    private func shape(_ frame: CGRect, node: LayoutSnapshot.Node, radiusInset: Double = 0) {
        let r = frame.standardized
        let limit = Double(min(r.width, r.height)) / 2
        let radius = max(0, min(node.cornerRadius - radiusInset, limit))
        guard radius > 0 else {
            rectangle(r)
            return
        }
        let corners = node.maskedCorners
        let tl = corners.contains(.layerMinXMinYCorner) ? radius : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? radius : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? radius : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? radius : 0
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, maxX - tr, minY + tr, tr, -Double.pi / 2, 0)
        cairo_arc(cairo, maxX - br, maxY - br, br, 0, Double.pi / 2)
        cairo_arc(cairo, minX + bl, maxY - bl, bl, Double.pi / 2, Double.pi)
        cairo_arc(cairo, minX + tl, minY + tl, tl, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
#endif
