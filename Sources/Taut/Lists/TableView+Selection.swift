import Foundation

// Selection: which rows are selected, changed by code (there are no touches headless). As in
// UIKit, these methods do not call the delegate's selection methods.
extension TableView {
    /// The first selected row (top to bottom), or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, top to bottom, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (deselecting the others unless
    /// ``allowsMultipleSelection``) and scrolls to it at `scrollPosition`; `nil` deselects
    /// every row. A row out of range is reported and nothing changes.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for selected in selectedRows { deselectRow(at: selected, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        guard isValidRow(indexPath) else {
            reportListProblem("selectRow(at: \(describeIndexPath(indexPath))): no such row; nothing is selected")
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        selectedRows.insert(indexPath)
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Selects the row at `indexPath` as a tap would: asks the delegate's
    /// `tableView(_:willSelectRowAt:)`, selects the row it answers (deselecting others as a tap
    /// does, with `willDeselect`/`didDeselect`), and tells `tableView(_:didSelectRowAt:)`. A
    /// Taut addition for tests of selection-driven code, since there are no touches headless.
    public func simulateTap(onRowAt indexPath: IndexPath) {
        reloadIfNeeded()
        guard allowsSelection, isValidRow(indexPath) else { return }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            let asked: IndexPath?? = tableDelegate?.tableView(self, willDeselectRowAt: indexPath)
            guard let target = asked ?? indexPath else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let asked: IndexPath?? = tableDelegate?.tableView(self, willSelectRowAt: indexPath)
        guard let target = asked ?? indexPath, isValidRow(target) else { return }
        if !allowsMultipleSelection {
            for selected in selectedRows.sorted() where selected != target {
                deselectRow(at: selected, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: selected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
