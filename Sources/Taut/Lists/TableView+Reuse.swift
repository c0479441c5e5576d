import Foundation

// Registering cells and header-footer views, and dequeuing them for reuse.
extension TableView {
    /// Registers a cell class under `identifier`: ``dequeueReusableCell(withIdentifier:for:)``
    /// makes cells of it with `init(style: .default, reuseIdentifier:)`. `nil` removes the
    /// registration.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        cellPool.register({ cellClass.init(registeredReuseIdentifier: $0) }, for: identifier)
    }

    /// Registering a nib is refused with a diagnostic (Taut reads no nibs): register the cell's
    /// class instead.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        reportListProblem("refused to register nib \"\(nib?.name ?? "nil")\" for cell identifier \"\(identifier)\": "
            + "Taut reads no nibs; register the cell's class with register(_:forCellReuseIdentifier:)")
    }

    /// Registers a header or footer class under `identifier`:
    /// ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes views of it with
    /// `init(reuseIdentifier:)`. `nil` removes the registration.
    public func register(_ aClass: TableViewHeaderFooterView.Type?,
                         forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterPool.register(nil, for: identifier) }
        headerFooterPool.register({ aClass.init(registeredReuseIdentifier: $0) }, for: identifier)
    }

    /// Registering a nib is refused with a diagnostic (Taut reads no nibs).
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reportListProblem("refused to register nib \"\(nib?.name ?? "nil")\" for header-footer identifier "
            + "\"\(identifier)\": Taut reads no nibs; register the view's class")
    }

    /// A cell of `identifier` for the row at `indexPath`: one that scrolled out of sight
    /// (after its `prepareForReuse()`), or a new one of the registered class. An identifier
    /// nothing was registered under gives a plain ``TableViewCell`` and a diagnostic naming
    /// the identifier and the index path (UIKit raises an exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        // A diffable data source reconfiguring a row gets the row's own cell back, as in UIKit.
        if let reconfiguring = dataSource as? any TableViewCellReconfiguring,
           let shown = reconfiguring.cellBeingReconfigured(at: indexPath) {
            return shown
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportListProblem("no cell class is registered for identifier \"\(identifier)\" (dequeued for row "
            + "\(describeIndexPath(indexPath))); a plain UITableViewCell is used. Call "
            + "register(_:forCellReuseIdentifier:) first")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell of `identifier` that scrolled out of sight (after its `prepareForReuse()`), a
    /// new one of the registered class, or `nil` when there is neither (make one yourself, as
    /// in UIKit).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellPool.takeWaiting(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.make(identifier)
    }

    /// A header or footer view of `identifier`: one that scrolled out of sight (after its
    /// `prepareForReuse()`), a new one of the registered class, or `nil` when nothing is
    /// registered under it.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool.takeWaiting(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterPool.make(identifier)
    }
}
