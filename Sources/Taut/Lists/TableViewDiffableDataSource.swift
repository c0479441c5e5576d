import Foundation

/// A table's data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`.
///
/// Make one with the table and a cell provider (it becomes the table's ``TableView/dataSource``;
/// keep a strong reference to it, as in UIKit, since the table holds its data source weakly),
/// then ``apply(_:animatingDifferences:completion:)`` snapshots. Each apply works out what
/// changed since the last one (``DiffableDataSourceSnapshot``'s identifiers, not their
/// contents) and tells the table in one batch update; nothing is animated headless, so the
/// table shows the new state at its next layout pass.
///
/// Subclass it to answer the other data source questions (section titles, editing); every
/// ``TableViewDataSource`` method is `open` here.
///
/// Reconfiguring (``DiffableDataSourceSnapshot/reconfigureItems(_:)``): as in UIKit, the cell
/// provider is called again, after the batch update, for each reconfigured item whose cell is
/// in the table (items off screen are configured when they appear). While it runs, the data
/// source offers the shown cell to the table's dequeue; when the dequeue hands that cell back,
/// it is configured in place, without `prepareForReuse()`, as in UIKit. When the provider
/// returns another cell (a table whose dequeue does not ask the data source), that cell goes
/// back to the table's pool and the row is reloaded (`reloadRows(at:with: .none)`): the row
/// then shows a reused cell of the same identifier, configured by the provider.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    TableViewDataSource, TableViewCellReconfiguring {
    /// Makes and configures the cell of an item: the table, the row's index path and the item.
    /// Returning `nil` is refused with a diagnostic (UIKit raises an exception).
    public typealias CellProvider = (_ tableView: TableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> TableViewCell?

    /// The snapshot type of this data source.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Creates a data source for `tableView` that makes cells with `cellProvider`, and makes it
    /// the table's data source. The table is held weakly.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The animation the table would use for inserts, deletes and reloads (`.automatic`;
    /// nothing animates headless, and it is passed to the table's update calls).
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    // MARK: Snapshots

    /// Shows `snapshot`: tells the table the sections and rows deleted, inserted, moved and
    /// reloaded since the last snapshot, in one batch update, then reconfigures the rows marked
    /// for it (see the type's documentation) and calls `completion`. When the table showed
    /// nothing before, it reloads instead, as UIKit does. Nothing is animated headless, so
    /// `animatingDifferences` changes nothing and `completion` runs before this returns.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, current.numberOfSections > 0 else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = DiffableDifference(from: current, to: snapshot)
        lastUpdate = .batch(difference)
        if difference.hasNoBatchChanges {
            current = snapshot.withoutMarks
        } else {
            let animation = defaultRowAnimation
            tableView.performBatchUpdates({
                self.current = snapshot.withoutMarks
                if !difference.deletedSections.isEmpty {
                    tableView.deleteSections(difference.deletedSections, with: animation)
                }
                if !difference.insertedSections.isEmpty {
                    tableView.insertSections(difference.insertedSections, with: animation)
                }
                for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                if !difference.reloadedSections.isEmpty {
                    tableView.reloadSections(difference.reloadedSections, with: animation)
                }
                if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
                if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
                for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
            }, completion: nil)
        }
        reconfigure(difference.reconfiguredItems, in: tableView)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole table (no difference is worked out), then calls
    /// `completion`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        lastUpdate = .reload
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot the table shows (with no reload or reconfigure marks).
    open func snapshot() -> Snapshot { current }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or `nil` when no row is there.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of `itemIdentifier`'s row, or `nil` when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section at `index`, or `nil` when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of `sectionIdentifier`, or `nil` when the snapshot does not hold it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: TableViewDataSource

    /// The number of sections of the current snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of items in the current snapshot's section at `section` (0 out of range).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`. An index path out of range,
    /// or a provider that returns `nil`, gives a plain cell and a diagnostic naming the index
    /// path (UIKit raises an exception).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.item(at: indexPath) else {
            tableView.reportListProblem("the diffable data source has no item at \(describeIndexPath(indexPath)) "
                + "(its snapshot has \(current.numberOfSections) sections); a plain UITableViewCell is shown")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) {
            shown.remember(cell, showing: item)
            return cell
        }
        tableView.reportListProblem("the cell provider returned nil for item \"\(item)\" at "
            + "\(describeIndexPath(indexPath)); a plain UITableViewCell is shown")
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title (`nil`); override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title (`nil`); override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`, as UIKit's diffable data source answers: override to allow editing.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`, as UIKit's diffable data source answers: override to allow reordering.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// No section index (`nil`); override to give one.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    /// The section a section index title leads to: `index` (override to choose another).
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Moves the row's item in the current snapshot after the user reordered it (the table
    /// already shows the move): once out of its place, the item goes to `destinationIndexPath`.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Reconfiguring

    /// Calls the cell provider again for each item at `indexPaths` (new index paths) whose cell
    /// is in the table, offering it that cell; a provider that returns another cell has it
    /// sent back to the pool and the row reloaded.
    private func reconfigure(_ indexPaths: [IndexPath], in tableView: TableView) {
        var reloads: [IndexPath] = []
        for indexPath in indexPaths {
            guard let item = current.item(at: indexPath), let cell = shown.cell(showing: item, in: tableView) else {
                continue
            }
            shown.reconfiguring = (indexPath, cell)
            let provided = cellProvider(tableView, indexPath, item)
            shown.reconfiguring = nil
            guard let provided, provided !== cell else { continue }
            if let identifier = provided.reuseIdentifier { tableView.cellPool.putBack(provided, identifier: identifier) }
            reloads.append(indexPath)
        }
        if !reloads.isEmpty { tableView.reloadRows(at: reloads, with: .none) }
    }

    /// The cell shown at `indexPath` while its item is being reconfigured (for the table's
    /// dequeue to hand back), else `nil`.
    func cellBeingReconfigured(at indexPath: IndexPath) -> TableViewCell? {
        shown.cellBeingReconfigured(at: indexPath)
    }

    // MARK: Storage

    /// How the list was last told about a snapshot.
    private(set) var lastUpdate = DiffableUpdate.none

    /// The table, held weakly.
    private weak var tableView: TableView?
    /// What makes each row's cell.
    private let cellProvider: CellProvider
    /// The snapshot the table shows.
    private var current = Snapshot()
    /// The cells shown for items, and the one being reconfigured.
    private var shown = DiffableShownCells<ItemIdentifierType, TableViewCell>()
}
