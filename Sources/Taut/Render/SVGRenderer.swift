import Foundation

/// Draws a ``LayoutSnapshot`` as an SVG picture: one `<g id="name">` per view holding a
/// `<rect>` at the view's absolute frame, filled with its color (an outline when it has
/// none) and rounded by its corner radius (`rx`; a `<path>` draws the shape when only some
/// corners are rounded), a `<title>` with its name and frame, and, for a label, its text in
/// its text colour, aligned by its text alignment, broken into the lines the text measurer
/// made. The text is drawn in the viewer's own font (no stretching to the measured width),
/// with the spaces the label's text has.
///
/// A view's `alpha`, multiplied by its ancestors', becomes the group's `opacity`; a view
/// that clips to its bounds gets a `<clipPath>` (in `<defs>`) that its descendants' groups
/// use. A border is a `<rect class="border" data-view="name">` stroked inside the frame,
/// drawn after the view's subviews, as Core Animation draws it above them.
///
/// With ``debug`` on, views without subviews show their name in small grey type, a final
/// `<g id="debug">` outlines the layout margins (orange, dashed) of every view that has
/// subviews, the safe area (red, dashed) where it differs from the view's frame and the
/// other layout guides (purple, dotted), and ambiguous views are outlined in red.
///
/// ```swift
/// let svg = SVGRenderer(debug: true).render(snapshot)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether to show view names and overlay margins, safe areas and layout guides.
    public var debug: Bool
    /// The fill of the root view when it has no color.
    public var background: String
    /// The color of label text whose `textColor` is the default (UIKit's `label`, black).
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
        let context = Context(snapshot)
        if !context.clipDefinitions.isEmpty {
            lines.append("  <defs>")
            lines += context.clipDefinitions
            lines.append("  </defs>")
        }
        // A border is drawn above the view's subviews (as Core Animation does), so it waits
        // until the view's subtree (the nodes after it that are deeper) has been drawn.
        var pendingBorders: [(depth: Int, line: String)] = []
        // The depth of the hidden view whose subtree is being skipped: a hidden view hides its
        // subviews, as in UIKit (a table's cells waiting for reuse are hidden).
        var hiddenDepth: Int?
        for (index, node) in snapshot.nodes.enumerated() {
            while let last = pendingBorders.last, last.depth >= node.depth {
                lines.append(last.line)
                pendingBorders.removeLast()
            }
            if let depth = hiddenDepth {
                if node.depth > depth { continue }
                hiddenDepth = nil
            }
            if node.isHidden { hiddenDepth = node.depth }
            lines += element(for: node, isRoot: index == 0, hasSubviews: parents.contains(node.name),
                             rightToLeft: snapshot.isRightToLeft, context: context)
            if let border = Self.border(of: node, context: context) { pendingBorders.append((node.depth, border)) }
        }
        while let last = pendingBorders.popLast() { lines.append(last.line) }
        if debug {
            lines += overlay(snapshot, parents: parents)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func element(for node: LayoutSnapshot.Node, isRoot: Bool, hasSubviews: Bool, rightToLeft: Bool,
                         context: Context) -> [String] {
        var attributes = ##"id="\##(RenderFormat.xml(node.name))" class="\##(node.kind.rawValue)""##
        if let parent = node.parent { attributes += ##" data-parent="\##(RenderFormat.xml(parent))""## }
        if node.isHidden { attributes += ##" display="none""## }
        attributes += context.groupAttributes(of: node)
        var lines = ["  <g \(attributes)>"]
        lines.append("    <title>\(RenderFormat.xml(node.name)) \(Self.describe(node.frame))</title>")
        let fill = node.color ?? (isRoot ? background : "none")
        var paint = Self.paint("fill", fill)
        if node.color == nil && !isRoot && node.kind != .label {
            paint += ##" stroke="#8e8e93" stroke-width="0.5""##
        }
        if debug && node.isAmbiguous {
            paint += ##" stroke="#ff3b30" stroke-width="2""##
        }
        if node.cornerRadius > 0, node.maskedCorners != CornerMask.all {
            // Some corners rounded: the rect keeps the frame, a path draws the shape.
            lines.append("    <rect \(Self.geometry(node.frame)) fill=\"none\"/>")
        }
        lines.append("    " + Self.shape(node.frame, node: node, attributes: paint))
        if node.kind == .label {
            lines += text(for: node, rightToLeft: rightToLeft)
        } else if let image = node.imageFrame, image.width > 0, image.height > 0 {
            lines += Self.imagePlaceholder(image, clippedTo: node.clipsToBounds ? node.frame : nil)
        } else if debug, !isRoot, !hasSubviews, node.frame.width >= 24, node.frame.height >= 12 {
            let x = rightToLeft ? node.frame.maxX - 2 : node.frame.minX + 2
            lines.append(##"    <text class="name" x="\##(RenderFormat.number(x))" y="\##(RenderFormat.number(node.frame.minY + 9))" "##
                + ##"font-size="8" fill="#8e8e93" text-anchor="\##(rightToLeft ? "end" : "start")">\##(RenderFormat.xml(node.name))</text>"##)
        }
        lines.append("  </g>")
        return lines
    }

    /// An image view's placeholder: a light grey rectangle of the image's drawn size with its
    /// two diagonals, clipped to the view's frame when the view clips.
    private static func imagePlaceholder(_ rect: CGRect, clippedTo clip: CGRect?) -> [String] {
        let shown = clip.map { rect.intersection($0) } ?? rect
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return [] }
        let x0 = RenderFormat.number(shown.minX), y0 = RenderFormat.number(shown.minY)
        let x1 = RenderFormat.number(shown.maxX), y1 = RenderFormat.number(shown.maxY)
        return [
            ##"    <rect class="image-placeholder" \##(geometry(shown)) fill="#e5e5ea" stroke="#aeaeb2" stroke-width="0.5"/>"##,
            ##"    <path class="image-placeholder" d="M\##(x0) \##(y0)L\##(x1) \##(y1)M\##(x1) \##(y0)L\##(x0) \##(y1)" "##
                + ##"stroke="#aeaeb2" stroke-width="0.5" fill="none"/>"##,
        ]
    }

    /// One `<text class="line">` per line of a label's text.
    private func text(for node: LayoutSnapshot.Node, rightToLeft: Bool) -> [String] {
        if let lines = node.attributedLines { return attributedText(lines, of: node, rightToLeft: rightToLeft) }
        let size = node.fontSize ?? 17
        let (position, anchor) = Self.textAnchor(node, rightToLeft: rightToLeft)
        let x = RenderFormat.number(position)
        let fill = Self.paint("fill", node.textColor ?? textColor)
        var lines: [String] = []
        for (index, line) in node.textLines.enumerated() where !line.isEmpty {
            // As the default text measurer: the first baseline is one font size below the
            // top, and lines are 1.2 font sizes apart.
            let baseline = RenderFormat.number(Double(node.frame.minY) + size * (1 + 1.2 * Double(index)))
            // The viewer's font sets the glyphs' widths; spaces are kept as typed.
            lines.append(##"    <text class="line" x="\##(x)" y="\##(baseline)" font-size="\##(RenderFormat.number(size))" "##
                + ##"\##(fill) text-anchor="\##(anchor)" xml:space="preserve">\##(RenderFormat.xml(line))</text>"##)
        }
        return lines
    }

    /// Where a label's lines are anchored: the left edge (`start`), the middle or the right
    /// edge (`end`), from its alignment; natural and justified text starts at the leading edge.
    private static func textAnchor(_ node: LayoutSnapshot.Node, rightToLeft: Bool) -> (CGFloat, String) {
        switch node.textAlignment {
        case .left: return (node.frame.minX, "start")
        case .center: return (node.frame.midX, "middle")
        case .right: return (node.frame.maxX, "end")
        case .natural, .justified: return rightToLeft ? (node.frame.maxX, "end") : (node.frame.minX, "start")
        }
    }

    /// The debug overlay: margins of the views that have subviews (a leaf's margins guide
    /// nothing), safe areas and other guides, each as a box; empty boxes are left out.
    private func overlay(_ snapshot: LayoutSnapshot, parents: Set<String>) -> [String] {
        var lines = [##"  <g id="debug" fill="none" stroke-width="1">"##]
        for node in snapshot.nodes where !node.isHidden {
            for guide in node.guides where guide.frame.width > 0 && guide.frame.height > 0 {
                if guide.name == "margins", !parents.contains(node.name) { continue }
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
