#if SystemText
import CPangoCairo
import Foundation

/// A PNG picture decoded by Cairo: its size and its pixels, to check pictures by what they
/// show (the `.image` snapshot strategy compares two of them pixel by pixel).
public struct PNGImage: Hashable, Sendable {
    /// A pixel's colour, 0...255 per channel, not premultiplied.
    public struct Pixel: Hashable, Sendable {
        /// Red.
        public var red: UInt8
        /// Green.
        public var green: UInt8
        /// Blue.
        public var blue: UInt8
        /// Opacity (255 opaque).
        public var alpha: UInt8

        /// The colour as `#rrggbb` (alpha left out).
        public var hex: String { String(format: "#%02x%02x%02x", red, green, blue) }
    }

    /// How two pictures differ.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// The first picture's width and height.
        public var oldSize: [Int]
        /// The second picture's width and height.
        public var newSize: [Int]
        /// How many pixels differ by more than the tolerance.
        public var differingPixels: Int
        /// The largest difference of one channel of one pixel.
        public var largestChannelDifference: Int
        /// The first differing pixel, top to bottom, left to right.
        public var firstDifference: [Int]?

        /// A sentence for a failing test.
        public var description: String {
            if oldSize != newSize {
                return "the pictures' sizes differ: \(oldSize[0]) × \(oldSize[1]) recorded, \(newSize[0]) × \(newSize[1]) now"
            }
            let at = firstDifference.map { " (first at x \($0[0]), y \($0[1]))" } ?? ""
            return "\(differingPixels) of \(oldSize[0] * oldSize[1]) pixels differ, by up to "
                + "\(largestChannelDifference)/255 in a channel\(at)"
        }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels row by row, top to bottom.
    public let pixels: [Pixel]

    /// Decodes the PNG `data`.
    ///
    /// - Throws: ``PangoError/pngNotRead(_:)`` when the data is not a PNG Cairo can read.
    public init(data: Data) throws(PangoError) {
        var reader = (data: data, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: (data: Data, offset: Int).self)
                let count = Int(length)
                guard reader.pointee.offset + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
                let start = reader.pointee.data.startIndex + reader.pointee.offset
                reader.pointee.data.copyBytes(to: buffer, from: start..<start + count)
                reader.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard let surface else { throw .pngNotRead("no surface") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .pngNotRead(String(cString: cairo_status_to_string(status))) }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let base = cairo_image_surface_get_data(surface) else {
            throw .pngNotRead("an unexpected pixel format")
        }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = format == CAIRO_FORMAT_ARGB32
        var pixels: [Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride)
            for x in 0..<width {
                // A native-endian word: alpha in the high byte, then red, green, blue,
                // premultiplied by alpha.
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = hasAlpha ? Int(word >> 24) : 255
                func channel(_ shift: UInt32) -> UInt8 {
                    let value = Int((word >> shift) & 0xff)
                    return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                }
                pixels.append(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha)))
            }
        }
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`), `nil` outside the picture.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// How `other` differs from this picture, counting pixels with a channel that differs by
    /// more than `tolerance` (0...255); `nil` when they are the same.
    public func difference(from other: PNGImage, tolerance: Int = 0) -> Difference? {
        let oldSize = [width, height], newSize = [other.width, other.height]
        guard oldSize == newSize else {
            return Difference(oldSize: oldSize, newSize: newSize, differingPixels: max(pixels.count, other.pixels.count),
                              largestChannelDifference: 255, firstDifference: nil)
        }
        var count = 0, largest = 0
        var first: [Int]?
        for index in pixels.indices {
            let a = pixels[index], b = other.pixels[index]
            let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            guard delta > tolerance else { continue }
            count += 1
            largest = max(largest, delta)
            if first == nil { first = [index % width, index / width] }
        }
        guard count > 0 else { return nil }
        return Difference(oldSize: oldSize, newSize: newSize, differingPixels: count,
                          largestChannelDifference: largest, firstDifference: first)
    }
}
#endif
