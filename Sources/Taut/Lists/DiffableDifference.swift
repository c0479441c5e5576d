import Foundation

/// What changed between two snapshots, as a list's batch updates say it: UIKit's batch
/// semantics, in which deletions and reloads name index paths **before** the update,
/// insertions name index paths **after** it, and moves go from an old index path to a new one.
///
/// Rows move with their section (a moved section carries its rows), an inserted or reloaded
/// section brings all its rows (they are not listed again), and a deleted section takes its
/// rows with it. Moves are few: of the items that stay in their section, those on the longest
/// run that keeps its order stay put, and only the others move (and likewise for sections).
/// An item marked for reload that also moves is deleted and inserted (a list cannot reload
/// and move one row in one update); a section marked for reload that moves likewise.
/// Reconfigured items are listed at their new index paths, for after the update.
///
/// It runs in time linear in the number of items (plus n log n for the order-keeping runs),
/// with hash-table look-ups only.
struct DiffableDifference: Equatable {
    /// A move from an old position to a new one.
    struct Move<Position: Hashable>: Hashable {
        var from: Position
        var to: Position
    }

    /// Sections of the old snapshot to delete (old indexes).
    var deletedSections = IndexSet()
    /// Sections of the new snapshot to insert (new indexes).
    var insertedSections = IndexSet()
    /// Sections that move (old index to new index).
    var movedSections: [Move<Int>] = []
    /// Sections to reload (old indexes).
    var reloadedSections = IndexSet()
    /// Items to delete (old index paths, in order).
    var deletedItems: [IndexPath] = []
    /// Items to insert (new index paths, in order).
    var insertedItems: [IndexPath] = []
    /// Items that move (old index path to new one).
    var movedItems: [Move<IndexPath>] = []
    /// Items to reload (old index paths, in order).
    var reloadedItems: [IndexPath] = []
    /// Items to reconfigure once the update is done (new index paths, in order).
    var reconfiguredItems: [IndexPath] = []

    /// Whether there is nothing for the list's batch update to do (reconfigurations aside).
    var hasNoBatchChanges: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// No change.
    init() {}

    /// The difference that turns `old` into `new`, with `new`'s reload and reconfigure marks.
    init<Section: Hashable, Item: Hashable>(from old: DiffableDataSourceSnapshot<Section, Item>,
                                            to new: DiffableDataSourceSnapshot<Section, Item>) {
        // Sections. `replaced` are the sections whose rows all go and come back: reloaded ones.
        let reloadMarks = Set(new.reloadedSections)
        var survivorsOldIndexes: [Int] = [], survivorsNewIndexes: [Int] = []
        for (oldIndex, section) in old.sectionOrder.enumerated() where new.sectionPositions[section] == nil {
            deletedSections.insert(oldIndex)
        }
        for (newIndex, section) in new.sectionOrder.enumerated() {
            if let oldIndex = old.sectionPositions[section] {
                survivorsOldIndexes.append(oldIndex)
                survivorsNewIndexes.append(newIndex)
            } else {
                insertedSections.insert(newIndex)
            }
        }
        let stableSections = DiffableDifference.longestIncreasingRun(survivorsOldIndexes)
        var freshNewSections = insertedSections        // new indexes whose rows all come with the section
        var goneOldSections = deletedSections          // old indexes whose rows all go with the section
        for (position, oldIndex) in survivorsOldIndexes.enumerated() {
            let newIndex = survivorsNewIndexes[position]
            let stable = stableSections.contains(position)
            if reloadMarks.contains(new.sectionOrder[newIndex]) {
                freshNewSections.insert(newIndex)
                goneOldSections.insert(oldIndex)
                if stable {
                    reloadedSections.insert(oldIndex)
                } else {
                    deletedSections.insert(oldIndex)
                    insertedSections.insert(newIndex)
                }
            } else if !stable {
                movedSections.append(Move(from: oldIndex, to: newIndex))
            }
        }

        // Items that leave: gone from the new snapshot, or now in a section that comes whole.
        for (oldSection, items) in old.sectionItems.enumerated() where !goneOldSections.contains(oldSection) {
            for (index, item) in items.enumerated() {
                if let newLocation = new.location(of: item), !freshNewSections.contains(newLocation.section) { continue }
                deletedItems.append(IndexPath(item: index, section: oldSection))
            }
        }

        // Items that arrive, move, or stay in sections that do not come whole.
        let reloadItemMarks = Set(new.reloadedItems)
        for (newSection, items) in new.sectionItems.enumerated() where !freshNewSections.contains(newSection) {
            let sameOldSection = old.sectionPositions[new.sectionOrder[newSection]]
            var candidateNewIndexes: [Int] = [], candidateOldIndexes: [Int] = []
            for (newIndex, item) in items.enumerated() {
                let newPath = IndexPath(item: newIndex, section: newSection)
                guard let oldLocation = old.location(of: item), !goneOldSections.contains(oldLocation.section) else {
                    insertedItems.append(newPath)
                    continue
                }
                if oldLocation.section == sameOldSection {
                    candidateNewIndexes.append(newIndex)
                    candidateOldIndexes.append(oldLocation.item)
                } else {
                    addMove(of: item, from: IndexPath(item: oldLocation.item, section: oldLocation.section), to: newPath,
                            reloading: reloadItemMarks)
                }
            }
            guard let sameOldSection else { continue }
            let stable = DiffableDifference.longestIncreasingRun(candidateOldIndexes)
            for (position, oldIndex) in candidateOldIndexes.enumerated() {
                let oldPath = IndexPath(item: oldIndex, section: sameOldSection)
                let newPath = IndexPath(item: candidateNewIndexes[position], section: newSection)
                if stable.contains(position) {
                    if reloadItemMarks.contains(items[candidateNewIndexes[position]]) { reloadedItems.append(oldPath) }
                } else {
                    addMove(of: items[candidateNewIndexes[position]], from: oldPath, to: newPath, reloading: reloadItemMarks)
                }
            }
        }

        // Reconfigurations: items that stay on screen as the same cell, at their new places.
        for item in new.reconfiguredItems where !reloadItemMarks.contains(item) {
            guard let newLocation = new.location(of: item), !freshNewSections.contains(newLocation.section),
                  let oldLocation = old.location(of: item), !goneOldSections.contains(oldLocation.section) else { continue }
            reconfiguredItems.append(IndexPath(item: newLocation.item, section: newLocation.section))
        }

        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
        reconfiguredItems.sort()
    }

    /// Records a move, or a deletion and an insertion for an item marked for reload.
    private mutating func addMove<Item: Hashable>(of item: Item, from oldPath: IndexPath, to newPath: IndexPath,
                                                  reloading marks: Set<Item>) {
        if marks.contains(item) {
            deletedItems.append(oldPath)
            insertedItems.append(newPath)
        } else {
            movedItems.append(Move(from: oldPath, to: newPath))
        }
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience
    /// sorting, n log n): the elements that can stay while the others move.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []                       // positions: tails[k] ends a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>(minimumCapacity: tails.count)
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}

/// How a diffable data source last told its list about a new snapshot (kept for tests and
/// debugging).
enum DiffableUpdate: Equatable {
    /// Nothing has been applied yet.
    case none
    /// The whole list was reloaded.
    case reload
    /// One batch update of this difference (possibly with no batch changes, only
    /// reconfigurations, or nothing at all).
    case batch(DiffableDifference)
}
