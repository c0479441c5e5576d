import Foundation

/// The pixel size of an image file, read from its header: PNG (the IHDR chunk), JPEG (the
/// first start-of-frame segment) or GIF (the logical screen descriptor). Nothing else is read.
struct ImageHeader: Equatable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int

    /// Reads the header of `data`, or `nil` when it is no PNG, JPEG or GIF or is cut short.
    init?(data: Data) {
        let bytes = [UInt8](data.prefix(1 << 20))
        if let size = ImageHeader.png(bytes) ?? ImageHeader.gif(bytes) ?? ImageHeader.jpeg(bytes),
           size.width > 0, size.height > 0 {
            self = size
        } else {
            return nil
        }
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        var value = 0
        for index in offset..<(offset + count) { value = value << 8 | Int(bytes[index]) }
        return value
    }

    /// PNG: the 8-byte signature, then the IHDR chunk (length, "IHDR", width, height).
    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8),
              let width = bigEndian(bytes, 16, count: 4), let height = bigEndian(bytes, 20, count: 4)
        else { return nil }
        return ImageHeader(width: width, height: height)
    }

    /// GIF: "GIF87a"/"GIF89a", then width and height as little-endian 16-bit numbers.
    private static func gif(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 10, bytes[0] == 0x47, bytes[1] == 0x49, bytes[2] == 0x46 else { return nil }
        return ImageHeader(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// JPEG: FF D8, then segments (FF, marker, 16-bit length including itself) up to the
    /// first start-of-frame marker (C0–CF except C4, C8 and CC), whose payload is precision,
    /// height, width.
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            offset += 2
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no payload
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, start of scan
            guard let length = bigEndian(bytes, offset, count: 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard let height = bigEndian(bytes, offset + 3, count: 2),
                      let width = bigEndian(bytes, offset + 5, count: 2) else { return nil }
                return ImageHeader(width: width, height: height)
            }
            offset += length
        }
        return nil
    }
}
