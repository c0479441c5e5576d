import Foundation

// The layout pass of a table: what is in view is asked for, measured and placed; what left
// the view goes back to the reuse pools.
extension TableView {
    /// The table's side margin (16 or 20 points; see `TableViewMetrics.sideMargin`).
    var sideMargin: CGFloat {
        TableViewMetrics.sideMargin(tableWidth: bounds.width, screenWidth: window?.bounds.width ?? Screen.main.bounds.width)
    }

    /// One pixel of the table's screen, in points: a separator's thickness.
    var pixel: CGFloat {
        let scale = traitCollection.displayScale
        return 1 / (scale > 0 ? scale : Screen.main.scale)
    }

    /// How far rows, headers and footers are inset from the table's sides (an inset-grouped
    /// table's side margin, else zero).
    var sectionSideInset: CGFloat { style == .insetGrouped ? sideMargin : 0 }

    /// The thickness of separators (zero without them).
    var separatorThickness: CGFloat { separatorStyle == .none ? 0 : pixel }

    // MARK: Reloading

    /// Asks the data source for the sections and rows again and sends every shown view back
    /// to the pools.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in shownCells { retire(cell, at: indexPath) }
        shownCells.removeAll()
        rowsLeftEmpty.removeAll()
        for (_, view) in shownHeaders { retireHeaderFooter(view) }
        for (_, view) in shownFooters { retireHeaderFooter(view) }
        shownHeaders.removeAll()
        shownFooters.removeAll()
        sectionLayouts = (0..<askedSectionCount()).map { makeSectionLayout($0) }
        if keepsSelectionOnReload {
            selectedRows = selectedRows.filter { isValidRow($0) }
        } else {
            selectedRows.removeAll()
        }
        keepsSelectionOnReload = false
        sectionTopsAreCurrent = false
    }

    /// The layout of `section` before anything in it is shown: counts, titles, and the heights
    /// the delegate gives or estimates.
    func makeSectionLayout(_ section: Int) -> TableSectionLayout {
        let count = askedRowCount(inSection: section)
        let estimatesOff = estimatedRowHeight == 0
        var estimate = rowEstimate(forSection: section)
        if estimatesOff, rowHeight >= 0 { estimate = rowHeight }
        var layout = TableSectionLayout(rows: TableRowHeights(count: count, estimate: estimate))
        if estimatesOff {
            // Estimates turned off: every row's height is asked for now, as UIKit does.
            for row in 0..<count {
                let height = askedRowHeight(IndexPath(row: row, section: section))
                if height >= 0 { layout.rows.setHeight(height, of: row) }
            }
        }
        layout.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
        layout.footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
        layout.headerHeight = estimatedHeaderFooterHeight(section: section, header: true, title: layout.headerTitle)
        layout.footerHeight = estimatedHeaderFooterHeight(section: section, header: false, title: layout.footerTitle)
        layout.headerPadding = headerPadding(forHeaderHeight: layout.headerHeight)
        return layout
    }

    /// The estimate of an unknown row's height in `section`: the delegate's estimate of the
    /// section's first row, ``estimatedRowHeight``, or when that is automatic the row height
    /// (44 points when the row height is automatic too).
    private func rowEstimate(forSection section: Int) -> CGFloat {
        var estimate = estimatedRowHeight
        if let tableDelegate {
            // UIKit asks every row; Taut asks the first row of each section, so that a
            // 100 000-row table does not ask 100 000 times (a delegate's per-row estimates
            // matter only until the rows are shown).
            estimate = tableDelegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
        }
        if estimate == TableView.automaticDimension || estimate <= 0 || !estimate.isFinite {
            estimate = rowHeight >= 0 ? rowHeight : TableViewMetrics.defaultRowHeight
        }
        return estimate
    }

    /// The height the delegate (or ``rowHeight``) gives the row at `indexPath`; a height that
    /// is neither ``automaticDimension`` nor finite and not negative is reported and 0 is used.
    func askedRowHeight(_ indexPath: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == TableView.automaticDimension { return height }
        if !height.isFinite || height < 0 {
            reportListProblem("the height of row \(describeIndexPath(indexPath)) is \(height); a row height must be "
                + "finite and not negative, or UITableView.automaticDimension; 0 is used")
            return 0
        }
        return height
    }

    /// Space above a section header of `height` in this table.
    func headerPadding(forHeaderHeight height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        if sectionHeaderTopPadding != TableView.automaticDimension { return sectionHeaderTopPadding }
        return style == .plain ? TableViewMetrics.plainHeaderTopPadding : 0
    }

    /// A header's or footer's height before it is shown: what the delegate gives, or its
    /// estimate when that is automatic.
    private func estimatedHeaderFooterHeight(section: Int, header: Bool, title: String?) -> CGFloat {
        let asked = askedHeaderFooterHeight(section: section, header: header)
        if asked != TableView.automaticDimension { return validHeaderFooterHeight(asked, section: section, header: header) }
        if title == nil {
            // A view the delegate may give counts at its estimate until it is shown and measured.
            let estimate = header
                ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
                : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
            if estimate > 0, estimate.isFinite { return estimate }
        }
        return defaultHeaderFooterHeight(section: section, header: header, title: title)
    }

    /// The height the delegate (or ``sectionHeaderHeight``/``sectionFooterHeight``) gives
    /// `section`'s header or footer, unvalidated (``automaticDimension`` included).
    func askedHeaderFooterHeight(section: Int, header: Bool) -> CGFloat {
        header ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
               : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }

    /// The height UIKit gives an automatic header or footer that has no view of its own:
    /// 28 points with a title in a plain table, none without; in grouped tables 17.5 points
    /// (35 above the first section), or a titled one's label and margins.
    func defaultHeaderFooterHeight(section: Int, header: Bool, title: String?) -> CGFloat {
        switch style {
        case .plain:
            return title == nil ? 0 : TableViewMetrics.plainTitledHeaderHeight
        case .grouped, .insetGrouped:
            if let title { return groupedTitleHeight(title, section: section, header: header) }
            if header, section == 0, tableHeaderView == nil { return TableViewMetrics.groupedFirstHeaderHeight }
            return TableViewMetrics.groupedHeaderFooterHeight
        }
    }

    /// The height of a grouped header or footer showing `title`: the footnote-size label at
    /// the width left by the side margins, and UIKit's label margins above and below.
    private func groupedTitleHeight(_ title: String, section: Int, header: Bool) -> CGFloat {
        let margins = standardTitleMargins(section: section, header: header)
        let width = Swift.max(bounds.width - 2 * sectionSideInset - margins.leading - margins.trailing, 0)
        let label = Label()
        label.font = .systemFont(ofSize: TableViewMetrics.groupedTitleFontSize)
        label.numberOfLines = 0
        label.text = header ? title.uppercased() : title
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return margins.top + size.height + margins.bottom
    }

    /// The margins of a standard (titled) header's or footer's label.
    func standardTitleMargins(section: Int, header: Bool) -> DirectionalEdgeInsets {
        let side = sideMargin
        switch style {
        case .plain:
            return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        case .grouped, .insetGrouped:
            if header {
                let top = section == 0 ? TableViewMetrics.groupedFirstHeaderTitleTop : TableViewMetrics.groupedHeaderTitleTop
                return DirectionalEdgeInsets(top: top, leading: side, bottom: TableViewMetrics.groupedHeaderTitleBottom,
                                             trailing: side)
            }
            return DirectionalEdgeInsets(top: TableViewMetrics.groupedFooterTitleTop, leading: side,
                                         bottom: TableViewMetrics.groupedFooterTitleBottom, trailing: side)
        }
    }

    /// `height` if it is a valid header or footer height, else 0 with a diagnostic.
    private func validHeaderFooterHeight(_ height: CGFloat, section: Int, header: Bool) -> CGFloat {
        if height.isFinite, height >= 0 { return height }
        reportListProblem("the height of the \(header ? "header" : "footer") of section \(section) is \(height); "
            + "it must be finite and not negative, or UITableView.automaticDimension; 0 is used")
        return 0
    }

    // MARK: Offsets

    /// Recomputes the sections' tops when a height changed.
    func updateSectionTops() {
        guard !sectionTopsAreCurrent else { return }
        sectionTops.removeAll(keepingCapacity: true)
        var y = tableHeaderHeight
        for section in sectionLayouts {
            sectionTops.append(y)
            y += section.height
        }
        sectionTopsAreCurrent = true
    }

    /// The height of the table header view (zero without one).
    var tableHeaderHeight: CGFloat { tableHeaderView.map { Swift.max($0.frame.height, 0) } ?? 0 }
    /// The height of the table footer view (zero without one).
    var tableFooterHeight: CGFloat { tableFooterView.map { Swift.max($0.frame.height, 0) } ?? 0 }

    /// The height of all the content: the table header, the sections and the table footer.
    var contentHeight: CGFloat {
        updateSectionTops()
        let sectionsEnd = (sectionTops.last ?? tableHeaderHeight) + (sectionLayouts.last?.height ?? 0)
        return sectionsEnd + tableFooterHeight
    }
}
