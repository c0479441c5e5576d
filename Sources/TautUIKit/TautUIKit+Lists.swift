// UIKit's names for Taut's lists: table views and their data sources and delegates.

/// UIKit's `UITableView`: ``Taut/TableView``.
public typealias UITableView = TableView
/// UIKit's `UITableViewDataSource`: ``Taut/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: ``Taut/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UINib`: ``Taut/Nib`` (Taut reads no nibs).
public typealias UINib = Nib
/// UIKit's `UICollectionView`: ``Taut/CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewDataSource`: ``Taut/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: ``Taut/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UICollectionViewLayout`: ``Taut/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewLayoutAttributes`: ``Taut/CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewFlowLayout`: ``Taut/CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewCompositionalLayout`: ``Taut/CollectionViewCompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UITableViewController`: ``Taut/TableViewController``.
public typealias UITableViewController = TableViewController
