#if SystemText
import CPangoCairo
import Foundation

/// A PNG read back with Cairo (`cairo_image_surface_create_from_png`): its size and its
/// pixels' colours, to check pictures by their content.
struct PNGPixels {
    let width: Int
    let height: Int
    /// Un-premultiplied (red, green, blue, alpha) bytes, row by row.
    private let pixels: [(UInt8, UInt8, UInt8, UInt8)]

    struct Unreadable: Error {}

    /// Reads the PNG `data` (through a temporary file, as Cairo reads PNGs from files).
    init(_ data: Data) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("taut-\(UUID().uuidString).png").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else { throw Unreadable() }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
              let base = cairo_image_surface_get_data(surface) else { throw Unreadable() }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride)
            for x in 0..<width {
                // A native-endian 32-bit word: alpha in the high byte, then red, green, blue,
                // premultiplied by alpha.
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let a = hasAlpha ? Int(word >> 24) : 255
                func channel(_ shift: UInt32) -> UInt8 {
                    let value = Int((word >> shift) & 0xff)
                    return a == 0 ? 0 : UInt8(min(255, (value * 255 + a / 2) / a))
                }
                pixels.append((channel(16), channel(8), channel(0), UInt8(a)))
            }
        }
        self.pixels = pixels
    }

    /// The pixel at (x, y) as `#rrggbb` (alpha left out), or `nil` outside the picture.
    func hex(_ x: Int, _ y: Int) -> String? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let p = pixels[y * width + x]
        return String(format: "#%02x%02x%02x", p.0, p.1, p.2)
    }

    /// The pixel's alpha, 0...255.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[y * width + x].3) }

    /// The (x, y) of every pixel darker than `limit` (the sum of red, green and blue).
    func darkPixels(limit: Int = 300) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * width + x]
                if Int(p.0) + Int(p.1) + Int(p.2) < limit { found.append((x, y)) }
            }
        }
        return found
    }
}
#endif
