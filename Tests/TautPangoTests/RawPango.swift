#if SystemText
import CPangoCairo
import Foundation

/// Pango used directly, without TautPango, as an independent check of its measurer: a
/// font map limited to the given files, 72 dpi, unhinted metrics, unrounded glyph positions.
final class RawPango {
    private let config: OpaquePointer
    private let map: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    struct Failure: Error {}

    init(files: [String]) throws {
        guard let config = FcConfigCreate() else { throw Failure() }
        for file in files { FcConfigAppFontAddFile(config, file) }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { throw Failure() }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let context = pango_font_map_create_context(map) else { throw Failure() }
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Glyphs at their fractional advances, not rounded to whole pixels each.
        pango_context_set_round_glyph_positions(context, 0)
        self.config = config
        self.map = map
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(map)
        FcConfigDestroy(config)
    }

    private func withLayout<T>(_ text: String, size: Int, _ body: (OpaquePointer) -> T) -> T {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string("DejaVu Sans \(size)px")
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        return body(layout)
    }

    /// The logical rectangle's width and height in whole pixels, from pango_layout_get_pixel_extents.
    func pixelExtents(_ text: String, size: Int) -> (Int, Int) {
        withLayout(text, size: size) { layout in
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, nil, &logical)
            return (Int(logical.width), Int(logical.height))
        }
    }

    /// Where the first character (byte 0) sits on the line, in points from the line's left edge.
    func firstCharacterX(_ text: String, size: Int) -> CGFloat {
        withLayout(text, size: size) { layout in
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, 0, &position)
            return CGFloat(position.x) / 1024
        }
    }
}
#endif
