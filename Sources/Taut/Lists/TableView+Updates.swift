import Foundation

// Changes to a table's rows and sections. Nothing is animated headless: each change shows at
// once, in the next layout pass. Taut applies a change by asking the data source again for
// the counts and for the cells in view (UIKit keeps the cells of rows a change does not
// touch; the frames are the same either way), and keeps the selection of rows that still
// exist, which reloadData() clears.
extension TableView {
    /// Inserts rows at `indexPaths` (index paths after the insertion).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Deletes the rows at `indexPaths` (index paths before the deletion).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        reloadAfterChange()
    }

    /// Inserts the sections at `sections`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Deletes the sections at `sections`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Asks the data source again for everything in `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadAfterChange()
    }

    /// Moves the section at `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        reloadAfterChange()
    }

    /// Applies the inserts, deletes, moves and reloads that `updates` makes as one change,
    /// then calls `completion` with `true` (at once: nothing is animated headless).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Starts a group of changes applied together by ``endUpdates()``.
    public func beginUpdates() {}

    /// Marks the table for a reload that keeps the selection of rows that still exist.
    func reloadAfterChange() {
        keepsSelectionOnReload = true
        needsReload = true
        setNeedsLayout()
    }

    /// Ends the group of changes started by ``beginUpdates()``.
    public func endUpdates() {}
}
