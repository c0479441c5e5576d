import Foundation

/// The cell a diffable data source last gave for each item, so that reconfiguring an item can
/// hand that same cell back to the cell provider, as UIKit does.
///
/// Only the latest item of each cell counts (a reused cell shows its new item), and cells are
/// held weakly. It grows with the number of cells the list made, not with the number of items.
struct DiffableShownCells<Item: Hashable, Cell: View> {
    /// A cell held weakly.
    private struct WeakCell {
        weak var cell: Cell?
    }

    /// The cell last made for each item.
    private var cells: [Item: WeakCell] = [:]
    /// The item each cell was last made for.
    private var items: [ObjectIdentifier: Item] = [:]
    /// The item being reconfigured, and its cell: set around the call to the cell provider
    /// (not inside a mutating method, so that the provider's dequeue can read it).
    var reconfiguring: (indexPath: IndexPath, cell: Cell)?

    /// Notes that `cell` now shows `item`.
    mutating func remember(_ cell: Cell, showing item: Item) {
        let key = ObjectIdentifier(cell)
        if let previous = items[key], previous != item, cells[previous]?.cell === cell { cells[previous] = nil }
        items[key] = item
        cells[item] = WeakCell(cell: cell)
    }

    /// The cell showing `item` inside `list`, or `nil` when its cell left the list (or went to
    /// another item).
    func cell(showing item: Item, in list: View) -> Cell? {
        guard let cell = cells[item]?.cell, items[ObjectIdentifier(cell)] == item, cell.isDescendant(of: list) else {
            return nil
        }
        return cell
    }

    /// The cell being reconfigured at `indexPath`, or `nil`.
    func cellBeingReconfigured(at indexPath: IndexPath) -> Cell? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath else { return nil }
        return reconfiguring.cell
    }
}

/// A data source that can hand back the cell already shown at an index path while it
/// reconfigures that row. ``TableViewDiffableDataSource`` does; a table's
/// `dequeueReusableCell(withIdentifier:for:)` that asks it first makes reconfiguring keep the
/// cell, as in UIKit.
protocol TableViewCellReconfiguring: AnyObject {
    /// The cell shown at `indexPath` when its item is being reconfigured, else `nil`.
    func cellBeingReconfigured(at indexPath: IndexPath) -> TableViewCell?
}

/// A data source that can hand back the cell already shown at an index path while it
/// reconfigures that item (``CollectionViewDiffableDataSource`` does; cell registrations ask
/// it).
protocol CollectionViewCellReconfiguring: AnyObject {
    /// The cell shown at `indexPath` when its item is being reconfigured, else `nil`.
    func cellBeingReconfigured(at indexPath: IndexPath) -> CollectionViewCell?
}
