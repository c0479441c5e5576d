import Foundation

// Section headers and footers: the delegate's views, or standard views showing the data
// source's titles; measured when their height is automatic, placed, and pinned in plain tables.
extension TableView {
    /// The reuse identifier of the standard views that show header and footer titles.
    static let standardHeaderFooterIdentifier = "UITableViewHeaderFooterView-standard"

    /// The view of `section`'s header (or footer): the one shown, the delegate's, or a standard
    /// view for its title; `nil` when it has none. Its height becomes known.
    func headerFooterView(section: Int, header: Bool) -> View? {
        if let shown = header ? shownHeaders[section] : shownFooters[section] { return shown }
        let layout = sectionLayouts[section]
        var view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                          : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? layout.headerTitle : layout.footerTitle
        var isStandard = false
        if view == nil, let title {
            view = standardHeaderFooter(title: title, section: section, header: header)
            isStandard = true
        }
        let known = header ? layout.headerKnown : layout.footerKnown
        if !known {
            let asked = askedHeaderFooterHeight(section: section, header: header)
            var height = header ? layout.headerHeight : layout.footerHeight
            if asked == TableView.automaticDimension {
                if let view, !isStandard {
                    height = measuredHeight(of: view, section: section, header: header, title: title)
                } else if view == nil {
                    // No view after all: the style's height, not the estimate.
                    height = defaultHeaderFooterHeight(section: section, header: header, title: title)
                }
            }
            setHeaderFooterHeight(height, section: section, header: header)
        }
        guard let view else { return nil }
        if view.superview !== self {
            if header {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
            addSubview(view)
        }
        return view
    }

    /// Records a header's or footer's known height.
    private func setHeaderFooterHeight(_ height: CGFloat, section: Int, header: Bool) {
        if header {
            sectionLayouts[section].headerHeight = height
            sectionLayouts[section].headerKnown = true
            sectionLayouts[section].headerPadding = headerPadding(forHeaderHeight: height)
        } else {
            sectionLayouts[section].footerHeight = height
            sectionLayouts[section].footerKnown = true
        }
        sectionTopsAreCurrent = false
    }

    /// A standard header-footer view showing `title`, from the table's own pool.
    private func standardHeaderFooter(title: String, section: Int, header: Bool) -> TableViewHeaderFooterView {
        if !headerFooterPool.isRegistered(TableView.standardHeaderFooterIdentifier) {
            headerFooterPool.register({ TableViewHeaderFooterView(standardTitleWithReuseIdentifier: $0) },
                                      for: TableView.standardHeaderFooterIdentifier)
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: TableView.standardHeaderFooterIdentifier)
            ?? TableViewHeaderFooterView(standardTitleWithReuseIdentifier: TableView.standardHeaderFooterIdentifier)
        let margins = standardTitleMargins(section: section, header: header)
        view.contentView.directionalLayoutMargins = margins
        if let label = view.textLabel {
            if style == .plain {
                // Plain titles: the emphasized subheadline (15 points, semibold) in the label
                // colour (UIKit's constants for plain header-footer fonts).
                label.font = .systemFont(ofSize: 15, weight: .semibold)
                label.textColor = .label
                label.text = title
            } else {
                // Grouped titles: footnote (13 points) in the secondary label colour, headers
                // in capitals (UIKit's constants: shouldUppercaseHeaderFooterTextForTableStyle).
                label.font = .systemFont(ofSize: TableViewMetrics.groupedTitleFontSize)
                label.textColor = .secondaryLabel
                label.text = header ? title.uppercased() : title
                label.numberOfLines = 0
            }
        }
        return view
    }

    /// The height of a header or footer view from its constraints at the table's width; a view
    /// whose constraints give no height keeps its frame's height, or the style's default.
    private func measuredHeight(of view: View, section: Int, header: Bool, title: String?) -> CGFloat {
        let width = Swift.max(bounds.width - 2 * sectionSideInset, 0)
        if view.frame.width != width { view.frame.size.width = width }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        if fitted.height > 0, fitted.height.isFinite { return fitted.height }
        if view.frame.height > 0 { return view.frame.height }
        return defaultHeaderFooterHeight(section: section, header: header, title: title)
    }

    /// Places a header or footer at its section's place; a plain table's header stays at the
    /// top of the visible area (`pinTop`) while its section scrolls under it, and is pushed up
    /// by the section's end.
    func placeHeaderFooter(_ view: View, section: Int, header: Bool, width: CGFloat, pinTop: CGFloat) {
        let layout = sectionLayouts[section]
        let top = sectionTops[section]
        let inset = sectionSideInset
        var y: CGFloat
        let height: CGFloat
        if header {
            height = layout.headerHeight
            y = top + layout.headerPadding
            if style == .plain {
                let sectionEnd = top + layout.height - layout.footerHeight
                y = Swift.max(y, Swift.min(pinTop, sectionEnd - height))
            }
        } else {
            height = layout.footerHeight
            y = top + layout.height - height
        }
        let frame = CGRect(x: inset, y: y, width: Swift.max(width - 2 * inset, 0), height: height)
        if !view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = true }
        if view.frame != frame { view.frame = frame }
    }
}
