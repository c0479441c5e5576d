import Foundation

/// UIKit's numbers for tables, each with where it comes from.
///
/// Most come from UIKit's table constants (`UITableConstants_IOS`, as decompiled in public
/// repositories of UIKit's private headers and implementations), read for the values an app
/// built with the iOS 15–17 SDKs gets; the others are named where they are.
enum TableViewMetrics {
    /// A row whose height is ``TableView/automaticDimension`` and that nothing sizes: 44 points
    /// (`defaultRowHeightForTableView`, whatever the cell style). Also the estimate of a row when
    /// `estimatedRowHeight` is automatic (UIKit does not document its estimate; 44 keeps the
    /// content size of uniform 44-point rows exact).
    static let defaultRowHeight: CGFloat = 44

    /// The height of a titled section header or footer in a plain table: 28 points at the
    /// default text size (`defaultSectionHeaderHeightForTableView`, plain style, iOS 15 SDK).
    static let plainTitledHeaderHeight: CGFloat = 28

    /// The height of a section header or footer of a grouped or inset-grouped table that has no
    /// title or view: 17.5 points (`defaultSectionHeaderHeightForTableView` and
    /// `defaultSectionFooterHeightForTableView`, non-plain styles). Two of them make the
    /// familiar 35-point gap between grouped sections.
    static let groupedHeaderFooterHeight: CGFloat = 17.5

    /// The space above the first section of a grouped table that has no header title, header
    /// view or table header view: 35 points (UIKit's constants for grouped lists; the well-known
    /// 35-point gap at the top of a grouped `UITableView`).
    static let groupedFirstHeaderHeight: CGFloat = 35

    /// Space above each section header of a plain table when `sectionHeaderTopPadding` is
    /// automatic: 22 points from iOS 15 (UIKit's constants; `sectionHeaderTopPadding`'s header
    /// documentation says its default is automatic). Grouped styles have none.
    static let plainHeaderTopPadding: CGFloat = 22

    /// The title label's margins in a grouped header: 17 points above (32 in the first section)
    /// and 6 below; in a grouped footer, 6 above and 12 below (UIKit's constants for
    /// header-footer label insets).
    static let groupedHeaderTitleTop: CGFloat = 17
    /// Above the title of the first section's header (same source).
    static let groupedFirstHeaderTitleTop: CGFloat = 32
    /// Below a header's title (same source).
    static let groupedHeaderTitleBottom: CGFloat = 6
    /// Above a footer's title (same source).
    static let groupedFooterTitleTop: CGFloat = 6
    /// Below a footer's title (same source).
    static let groupedFooterTitleBottom: CGFloat = 12

    /// The font size of grouped header and footer titles: the footnote style, 13 points (UIKit's
    /// constants: `UIFontTextStyleFootnote`; Apple's Human Interface Guidelines, "Typography",
    /// give footnote 13 points at the default size).
    static let groupedTitleFontSize: CGFloat = 13

    /// The corner radius of an inset-grouped section: 10 points (as in iOS 13, where the style
    /// came: TOInsetGroupedTableView hard-codes "the same value as in iOS 13").
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The table's side margin: the screen's ``SystemSideMargin`` (16 or 20 points), and 16
    /// again for tables 320 points wide or narrower (`_defaultMarginWidthForTableView`). Cells'
    /// content margins, the default separator inset and an inset-grouped table's section
    /// insets follow it.
    static func sideMargin(tableWidth: CGFloat, screenWidth: CGFloat) -> CGFloat {
        if tableWidth <= 320 { return 16 }
        return SystemSideMargin.points(forWidth: screenWidth)
    }

}
