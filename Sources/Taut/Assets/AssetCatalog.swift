import Foundation

/// An Xcode asset catalog (an `.xcassets` folder) that `UIColor(named:)` and `UIImage(named:)`
/// read, and the registry of the catalogs and resource folders an app points Taut at.
///
/// On iOS, Xcode compiles an app's `Assets.xcassets` into the bundle and `UIImage(named:)`
/// finds its images there. Headless there is no compiled catalog, so tell Taut once, before
/// the first screen is made, where the app's catalogs and resources are:
///
/// ```swift
/// AssetCatalog.register(path: "App/Resources/Assets.xcassets")   // one catalog
/// AssetCatalog.register(path: "App/Resources")                   // every .xcassets below, and loose files
/// AssetCatalog.register(bundle: .module)                        // a bundle's resources
/// ```
///
/// After that, `UIColor(named: "Brand")` reads `Brand.colorset/Contents.json` (its "any" and
/// "dark" appearances, as a dynamic colour; components as floats, 0–255 integers or `0x`
/// bytes in the sRGB, extended sRGB, Display P3 or grey spaces) and `UIImage(named: "logo")`
/// reads `logo.imageset` (the `@1x`/`@2x`/`@3x` file for the screen's scale with that scale,
/// or a PDF or SVG at its declared size; the set's template rendering intent). Catalogs are searched in the order they were
/// registered; a folder inside a catalog whose `Contents.json` says `"provides-namespace":
/// true` prefixes its sets' names (`"Icons/star"`). Results are cached by name, as UIKit caches
/// them: a second `UIImage(named:)` for the same name and traits does not read the file again.
/// Registering or unregistering empties the caches.
///
/// A catalog's folder is listed when it is registered; the sets' files are read when a name
/// is first asked for.
public final class AssetCatalog: Sendable, CustomStringConvertible {
    /// The catalog's folder (the `.xcassets` folder).
    public let path: String
    /// Colour set folders by name (namespace included).
    let colorSets: [String: String]
    /// Image set folders by name (namespace included).
    let imageSets: [String: String]

    /// Lists the catalog at `path` (an `.xcassets` folder); `nil` when it is not a folder.
    public init?(path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        self.path = path
        var colors: [String: String] = [:], images: [String: String] = [:]
        AssetCatalog.index(folder: path, namespace: "", colors: &colors, images: &images)
        self.colorSets = colors
        self.imageSets = images
    }

    /// The names of the catalog's colour sets, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }
    /// The names of the catalog's image sets, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }

    /// `AssetCatalog(Assets.xcassets: 3 colours, 12 images)`.
    public var description: String {
        "AssetCatalog(\((path as NSString).lastPathComponent): \(colorSets.count) colours, \(imageSets.count) images)"
    }

    /// Records the colour and image sets under `folder`, descending into groups.
    private static func index(folder: String, namespace: String, colors: inout [String: String],
                              images: inout [String: String]) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let full = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let stem = (entry as NSString).deletingPathExtension
            switch ext {
            case "colorset":
                if colors[namespace + stem] == nil { colors[namespace + stem] = full }
            case "imageset":
                if images[namespace + stem] == nil { images[namespace + stem] = full }
            case "":
                // A group: its own Contents.json may say that it names its sets.
                let prefix = providesNamespace(full) ? namespace + entry + "/" : namespace
                index(folder: full, namespace: prefix, colors: &colors, images: &images)
            default:
                continue // app icons, symbol sets, data sets, …: not read
            }
        }
    }

    /// Whether a group folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: String) -> Bool {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) ?? false
    }

    // MARK: The registry

    /// Registers what is at `path` for `UIColor(named:)` and `UIImage(named:)`: an `.xcassets`
    /// folder is one catalog; any other folder is a resource folder, where loose image files
    /// (`logo.png`, `logo@2x.png`) are found, and every `.xcassets` folder below it (not inside
    /// hidden folders or `.build`) is registered as a catalog. Relative paths are read from the
    /// current directory. Registering a folder twice does nothing the second time.
    ///
    /// Returns the number of catalogs registered; a path that is no folder registers nothing
    /// and reports an ``LayoutDiagnostic/Kind-swift.struct/invalidAssetCatalog`` diagnostic.
    @discardableResult
    public static func register(path: String) -> Int {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), isDirectory.boolValue else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidAssetCatalog,
                message: "AssetCatalog.register(path: \"\(path)\") found no folder at \(standardized); nothing was registered"))
            return 0
        }
        let catalogs = standardized.hasSuffix(".xcassets")
            ? [standardized] : findCatalogs(below: standardized, depth: 6)
        let made = catalogs.compactMap { AssetCatalog(path: $0) }
        return AssetRegistry.add(catalogs: made, resourceFolder: standardized.hasSuffix(".xcassets") ? nil : standardized)
    }

    /// Registers a bundle's resources: its resource folder (and every catalog in it), as
    /// ``register(path:)`` does. A SwiftPM bundle made with `.copy("Assets.xcassets")` or
    /// `.process(…)` on Linux holds the catalog's folder as it is in the sources.
    @discardableResult
    public static func register(bundle: Bundle) -> Int {
        register(path: bundle.resourcePath ?? bundle.bundlePath)
    }

    /// Forgets every registered catalog and resource folder and empties the caches of named
    /// colours and images (for tests that register their own).
    public static func unregisterAll() {
        AssetRegistry.removeAll()
    }

    /// The registered catalogs, in the order they are searched.
    public static var registeredCatalogs: [AssetCatalog] { AssetRegistry.snapshot().catalogs }

    /// The registered resource folders, in the order they are searched.
    public static var registeredResourceFolders: [String] { AssetRegistry.snapshot().folders }

    /// Empties the caches of named colours and images, so that the next `UIImage(named:)`
    /// reads its file again (after an app changed a catalog on disk).
    public static func removeCachedAssets() {
        AssetRegistry.clearCaches()
    }

    /// The `.xcassets` folders below `folder`, in path order, not descending into them, hidden
    /// folders or build products.
    static func findCatalogs(below folder: String, depth: Int) -> [String] {
        guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") && entry != "DerivedData" {
            let full = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if entry.hasSuffix(".xcassets") {
                found.append(full)
            } else if (entry as NSString).pathExtension.isEmpty || entry.hasSuffix(".bundle") || entry.hasSuffix(".resources") {
                found += findCatalogs(below: full, depth: depth - 1)
            }
        }
        return found
    }
}
