import Foundation

/// A view controller whose view is a table, and which is the table's data source and
/// delegate: UIKit's `UITableViewController`.
///
/// Subclass it and override the data source and delegate methods you need, with `override`,
/// as in UIKit: every one is declared here with UIKit's default answer.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Creates a controller whose table has `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table. Taut has no nibs to load: the names are kept.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: one with a plain table (never fails).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// The style of the table the controller makes.
    private let style: TableView.Style

    /// The table: the controller's view. Setting it replaces the view.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared when the view is about to appear (`true` by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table, the size of the default screen, with the controller as its data source
    /// and delegate.
    open override func loadView() {
        let table = TableView(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize), style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (call `super`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView {
            for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
        }
    }

    // MARK: Data source

    /// One section (override it).
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows (override it).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell and a diagnostic: override it to give your cells.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.reportListProblem("\(type(of: self)) does not override tableView(_:cellForRowAt:) "
            + "(asked for row \(describeIndexPath(indexPath))); a plain cell is shown")
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `false`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    // MARK: Delegate

    /// The table's ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's ``TableView/estimatedRowHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table's ``TableView/estimatedSectionHeaderHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's ``TableView/estimatedSectionFooterHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
