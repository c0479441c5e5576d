import Foundation

/// The registered asset catalogs and resource folders, the catalogs found in bundles, and the
/// caches of named colours and images (thread-safe).
enum AssetRegistry {
    /// What a named image was resolved for: the same name with other traits may pick another
    /// file.
    struct ImageKey: Hashable {
        var name: String
        var bundlePath: String
        var scale: CGFloat
        var isDark: Bool
        var idiom: UserInterfaceIdiom
    }

    /// What a named colour was resolved for.
    struct ColorKey: Hashable {
        var name: String
        var bundlePath: String
        var idiom: UserInterfaceIdiom
        var style: UserInterfaceStyle
    }

    private final class Storage: @unchecked Sendable {
        var catalogs: [AssetCatalog] = []
        var folders: [String] = []
        var bundleCatalogs: [String: [AssetCatalog]] = [:]
        var images: [ImageKey: Image] = [:]
        var colors: [ColorKey: Color] = [:]
    }

    private static let lock = NSLock()
    private static let storage = Storage()

    /// Adds catalogs (skipping folders already registered) and a resource folder; returns the
    /// number of catalogs added.
    static func add(catalogs: [AssetCatalog], resourceFolder: String?) -> Int {
        lock.lock(); defer { lock.unlock() }
        var added = 0
        for catalog in catalogs where !storage.catalogs.contains(where: { $0.path == catalog.path }) {
            storage.catalogs.append(catalog)
            added += 1
        }
        if let resourceFolder, !storage.folders.contains(resourceFolder) { storage.folders.append(resourceFolder) }
        storage.images.removeAll()
        storage.colors.removeAll()
        return added
    }

    static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        storage.catalogs.removeAll()
        storage.folders.removeAll()
        storage.bundleCatalogs.removeAll()
        storage.images.removeAll()
        storage.colors.removeAll()
    }

    static func clearCaches() {
        lock.lock(); defer { lock.unlock() }
        storage.images.removeAll()
        storage.colors.removeAll()
        storage.bundleCatalogs.removeAll()
    }

    static func snapshot() -> (catalogs: [AssetCatalog], folders: [String]) {
        lock.lock(); defer { lock.unlock() }
        return (storage.catalogs, storage.folders)
    }

    /// The catalogs to search for a name asked for in `bundle`: for the main bundle (or `nil`),
    /// the registered ones and then the main bundle's own; for another bundle, that bundle's and
    /// then the registered ones (ported code often names a bundle that on Linux holds nothing).
    static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        let registered = snapshot().catalogs
        let target = bundle ?? .main
        let own = catalogs(inBundle: target).filter { catalog in !registered.contains { $0.path == catalog.path } }
        return target == .main ? registered + own : own + registered
    }

    /// The resource folders to search for loose files, registered ones first.
    static var resourceFolders: [String] { snapshot().folders }

    /// The catalogs in a bundle's resource folder (listed once per bundle).
    private static func catalogs(inBundle bundle: Bundle) -> [AssetCatalog] {
        let root = bundle.resourcePath ?? bundle.bundlePath
        lock.lock()
        if let known = storage.bundleCatalogs[root] { lock.unlock(); return known }
        lock.unlock()
        // Two levels: the bundle's own resources, not whatever folder it happens to sit in.
        let found = (root.hasSuffix(".xcassets") ? [root] : AssetCatalog.findCatalogs(below: root, depth: 2))
            .compactMap { AssetCatalog(path: $0) }
        lock.lock(); defer { lock.unlock() }
        storage.bundleCatalogs[root] = found
        return found
    }

    static func cachedImage(_ key: ImageKey) -> Image? {
        lock.lock(); defer { lock.unlock() }
        return storage.images[key]
    }

    static func cache(_ image: Image, for key: ImageKey) {
        lock.lock(); defer { lock.unlock() }
        storage.images[key] = image
    }

    static func cachedColor(_ key: ColorKey) -> Color? {
        lock.lock(); defer { lock.unlock() }
        return storage.colors[key]
    }

    static func cache(_ color: Color, for key: ColorKey) {
        lock.lock(); defer { lock.unlock() }
        storage.colors[key] = color
    }
}
