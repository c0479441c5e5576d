import Foundation

/// A scrolling list of rows in sections: UIKit's `UITableView`.
///
/// Register cell classes, set a ``dataSource`` (and a ``delegate`` for heights, headers and
/// selection), and lay the table out: each layout pass shows a cell for every row in the
/// visible rectangle, dequeued from the data source, and sends the cells that scrolled out of
/// sight to wait for reuse, as UIKit does.
open class TableView: ScrollView {
    /// The look of a table. UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections apart from each other, with space between them.
        case grouped
        /// Grouped sections inset from the sides, with rounded corners.
        case insetGrouped
    }

    /// How rows animate when they change. UIKit's `UITableView.RowAnimation` (nothing is
    /// animated headless: changes show at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The animation UIKit picks.
        case automatic = 100
    }

    /// Where a row ends up after scrolling to it. UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll the least needed to show the row.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// The value of a row or section height that means "sized by its content's constraints"
    /// (UIKit's `UITableView.automaticDimension`, -1).
    public static let automaticDimension: CGFloat = -1

    /// Creates a table of a style with a frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table with a frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive: an empty plain table (never fails).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    /// The table's style, chosen when it was made.
    public let style: Style

    /// The object that gives the rows and their cells, held weakly. Setting it reloads.
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The object asked for heights and headers and told about display and selection, held
    /// weakly (a ``TableViewDelegate``; any ``ScrollViewDelegate`` is told about scrolling).
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any TableViewDelegate
            if delegate !== oldValue { reloadData() }
        }
    }

    // MARK: Heights

    /// The height of every row (``automaticDimension`` by default: each row is as tall as its
    /// cell's constraints make it, plus the separator; a cell without such constraints is 44
    /// points). The delegate's `tableView(_:heightForRowAt:)` overrides it per row. A negative
    /// height other than ``automaticDimension`` is refused with a diagnostic.
    open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.rowHeight, oldValue, "rowHeight") }
    }
    /// An estimate of a row's height, used for rows not yet shown (``automaticDimension`` by
    /// default, which estimates 44 points; 0 turns estimates off, so that every row's height is
    /// asked for when the table loads, as in UIKit).
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.estimatedRowHeight, oldValue, "estimatedRowHeight") }
    }
    /// The height of section headers (``automaticDimension`` by default: 28 points for a titled
    /// header of a plain table, 17.5 in a grouped one, or what a header view's constraints give).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.sectionHeaderHeight, oldValue, "sectionHeaderHeight") }
    }
    /// The height of section footers (``automaticDimension`` by default; see
    /// ``sectionHeaderHeight``).
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.sectionFooterHeight, oldValue, "sectionFooterHeight") }
    }
    /// An estimate of a section header's height (``automaticDimension`` by default).
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.estimatedSectionHeaderHeight, oldValue, "estimatedSectionHeaderHeight") }
    }
    /// An estimate of a section footer's height (``automaticDimension`` by default).
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.estimatedSectionFooterHeight, oldValue, "estimatedSectionFooterHeight") }
    }
    /// Space above each section header (``automaticDimension`` by default: 22 points in a
    /// plain table, none in grouped ones, as in iOS 15 and later).
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet { heightSettingDidChange(\.sectionHeaderTopPadding, oldValue, "sectionHeaderTopPadding") }
    }

    /// Forgets every row's height and cell and asks the data source again in the next layout
    /// pass.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Storage

    /// The delegate as a table view delegate, kept when it is set.
    weak var tableDelegate: (any TableViewDelegate)?
    /// Whether the next layout pass asks the data source for everything again.
    var needsReload = true
    /// The cells that scrolled out of sight, and what makes new ones.
    let cellPool = ReusePool<TableViewCell>()
    /// The header and footer views that scrolled out of sight, and what makes new ones.
    let headerFooterPool = ReusePool<TableViewHeaderFooterView>()

    /// Refuses a height setting that is not finite, or negative but not ``automaticDimension``,
    /// and otherwise lays the table out again.
    private func heightSettingDidChange(_ key: ReferenceWritableKeyPath<TableView, CGFloat>, _ oldValue: CGFloat,
                                        _ name: String) {
        let value = self[keyPath: key]
        if !value.isFinite || (value < 0 && value != TableView.automaticDimension) {
            reportListProblem("refused \(name) = \(value): a height must be finite and not negative, "
                + "or UITableView.automaticDimension; \(formatLayoutNumber(oldValue)) is kept")
            self[keyPath: key] = oldValue
            return
        }
        if value != oldValue { reloadData() }
    }

    private func setUpTable() {
        alwaysBounceVertical = true
    }
}
