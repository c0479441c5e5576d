// UIKit's names for Taut's compositional layouts, list configurations and list cells.

/// UIKit's `NSCollectionLayoutDimension`: ``Taut/CollectionLayoutDimension``.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSize`: ``Taut/CollectionLayoutSize``.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutItem`: ``Taut/CollectionLayoutItem``.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutGroup`: ``Taut/CollectionLayoutGroup``.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`: ``Taut/CollectionLayoutGroupCustomItem``.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroup.CustomItemProvider
/// UIKit's `NSCollectionLayoutSection`: ``Taut/CollectionLayoutSection``.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutSpacing`: ``Taut/CollectionLayoutSpacing``.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutEdgeSpacing`: ``Taut/CollectionLayoutEdgeSpacing``.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's `NSCollectionLayoutAnchor`: ``Taut/CollectionLayoutAnchor``.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// UIKit's `NSCollectionLayoutSupplementaryItem`: ``Taut/CollectionLayoutSupplementaryItem``.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: ``Taut/CollectionLayoutBoundarySupplementaryItem``.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutDecorationItem`: ``Taut/CollectionLayoutDecorationItem``.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// UIKit's `NSCollectionLayoutEnvironment`: ``Taut/CollectionLayoutEnvironment``.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `NSCollectionLayoutContainer`: ``Taut/CollectionLayoutContainer``.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's `NSCollectionLayoutVisibleItem`: ``Taut/CollectionLayoutVisibleItem``.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// UIKit's `NSDirectionalRectEdge`: ``Taut/DirectionalRectEdge``.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `NSRectAlignment`: ``Taut/RectAlignment``.
public typealias NSRectAlignment = RectAlignment
/// UIKit's `UIContentInsetsReference`: ``Taut/ContentInsetsReference``.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// UIKit's `UICollectionLayoutListConfiguration`: ``Taut/CollectionLayoutListConfiguration``.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `UICollectionViewListCell`: ``Taut/CollectionViewListCell``.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's `UICellAccessory`: ``Taut/CellAccessory``.
public typealias UICellAccessory = CellAccessory
/// UIKit's `UIListContentConfiguration`: ``Taut/ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UIListContentView`: ``Taut/ListContentView``.
public typealias UIListContentView = ListContentView
/// UIKit's `UIContentConfiguration`: ``Taut/ContentConfiguration``.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's `UIContentView`: ``Taut/ContentView``.
public typealias UIContentView = ContentView
