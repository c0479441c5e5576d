// UIKit's names for Taut's collection views beyond the basic ones in TautUIKit+Lists.swift:
// the flow layout's delegate, the collection view controller, and UIKit's constants.

/// UIKit's `UICollectionViewDelegateFlowLayout`: ``Taut/CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UICollectionViewController`: ``Taut/CollectionViewController``.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's `UICollectionView.ScrollDirection` as a top-level name (`UICollectionViewScrollDirection`
/// in Objective-C): ``Taut/CollectionView/ScrollDirection``.
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection
/// UIKit's `UICollectionView.ScrollPosition` as a top-level name (`UICollectionViewScrollPosition`
/// in Objective-C): ``Taut/CollectionView/ScrollPosition``.
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
/// UIKit's `UICollectionElementKindSectionHeader` (`UICollectionView.elementKindSectionHeader`).
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// UIKit's `UICollectionElementKindSectionFooter` (`UICollectionView.elementKindSectionFooter`).
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter
/// UIKit's `UICollectionViewFlowLayoutAutomaticSize` (`UICollectionViewFlowLayout.automaticSize`).
public let UICollectionViewFlowLayoutAutomaticSize = CollectionViewFlowLayout.automaticSize
