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
        /// Rows fade in or out.
        case fade
        /// Rows slide in from or out to the right.
        case right
        /// Rows slide in from or out to the left.
        case left
        /// Rows slide in from or out to the top.
        case top
        /// Rows slide in from or out to the bottom.
        case bottom
        /// No animation.
        case none
        /// Rows expand from or collapse to the middle.
        case middle
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

    // MARK: Separators, headers and footers

    /// How separators between rows look. UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators: a row's content view is as tall as the row.
        case none
        /// A hairline (one pixel: 1/scale points) at the bottom of each row.
        case singleLine
        /// The same as ``singleLine`` (an etched line in old grouped tables).
        case singleLineEtched
    }

    /// Whether rows show separators (``SeparatorStyle/singleLine`` by default). A row with a
    /// separator is its content plus one pixel, as in UIKit.
    open var separatorStyle = SeparatorStyle.singleLine {
        didSet { if separatorStyle != oldValue { reloadData() } }
    }
    /// The left and right insets of separators, from the cells' edges, for cells that do not
    /// set their own (`nil` by default: the table's side margin, 16 or 20 points, on the left).
    open var separatorInset: EdgeInsets {
        get { storedSeparatorInset ?? EdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// The colour of separators (UIKit's `UIColor.separator` by default).
    open var separatorColor: Color? = .separator {
        didSet { setNeedsLayout() }
    }

    /// A view above the first section, as wide as the table and as tall as its frame when you
    /// set it (set it again after changing its height, as in UIKit).
    open var tableHeaderView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its frame when you
    /// set it.
    open var tableFooterView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView) }
    }

    /// Whether rows can be selected (`true` by default).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (`false` by default).
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode (`false` by default; stored, and passed to the
    /// cells shown; nothing moves headless).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode; the cells in view are told.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        for cell in shownCells.values { cell.setEditing(editing, animated: animated) }
    }
    /// Whether rows can be selected in editing mode (`false` by default; stored only).
    open var allowsSelectionDuringEditing = false
    /// The colour of the section index's text (stored only: no index is drawn).
    open var sectionIndexColor: Color?
    /// The background colour of the section index (stored only).
    open var sectionIndexBackgroundColor: Color?
    /// A view behind the table's content (stored; it fills the table when set).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// Whether a cell's content margins keep its content to the readable width (672 points,
    /// centred: the readable content guide's), which matters on wide screens (`false` by
    /// default, as in UIKit since iOS 12).
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { reloadData() } }
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
    /// The heights and places of the sections, headers, footers and rows, from the data
    /// source and delegate (rebuilt by a reload).
    var sectionLayouts: [TableSectionLayout] = []
    /// The top of each section in content coordinates (valid while ``sectionTopsAreCurrent``).
    var sectionTops: [CGFloat] = []
    /// Whether ``sectionTops`` matches ``sectionLayouts``.
    var sectionTopsAreCurrent = false
    /// The cells shown, by index path.
    var shownCells: [IndexPath: TableViewCell] = [:]
    /// The cells the data source gave in the running layout pass, with their rows.
    var cellsTakenThisPass: [ObjectIdentifier: IndexPath] = [:]
    /// Rows whose cell the data source failed to give (left empty until the next reload).
    var rowsLeftEmpty: Set<IndexPath> = []
    /// The header views shown, by section.
    var shownHeaders: [Int: View] = [:]
    /// The footer views shown, by section.
    var shownFooters: [Int: View] = [:]
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The separator inset set on the table, if any.
    var storedSeparatorInset: EdgeInsets?
    /// Whether the content offset was set by someone other than the table itself: until then
    /// the table keeps its content at the top of the adjusted content inset, as UIKit does.
    var hasBeenScrolled = false
    /// Whether the table is setting its own content offset.
    var isSettingOwnOffset = false
    /// Whether the table is in editing mode.
    var storedEditing = false
    /// The changes recorded and not yet applied.
    var pendingBatch: TableUpdateBatch?
    /// How many batches (performBatchUpdates, beginUpdates) are open.
    var batchDepth = 0
    /// Whether the next reload keeps the selection (a row or section change, not reloadData()).
    var keepsSelectionOnReload = false
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
        // UIKit's tables bounce vertically however short their content, so their content
        // inset is adjusted for the safe area at the top and bottom.
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Swaps a table header or footer view.
    private func replaceTableAccessory(_ old: View?, with new: View?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        reloadData()
    }

    /// Where the content is: setting it lays out the rows that come into view (and sends the
    /// ones that left it to be reused), in the next layout pass.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            if !isSettingOwnOffset { hasBeenScrolled = true }
            guard newValue != super.contentOffset else { return }
            super.contentOffset = newValue
            setNeedsLayout()
        }
    }

    /// Places the rows, headers and footers in view, as UIKit's table does in its
    /// `layoutSubviews()`; call `super` when you override it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleContent()
    }
}

extension TableViewCell {
    /// How separators look: UIKit declares it on `UITableViewCell` (`UITableViewCell.SeparatorStyle`).
    public typealias SeparatorStyle = TableView.SeparatorStyle
}
