import Foundation

// What a table can tell about its rows: counts, places, the cells in view.
extension TableView {
    /// The number of sections (asked of the data source when it changed).
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sectionLayouts.count
    }

    /// The number of rows in `section` (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < sectionLayouts.count else { return 0 }
        return sectionLayouts[section].rows.count
    }

    /// Whether `indexPath` names a row of the table.
    func isValidRow(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count >= 2 else { return false }
        return indexPath.section >= 0 && indexPath.section < sectionLayouts.count
            && indexPath.row >= 0 && indexPath.row < sectionLayouts[indexPath.section].rows.count
    }

    /// The cells in view, top to bottom.
    public var visibleCells: [TableViewCell] {
        shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows in view, top to bottom (`nil` when none, as in UIKit).
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = shownCells.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The cell shown for the row at `indexPath`, or `nil` when the row is not in view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shownCells[indexPath] }

    /// The index path of a shown cell, or `nil`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The header view shown for `section`, if it is in view (a ``TableViewHeaderFooterView``).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownHeaders[section] as? TableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is in view.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownFooters[section] as? TableViewHeaderFooterView
    }

    /// The rectangle of the row at `indexPath` in content coordinates (its estimated place
    /// when it has not been shown); `.zero` with a diagnostic for a row out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValidRow(indexPath) else {
            reportListProblem("rectForRow(at: \(describeIndexPath(indexPath))): no such row; .zero is returned")
            return .zero
        }
        updateSectionTops()
        let layout = sectionLayouts[indexPath.section]
        let top = sectionTops[indexPath.section] + layout.rowsOffset + layout.rows.offset(of: indexPath.row)
        let inset = sectionSideInset
        return CGRect(x: inset, y: top, width: Swift.max(bounds.width - 2 * inset, 0),
                      height: layout.rows.height(of: indexPath.row))
    }

    /// The rectangle of `section` (its header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < sectionLayouts.count else { return .zero }
        updateSectionTops()
        let layout = sectionLayouts[section]
        return CGRect(x: 0, y: sectionTops[section] + layout.headerPadding, width: bounds.width,
                      height: layout.height - layout.headerPadding)
    }

    /// The rectangle of `section`'s header in content coordinates (at its section's top).
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < sectionLayouts.count else { return .zero }
        updateSectionTops()
        let layout = sectionLayouts[section]
        return CGRect(x: 0, y: sectionTops[section] + layout.headerPadding, width: bounds.width, height: layout.headerHeight)
    }

    /// The rectangle of `section`'s footer in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < sectionLayouts.count else { return .zero }
        updateSectionTops()
        let layout = sectionLayouts[section]
        return CGRect(x: 0, y: sectionTops[section] + layout.height - layout.footerHeight, width: bounds.width,
                      height: layout.footerHeight)
    }

    /// The index path of the row at `point` (content coordinates), or `nil` when no row is there.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        updateSectionTops()
        guard point.x >= 0, point.x <= bounds.width else { return nil }
        for section in sectionLayouts.indices {
            let layout = sectionLayouts[section]
            let rowsTop = sectionTops[section] + layout.rowsOffset
            guard point.y >= rowsTop, point.y < rowsTop + layout.rows.totalHeight,
                  let row = layout.rows.row(at: point.y - rowsTop) else { continue }
            return IndexPath(row: row, section: section)
        }
        return nil
    }

    /// The index paths of the rows that meet `rect` (content coordinates), top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        updateSectionTops()
        var result: [IndexPath] = []
        for section in sectionLayouts.indices {
            let layout = sectionLayouts[section]
            let rowsTop = sectionTops[section] + layout.rowsOffset
            guard layout.rows.count > 0, rowsTop <= rect.maxY, rowsTop + layout.rows.totalHeight > rect.minY,
                  var row = layout.rows.row(at: Swift.max(rect.minY - rowsTop, 0)) else { continue }
            while row < layout.rows.count, rowsTop + layout.rows.offset(of: row) < rect.maxY {
                result.append(IndexPath(row: row, section: section))
                row += 1
            }
        }
        return result
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (at once: nothing is
    /// animated headless), within the scrollable range; the rows that come into view are laid
    /// out in the next layout pass. A row out of range is reported and nothing scrolls.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard isValidRow(indexPath) else {
            reportListProblem("scrollToRow(at: \(describeIndexPath(indexPath))): no such row; nothing scrolls")
            return
        }
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let current = contentOffset.y
        var target: CGFloat
        switch scrollPosition {
        case .top: target = row.minY - inset.top
        case .middle: target = row.midY - inset.top - visibleHeight / 2
        case .bottom: target = row.maxY - inset.top - visibleHeight
        case .none:
            if row.minY < current + inset.top { target = row.minY - inset.top }
            else if row.maxY > current + inset.top + visibleHeight { target = row.maxY - inset.top - visibleHeight }
            else { target = current }
        }
        let highest = Swift.max(-inset.top, contentHeight + inset.bottom - bounds.height)
        target = Swift.min(Swift.max(target, -inset.top), highest)
        contentOffset = CGPoint(x: contentOffset.x, y: target)
    }

    /// Scrolls the least needed to show the selected row at `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }
}
