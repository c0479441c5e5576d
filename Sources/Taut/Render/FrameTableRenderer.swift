import Foundation

/// Writes a ``LayoutSnapshot`` as an aligned text table: one row per view, indented by
/// depth, with its absolute x, y, width and height.
///
/// ```
/// view          x      y  width  height
/// canvas        0      0    390     844
///   card       16     55    358     120
///     avatar   32     71     64      64
/// ```
///
/// Hidden views are marked `hidden`, ambiguous ones `ambiguous`.
public struct FrameTableRenderer: Sendable {
    /// The number of decimal places numbers are rounded to.
    public var decimals: Int

    /// Creates a renderer rounding to `decimals` places (2 by default).
    public init(decimals: Int = 2) {
        self.decimals = max(0, min(decimals, 10))
    }

    /// The table for `snapshot`, one line per view after a header line.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        var rows: [[String]] = [["view", "x", "y", "width", "height", ""]]
        for node in snapshot.nodes {
            var notes: [String] = []
            if node.isHidden { notes.append("hidden") }
            if node.isAmbiguous { notes.append("ambiguous") }
            rows.append([
                String(repeating: "  ", count: node.depth) + node.name,
                number(node.frame.minX), number(node.frame.minY),
                number(node.frame.width), number(node.frame.height),
                notes.joined(separator: ", "),
            ])
        }
        var widths = Array(repeating: 0, count: 6)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        let lines = rows.map { row -> String in
            var line = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
            for column in 1...4 {
                line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            if !row[5].isEmpty { line += "  " + row[5] }
            return line
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func number(_ value: CGFloat) -> String {
        RenderFormat.number(Double(value), decimals: decimals)
    }
}
