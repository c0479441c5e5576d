import Foundation

/// UIKit's system side margin: 16 points, or 20 on screens UIKit gives wide margins (iPhones
/// 414 points wide and more — the Plus and Max models — and iPads). Sources: UIKit's table
/// constants (`defaultTableLayoutMarginsForScreen`, `_defaultMarginWidthForTableView`, the
/// screen's `_wantsWideContentMargins`) and Apple's "Positioning content within layout
/// margins" (16 points on compact widths, 20 on regular). Table cells, navigation bars and
/// toolbars, list configurations and view controllers' root views all use it.
enum SystemSideMargin {
    /// The side margin for a screen (or container) `width` points wide.
    static func points(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
