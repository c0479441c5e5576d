#if SystemText
import CPangoCairo
import Foundation
import Taut

// Attributed labels, run by run: each run drawn where the layout placed it (the lines and the
// runs' x offsets in the snapshot), in its own font and colour, raised by its baseline
// offset, spaced by its kern, over its background colour and with its underline or
// strikethrough, as the SVG renderer draws them.
extension CairoPainter {
    /// Draws the lines of an attributed label.
    func drawAttributedText(_ lines: [AttributedTextLine], of node: LayoutSnapshot.Node, opacity: Double) {
        let frame = node.frame.standardized
        let labelColor = node.textColor.flatMap(CairoColor.init(css:)) ?? CairoColor(css: renderer.textColor)
        let rightToLeft = snapshot.isRightToLeft
        let cairo = cairo
        let measurer = renderer.measurer
        measurer.drawing {
            for line in lines where !line.runs.isEmpty {
                let lineX = frame.minX + line.x(inWidth: frame.width, rightToLeft: rightToLeft)
                let baseline = frame.minY + line.top + line.baseline
                for run in line.runs {
                    let x = lineX + run.x
                    if let background = run.backgroundColor.map(CairoColor.init(color:)) {
                        cairo_rectangle(cairo, Double(x), Double(frame.minY + line.top), Double(run.width), Double(line.height))
                        background.set(on: cairo, opacity: opacity)
                        cairo_fill(cairo)
                    }
                    let color = run.foregroundColor.flatMap { $0 == .label ? labelColor : CairoColor(color: $0) }
                        ?? labelColor ?? CairoColor(red: 0, green: 0, blue: 0, alpha: 1)
                    color.set(on: cairo, opacity: opacity)
                    let y = baseline - run.baselineOffset
                    // With kern, each character is drawn on its own, its advance plus the kern.
                    let pieces = run.kern == 0 ? [run.text] : run.text.map(String.init)
                    var penX = x
                    for piece in pieces {
                        let advance = measurer.withLayout(piece, font: run.font, maxWidth: .greatestFiniteMagnitude,
                                                          numberOfLines: 1) { _, layoutLines -> CGFloat in
                            guard let first = layoutLines.first, let pangoLine = first.line else { return 0 }
                            cairo_move_to(cairo, Double(penX), Double(y))
                            pango_cairo_show_layout_line(cairo, pangoLine)
                            return first.width
                        } ?? 0
                        penX += advance + run.kern
                    }
                    let thickness = max(run.font.pointSize / 16, 0.5)
                    if !run.underlineStyle.isEmpty {
                        cairo_rectangle(cairo, Double(x), Double(y + thickness), Double(run.width), Double(thickness))
                        cairo_fill(cairo)
                    }
                    if !run.strikethroughStyle.isEmpty {
                        cairo_rectangle(cairo, Double(x), Double(y - run.font.pointSize * 0.3), Double(run.width),
                                        Double(thickness))
                        cairo_fill(cairo)
                    }
                }
            }
        }
    }
}

extension CairoColor {
    /// A Taut colour's light-appearance components.
    init(color: Color) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}
#endif
