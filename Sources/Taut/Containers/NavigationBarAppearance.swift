import Foundation

/// The look of a navigation bar (iOS 13): UIKit's `UINavigationBarAppearance`.
///
/// Set one as a bar's ``NavigationBar/standardAppearance`` (and ``NavigationBar/scrollEdgeAppearance``);
/// Taut draws its ``backgroundColor`` behind the bar, its ``shadowColor`` as the line under it
/// and the title in the ``titleTextAttributes``' `.foregroundColor`. As in UIKit, an
/// appearance changes colours only, never the layout. Taut draws no blur: the default
/// background is an opaque stand-in for UIKit's material.
open class NavigationBarAppearance {
    /// The background colour (`nil`: none, or the default material's stand-in after
    /// ``configureWithDefaultBackground()``).
    open var backgroundColor: Color?
    /// The colour of the line under the bar (`nil`: no line).
    open var shadowColor: Color?
    /// The title's attributes (`.foregroundColor` is drawn; the font stays the system one).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.foregroundColor` is drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates an appearance with the default background.
    public init() {
        configureWithDefaultBackground()
    }

    /// Creates a copy of `appearance`.
    public init(barAppearance appearance: NavigationBarAppearance) {
        backgroundColor = appearance.backgroundColor
        shadowColor = appearance.shadowColor
        titleTextAttributes = appearance.titleTextAttributes
        largeTitleTextAttributes = appearance.largeTitleTextAttributes
    }

    /// The default translucent look (drawn opaque, see the type's documentation).
    open func configureWithDefaultBackground() {
        backgroundColor = NavigationBar.defaultBackground
        shadowColor = NavigationBar.shadowColor
    }

    /// An opaque look: the system background colour and the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = NavigationBar.shadowColor
    }

    /// A transparent look: no background and no shadow line.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// A copy of the appearance.
    open func copy() -> NavigationBarAppearance {
        NavigationBarAppearance(barAppearance: self)
    }
}
