import Foundation

extension Image {
    /// The size ``init(systemName:)`` gives every symbol: 20 × 19 points at scale 3.
    ///
    /// UIKit's SF Symbols at the default configuration (the body text style, medium scale)
    /// measure about 20 × 19 points for most symbols (each glyph differs a little; Apple does
    /// not document one number). Taut has no symbol font, so it uses this size for all of them.
    public static var systemSymbolSize: CGSize { CGSize(width: 20, height: 19) }

    /// Finds the image file `name` in the main bundle's resources and reads its size (UIKit's
    /// `init(named:)`); `nil` when there is none, as in UIKit. See
    /// ``init(named:in:compatibleWith:)`` for the files tried.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Finds the image file `name` in `bundle`'s resources (the main bundle when `nil`) and
    /// reads its pixel size from its PNG, JPEG or GIF header; `nil` when no file is found or
    /// it is not such an image, as in UIKit, with a ``LayoutDiagnostic/Kind-swift.struct/missingImage``
    /// diagnostic (an image view showing a missing image has no intrinsic size, so the layout
    /// differs from the device's; asset catalogs are the usual cause). The files tried, in order: `name`
    /// as given, `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg`, in the
    /// bundle's resource folder and then its own folder. A `@2x`/`@3x` suffix sets the
    /// scale (the size in points is the pixel size divided by it). Asset catalogs are not
    /// read. The trait collection is ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        let bundle = bundle ?? .main
        guard !name.isEmpty, let path = Image.locate(name, in: bundle) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .missingImage,
                message: "UIImage(named: \"\(name)\") found no PNG, JPEG or GIF file named \(name), \(name).png, "
                    + "\(name)@2x.png, \(name)@3x.png, \(name).jpg or \(name).jpeg in \(bundle.bundlePath) "
                    + "(asset catalogs are not read); it returns nil, so an image view showing it has no intrinsic size."))
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// Reads the size of the image file at `path` (UIKit's `init(contentsOfFile:)`): its
    /// pixel size from the header, its scale from a `@2x`/`@3x` suffix of the file name. `nil`
    /// when the file cannot be read or is no PNG, JPEG or GIF.
    public convenience init?(contentsOfFile path: String) {
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

    /// The path of the first candidate file for `name` in `bundle`.
    static func locate(_ name: String, in bundle: Bundle) -> String? {
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg"]
        var folders: [String] = []
        if let resources = bundle.resourcePath { folders.append(resources) }
        if !folders.contains(bundle.bundlePath) { folders.append(bundle.bundlePath) }
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
