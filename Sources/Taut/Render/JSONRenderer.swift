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
/// fully determined.
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
            let comma = index == snapshot.nodes.count - 1 ? "" : ","
            lines.append("    \(RenderFormat.json(node.name)): { \(fields.joined(separator: ", ")) }\(comma)")
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func number(_ value: CGFloat) -> String {
        RenderFormat.number(Double(value), decimals: decimals)
    }
}
