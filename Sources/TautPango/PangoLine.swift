#if SystemText
import CPangoCairo
import Foundation

/// One line of a Pango layout, in points, read with a layout iterator: where it sits, its
/// baseline, its direction and the line itself (for drawing).
struct PangoLine {
    /// The Pango line (owned by the layout; valid until the layout changes).
    var line: UnsafeMutablePointer<PangoLayoutLine>?
    /// The line's first byte in the layout's UTF-8 text.
    var startIndex: Int
    /// The line's length in bytes.
    var length: Int
    /// The logical width (advance) in points.
    var width: CGFloat
    /// The top in points, from the top of the layout.
    var top: CGFloat
    /// The height in points.
    var height: CGFloat
    /// The baseline in points, from the top of the layout.
    var baseline: CGFloat
    /// Whether the line's resolved direction is right to left.
    var isRightToLeft: Bool
    /// Whether the line ends in an ellipsis.
    var isEllipsized = false

    /// The lines of `layout`, top to bottom.
    static func lines(of layout: OpaquePointer) -> [PangoLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [PangoLine] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            let line = pango_layout_iter_get_line_readonly(iterator)
            let start = line.map { Int($0.pointee.start_index) } ?? 0
            let length = line.map { Int($0.pointee.length) } ?? 0
            let rightToLeft = line.map { $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue } ?? false
            lines.append(PangoLine(line: line, startIndex: start, length: length,
                                   width: CGFloat(logical.width) / 1024, top: CGFloat(logical.y) / 1024,
                                   height: CGFloat(logical.height) / 1024, baseline: CGFloat(baseline) / 1024,
                                   isRightToLeft: rightToLeft))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }
}
#endif
