#if SystemText
import CPangoCairo
import Foundation
import Taut

/// A ``TextMeasuring`` measurer backed by Pango: real fonts found through fontconfig,
/// shaped by HarfBuzz, broken into lines by Pango's line breaking, in either direction.
///
/// - The system font (`Font.systemFont(ofSize:)`, `.preferredFont(forTextStyle:)`, ...)
///   is drawn in ``systemFamily`` (fontconfig's `sans-serif` unless given); a named font
///   (`Font(name: "DejaVu Serif", size: 12)`) asks fontconfig for that family.
/// - The size is the font's point size, one point to one pixel (a resolution of 72 dpi);
///   the weight is the font's `Font.Weight` on the CSS scale (see `Font.Weight.pangoWeight`),
///   and italic fonts ask for the italic style.
/// - Text wraps at `maxWidth` with Pango's line breaking (`PANGO_WRAP_WORD_CHAR`: at word
///   boundaries, within a word too long for a line); with `numberOfLines > 0`, the lines
///   beyond it are dropped and the last kept line ends in an ellipsis. The width is the
///   widest kept line's advance (spaces as typed are kept, leading and trailing included;
///   spaces hanging at a wrap may reach past `maxWidth` and are not counted beyond it).
/// - Baselines are Pango's: the first and the last kept line's, down from the top.
/// - Bidirectional text is resolved by Pango (each paragraph's direction from its first
///   strong character), so Arabic and Hebrew lay out right to left.
///
/// Results depend on the fonts installed: the same text measures differently on machines
/// with other fonts. For results that do not change from machine to machine (tests,
/// snapshots), pin font files with ``init(fontFiles:systemFamily:)``: fontconfig then
/// knows only those fonts, in a configuration private to this measurer.
///
/// Measurements are cached per (text, font, width, line limit), since a layout pass asks
/// the same questions many times; the measurer is thread-safe (Pango is used under a lock).
///
/// ```swift
/// Label.defaultTextMeasurer = PangoTextMeasurer()
/// let pinned = try PangoTextMeasurer(fontFiles: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
///                                    systemFamily: "DejaVu Sans")
/// ```
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// The fontconfig family the system font is drawn in.
    public let systemFamily: String
    /// The font files this measurer is limited to (empty: every font fontconfig knows).
    public let fontFiles: [String]
    /// A measurer using every font fontconfig knows, the system font in `sans-serif`, shared
    /// by the command-line tool and the `.image` snapshot strategy's default.
    public static let system = PangoTextMeasurer()
    /// The most measurements kept in the cache; it is emptied when it would grow beyond.
    public static let cacheLimit = 50_000

    /// The cache's key: everything a measurement depends on.
    private struct Key: Hashable {
        var text: String
        var font: Font
        var maxWidth: CGFloat
        var numberOfLines: Int
    }

    // Pango is not thread-safe: every use of these is under `lock`.
    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>?
    private let context: OpaquePointer?
    private let layout: OpaquePointer?
    private let config: OpaquePointer?
    private var cache: [Key: TextMeasurement] = [:]
    private var descriptions: [Font: OpaquePointer] = [:]

    /// Creates a measurer using every font fontconfig knows, drawing the system font in
    /// `systemFamily`.
    public convenience init(systemFamily: String = "sans-serif") {
        self.init(systemFamily: systemFamily, files: [], config: nil)
    }

    /// Creates a measurer that knows only the fonts in `fontFiles` (TrueType, OpenType,
    /// ...), loaded into a fontconfig configuration of its own; the system font is drawn in
    /// `systemFamily`, which should be the family of one of the files (`"DejaVu Sans"` for
    /// `DejaVuSans.ttf`). Any other family falls back to those fonts.
    ///
    /// - Throws: ``PangoError/fontFileNotLoaded(_:)`` for a file fontconfig cannot load,
    ///   ``PangoError/fontConfigurationFailed`` when fontconfig cannot create a configuration.
    public convenience init(fontFiles: [String], systemFamily: String) throws(PangoError) {
        guard let config = FcConfigCreate() else { throw .fontConfigurationFailed }
        for file in fontFiles where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw .fontFileNotLoaded(file)
        }
        self.init(systemFamily: systemFamily, files: fontFiles, config: config)
    }

    private init(systemFamily: String, files: [String], config: OpaquePointer?) {
        self.systemFamily = systemFamily
        self.fontFiles = files
        self.config = config
        let map = taut_font_map_new()
        if let map, let config { taut_font_map_set_config(map, config) }
        fontMap = map
        let context = map.flatMap { pango_font_map_create_context($0) }
        if let context {
            // One point is one pixel; metrics are not hinted, so that widths are the
            // font's own and do not change with hinting settings.
            pango_cairo_context_set_resolution(context, 72)
            if let options = cairo_font_options_create() {
                cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
                cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
                cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
                pango_cairo_context_set_font_options(context, options)
                cairo_font_options_destroy(options)
            }
            pango_context_set_round_glyph_positions(context, 0)
        }
        self.context = context
        layout = context.flatMap { pango_layout_new($0) }
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        if let layout { taut_object_unref(UnsafeMutableRawPointer(layout)) }
        if let context { taut_object_unref(UnsafeMutableRawPointer(context)) }
        if let fontMap { taut_object_unref(fontMap) }
        if let config { FcConfigDestroy(config) }
    }

    /// Measures `text` as described in the type's documentation; answers come from the
    /// cache when the same question was asked before. Should Pango fail to start (no font
    /// map), the answer is ``MonospacedTextMeasurer``'s.
    public func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        let key = Key(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let result = withLayout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) { _, lines in
            Self.measurement(of: lines, maxWidth: maxWidth)
        } ?? MonospacedTextMeasurer().measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }

    /// Lays `text` out as ``measure(_:font:maxWidth:numberOfLines:)`` does and returns its
    /// lines as well (not cached); `nil` when Pango could not start.
    public func layout(_ text: String, font: Font, maxWidth: CGFloat = .greatestFiniteMagnitude,
                       numberOfLines: Int = 0) -> PangoTextLayout? {
        lock.lock()
        defer { lock.unlock() }
        return withLayout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) { _, lines in
            let bytes = Array(text.utf8)
            let described = lines.map { line in
                let end = min(bytes.count, line.startIndex + line.length)
                let start = min(max(0, line.startIndex), end)
                return PangoTextLayout.Line(
                    text: String(decoding: bytes[start..<end], as: UTF8.self),
                    width: line.width, top: line.top, height: line.height, baseline: line.baseline,
                    isRightToLeft: line.isRightToLeft, isEllipsized: line.isEllipsized)
            }
            return PangoTextLayout(measurement: Self.measurement(of: lines, maxWidth: maxWidth), lines: described)
        }
    }

    /// The number of measurements in the cache.
    public var cachedMeasurementCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.count
    }

    /// Lays the text out in the shared layout (under the lock) and hands it and its kept
    /// lines to `body` (the lines' `line` pointers are valid only inside `body`). Public
    /// callers take the lock; ``CairoRenderer`` calls this through ``drawing(_:)``.
    func withLayout<Result>(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int,
                            _ body: (OpaquePointer, [PangoLine]) -> Result) -> Result? {
        guard let layout else { return nil }
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_font_description(layout, description(of: font))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        let wraps = maxWidth.isFinite && maxWidth < 1_000_000
        pango_layout_set_width(layout, wraps ? max(1, Int32((max(0, maxWidth) * 1024).rounded(.down))) : -1)
        var lines = PangoLine.lines(of: layout)
        if numberOfLines > 0, lines.count > numberOfLines {
            if wraps {
                // Keep the lines that fit above the last kept line's bottom; Pango ends the
                // last of them with an ellipsis.
                let last = lines[numberOfLines - 1]
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(((last.top + last.height) * 1024).rounded()))
                lines = PangoLine.lines(of: layout)
            }
            lines = Array(lines.prefix(numberOfLines))
        }
        if pango_layout_is_ellipsized(layout) != 0, !lines.isEmpty {
            lines[lines.count - 1].isEllipsized = true
        }
        return body(layout, lines)
    }

    /// Runs `body` under the measurer's lock (for the renderer, which lays out text with
    /// ``withLayout(_:font:maxWidth:numberOfLines:_:)``).
    func drawing<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The measurement of the kept lines: the widest line (no wider than a finite
    /// `maxWidth`), from the top of the first to the bottom of the last, their baselines.
    private static func measurement(of lines: [PangoLine], maxWidth: CGFloat) -> TextMeasurement {
        guard let first = lines.first, let last = lines.last,
              !(lines.count == 1 && first.length == 0) else {
            return TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0)
        }
        var width = lines.map(\.width).max() ?? 0
        if maxWidth.isFinite, maxWidth >= 0 { width = min(width, maxWidth) }
        return TextMeasurement(size: CGSize(width: width, height: last.top + last.height - first.top),
                               lineCount: lines.count,
                               firstBaseline: first.baseline - first.top, lastBaseline: last.baseline - first.top)
    }

    /// The Pango font description of `font`, made once per font and kept.
    private func description(of font: Font) -> OpaquePointer? {
        if let known = descriptions[font] { return known }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, font.isSystemFont ? systemFamily : font.familyName)
        let size = font.pointSize.isFinite ? max(0, min(font.pointSize, 10_000)) : 17
        pango_font_description_set_absolute_size(description, Double(size) * 1024)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.pangoWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }
}
#endif
