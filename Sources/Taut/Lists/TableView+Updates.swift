import Foundation

// Changes to a table's rows and sections. Nothing is animated headless: each change shows at
// once, in the next layout pass. As in UIKit, the cells of rows a change does not touch are
// kept and move with their rows, and the selection follows (reloadData() clears it).
extension TableView {
    /// Inserts rows at `indexPaths` (index paths after the insertion).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (index paths before the deletion).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`; its cell moves with it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for everything in `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` to `newSection`; its rows and their cells move with it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Applies the inserts, deletes, moves and reloads that `updates` makes as one change,
    /// then calls `completion` with `true` (at once: nothing is animated headless).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch { updates?() }
        completion?(true)
    }

    /// Starts a group of changes applied together by ``endUpdates()``.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Ends the group of changes started by ``beginUpdates()`` and applies them.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingBatch() }
    }

    /// Marks the table for a reload that keeps the selection of rows that still exist.
    func reloadAfterChange() {
        keepsSelectionOnReload = true
        needsReload = true
        setNeedsLayout()
    }
}
