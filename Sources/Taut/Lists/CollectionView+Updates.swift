import Foundation

/// The changes of one batch of updates, as UIKit reads them: deletions, reloads and the
/// sources of moves name index paths before the update; insertions and the destinations of
/// moves name index paths after it.
struct CollectionUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

// Inserting, deleting, moving and reloading items and sections (applied at once: nothing is
// animated headless). Cells of items the update does not touch are kept and follow their items.
extension CollectionView {
    /// Inserts the items at `indexPaths` (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Asks the data source again for the cells of the items at `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` to `newIndexPath`; its cell is kept.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections at `sections` (indices after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections at `sections` (indices before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Asks the data source again for the items and cells of `sections`.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves `section` to `newSection`; its cells are kept.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (which insert, delete, move and reload items and sections, and change the
    /// data source to match) and applies them together, at once, then lays out and calls
    /// `completion` with `true`. As in UIKit, the data source's new counts must equal the old
    /// ones changed by the updates; when they do not (UIKit raises an exception), the problem
    /// is reported and the collection view reloads all its data.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil {
            updates?()
            completion?(true)
            return
        }
        pendingUpdates = CollectionUpdateBatch()
        updates?()
        let batch = pendingUpdates ?? CollectionUpdateBatch()
        pendingUpdates = nil
        apply(batch)
        completion?(true)
    }

    /// Notes that the cell shown at `indexPath` was configured again in place (a diffable data
    /// source reconfigured its item): a self-sizing cell is measured again in the next layout
    /// pass, and the layout told when its size changed.
    func cellWasReconfigured(at indexPath: IndexPath) {
        let key = CollectionElementKey(.cell, "", indexPath)
        guard visibleCellViews[indexPath] != nil, measuredSizes[key] != nil else { return }
        measuredSizes[key] = nil
        setNeedsLayout()
    }

    /// Adds a change to the running batch, or applies it alone.
    private func record(_ change: (inout CollectionUpdateBatch) -> Void) {
        if var running = pendingUpdates {
            change(&running)
            pendingUpdates = running
            return
        }
        var batch = CollectionUpdateBatch()
        change(&batch)
        apply(batch)
    }

    /// Applies a batch: new counts from the data source, shown cells moved to their items' new
    /// index paths (or sent back to the pool for deleted and reloaded items), the layout told.
    private func apply(_ batch: CollectionUpdateBatch) {
        guard let oldCounts = storedItemCounts else {
            // Nothing was shown yet: the next pass reads everything anyway.
            reloadData()
            return
        }
        storedItemCounts = nil
        let newCounts = itemCounts
        guard let map = CollectionUpdateMap(batch, old: oldCounts, new: newCounts, report: { reportListProblem($0) }) else {
            reportListProblem("the update is not applied; all data is reloaded instead")
            reloadData()
            layoutIfNeeded()
            return
        }
        var kept: [IndexPath: CollectionViewCell] = [:]
        for (indexPath, cell) in visibleCellViews.sorted(by: { $0.key < $1.key }) {
            if let target = map.newIndexPath(for: indexPath), kept[target] == nil {
                kept[target] = cell
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        var keptViews: [CollectionElementKey: CollectionReusableView] = [:]
        for (key, view) in shownSupplementaryViews {
            if key.category == .supplementaryView, let section = map.newSection(for: key.indexPath.section),
               !batch.reloadedSections.contains(key.indexPath.section) {
                var indexPath = key.indexPath
                indexPath[0] = section
                keptViews[CollectionElementKey(key.category, key.kind, indexPath)] = view
            } else {
                endDisplaying(view, key: key)
            }
        }
        visibleCellViews = kept
        shownSupplementaryViews = keptViews
        appliedAttributes.removeAll()
        measuredSizes.removeAll()
        selectedItems = selectedItems.compactMap { map.newIndexPath(for: $0) }
        for (indexPath, cell) in kept { cell.isSelected = selectedItems.contains(indexPath) }
        collectionViewLayout.collectionViewDataDidChange()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// Where each item and section before a batch of updates is after it.
struct CollectionUpdateMap {
    /// Old section → new section, for the sections that stay.
    private var sections: [Int: Int] = [:]
    /// Old section → (old item → new item), for the items that stay in place or shift.
    private var items: [Int: [Int: Int]] = [:]
    /// Items moved explicitly, old → new.
    private var moved: [IndexPath: IndexPath] = [:]
    /// Items whose cells are asked for again (deleted, reloaded, or in a reloaded section).
    private var dropped = Set<IndexPath>()
    /// Sections whose items are all asked for again.
    private var reloadedSections = IndexSet()

    /// Works out the map, or reports why the update does not fit the counts and returns `nil`.
    init?(_ batch: CollectionUpdateBatch, old: [Int], new: [Int], report: (String) -> Void) {
        func validSections(_ set: IndexSet, _ count: Int, _ what: String) -> Bool {
            guard let bad = set.first(where: { $0 < 0 || $0 >= count }) else { return true }
            report("invalid update: \(what) section \(bad), but there are \(count) sections")
            return false
        }
        func validItems(_ list: [IndexPath], _ counts: [Int], _ what: String) -> Bool {
            for indexPath in list where !(indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
                                          && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]) {
                report("invalid update: \(what) item \(describeIndexPath(indexPath)), which does not exist")
                return false
            }
            return true
        }
        let movedFrom = IndexSet(batch.movedSections.map(\.from)), movedTo = IndexSet(batch.movedSections.map(\.to))
        guard validSections(batch.deletedSections.union(batch.reloadedSections).union(movedFrom), old.count,
                            "deleting, reloading or moving"),
              validSections(batch.insertedSections.union(movedTo), new.count, "inserting or moving to"),
              validItems(batch.deletedItems + batch.reloadedItems + batch.movedItems.map(\.from), old,
                         "deleting, reloading or moving"),
              validItems(batch.insertedItems + batch.movedItems.map(\.to), new, "inserting or moving to") else {
            return nil
        }
        guard let sectionMap = CollectionUpdateMap.shift(old.count, removed: batch.deletedSections.union(movedFrom),
                                                         new.count, fixed: batch.insertedSections.union(movedTo)) else {
            report("invalid update: invalid number of sections. The number of sections after the update (\(new.count)) "
                + "must be equal to the number before (\(old.count)), plus or minus the sections inserted or deleted "
                + "(\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)")
            return nil
        }
        sections = sectionMap
        for move in batch.movedSections { sections[move.from] = move.to }
        reloadedSections = batch.reloadedSections
        let itemMovesFrom = Set(batch.movedItems.map(\.from)), itemMovesTo = Set(batch.movedItems.map(\.to))
        for (oldSection, newSection) in sections where !reloadedSections.contains(oldSection) {
            let removed = Set(batch.deletedItems.filter { $0.section == oldSection }.map(\.item))
                .union(itemMovesFrom.filter { $0.section == oldSection }.map(\.item))
            let fixed = Set(batch.insertedItems.filter { $0.section == newSection }.map(\.item))
                .union(itemMovesTo.filter { $0.section == newSection }.map(\.item))
            guard let map = CollectionUpdateMap.shift(old[oldSection], removed: IndexSet(removed),
                                                      new[newSection], fixed: IndexSet(fixed)) else {
                report("invalid update: invalid number of items in section \(newSection). The number of items after the "
                    + "update (\(new[newSection])) must be equal to the number before (\(old[oldSection])), plus or minus "
                    + "the items inserted or deleted (\(fixed.count) inserted or moved in, \(removed.count) deleted or "
                    + "moved out)")
                return nil
            }
            items[oldSection] = map
        }
        for move in batch.movedItems { moved[move.from] = move.to }
        dropped = Set(batch.deletedItems + batch.reloadedItems)
    }

    /// The section `section` (before the update) is at after it, or `nil` when it was deleted.
    func newSection(for section: Int) -> Int? { sections[section] }

    /// The index path the item at `indexPath` (before the update) has after it, or `nil` when
    /// its cell must not be kept (deleted, reloaded, or in a deleted or reloaded section).
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, !dropped.contains(indexPath), !reloadedSections.contains(indexPath.section) else {
            return nil
        }
        if let target = moved[indexPath] { return target }
        guard let section = sections[indexPath.section], let item = items[indexPath.section]?[indexPath.item] else {
            return nil
        }
        return IndexPath(item: item, section: section)
    }

    /// Pairs the indices that stay (those of `0..<oldCount` not `removed`) with the free places
    /// after the update (those of `0..<newCount` not `fixed`), in order; `nil` when their
    /// numbers differ.
    static func shift(_ oldCount: Int, removed: IndexSet, _ newCount: Int, fixed: IndexSet) -> [Int: Int]? {
        let staying = (0..<oldCount).filter { !removed.contains($0) }
        let free = (0..<newCount).filter { !fixed.contains($0) }
        guard staying.count == free.count else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(staying, free))
    }
}
