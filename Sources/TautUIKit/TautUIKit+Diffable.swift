// UIKit's names for Taut's diffable data sources and snapshots. The Objective-C reference types
// (`NSDiffableDataSourceSnapshotReference`, `UITableViewDiffableDataSourceReference`…) have no
// Taut counterpart. Cell registrations keep their UIKit names through `UICollectionView`
// (`UICollectionView.CellRegistration`, `UICollectionView.SupplementaryRegistration`).

/// UIKit's `NSDiffableDataSourceSnapshot`: ``Taut/DiffableDataSourceSnapshot`` (its identifier
/// types need not be `Sendable`).
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `NSDiffableDataSourceSectionSnapshot`: ``Taut/DiffableDataSourceSectionSnapshot``.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>
/// UIKit's `UITableViewDiffableDataSource`: ``Taut/TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UICollectionViewDiffableDataSource`: ``Taut/CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
