import Foundation

// Cell and supplementary registrations: a cell class and how to configure it, registered with
// a collection view the first time it is used there. UIKit's `UICollectionView.CellRegistration`
// and `UICollectionView.SupplementaryRegistration`.
extension CollectionView {
    /// A cell class and the handler that configures its cells for an item: UIKit's
    /// `UICollectionView.CellRegistration`.
    ///
    /// Make it once (outside the cell provider, as UIKit requires, so that its cells are reused)
    /// and dequeue with ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``: the
    /// first dequeue registers `Cell` with that collection view under an identifier of the
    /// registration's own, and every dequeue runs the handler on the cell before returning it.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a cell for an item: the cell, its index path and the item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// Creates a registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.reuseIdentifier = RegistrationIdentifiers.next("CellRegistration<\(Cell.self)>")
        }

        /// A registration of a cell from a nib is refused with a diagnostic (Taut reads no nibs):
        /// its cells are made from the `Cell` class with `init(frame:)` instead, so views the nib
        /// would have made are missing. Build the cell in code and use ``init(handler:)``.
        public init(cellNib: Nib, handler: @escaping Handler) {
            self.init(handler: handler)
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidListData,
                message: "UICollectionView.CellRegistration(cellNib:handler:): Taut reads no nibs (nib \"\(cellNib.name)\"); "
                    + "cells are made from \(Cell.self) with init(frame:), without the nib's views. Build the cell in "
                    + "code and use CellRegistration(handler:)."))
        }

        /// The identifier the cells are registered and reused under.
        let reuseIdentifier: String
        /// What configures each cell.
        let handler: Handler
    }

    /// A supplementary view class of one kind and the handler that configures its views:
    /// UIKit's `UICollectionView.SupplementaryRegistration`.
    ///
    /// Dequeue with ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``: the
    /// first dequeue registers `Supplementary` for ``elementKind`` with that collection view.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a view: the view, its element kind and its index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// Creates a registration of `Supplementary` views of `elementKind`, configured by
        /// `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration<\(Supplementary.self)>")
        }

        /// A registration of a view from a nib is refused with a diagnostic (Taut reads no
        /// nibs): views are made from the `Supplementary` class with `init(frame:)` instead.
        public init(supplementaryNib: Nib, elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, handler: handler)
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidListData,
                message: "UICollectionView.SupplementaryRegistration(supplementaryNib:elementKind:handler:): Taut reads "
                    + "no nibs (nib \"\(supplementaryNib.name)\"); views are made from \(Supplementary.self) with "
                    + "init(frame:), without the nib's views. Build the view in code and use "
                    + "SupplementaryRegistration(elementKind:handler:)."))
        }

        /// The kind of supplementary view (for example ``CollectionView/elementKindSectionHeader``).
        public let elementKind: String
        /// The identifier the views are registered and reused under.
        let reuseIdentifier: String
        /// What configures each view.
        let handler: Handler
    }

    /// A cell of `registration`'s class for the item at `indexPath`, configured by its handler
    /// with `item`: a cell that scrolled out of sight (after its `prepareForReuse()`) or a new
    /// one. The first use registers the class with this collection view.
    ///
    /// While a ``CollectionViewDiffableDataSource`` reconfigures the item at `indexPath`, the
    /// cell already shown there is configured and returned instead, as in UIKit. A `nil` item
    /// gives the cell unconfigured and a diagnostic (UIKit requires an item).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if let reconfiguring = dataSource as? any CollectionViewCellReconfiguring,
           let shown = reconfiguring.cellBeingReconfigured(at: indexPath) as? Cell {
            if let item { registration.handler(shown, indexPath, item) }
            return shown
        }
        let identifier = registration.reuseIdentifier
        if !cellPool.isRegistered(identifier) { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            reportListProblem("the cell dequeued for registration \(identifier) at \(describeIndexPath(indexPath)) is a "
                + "\(type(of: dequeued)), not a \(Cell.self); a new \(Cell.self) is used")
            cell = Cell(registeredReuseIdentifier: identifier)
        }
        guard let item else {
            reportListProblem("dequeueConfiguredReusableCell(using:for:item:) at \(describeIndexPath(indexPath)) was given "
                + "a nil item; the cell is returned without running the registration's handler")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by
    /// its handler: one that scrolled out of sight (after its `prepareForReuse()`) or a new
    /// one. The first use registers the class with this collection view.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind, identifier = registration.reuseIdentifier
        if !supplementaryPool.isRegistered(CollectionView.supplementaryKey(kind, identifier)) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary {
            view = typed
        } else {
            reportListProblem("the view dequeued for registration \(identifier) at \(describeIndexPath(indexPath)) is a "
                + "\(type(of: dequeued)), not a \(Supplementary.self); a new \(Supplementary.self) is used")
            view = Supplementary(registeredReuseIdentifier: identifier)
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
enum RegistrationIdentifiers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    /// "`<prefix>`#`<n>`", with `n` counting up over the process.
    static func next(_ prefix: String) -> String {
        lock.lock()
        count += 1
        let number = count
        lock.unlock()
        return "\(prefix)#\(number)"
    }
}
