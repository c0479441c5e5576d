import Foundation

// Showing what is in view: cells, headers and footers asked for, measured, placed and kept;
// what left the view handed back for reuse.
extension TableView {
    /// The number of sections the data source gives (0 without one; a negative count is
    /// reported and read as 0).
    func askedSectionCount() -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.numberOfSections(in: self)
        if count < 0 {
            reportListProblem("numberOfSections(in:) returned \(count); 0 sections are shown")
            return 0
        }
        return count
    }

    /// The number of rows the data source gives for `section` (0 without one; a negative count
    /// is reported and read as 0).
    func askedRowCount(inSection section: Int) -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        if count < 0 {
            reportListProblem("tableView(_:numberOfRowsInSection: \(section)) returned \(count); the section shows no rows")
            return 0
        }
        return count
    }

    /// Lays out what is in view (the table's `layoutSubviews()`): reloads if needed, places the
    /// table header and footer views, walks the sections from the first one in view, shows a
    /// cell for each row in view (measuring rows whose height is automatic), shows headers and
    /// footers, pins a plain table's header to the top while its section scrolls under it, and
    /// sets the content size.
    func layoutVisibleContent() {
        reloadIfNeeded()
        keepOffsetAtTopUntilScrolled()
        let width = bounds.width
        updateSectionTops()
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
        }
        let visible = bounds
        // Rows that left the view give their cells back first, so that the rows coming into
        // view reuse them.
        for (indexPath, cell) in shownCells where !spans(cell.frame.minY, cell.frame.height, visible) {
            retire(cell, at: indexPath)
            shownCells[indexPath] = nil
        }
        var cells: [IndexPath: TableViewCell] = [:]
        cellsTakenThisPass.removeAll(keepingCapacity: true)
        defer { cellsTakenThisPass.removeAll(keepingCapacity: true) }
        var headers: [Int: View] = [:]
        var footers: [Int: View] = [:]
        // The place a plain table pins its headers to: the top of the area not under bars.
        let pinTop = visible.minY + adjustedContentInset.top
        if visible.height > 0 {
            var section = firstSection(reaching: visible.minY)
            // The sections' tops are carried forward as rows are measured (a measured row moves
            // every section below it), rather than recomputed for all sections each time.
            var sectionTop = section < sectionTops.count ? sectionTops[section] : 0
            while section < sectionLayouts.count {
                var y = sectionTop
                if y > visible.maxY { break }
                y += sectionLayouts[section].headerPadding
                // The header.
                let headerTop = y
                if spans(headerTop, sectionLayouts[section].headerHeight, visible) || (style == .plain && headerTop < pinTop) {
                    if let view = headerFooterView(section: section, header: true) { headers[section] = view }
                }
                y += sectionLayouts[section].headerHeight
                // The rows in view.
                let rowsTop = y
                // Read in place: a local copy of the heights would be copied again on the first
                // row measured below.
                if sectionLayouts[section].rows.count > 0,
                   rowsTop + sectionLayouts[section].rows.totalHeight >= visible.minY, rowsTop <= visible.maxY {
                    var row = visible.minY > rowsTop ? (sectionLayouts[section].rows.row(at: visible.minY - rowsTop) ?? 0) : 0
                    var rowTop = rowsTop + sectionLayouts[section].rows.offset(of: row)
                    while row < sectionLayouts[section].rows.count, rowTop <= visible.maxY {
                        let indexPath = IndexPath(row: row, section: section)
                        let (cell, height) = shownCell(at: indexPath, width: width)
                        if let cell {
                            cells[indexPath] = cell
                            place(cell, at: indexPath, top: rowTop, height: height, width: width)
                        }
                        rowTop += height
                        row += 1
                    }
                }
                y = rowsTop + sectionLayouts[section].rows.totalHeight
                // The footer.
                if spans(y, sectionLayouts[section].footerHeight, visible) {
                    if let view = headerFooterView(section: section, header: false) { footers[section] = view }
                }
                sectionTop += sectionLayouts[section].height
                section += 1
            }
            // Rows and headers measured above changed the heights below them.
            sectionTopsAreCurrent = false
        }
        // What left the view goes back to the pools.
        for (indexPath, cell) in shownCells where cells[indexPath] !== cell { retire(cell, at: indexPath) }
        for (section, view) in shownHeaders where headers[section] !== view { retireHeaderFooter(view) }
        for (section, view) in shownFooters where footers[section] !== view { retireHeaderFooter(view) }
        shownCells = cells
        shownHeaders = headers
        shownFooters = footers
        updateSectionTops()
        for (section, view) in headers { placeHeaderFooter(view, section: section, header: true, width: width, pinTop: pinTop) }
        for (section, view) in footers { placeHeaderFooter(view, section: section, header: false, width: width, pinTop: pinTop) }
        if let footer = tableFooterView {
            let top = contentHeight - tableFooterHeight
            let frame = CGRect(x: 0, y: top, width: width, height: tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
        }
        let size = CGSize(width: width, height: contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// Whether a span from `top`, `height` tall, meets `rect` vertically (a zero-height span
    /// counts when it lies inside).
    private func spans(_ top: CGFloat, _ height: CGFloat, _ rect: CGRect) -> Bool {
        top <= rect.maxY && top + height >= rect.minY
    }

    /// The first section whose bottom is at or below `y`.
    private func firstSection(reaching y: CGFloat) -> Int {
        var low = 0, high = sectionLayouts.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid] + sectionLayouts[mid].height < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Until the table is scrolled, keeps its content at the top of the adjusted content
    /// inset (a content offset of minus the inset's top), as UIKit does when a table first
    /// appears under a bar or the status bar.
    private func keepOffsetAtTopUntilScrolled() {
        guard !hasBeenScrolled else { return }
        let top = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
        guard contentOffset != top else { return }
        isSettingOwnOffset = true
        contentOffset = top
        isSettingOwnOffset = false
    }

    // MARK: Cells

    /// The cell of the row at `indexPath` and the row's height: the shown cell if there is one,
    /// else one from the data source; rows of automatic height are measured from the cell.
    private func shownCell(at indexPath: IndexPath, width: CGFloat) -> (TableViewCell?, CGFloat) {
        let section = indexPath.section, row = indexPath.row
        var cell = shownCells[indexPath]
        if let known = sectionLayouts[section].rows.knownHeight(of: row), cell != nil {
            return (cell, known)
        }
        if cell == nil, !rowsLeftEmpty.contains(indexPath) {
            cell = cellFromDataSource(at: indexPath)
            if cell == nil { rowsLeftEmpty.insert(indexPath) }
        }
        if let known = sectionLayouts[section].rows.knownHeight(of: row) { return (cell, known) }
        var height = askedRowHeight(indexPath)
        if height == TableView.automaticDimension {
            height = cell.map { measuredHeight(of: $0, at: indexPath, width: width) } ?? TableViewMetrics.defaultRowHeight
        }
        sectionLayouts[section].rows.setHeight(height, of: row)
        sectionTopsAreCurrent = false
        return (cell, height)
    }

    /// A configured cell from the data source for the row at `indexPath`, styled for this
    /// table; `nil` (with a diagnostic) when the data source gives a cell already shown for
    /// another row.
    private func cellFromDataSource(at indexPath: IndexPath) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let shownAt = cellsTakenThisPass[ObjectIdentifier(cell)]
            ?? shownCells.first(where: { $0.value === cell && $0.key != indexPath })?.key
        if let shownAt, shownAt != indexPath {
            reportListProblem("tableView(_:cellForRowAt: \(describeIndexPath(indexPath))) returned the cell already "
                + "shown at \(describeIndexPath(shownAt)); dequeue a cell for each row. The row is left empty")
            return nil
        }
        cellsTakenThisPass[ObjectIdentifier(cell)] = indexPath
        prepareForTable(cell, at: indexPath)
        return cell
    }

    /// Gives a cell what the table decides for it: its separator, its background in grouped
    /// styles, an inset-grouped section's rounded corners, its selection.
    func prepareForTable(_ cell: TableViewCell, at indexPath: IndexPath) {
        let rowCount = sectionLayouts[indexPath.section].rows.count
        let isLast = indexPath.row == rowCount - 1
        var inset = separatorInset
        // The last row of a grouped section has a full-width separator; of an inset-grouped
        // section, none (iOS 13 and later).
        if isLast, style == .grouped { inset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        let thickness = isLast && style == .insetGrouped ? 0 : separatorThickness
        cell.showTableSeparator(thickness: thickness, inset: inset, color: separatorColor)
        if cell.backgroundColor == nil || cell.hasTableBackground {
            cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            cell.hasTableBackground = true
        }
        if style == .insetGrouped {
            var corners: CornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : TableViewMetrics.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners.isEmpty ? CornerMask.all : corners
            cell.clipsToBounds = !corners.isEmpty
        }
        // The content margins follow the table's side margin (20 points on wide screens) while
        // they are the cell's defaults; with `cellLayoutMarginsFollowReadableWidth`, the content
        // is kept to the readable width, centred (UIKit's readable content guide).
        var side = sideMargin
        if cellLayoutMarginsFollowReadableWidth {
            let cellWidth = Swift.max(bounds.width - 2 * sectionSideInset, 0)
            side = Swift.max(side, (cellWidth - View.readableContentWidth) / 2)
        }
        var margins = cell.contentView.directionalLayoutMargins
        if margins.leading != side, margins.leading == TableViewCell.contentMargins.leading
            || margins.leading == cell.tableSideMargin {
            margins.leading = side
            margins.trailing = side
            cell.contentView.directionalLayoutMargins = margins
            cell.tableSideMargin = side
        }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    }

    /// The height of the row at `indexPath` from its cell's constraints: the cell at the row's
    /// width, fitted with the width required and the height as small as the constraints allow
    /// (UIKit's self-sizing), the separator included. A content view the constraints leave no
    /// height gives a 44-point row and a diagnostic, as UIKit does ("constraints ambiguously
    /// suggest a height of zero"); built-in styles are at least 44 points.
    private func measuredHeight(of cell: TableViewCell, at indexPath: IndexPath, width: CGFloat) -> CGFloat {
        let cellWidth = Swift.max(width - 2 * sectionSideInset, 0)
        if cell.frame.width != cellWidth { cell.frame.size.width = cellWidth }
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: cellWidth, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let separator = cell.separatorRoom
        if !(fitted.height - separator > 0) || !fitted.height.isFinite {
            reportListProblem("the constraints of the cell of row \(describeIndexPath(indexPath)) suggest a content "
                + "height of zero (nothing holds its content view's height from the top to the bottom); "
                + "the standard height, 44 points, is used")
            return TableViewMetrics.defaultRowHeight
        }
        if cell.styleLabels != nil { return Swift.max(fitted.height, TableViewMetrics.defaultRowHeight) }
        return fitted.height
    }

    /// Puts `cell` at its row's place, adding it to the table (and telling the delegate) when
    /// it was not shown.
    private func place(_ cell: TableViewCell, at indexPath: IndexPath, top: CGFloat, height: CGFloat, width: CGFloat) {
        let inset = sectionSideInset
        let frame = CGRect(x: inset, y: top, width: Swift.max(width - 2 * inset, 0), height: height)
        if !cell.translatesAutoresizingMaskIntoConstraints { cell.translatesAutoresizingMaskIntoConstraints = true }
        if cell.frame != frame { cell.frame = frame }
        if cell.superview !== self {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            insertSubview(cell, at: cellInsertionIndex)
        } else if cell.isHidden {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            cell.isHidden = false
        }
    }

    /// Where cells go among the table's subviews: above a background view, below headers,
    /// footers and the table header and footer views.
    private var cellInsertionIndex: Int { 0 }

    /// Hides `cell` and puts it in the pool (telling the delegate). A cell with a reuse
    /// identifier stays a hidden subview of the table while it waits, as UIKit keeps its
    /// reusable cells: its constraints stay in the table's engine, so that reusing it changes
    /// only what its new row changes (text, sizes) instead of adding every constraint again.
    func retire(_ cell: TableViewCell, at indexPath: IndexPath) {
        guard cell.superview === self, !cell.isHidden else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            cellPool.putBack(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Takes a header or footer view out of the table and puts it in its pool.
    func retireHeaderFooter(_ view: View) {
        if view.superview === self { view.removeFromSuperview() }
        if let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.putBack(reusable, identifier: identifier)
        }
    }
}
