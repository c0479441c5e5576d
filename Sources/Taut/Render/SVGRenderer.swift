import Foundation

/// Draws a ``LayoutSnapshot`` as an SVG picture: one `<g id="name">` per view holding a
/// `<rect>` at the view's absolute frame, filled with its color (an outline when it has
/// none), a `<title>` with its name and frame, and, for a label, its text, stretched to
/// the measured width. A view without subviews also shows its name in small grey type.
///
/// With ``debug`` on, a final `<g id="debug">` outlines every view's layout margins
/// (orange, dashed), safe area (red, dashed) and other layout guides (purple, dotted),
/// and ambiguous views are outlined in red.
///
/// ```swift
/// let svg = SVGRenderer(debug: true).render(snapshot)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether to overlay margins, safe areas and layout guides.
    public var debug: Bool
    /// The fill of the root view when it has no color.
    public var background: String
    /// The color of label text.
    public var textColor: String

    /// Creates a renderer.
    public init(debug: Bool = false, background: String = "#ffffff", textColor: String = "#1c1c1e") {
        self.debug = debug
        self.background = background
        self.textColor = textColor
    }

    /// The SVG document for `snapshot`.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let width = RenderFormat.number(snapshot.size.width)
        let height = RenderFormat.number(snapshot.size.height)
        var lines = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" "##
                + ##"viewBox="0 0 \##(width) \##(height)" font-family="Helvetica, Arial, sans-serif">"##,
        ]
        let parents = Set(snapshot.nodes.compactMap(\.parent))
        for (index, node) in snapshot.nodes.enumerated() {
            lines += element(for: node, isRoot: index == 0, hasSubviews: parents.contains(node.name),
                             rightToLeft: snapshot.isRightToLeft)
        }
        if debug {
            lines += overlay(snapshot)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func element(for node: LayoutSnapshot.Node, isRoot: Bool, hasSubviews: Bool, rightToLeft: Bool) -> [String] {
        var attributes = ##"id="\##(RenderFormat.xml(node.name))" class="\##(node.kind.rawValue)""##
        if let parent = node.parent { attributes += ##" data-parent="\##(RenderFormat.xml(parent))""## }
        if node.isHidden { attributes += ##" display="none""## }
        var lines = ["  <g \(attributes)>"]
        lines.append("    <title>\(RenderFormat.xml(node.name)) \(Self.describe(node.frame))</title>")
        let fill = node.color ?? (isRoot ? background : "none")
        var paint = ##"fill="\##(RenderFormat.xml(fill))""##
        if node.color == nil && !isRoot && node.kind != .label {
            paint += ##" stroke="#8e8e93" stroke-width="0.5""##
        }
        if debug && node.isAmbiguous {
            paint += ##" stroke="#ff3b30" stroke-width="2""##
        }
        lines.append("    <rect \(Self.geometry(node.frame)) \(paint)/>")
        if node.kind == .label {
            lines += text(for: node, rightToLeft: rightToLeft)
        } else if !isRoot, !hasSubviews, node.frame.width >= 24, node.frame.height >= 12 {
            let x = rightToLeft ? node.frame.maxX - 2 : node.frame.minX + 2
            lines.append(##"    <text class="name" x="\##(RenderFormat.number(x))" y="\##(RenderFormat.number(node.frame.minY + 9))" "##
                + ##"font-size="8" fill="#8e8e93" text-anchor="\##(rightToLeft ? "end" : "start")">\##(RenderFormat.xml(node.name))</text>"##)
        }
        lines.append("  </g>")
        return lines
    }

    /// One `<text class="line">` per line of a label's text.
    private func text(for node: LayoutSnapshot.Node, rightToLeft: Bool) -> [String] {
        let size = node.fontSize ?? 17
        let x = RenderFormat.number(rightToLeft ? node.frame.maxX : node.frame.minX)
        let anchor = rightToLeft ? "end" : "start"
        var lines: [String] = []
        for (index, line) in node.textLines.enumerated() where !line.isEmpty {
            // As the default text measurer: the first baseline is one font size below the
            // top, and lines are 1.2 font sizes apart.
            let baseline = RenderFormat.number(Double(node.frame.minY) + size * (1 + 1.2 * Double(index)))
            // Stretch the glyphs to the measured width (half the font size per character) so
            // the text fills its frame whatever font the viewer picks.
            let length = RenderFormat.number(Double(line.count) * size * 0.5)
            lines.append(##"    <text class="line" x="\##(x)" y="\##(baseline)" font-size="\##(RenderFormat.number(size))" "##
                + ##"fill="\##(textColor)" text-anchor="\##(anchor)" textLength="\##(length)" "##
                + ##"lengthAdjust="spacingAndGlyphs">\##(RenderFormat.xml(line))</text>"##)
        }
        return lines
    }

    private func overlay(_ snapshot: LayoutSnapshot) -> [String] {
        var lines = [##"  <g id="debug" fill="none" stroke-width="1">"##]
        for node in snapshot.nodes where !node.isHidden {
            for guide in node.guides {
                let style: String
                switch guide.name {
                case "margins": style = ##"stroke="#ff9500" stroke-dasharray="4 2""##
                case "safeArea": style = ##"stroke="#ff3b30" stroke-dasharray="6 3""##
                default: style = ##"stroke="#af52de" stroke-dasharray="1 2""##
                }
                lines.append(##"    <rect class="\##(RenderFormat.xml(guide.name))" data-view="\##(RenderFormat.xml(node.name))" "##
                    + "\(Self.geometry(guide.frame)) \(style)/>")
            }
        }
        lines.append("  </g>")
        return lines
    }

    /// `x="…" y="…" width="…" height="…"` for `frame`.
    static func geometry(_ frame: CGRect) -> String {
        let r = frame.standardized
        return ##"x="\##(RenderFormat.number(r.minX))" y="\##(RenderFormat.number(r.minY))" "##
            + ##"width="\##(RenderFormat.number(r.width))" height="\##(RenderFormat.number(r.height))""##
    }

    /// `(x, y, width, height)`.
    static func describe(_ frame: CGRect) -> String {
        "(\(RenderFormat.number(frame.minX)), \(RenderFormat.number(frame.minY)), "
            + "\(RenderFormat.number(frame.width)), \(RenderFormat.number(frame.height)))"
    }
}
