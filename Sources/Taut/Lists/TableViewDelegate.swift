import Foundation

/// What a table asks about its rows' sizes, headers and footers and tells about display and
/// selection: UIKit's `UITableViewDelegate`. Every method has a default implementation that
/// answers what the table's own properties say (``TableView/rowHeight``,
/// ``TableView/sectionHeaderHeight`` …), so implement only what you need.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath` (``TableView/automaticDimension`` sizes it from its
    /// cell's constraints). The default is the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the height of the row at `indexPath`, used until its cell is laid out.
    /// The default is the table's ``TableView/estimatedRowHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header. The default is the table's
    /// ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer. The default is the table's
    /// ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the height of `section`'s header. The default is the table's
    /// ``TableView/estimatedSectionHeaderHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the height of `section`'s footer. The default is the table's
    /// ``TableView/estimatedSectionFooterHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The view of `section`'s header (`nil` by default: a title from the data source, if
    /// any, is shown in a standard header view).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view of `section`'s footer (`nil` by default).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Called before `cell` is shown for the row at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Called after `cell` stopped being shown for the row at `indexPath`.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Called before a header view is shown for `section`.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// Called before a footer view is shown for `section`.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// The index path to select instead of `indexPath` (or `nil` to select none). The default
    /// is `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the row at `indexPath` was selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The index path to deselect instead of `indexPath` (or `nil`). The default is `indexPath`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the row at `indexPath` was deselected.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` may be highlighted (`true` by default).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
}

extension TableViewDelegate {
    /// The table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's ``TableView/estimatedRowHeight``.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table's ``TableView/estimatedSectionHeaderHeight``.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's ``TableView/estimatedSectionFooterHeight``.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
}
