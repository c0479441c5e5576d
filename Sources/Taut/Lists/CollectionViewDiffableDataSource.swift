import Foundation

/// A collection view's data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Make one with the collection view and a cell provider (it becomes the collection view's
/// ``CollectionView/dataSource``; keep a strong reference to it, as in UIKit), set a
/// ``supplementaryViewProvider`` when the layout has headers or footers, then
/// ``apply(_:animatingDifferences:completion:)`` snapshots (or
/// ``apply(_:to:animatingDifferences:completion:)`` a section's outline). Each apply works out
/// what changed since the last one and updates the collection view at once (nothing animates
/// headless). Every ``CollectionViewDataSource`` method is `open` for subclasses.
///
/// Reconfiguring (``DiffableDataSourceSnapshot/reconfigureItems(_:)``): the cell provider is
/// called again for each reconfigured item whose cell is on screen, and a cell registration
/// dequeued there (``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``) hands
/// back that same cell, configured again, without `prepareForReuse()`, as in UIKit. A provider
/// that dequeues by identifier instead gets a fresh cell; that cell goes back to the pool and
/// the item is reloaded.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    CollectionViewDataSource, CollectionViewCellReconfiguring {
    /// Makes and configures the cell of an item: the collection view, the item's index path and
    /// the item. Returning `nil` is refused with a diagnostic (UIKit raises an exception).
    public typealias CellProvider = (_ collectionView: CollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> CollectionViewCell?

    /// Makes and configures a supplementary view: the collection view, the element kind and
    /// the index path.
    public typealias SupplementaryViewProvider = (_ collectionView: CollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> CollectionReusableView?

    /// The snapshot type of this data source.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type of this data source.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Creates a data source for `collectionView` that makes cells with `cellProvider`, and
    /// makes it the collection view's data source. The collection view is held weakly.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Makes the section headers, footers and other supplementary views (`nil`: asking for one
    /// reports a diagnostic, as UIKit raises an exception).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    // MARK: Snapshots

    /// Shows `snapshot`: updates the collection view for the sections and items deleted,
    /// inserted, moved and reloaded since the last snapshot, reconfigures the items marked for
    /// it, and calls `completion`. When nothing was shown before, it reloads, as UIKit does.
    /// Nothing is animated headless: `completion` runs before this returns.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, current.numberOfSections > 0 else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = DiffableDifference(from: current, to: snapshot)
        lastUpdate = .batch(difference)
        if difference.hasNoBatchChanges {
            adopt(snapshot)
        } else {
            performUpdates(difference, on: collectionView) { self.adopt(snapshot) }
        }
        reconfigure(difference.reconfiguredItems, in: collectionView)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole collection view (no difference is worked out),
    /// then calls `completion`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        adopt(snapshot)
        lastUpdate = .reload
        collectionView?.reloadData()
        completion?()
    }

    /// Shows the outline `snapshot` as section `section`: the section's items become the
    /// outline's ``DiffableDataSourceSectionSnapshot/visibleItems`` (the section is appended when
    /// the snapshot has no such section, as in UIKit), and the change is applied as by
    /// ``apply(_:animatingDifferences:completion:)``. Items already in other sections are
    /// refused with a diagnostic.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var next = current
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        let elsewhere = visible.filter { next.sectionIdentifier(containingItem: $0) != nil }
        guard elsewhere.isEmpty else {
            collectionView?.reportListProblem("apply(_:to:) for section \"\(section)\": items must be unique in the whole "
                + "snapshot, and these are in other sections: \(next.describe(list: elsewhere)); the section snapshot is "
                + "not applied")
            completion?()
            return
        }
        next.appendItems(visible, toSection: section)
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    /// A copy of the snapshot the collection view shows (with no reload or reconfigure marks).
    open func snapshot() -> Snapshot { current }

    /// The outline of `section`: the one last applied to it, or its items as root items
    /// (empty for a section the snapshot does not hold).
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or `nil` when no item is there.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of `itemIdentifier`, or `nil` when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or `nil` when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of `sectionIdentifier`, or `nil` when the snapshot does not hold it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: CollectionViewDataSource

    /// The number of sections of the current snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the current snapshot's section at `section` (0 out of range).
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`. An index path out of
    /// range, or a provider that returns `nil`, gives a plain cell and a diagnostic naming the
    /// index path (UIKit raises an exception).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            collectionView.reportListProblem("the diffable data source has no item at \(describeIndexPath(indexPath)) "
                + "(its snapshot has \(current.numberOfSections) sections); a plain UICollectionViewCell is shown")
            return CollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.reportListProblem("the cell provider returned nil for item \"\(item)\" at "
                + "\(describeIndexPath(indexPath)); a plain UICollectionViewCell is shown")
            return CollectionViewCell(frame: .zero)
        }
        shown.remember(cell, showing: item)
        return cell
    }

    /// The view the ``supplementaryViewProvider`` makes. Without a provider, or when it returns
    /// `nil`, an empty view and a diagnostic naming the kind and index path (UIKit raises an
    /// exception).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        guard let supplementaryViewProvider else {
            collectionView.reportListProblem("the layout asks for a supplementary view of kind \"\(kind)\" at "
                + "\(describeIndexPath(indexPath)), but the diffable data source has no supplementaryViewProvider; "
                + "an empty view is shown")
            return CollectionReusableView(frame: .zero)
        }
        if let view = supplementaryViewProvider(collectionView, kind, indexPath) { return view }
        collectionView.reportListProblem("the supplementary view provider returned nil for kind \"\(kind)\" at "
            + "\(describeIndexPath(indexPath)); an empty view is shown")
        return CollectionReusableView(frame: .zero)
    }

    /// `false`: items are not reordered unless a subclass overrides this.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot after the user reordered it (the collection view
    /// already shows the move): once out of its place, the item goes to `destinationIndexPath`.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Updating the collection view

    /// Tells the collection view about `difference` in one
    /// ``CollectionView/performBatchUpdates(_:completion:)``, running `commit` (which makes the
    /// new snapshot current) inside it, before the changes are recorded, as UIKit's diffable
    /// data source does: sections deleted, inserted, moved and reloaded, then items deleted,
    /// inserted, moved and reloaded, each in UIKit's batch semantics (deletions, reloads and
    /// move sources at old index paths, insertions and move destinations at new ones; see
    /// ``DiffableDifference``). Cells of the items the difference does not touch are kept.
    func performUpdates(_ difference: DiffableDifference, on collectionView: CollectionView, commit: () -> Void) {
        withoutActuallyEscaping(commit) { commit in
            collectionView.performBatchUpdates({
                commit()
                if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
                if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
                for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
                if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
                if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
                for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
            })
        }
    }

    /// Makes `snapshot` current, and forgets the outlines of sections whose items changed.
    private func adopt(_ snapshot: Snapshot) {
        current = snapshot.withoutMarks
        guard !sectionSnapshots.isEmpty else { return }
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            current.indexOfSection(section) != nil && current.itemIdentifiers(inSection: section) == outline.visibleItems
        }
    }

    /// Calls the cell provider again for each item at `indexPaths` (new index paths) whose cell
    /// is on screen, handing that cell back to a registration's dequeue; the kept cell is
    /// measured again in the next layout pass when it sizes itself (its new content may need
    /// another size, as in UIKit). A provider that returns another cell has it sent back to the
    /// pool and the item reloaded.
    private func reconfigure(_ indexPaths: [IndexPath], in collectionView: CollectionView) {
        var reloads = DiffableDifference()
        for indexPath in indexPaths {
            guard let item = current.item(at: indexPath), let cell = shown.cell(showing: item, in: collectionView) else {
                continue
            }
            shown.reconfiguring = (indexPath, cell)
            let provided = cellProvider(collectionView, indexPath, item)
            shown.reconfiguring = nil
            guard let provided, provided !== cell else {
                collectionView.cellWasReconfigured(at: indexPath)
                continue
            }
            if let identifier = provided.reuseIdentifier { collectionView.cellPool.putBack(provided, identifier: identifier) }
            reloads.reloadedItems.append(indexPath)
        }
        if !reloads.reloadedItems.isEmpty { performUpdates(reloads, on: collectionView) {} }
    }

    /// The cell being reconfigured at `indexPath`, for ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    func cellBeingReconfigured(at indexPath: IndexPath) -> CollectionViewCell? {
        shown.cellBeingReconfigured(at: indexPath)
    }

    // MARK: Storage

    /// How the list was last told about a snapshot.
    private(set) var lastUpdate = DiffableUpdate.none

    /// The collection view, held weakly.
    private weak var collectionView: CollectionView?
    /// What makes each item's cell.
    private let cellProvider: CellProvider
    /// The snapshot the collection view shows.
    private var current = Snapshot()
    /// The outlines applied to sections, while their items stay the outline's visible items.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// The cells shown for items, and the one being reconfigured.
    private var shown = DiffableShownCells<ItemIdentifierType, CollectionViewCell>()
}
