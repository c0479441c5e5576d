#if SystemText
import Foundation
import TautPango

/// A PNG read back with Cairo (through ``PNGImage``, the `.image` strategy's decoder): its
/// size and its pixels' colours, to check pictures by their content.
struct PNGPixels {
    private let image: PNGImage
    var width: Int { image.width }
    var height: Int { image.height }

    /// Reads the PNG `data`.
    init(_ data: Data) throws {
        image = try PNGImage(data: data)
    }

    /// The pixel at (x, y) as `#rrggbb` (alpha left out), or `nil` outside the picture.
    func hex(_ x: Int, _ y: Int) -> String? {
        image.pixel(x: x, y: y)?.hex
    }

    /// The pixel's alpha, 0...255.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(image.pixels[y * width + x].alpha) }

    /// The (x, y) of every pixel whose red, green and blue (0...255) satisfy `test`.
    func points(where test: (Int, Int, Int) -> Bool) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = image.pixels[y * width + x]
                if test(Int(p.red), Int(p.green), Int(p.blue)) { found.append((x, y)) }
            }
        }
        return found
    }

    /// The (x, y) of every pixel darker than `limit` (the sum of red, green and blue).
    func darkPixels(limit: Int = 300) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = image.pixels[y * width + x]
                if Int(p.red) + Int(p.green) + Int(p.blue) < limit { found.append((x, y)) }
            }
        }
        return found
    }
}
#endif
