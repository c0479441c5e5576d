#if SystemText
import CPangoCairo
import Foundation
import Taut

/// Draws a laid-out view tree as a PNG picture with Cairo, its labels' text drawn by Pango.
///
/// Each visible view is filled with its colour (a thin grey outline when it has none),
/// rounded by its corner radius on its masked corners, faded by its alpha times its
/// ancestors', and clips its subviews when it clips to its bounds; its border is stroked
/// inside its frame above its subviews, as Core Animation draws it. A label's text is laid
/// out by ``measurer`` with the label's font, wrapped at its width and limited to its
/// number of lines (the last line ellipsized), in its text colour and alignment (natural
/// text starts at the leading edge), centred vertically in its frame as UIKit centres it:
/// measured with the same measurer, the text lands exactly where layout made room for it.
/// An image view shows a light grey placeholder with diagonals where its image would be.
///
/// With ``debug`` on, an overlay outlines every view's frame (blue; ambiguous views red),
/// writes its name in small type at its top-left corner and dashes the safe area.
///
/// Colours are CSS colours (`#rrggbb`, `#rrggbbaa`, `#rgb`, common names); a colour this
/// renderer cannot read is drawn as the outline of a view without colour.
///
/// ```swift
/// let measurer = PangoTextMeasurer()
/// Label.defaultTextMeasurer = measurer      // before the labels are created
/// // ... build and lay out `screen` ...
/// try CairoRenderer(measurer: measurer).writePNG(LayoutSnapshot(root: screen), to: "screen.png")
/// ```
public struct CairoRenderer: Sendable {
    /// The measurer that lays labels' text out; use the one the labels were measured with.
    public var measurer: PangoTextMeasurer
    /// Whether to overlay frames, names and the safe area.
    public var debug: Bool
    /// Pixels per point (2 draws a 390-point-wide screen 780 pixels wide).
    public var scale: Double
    /// The fill of the root view when it has no colour (a CSS colour).
    public var background: String
    /// The colour of label text whose colour is the default (a CSS colour).
    public var textColor: String

    /// Creates a renderer drawing text with `measurer`.
    public init(measurer: PangoTextMeasurer, debug: Bool = false, scale: Double = 1,
                background: String = "#ffffff", textColor: String = "#1c1c1e") {
        self.measurer = measurer
        self.debug = debug
        self.scale = scale
        self.background = background
        self.textColor = textColor
    }

    /// The PNG picture of `snapshot`, `size × scale` pixels (rounded up).
    ///
    /// - Throws: ``PangoError/invalidCanvas(width:height:)`` when the size is empty, not
    ///   finite or beyond 32 767 pixels; ``PangoError/pngNotWritten(_:)`` when Cairo fails.
    public func renderPNG(_ snapshot: LayoutSnapshot) throws(PangoError) -> Data {
        let surface = try draw(snapshot)
        defer { cairo_surface_destroy(surface) }
        var data = Data()
        let status = withUnsafeMutablePointer(to: &data) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .pngNotWritten(String(cString: cairo_status_to_string(status))) }
        return data
    }

    /// The PNG picture of the laid-out tree under `view` (see `LayoutSnapshot.init(root:colors:detectAmbiguity:)`).
    public func renderPNG(_ view: View) throws(PangoError) -> Data {
        try renderPNG(LayoutSnapshot(root: view, detectAmbiguity: debug))
    }

    /// Writes the PNG picture of `snapshot` to the file at `path`.
    ///
    /// - Throws: ``PangoError/invalidCanvas(width:height:)`` for a canvas Cairo cannot draw, and
    ///   ``PangoError/pngNotWritten(_:)`` when the PNG cannot be encoded or the file cannot be written.
    public func writePNG(_ snapshot: LayoutSnapshot, to path: String) throws(PangoError) {
        let data = try renderPNG(snapshot)
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .pngNotWritten("\(path): \(error.localizedDescription)")
        }
    }

    /// Draws `snapshot` on a new ARGB image surface (the caller destroys it).
    func draw(_ snapshot: LayoutSnapshot) throws(PangoError) -> OpaquePointer {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = Double(snapshot.size.width) * scale, height = Double(snapshot.size.height) * scale
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32_767, height <= 32_767 else {
            throw .invalidCanvas(width: width.isFinite ? Int(width.rounded(.up)) : -1,
                                 height: height.isFinite ? Int(height.rounded(.up)) : -1)
        }
        let pixelWidth = Int32(width.rounded(.up)), pixelHeight = Int32(height.rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .invalidCanvas(width: Int(pixelWidth), height: Int(pixelHeight))
        }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .pngNotWritten("Cairo cannot draw on the surface")
        }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        CairoPainter(renderer: self, cairo: cairo, snapshot: snapshot).paint()
        cairo_surface_flush(surface)
        return surface
    }
}
#endif
