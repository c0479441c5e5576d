import Foundation

/// The traits of the environment a view is shown in: UIKit's `UITraitCollection`.
///
/// As in UIKit, a trait collection made with ``init()`` has every trait unspecified, and the
/// single-trait initialisers specify one; ``init(traitsFrom:)`` combines them. The traits views
/// report when nothing else is known are ``current``: a portrait iPhone's.
public struct TraitCollection: Hashable, Sendable {
    /// The width's size class (`.unspecified` unless set).
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The height's size class (`.unspecified` unless set).
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Light or dark appearance (`.unspecified` unless set).
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Pixels per point (0, unspecified, unless set).
    public var displayScale: CGFloat = 0
    /// The layout direction (`.unspecified` unless set).
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// The user's preferred text size (`.unspecified` unless set).
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
    /// The kind of device (`.unspecified` unless set).
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified

    /// The traits a view has when nothing else is known: a portrait iPhone's (compact width,
    /// regular height, as on an iPhone 14 or 15 — see ``Screen/main``), light appearance,
    /// the scale and idiom of the key window's device (scale 3 and `.phone` without one), the
    /// app's layout direction and content size category (``Application``).
    public static var current: TraitCollection {
        let application = Application.shared
        let keyDevice = DeviceWindow.device
        var traits = TraitCollection()
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.userInterfaceStyle = .light
        traits.displayScale = keyDevice?.scale ?? Screen.default.scale
        traits.layoutDirection = application.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.preferredContentSizeCategory = application.preferredContentSizeCategory
        traits.userInterfaceIdiom = keyDevice?.idiom ?? .phone
        return traits
    }

    /// Creates a trait collection with every trait unspecified.
    public init() {}

    /// Creates a trait collection that specifies only the width's size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// Creates a trait collection that specifies only the height's size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// Creates a trait collection that specifies only the appearance.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// Creates a trait collection that specifies only the display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// Creates a trait collection that specifies only the layout direction.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Creates a trait collection that specifies only the content size category.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    /// Creates a trait collection that specifies only the idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// Combines trait collections: each trait takes the value of the last collection in
    /// `traitCollections` that specifies it.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = traits.preferredContentSizeCategory
            }
            if traits.userInterfaceIdiom != .unspecified { userInterfaceIdiom = traits.userInterfaceIdiom }
        }
    }

    /// Whether colours can look different with `traitCollection` than with these traits:
    /// whether the appearances (``userInterfaceStyle``) differ. `nil` counts as different.
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
    }

    /// Whether every trait `trait` specifies has the same value here. `nil` contains nothing,
    /// so the answer is `false`, as in UIKit.
    public func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return false }
        return TraitCollection(traitsFrom: [self, trait]) == self
    }
}

extension View {
    /// The traits a view reads when it does not override ``traitCollection``: the default ones
    /// (``TraitCollection/current``) with the view's own layout direction and the nearest
    /// ``overrideUserInterfaceStyle`` of the view or an ancestor. The hook through
    /// which views in a window get the window's traits.
    var inheritedTraitCollection: TraitCollection {
        var traits = (rootView as? Window)?.windowTraits ?? TraitCollection.current
        // Traits a parent controller overrides for a child (setOverrideTraitCollection(_:forChild:)),
        // outermost first, on the views of that child.
        if let overrides = overriddenTraits { traits = TraitCollection(traitsFrom: [traits] + overrides) }
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let style = overriddenUserInterfaceStyle { traits.userInterfaceStyle = style }
        return traits
    }
}
