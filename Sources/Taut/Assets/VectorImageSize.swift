import Foundation

/// The declared size of a vector image file, in points.
enum VectorImageSize {
    /// A PDF's first `/MediaBox [x0 y0 x1 y1]` (PDF units are points: 1/72 inch, as UIKit's).
    static func pdf(_ data: Data) -> CGSize? {
        guard let text = String(data: data.prefix(1 << 20), encoding: .isoLatin1),
              let key = text.range(of: "/MediaBox") else { return nil }
        let rest = text[key.upperBound...]
        guard let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let size = CGSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
        return size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size : nil
    }

    /// An SVG's root `width` and `height` (numbers, `px` or `pt`; a `pt` is 4/3 of a CSS pixel),
    /// else its `viewBox`'s width and height.
    static func svg(_ data: Data) -> CGSize? {
        guard let text = String(data: data.prefix(1 << 20), encoding: .utf8),
              let start = text.range(of: "<svg") else { return nil }
        guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        if let width = attribute("width", in: tag).flatMap(length), let height = attribute("height", in: tag).flatMap(length),
           width > 0, height > 0 {
            return CGSize(width: width, height: height)
        }
        if let box = attribute("viewBox", in: tag) {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 { return CGSize(width: numbers[2], height: numbers[3]) }
        }
        return nil
    }

    /// The value of `name="…"` (or `'…'`) in a tag's attributes.
    private static func attribute(_ name: String, in tag: String) -> String? {
        var searchStart = tag.startIndex
        while let range = tag.range(of: name, range: searchStart..<tag.endIndex) {
            searchStart = range.upperBound
            // A whole attribute name: preceded by white space.
            if range.lowerBound > tag.startIndex, !tag[tag.index(before: range.lowerBound)].isWhitespace { continue }
            var index = range.upperBound
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "=" else { continue }
            index = tag.index(after: index)
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "\"" || tag[index] == "'" else { continue }
            let quote = tag[index]
            let valueStart = tag.index(after: index)
            guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
            return String(tag[valueStart..<valueEnd])
        }
        return nil
    }

    /// A length in points: a number, or one in `px` or `pt`; `nil` for percentages and other
    /// units.
    private static func length(_ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("px") { return Double(trimmed.dropLast(2)).map { CGFloat($0) } }
        if trimmed.hasSuffix("pt") { return Double(trimmed.dropLast(2)).map { CGFloat($0) * 4 / 3 } }
        return Double(trimmed).map { CGFloat($0) }
    }
}
