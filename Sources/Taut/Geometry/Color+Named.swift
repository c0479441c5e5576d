import Foundation

extension Color {
    /// Looks a colour up in the asset catalogs (UIKit's `init(named:)`): the colour set `name`
    /// of the catalogs registered with ``AssetCatalog/register(path:)`` or in the main bundle's
    /// resources. The colour is dynamic when the set has a dark appearance: its light ("any")
    /// value in the light appearance, its dark value where the traits are dark
    /// (``resolvedColor(with:)``, a view under `overrideUserInterfaceStyle = .dark`, the
    /// renderers). `nil` when no catalog has the set, as in UIKit, with a
    /// ``LayoutDiagnostic/Kind-swift.struct/missingColor`` diagnostic.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Looks a colour up in `bundle`'s asset catalogs and then the registered ones (the main
    /// bundle's and the registered ones when `nil`). With a `traitCollection` whose appearance
    /// is specified, the colour for that appearance alone; otherwise the dynamic colour (see
    /// ``init(named:)``). The set's `iphone` or `ipad` entries are used for the traits' idiom
    /// (the key window's device's when not given) when it has them. Results are cached by name.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let found = Color.lookUp(named: name, in: bundle, traits: traitCollection) else { return nil }
        self.init(light: found, dark: found.darkVariant)
    }

    /// The cached or newly read colour `name`, or `nil` with a diagnostic.
    static func lookUp(named name: String, in bundle: Bundle?, traits: TraitCollection?) -> Color? {
        let current = TraitCollection.current
        let idiom = traits.map { $0.userInterfaceIdiom == .unspecified ? current.userInterfaceIdiom : $0.userInterfaceIdiom }
            ?? current.userInterfaceIdiom
        let style = traits?.userInterfaceStyle ?? .unspecified
        let key = AssetRegistry.ColorKey(name: name, bundlePath: bundle?.bundlePath ?? "", idiom: idiom, style: style)
        if let cached = AssetRegistry.cachedColor(key) { return cached }
        let catalogs = AssetRegistry.catalogs(for: bundle)
        for catalog in catalogs {
            guard let folder = catalog.colorSets[name] else { continue }
            guard let set = ColorSet(folder: folder, name: name), let dynamic = set.color(idiom: idiom) else {
                return nil
            }
            let color: Color
            switch style {
            case .dark, .light:
                var resolving = TraitCollection()
                resolving.userInterfaceStyle = style
                color = dynamic.resolvedColor(with: resolving)
            default:
                color = dynamic
            }
            AssetRegistry.cache(color, for: key)
            return color
        }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .missingColor,
            message: "UIColor(named: \"\(name)\") found no colour set named \(name) in \(catalogs.count) asset catalog(s) "
                + "(register the app's catalogs with AssetCatalog.register(path:)); it returns nil"))
        return nil
    }
}
