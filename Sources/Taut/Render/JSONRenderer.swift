import Foundation

/// Writes a ``LayoutSnapshot`` as JSON: the canvas, then every view's absolute frame by
/// name, in tree order.
///
/// ```json
/// {
///   "canvas": { "width": 390, "height": 844, "direction": "leftToRight" },
///   "views": {
///     "canvas": { "x": 0, "y": 0, "width": 390, "height": 844 },
///     "card": { "x": 16, "y": 55, "width": 358, "height": 120, "parent": "canvas" }
///   }
/// }
/// ```
///
/// Numbers are rounded to ``decimals`` places and written without trailing zeros. A view
/// also has `"hidden": true` when hidden and `"ambiguous": true` when its frame is not
/// fully determined, and its look where it is not the default: `"color"` (`"#rrggbb"`, or
/// `"#rrggbbaa"` when translucent), `"alpha"`, `"cornerRadius"`, `"maskedCorners"` (Core
/// Animation's bits), `"borderWidth"` with `"borderColor"`, `"clipsToBounds": true`, and a
/// label's `"textColor"` and `"textAlignment"` (`"left"`, `"center"`, `"right"`, `"justified"`).
/// An image view with an image has `"image"`: the image's `"width"` and `"height"` in points
/// and where it is drawn (`"drawnX"`, `"drawnY"`, `"drawnWidth"`, `"drawnHeight"`, absolute,
/// from the view's content mode).
public struct JSONRenderer: Sendable {
    /// The number of decimal places numbers are rounded to.
    public var decimals: Int

    /// Creates a renderer rounding to `decimals` places (3 by default).
    public init(decimals: Int = 3) {
        self.decimals = max(0, min(decimals, 10))
    }

    /// The JSON document for `snapshot`.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let direction = snapshot.isRightToLeft ? "rightToLeft" : "leftToRight"
        var lines = [
            "{",
            #"  "canvas": { "width": \#(number(snapshot.size.width)), "height": \#(number(snapshot.size.height)), "direction": "\#(direction)" },"#,
            #"  "views": {"#,
        ]
        for (index, node) in snapshot.nodes.enumerated() {
            var fields = [
                #""x": \#(number(node.frame.minX))"#, #""y": \#(number(node.frame.minY))"#,
                #""width": \#(number(node.frame.width))"#, #""height": \#(number(node.frame.height))"#,
            ]
            if let parent = node.parent { fields.append(#""parent": \#(RenderFormat.json(parent))"#) }
            if node.isHidden { fields.append(#""hidden": true"#) }
            if node.isAmbiguous { fields.append(#""ambiguous": true"#) }
            fields += appearanceFields(of: node)
            let comma = index == snapshot.nodes.count - 1 ? "" : ","
            lines.append("    \(RenderFormat.json(node.name)): { \(fields.joined(separator: ", ")) }\(comma)")
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The look of a view, each field only when it is not the default: `color`, `alpha`,
    /// `cornerRadius` (and `maskedCorners` when not all four), `borderWidth` and
    /// `borderColor`, `clipsToBounds`, and a label's `textColor` and `textAlignment`.
    private func appearanceFields(of node: LayoutSnapshot.Node) -> [String] {
        var fields: [String] = []
        if let color = node.color { fields.append(#""color": \#(RenderFormat.json(color))"#) }
        if node.alpha != 1 { fields.append(#""alpha": \#(number(CGFloat(node.alpha)))"#) }
        if node.cornerRadius > 0 {
            fields.append(#""cornerRadius": \#(number(CGFloat(node.cornerRadius)))"#)
            if node.maskedCorners != CornerMask.all {
                fields.append(#""maskedCorners": \#(node.maskedCorners.rawValue)"#)
            }
        }
        if node.borderWidth > 0, let color = node.borderColor {
            fields.append(#""borderWidth": \#(number(CGFloat(node.borderWidth)))"#)
            fields.append(#""borderColor": \#(RenderFormat.json(color))"#)
        }
        if node.clipsToBounds { fields.append(#""clipsToBounds": true"#) }
        if let color = node.textColor { fields.append(#""textColor": \#(RenderFormat.json(color))"#) }
        if node.kind == .label, node.textAlignment != .natural {
            fields.append(#""textAlignment": "\#(node.textAlignment)""#)
        }
        if let size = node.imageSize, let drawn = node.imageFrame {
            fields.append(#""image": {"width": \#(number(size.width)), "height": \#(number(size.height)), "#
                + #""drawnX": \#(number(drawn.minX)), "drawnY": \#(number(drawn.minY)), "#
                + #""drawnWidth": \#(number(drawn.width)), "drawnHeight": \#(number(drawn.height))}"#)
        }
        return fields
    }

    private func number(_ value: CGFloat) -> String {
        RenderFormat.number(Double(value), decimals: decimals)
    }
}
