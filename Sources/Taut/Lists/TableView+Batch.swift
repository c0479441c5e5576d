import Foundation

// Applying row and section changes: cells of rows a change does not touch are kept and move
// with their rows, known heights and the selection follow, and only new or reloaded rows ask
// the data source again, as in UIKit (without the animation).
extension TableView {
    /// Adds a change to the running batch, or applies it at once outside one.
    func record(_ change: (inout TableUpdateBatch) -> Void) {
        var batch = pendingBatch ?? TableUpdateBatch()
        change(&batch)
        pendingBatch = batch
        if batchDepth == 0 { applyPendingBatch() }
    }

    /// Runs `updates` as one batch: the changes it makes are applied together at its end.
    func runBatch(_ updates: () -> Void) {
        batchDepth += 1
        updates()
        batchDepth -= 1
        if batchDepth == 0 { applyPendingBatch() }
    }

    /// Applies the pending batch against the data source's new counts. When the table has not
    /// loaded (or will reload anyway) there is nothing to map; changes that do not add up to
    /// the new counts are reported with UIKit's message and the table reloads.
    func applyPendingBatch() {
        guard let batch = pendingBatch else { return }
        pendingBatch = nil
        guard !batch.isEmpty else { return }
        if needsReload { return reloadAfterChange() }
        let oldLayouts = sectionLayouts
        let newSectionCount = askedSectionCount()
        switch batch.sectionMap(oldCount: oldLayouts.count, newCount: newSectionCount) {
        case .failure(let mismatch):
            reportListProblem(mismatch.message + "; the table reloads")
            return reloadAfterChange()
        case .success(let sectionMap):
            var rowMaps: [[IndexPath?]?] = []
            for (old, layout) in oldLayouts.enumerated() {
                guard let new = sectionMap[old], !batch.reloadedSections.contains(old) else {
                    rowMaps.append(nil)
                    continue
                }
                let result = batch.rowMap(oldSection: old, oldCount: layout.rows.count, newSection: new,
                                          newCount: askedRowCount(inSection: new))
                switch result {
                case .failure(let mismatch):
                    reportListProblem(mismatch.message + "; the table reloads")
                    return reloadAfterChange()
                case .success(let map): rowMaps.append(map)
                }
            }
            remap(oldLayouts: oldLayouts, sectionMap: sectionMap, rowMaps: rowMaps, batch: batch)
        }
    }

    /// Rebuilds the sections for the new counts, carrying over what the change keeps.
    private func remap(oldLayouts: [TableSectionLayout], sectionMap: [Int?], rowMaps: [[IndexPath?]?],
                       batch: TableUpdateBatch) {
        let reloaded = Set(batch.reloadedRows)
        var layouts = (0..<askedSectionCount()).map { makeSectionLayout($0) }
        for (old, layout) in oldLayouts.enumerated() {
            guard let new = sectionMap[old], new < layouts.count else { continue }
            if let map = rowMaps[old] {
                for (row, height) in layout.rows.knownEntries where row < map.count {
                    guard let target = map[row], target.section < layouts.count,
                          !reloaded.contains(IndexPath(row: row, section: old)) else { continue }
                    layouts[target.section].rows.setHeight(height, of: target.row)
                }
            }
            if !batch.reloadedSections.contains(old) {
                if layout.headerKnown, layouts[new].headerTitle == layout.headerTitle {
                    layouts[new].headerHeight = layout.headerHeight
                    layouts[new].headerKnown = true
                    layouts[new].headerPadding = layout.headerPadding
                }
                if layout.footerKnown, layouts[new].footerTitle == layout.footerTitle {
                    layouts[new].footerHeight = layout.footerHeight
                    layouts[new].footerKnown = true
                }
            }
        }
        /// The new index path of an old row whose cell is kept, or `nil`.
        func kept(_ path: IndexPath) -> IndexPath? {
            guard path.section < rowMaps.count, let map = rowMaps[path.section], path.row < map.count,
                  !reloaded.contains(path) else { return nil }
            return map[path.row]
        }
        var cells: [IndexPath: TableViewCell] = [:]
        for (path, cell) in shownCells {
            if let target = kept(path) { cells[target] = cell } else { retire(cell, at: path) }
        }
        var selection: Set<IndexPath> = []
        for path in selectedRows { if let target = kept(path) { selection.insert(target) } }
        var headers: [Int: View] = [:], footers: [Int: View] = [:]
        for (section, view) in shownHeaders {
            if section < sectionMap.count, let new = sectionMap[section], !batch.reloadedSections.contains(section) {
                headers[new] = view
            } else { retireHeaderFooter(view) }
        }
        for (section, view) in shownFooters {
            if section < sectionMap.count, let new = sectionMap[section], !batch.reloadedSections.contains(section) {
                footers[new] = view
            } else { retireHeaderFooter(view) }
        }
        sectionLayouts = layouts
        shownCells = cells
        shownHeaders = headers
        shownFooters = footers
        selectedRows = selection
        rowsLeftEmpty.removeAll()
        sectionTopsAreCurrent = false
        // Kept cells may now be first or last in their section: their separators and corners
        // follow.
        for (path, cell) in cells { prepareForTable(cell, at: path) }
        setNeedsLayout()
    }
}
