import Foundation

extension Image {
    /// The size ``init(systemName:)`` gives every symbol: 20 × 19 points at scale 3.
    ///
    /// UIKit's SF Symbols at the default configuration (the body text style, medium scale)
    /// measure about 20 × 19 points for most symbols (each glyph differs a little; Apple does
    /// not document one number). Taut has no symbol font, so it uses this size for all of them.
    public static var systemSymbolSize: CGSize { CGSize(width: 20, height: 19) }

    /// Finds the image `name` in the registered asset catalogs and resource folders and the
    /// main bundle (UIKit's `init(named:)`); `nil` when there is none, as in UIKit. See
    /// ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Finds the image `name` and reads its size (UIKit's `init(named:in:compatibleWith:)`).
    ///
    /// The places searched, in order: the image sets of the asset catalogs (for the main
    /// bundle, or `nil`, the catalogs registered with ``AssetCatalog/register(path:)`` and then
    /// those in the main bundle's resources; for another bundle, that bundle's catalogs first),
    /// then loose files in the registered resource folders and the bundle: `name` as given,
    /// `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg` (a `@2x`/`@3x` suffix
    /// sets the scale).
    ///
    /// An image set gives the file for the screen's scale — `traitCollection`'s display scale,
    /// else the main screen's (``Screen/main``, the key window's device) — with that file's
    /// scale and its size in points; a PDF or SVG at its declared size; the set's rendering
    /// mode; the dark-appearance file when `traitCollection` is dark. Results are cached by
    /// name, bundle and traits, as UIKit caches them: asking again returns an image with the
    /// same attributes without reading the file (a new `Image` object: a Swift initialiser
    /// cannot return the cached one itself).
    ///
    /// `nil` when nothing is found, as in UIKit, with a
    /// ``LayoutDiagnostic/Kind-swift.struct/missingImage`` diagnostic (an image view showing a
    /// missing image has no intrinsic size, so the layout differs from the device's).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let found = Image.lookUp(named: name, in: bundle, traits: traitCollection) else { return nil }
        self.init(copying: found)
    }

    /// The cached or newly read image `name`, or `nil` with a diagnostic.
    static func lookUp(named name: String, in bundle: Bundle?, traits: TraitCollection?) -> Image? {
        let resolvedBundle = bundle ?? .main
        let current = TraitCollection.current
        let scale = (traits?.displayScale ?? 0) > 0 ? traits?.displayScale ?? current.displayScale : current.displayScale
        let idiom = traits.map { $0.userInterfaceIdiom == .unspecified ? current.userInterfaceIdiom : $0.userInterfaceIdiom }
            ?? current.userInterfaceIdiom
        let isDark = traits?.userInterfaceStyle == .dark
        let key = AssetRegistry.ImageKey(name: name, bundlePath: bundle?.bundlePath ?? "", scale: scale, isDark: isDark, idiom: idiom)
        if !name.isEmpty, let cached = AssetRegistry.cachedImage(key) { return cached }
        guard !name.isEmpty else {
            report(missing: name, in: resolvedBundle)
            return nil
        }
        for catalog in AssetRegistry.catalogs(for: bundle) {
            guard let folder = catalog.imageSets[name] else { continue }
            guard let set = ImageSet(folder: folder, name: name),
                  let image = set.image(name: name, scale: scale, isDark: isDark, idiom: idiom) else { return nil }
            AssetRegistry.cache(image, for: key)
            return image
        }
        let folders = AssetRegistry.resourceFolders + Image.folders(of: resolvedBundle)
        guard let path = Image.locate(name, inFolders: folders), let image = Image(file: path) else {
            report(missing: name, in: resolvedBundle)
            return nil
        }
        AssetRegistry.cache(image, for: key)
        return image
    }

    private static func report(missing name: String, in bundle: Bundle) {
        let catalogs = AssetRegistry.catalogs(for: bundle).count
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .missingImage,
            message: "UIImage(named: \"\(name)\") found no image set named \(name) in \(catalogs) asset catalog(s) "
                + "and no PNG, JPEG or GIF file named \(name), \(name).png, \(name)@2x.png, \(name)@3x.png, "
                + "\(name).jpg or \(name).jpeg in the registered resource folders or \(bundle.bundlePath) "
                + "(register the app's catalogs with AssetCatalog.register(path:)); it returns nil, "
                + "so an image view showing it has no intrinsic size."))
    }

    /// Reads the size of the image file at `path` (UIKit's `init(contentsOfFile:)`): its
    /// pixel size from the header, its scale from a `@2x`/`@3x` suffix of the file name. `nil`
    /// when the file cannot be read or is no PNG, JPEG or GIF. Not cached, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let image = Image(file: path) else { return nil }
        self.init(copying: image)
    }

    /// The image file at `path`, read (PNG, JPEG or GIF), or `nil`.
    private convenience init?(file path: String) {
        guard let data = FileManager.default.contents(atPath: path), let header = ImageHeader(data: data) else {
            return nil
        }
        let name = (path as NSString).lastPathComponent
        let scale = Image.scale(ofFileName: name)
        self.init(copying: Image(size: .zero), size: CGSize(width: CGFloat(header.width) / scale,
                                                          height: CGFloat(header.height) / scale),
                  scale: scale, sourceName: .some(name))
    }

    /// Reads the size of PNG, JPEG or GIF data at scale 1 (UIKit's `init(data:)`); `nil` for
    /// anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Reads the size of PNG, JPEG or GIF data at `scale` pixels per point; `nil` for
    /// anything else. A scale that is not positive is replaced by 1 with a diagnostic.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(data: data) else { return nil }
        let scale = Image.validated(scale: scale)
        self.init(copying: Image(size: .zero), size: CGSize(width: CGFloat(header.width) / scale,
                                                          height: CGFloat(header.height) / scale),
                  scale: scale)
    }

    /// A system symbol (UIKit's `init(systemName:)`): every name gives an image of
    /// ``systemSymbolSize`` (20 × 19 points) at scale 3, drawn as a template. An empty name
    /// gives `nil` (UIKit returns `nil` for names it does not know; Taut knows no names, so it
    /// accepts all others).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(copying: Image(size: .zero), size: Image.systemSymbolSize, scale: 3,
                  renderingMode: .alwaysTemplate, isSymbolImage: true, sourceName: .some(name))
    }

    // MARK: Finding files

    /// The scale a file name's `@2x`/`@3x` suffix gives (1 without one).
    static func scale(ofFileName name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The folders of `bundle` where loose files are looked for: its resources, then its own.
    static func folders(of bundle: Bundle) -> [String] {
        var folders: [String] = []
        if let resources = bundle.resourcePath { folders.append(resources) }
        if !folders.contains(bundle.bundlePath) { folders.append(bundle.bundlePath) }
        return folders
    }

    /// The path of the first candidate file for `name` in `folders`.
    static func locate(_ name: String, inFolders folders: [String]) -> String? {
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg"]
        var isDirectory: ObjCBool = false
        for folder in folders {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return path
                }
            }
        }
        return nil
    }
}
