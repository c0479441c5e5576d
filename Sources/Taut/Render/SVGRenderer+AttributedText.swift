import Foundation

extension SVGRenderer {
    /// A label's attributed text: one `<text class="line">` per line, holding one `<tspan>` per
    /// run at the run's measured place, in its font size, weight, style and colour, with its
    /// kerning as `letter-spacing`, its baseline offset, and its underline or strikethrough as
    /// `text-decoration`; a run's background colour is a `<rect class="text-background">`
    /// behind the line. Lines sit where the layout put them below the label's top, placed
    /// across the label by their paragraph's alignment and indents.
    func attributedText(_ lines: [AttributedTextLine], of node: LayoutSnapshot.Node, rightToLeft: Bool) -> [String] {
        var output: [String] = []
        let frame = node.frame.standardized
        let labelFill = node.textColor ?? textColor
        for line in lines where !line.runs.isEmpty {
            let lineX = Double(frame.minX + line.x(inWidth: frame.width, rightToLeft: rightToLeft))
            let baseline = Double(frame.minY + line.top + line.baseline)
            var spans: [String] = []
            for run in line.runs {
                let x = lineX + Double(run.x)
                if let background = run.backgroundColor {
                    let top = Double(frame.minY + line.top)
                    output.append(##"    <rect class="text-background" x="\##(RenderFormat.number(x))" y="\##(RenderFormat.number(top))" "##
                        + ##"width="\##(RenderFormat.number(Double(run.width)))" height="\##(RenderFormat.number(Double(line.height)))" "##
                        + "\(Self.paint("fill", background.cssHex))/>")
                }
                var attributes = ##"x="\##(RenderFormat.number(x))""##
                if run.baselineOffset != 0 {
                    attributes += ##" y="\##(RenderFormat.number(baseline - Double(run.baselineOffset)))""##
                }
                attributes += ##" font-size="\##(RenderFormat.number(Double(run.font.pointSize)))""##
                if run.font.isBold { attributes += ##" font-weight="bold""## }
                if run.font.isItalic { attributes += ##" font-style="italic""## }
                let fill = run.foregroundColor.map { $0 == .label ? textColor : $0.cssHex } ?? labelFill
                attributes += " " + Self.paint("fill", fill)
                if run.kern != 0 { attributes += ##" letter-spacing="\##(RenderFormat.number(Double(run.kern)))""## }
                var decorations: [String] = []
                if !run.underlineStyle.isEmpty { decorations.append("underline") }
                if !run.strikethroughStyle.isEmpty { decorations.append("line-through") }
                if !decorations.isEmpty { attributes += ##" text-decoration="\##(decorations.joined(separator: " "))""## }
                spans.append("<tspan \(attributes)>\(RenderFormat.xml(run.text))</tspan>")
            }
            output.append(##"    <text class="line" x="\##(RenderFormat.number(lineX))" y="\##(RenderFormat.number(baseline))" "##
                + ##"xml:space="preserve">"## + spans.joined() + "</text>")
        }
        return output
    }
}
