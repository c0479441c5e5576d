import Foundation

/// One section of a table as its layout sees it: the space above its header, the header, the
/// rows and the footer, each known or estimated.
struct TableSectionLayout {
    /// The rows' heights.
    var rows: TableRowHeights
    /// Space above the header (plain tables' `sectionHeaderTopPadding`).
    var headerPadding: CGFloat = 0
    /// The header's height: known once shown, estimated before.
    var headerHeight: CGFloat = 0
    /// Whether ``headerHeight`` is known.
    var headerKnown = false
    /// The footer's height: known once shown, estimated before.
    var footerHeight: CGFloat = 0
    /// Whether ``footerHeight`` is known.
    var footerKnown = false
    /// The header's title from the data source.
    var headerTitle: String?
    /// The footer's title from the data source.
    var footerTitle: String?

    /// The height of the whole section.
    var height: CGFloat { headerPadding + headerHeight + rows.totalHeight + footerHeight }
    /// The offset of the first row from the section's top.
    var rowsOffset: CGFloat { headerPadding + headerHeight }
}
