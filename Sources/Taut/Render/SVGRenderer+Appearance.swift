import Foundation

/// How the SVG renderer draws a view's look: translucent colours, rounded corners, borders,
/// opacity and clipping.
extension SVGRenderer {
    /// What the tree around each node means for drawing it: its opacity multiplied down the
    /// tree, and the clip path of its nearest clipping ancestor.
    struct Context {
        /// Effective opacity by node name.
        var opacity: [String: Double] = [:]
        /// For each node name: the clip-path id its descendants are clipped by.
        var clipForDescendants: [String: String] = [:]
        /// The clip paths, in document order.
        var clipDefinitions: [String] = []

        init(_ snapshot: LayoutSnapshot) {
            for (index, node) in snapshot.nodes.enumerated() {
                let parentOpacity = node.parent.flatMap { opacity[$0] } ?? 1
                opacity[node.name] = parentOpacity * Swift.min(Swift.max(node.alpha.isNaN ? 1 : node.alpha, 0), 1)
                let inherited = node.parent.flatMap { clipForDescendants[$0] }
                if node.clipsToBounds {
                    let id = "clip-\(index)"
                    let outer = inherited.map { ##" clip-path="url(#\##($0))""## } ?? ""
                    clipDefinitions.append(##"    <clipPath id="\##(id)"\##(outer)>"##)
                    clipDefinitions.append("      " + SVGRenderer.shape(node.frame, node: node, attributes: ""))
                    clipDefinitions.append("    </clipPath>")
                    clipForDescendants[node.name] = id
                } else if let inherited {
                    clipForDescendants[node.name] = inherited
                }
            }
        }

        /// The clip-path a node is drawn with (its ancestors', not its own).
        func clip(of node: LayoutSnapshot.Node) -> String? {
            node.parent.flatMap { clipForDescendants[$0] }
        }

        /// ` opacity="…" clip-path="url(#…)"` for a node's group or border, or "".
        func groupAttributes(of node: LayoutSnapshot.Node) -> String {
            var text = ""
            if let value = opacity[node.name], value < 1 { text += ##" opacity="\##(RenderFormat.number(value))""## }
            if let clip = clip(of: node) { text += ##" clip-path="url(#\##(clip))""## }
            return text
        }
    }

    /// `name="#rrggbb"` plus `name-opacity="a"` for a translucent `#rrggbbaa` colour (SVG 1.1
    /// has no eight-digit colours); other CSS colours as given.
    static func paint(_ name: String, _ css: String) -> String {
        let hex = css.dropFirst()
        if css.hasPrefix("#"), hex.count == 8, let alpha = Int(hex.suffix(2), radix: 16) {
            return ##"\##(name)="#\##(hex.prefix(6))" \##(name)-opacity="\##(RenderFormat.number(Double(alpha) / 255))""##
        }
        return ##"\##(name)="\##(RenderFormat.xml(css))""##
    }

    /// The node's outline at `frame`: a `<rect>` (with `rx` when all corners are rounded) or,
    /// when only some corners are rounded, a `<path>`.
    static func shape(_ frame: CGRect, node: LayoutSnapshot.Node, attributes: String, radiusInset: Double = 0) -> String {
        let r = frame.standardized
        let limit = Double(Swift.min(r.width, r.height)) / 2
        let radius = Swift.max(0, Swift.min(node.cornerRadius - radiusInset, limit))
        let corners = node.maskedCorners
        if radius <= 0 || corners == CornerMask.all {
            let rx = radius > 0 ? ##" rx="\##(RenderFormat.number(radius))""## : ""
            return "<rect \(geometry(r))\(rx) \(attributes)/>"
        }
        func n(_ value: CGFloat) -> String { RenderFormat.number(value) }
        let rr = CGFloat(radius)
        let tl = corners.contains(.layerMinXMinYCorner) ? rr : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? rr : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? rr : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? rr : 0
        func arc(_ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) -> String {
            radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
        }
        let d = "M\(n(r.minX + tl)) \(n(r.minY)) H\(n(r.maxX - tr))" + arc(tr, r.maxX, r.minY + tr)
            + " V\(n(r.maxY - br))" + arc(br, r.maxX - br, r.maxY)
            + " H\(n(r.minX + bl))" + arc(bl, r.minX, r.maxY - bl)
            + " V\(n(r.minY + tl))" + arc(tl, r.minX + tl, r.minY) + " Z"
        return ##"<path d="\##(d)" \##(attributes)/>"##
    }

    /// The border of `node`, drawn inside its frame (a stroke centred half a width in), or
    /// `nil` when it has none.
    static func border(of node: LayoutSnapshot.Node, context: Context) -> String? {
        guard !node.isHidden, node.borderWidth > 0, let color = node.borderColor else { return nil }
        let frame = node.frame.standardized
        let width = Swift.min(node.borderWidth, Double(Swift.min(frame.width, frame.height)) / 2)
        guard width > 0 else { return nil }
        let inset = frame.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2))
        let attributes = ##"class="border" data-view="\##(RenderFormat.xml(node.name))" fill="none" "##
            + paint("stroke", color) + ##" stroke-width="\##(RenderFormat.number(width))""##
            + context.groupAttributes(of: node)
        return "  " + shape(inset, node: node, attributes: attributes, radiusInset: width / 2)
    }
}
