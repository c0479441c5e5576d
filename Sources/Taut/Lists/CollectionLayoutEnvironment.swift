import Foundation

/// The room a compositional layout's section or group is laid out in: UIKit's
/// `NSCollectionLayoutContainer`.
public protocol CollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The size less the insets: the room content has.
    var effectiveContentSize: CGSize { get }
    /// The insets that apply (``contentInsets``).
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider or a custom group is told about where it is laid out: UIKit's
/// `NSCollectionLayoutEnvironment`.
public protocol CollectionLayoutEnvironment {
    /// The room the layout has (the collection view's size).
    var container: any CollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// A container of a given size and insets.
struct LayoutContainer: CollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: DirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// An environment of a container and traits.
struct LayoutEnvironment: CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer
    var traitCollection: TraitCollection
}
