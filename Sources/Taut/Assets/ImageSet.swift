import Foundation

/// An image set of an asset catalog (`Name.imageset/Contents.json`), read as Xcode writes it.
///
/// Each entry of `"images"` has a `"filename"` (entries without one are empty slots), an
/// idiom, an optional `"scale"` (`1x`, `2x`, `3x`; none for a single vector image) and optional
/// `"appearances"` (`luminosity` `dark`). `"properties"` may hold
/// `"template-rendering-intent"` (`template` or `original`: the image's rendering mode) and
/// `"preserves-vector-representation"`.
///
/// The file picked for a screen scale is the entry of that scale, else the nearest larger
/// one, else the largest smaller one (UIKit scales a `@3x` file down on a `@2x` screen rather
/// than a `@1x` one up); its `scale` is the entry's and its size in points its pixel size
/// divided by it. A PDF or SVG file is a vector image: its size is its declared size (the PDF's
/// `/MediaBox`, the SVG's `width` and `height`, else its `viewBox`), at the screen's scale, as
/// UIKit draws it.
struct ImageSet {
    /// One file of the set.
    struct Entry {
        var filename: String
        var idiom: String
        /// 1, 2 or 3; `nil` for an entry without a scale (a vector image, or "single scale").
        var scale: CGFloat?
        var isDark: Bool
    }

    var folder: String
    var entries: [Entry]
    /// `"template-rendering-intent"`: `.alwaysTemplate`, `.alwaysOriginal` or `.automatic`.
    var renderingMode: Image.RenderingMode
    /// `"preserves-vector-representation"`.
    var preservesVector: Bool

    /// Reads the set in `folder`; `nil` (with a diagnostic) when its `Contents.json` cannot
    /// be read.
    init?(folder: String, name: String) {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidAssetCatalog,
                message: "the image set \"\(name)\" has no readable Contents.json with an \"images\" list at \(file); "
                    + "UIImage(named: \"\(name)\") returns nil"))
            return nil
        }
        self.folder = folder
        self.entries = images.compactMap { item in
            guard let filename = item["filename"] as? String, !filename.isEmpty else { return nil }
            let appearances = (item["appearances"] as? [[String: Any]]) ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { return nil }
            let isDark = appearances.contains {
                ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark"
            }
            var scale: CGFloat?
            if let text = item["scale"] as? String, let value = Double(text.replacingOccurrences(of: "x", with: "")),
               value > 0 {
                scale = CGFloat(value)
            }
            return Entry(filename: filename, idiom: (item["idiom"] as? String) ?? "universal", scale: scale, isDark: isDark)
        }
        let properties = (json["properties"] as? [String: Any]) ?? [:]
        switch properties["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        preservesVector = (properties["preserves-vector-representation"] as? Bool) ?? false
    }

    /// The entry for a screen of `scale`, an appearance and an idiom (see the type's
    /// description), or `nil` when the set has no file.
    func entry(scale: CGFloat, isDark: Bool, idiom: UserInterfaceIdiom) -> Entry? {
        let own = idiom == .pad ? "ipad" : "iphone"
        var candidates = entries.contains { $0.idiom == own } ? entries.filter { $0.idiom == own }
            : entries.filter { $0.idiom == "universal" }
        if candidates.isEmpty { candidates = entries }
        let styled = candidates.filter { $0.isDark == isDark }
        if !styled.isEmpty { candidates = styled }
        // A file without a scale serves every scale.
        if let single = candidates.first(where: { $0.scale == nil }) { return single }
        let sorted = candidates.sorted { ($0.scale ?? 1) < ($1.scale ?? 1) }
        return sorted.first { ($0.scale ?? 1) >= scale } ?? sorted.last
    }

    /// The image for a screen of `scale`, or `nil` (with a diagnostic) when the set has no
    /// file for it or the file cannot be read.
    func image(name: String, scale: CGFloat, isDark: Bool, idiom: UserInterfaceIdiom) -> Image? {
        guard let entry = entry(scale: scale, isDark: isDark, idiom: idiom) else {
            report(name, "has no image file")
            return nil
        }
        let path = (folder as NSString).appendingPathComponent(entry.filename)
        guard let data = FileManager.default.contents(atPath: path) else {
            report(name, "lists \(entry.filename), which cannot be read at \(path)")
            return nil
        }
        let ext = (entry.filename as NSString).pathExtension.lowercased()
        if ext == "pdf" || ext == "svg" {
            guard let size = ext == "pdf" ? VectorImageSize.pdf(data) : VectorImageSize.svg(data) else {
                report(name, "lists \(entry.filename), whose size cannot be read (no /MediaBox, width and height or viewBox)")
                return nil
            }
            return Image(validSize: size, scale: scale, renderingMode: renderingMode, orientation: .up, capInsets: .zero,
                         resizingMode: .tile, tintColor: nil, isSymbolImage: false, sourceName: name, isVector: true)
        }
        guard let header = ImageHeader(data: data) else {
            report(name, "lists \(entry.filename), which is no PNG, JPEG or GIF")
            return nil
        }
        // A file without a scale in a raster set is a 1x file; its `@2x`/`@3x` name says otherwise.
        let fileScale = entry.scale ?? Image.scale(ofFileName: entry.filename)
        return Image(validSize: CGSize(width: CGFloat(header.width) / fileScale, height: CGFloat(header.height) / fileScale),
                     scale: fileScale, renderingMode: renderingMode, orientation: .up, capInsets: .zero,
                     resizingMode: .tile, tintColor: nil, isSymbolImage: false, sourceName: name, isVector: false)
    }

    private func report(_ name: String, _ problem: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .missingImage,
            message: "the image set \"\(name)\" at \(folder) \(problem); UIImage(named: \"\(name)\") returns nil"))
    }
}
