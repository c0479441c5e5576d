import Foundation

// Registering cells and supplementary views, and dequeuing them for reuse.
extension CollectionView {
    /// Registers a cell class under `identifier`:
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells of it with
    /// `init(frame:)`. `nil` removes the registration.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        cellPool.register({ cellClass.init(registeredReuseIdentifier: $0) }, for: identifier)
    }

    /// Registering a nib is refused with a diagnostic (Taut reads no nibs): register the cell's
    /// class instead.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        reportListProblem("refused to register nib \"\(nib?.name ?? "nil")\" for cell identifier \"\(identifier)\": "
            + "Taut reads no nibs; register the cell's class with register(_:forCellWithReuseIdentifier:)")
    }

    /// Registers a class of supplementary view of `elementKind` under `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = CollectionView.supplementaryKey(elementKind, identifier)
        guard let viewClass else { return supplementaryPool.register(nil, for: key) }
        supplementaryPool.register({ _ in viewClass.init(registeredReuseIdentifier: identifier) }, for: key)
    }

    /// Registering a nib is refused with a diagnostic (Taut reads no nibs).
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reportListProblem("refused to register nib \"\(nib?.name ?? "nil")\" for supplementary kind \"\(kind)\", "
            + "identifier \"\(identifier)\": Taut reads no nibs; register the view's class")
    }

    /// A cell of `identifier` for the item at `indexPath`: one that scrolled out of sight
    /// (after its `prepareForReuse()`), or a new one of the registered class. An identifier
    /// nothing was registered under gives a plain ``CollectionViewCell`` and a diagnostic
    /// naming the identifier and the index path (UIKit raises an exception).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = cellPool.takeWaiting(identifier) {
            cell.prepareForReuse()
            return cell
        }
        if let cell = cellPool.make(identifier) { return cell }
        reportListProblem("no cell class is registered for identifier \"\(identifier)\" (dequeued for item "
            + "\(describeIndexPath(indexPath))); a plain UICollectionViewCell is used. Call "
            + "register(_:forCellWithReuseIdentifier:) first")
        return CollectionViewCell(registeredReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` and `identifier` for `indexPath`: one that
    /// scrolled out of sight (after its `prepareForReuse()`), or a new one of the registered
    /// class. Nothing registered gives a plain ``CollectionReusableView`` and a diagnostic.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = CollectionView.supplementaryKey(elementKind, identifier)
        if let view = supplementaryPool.takeWaiting(key) {
            view.prepareForReuse()
            return view
        }
        if let view = supplementaryPool.make(key) { return view }
        reportListProblem("no supplementary view class is registered for kind \"\(elementKind)\" and identifier "
            + "\"\(identifier)\" (dequeued for \(describeIndexPath(indexPath))); a plain UICollectionReusableView is "
            + "used. Call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first")
        return CollectionReusableView(registeredReuseIdentifier: identifier)
    }

    /// The pool key of a supplementary view: its kind and identifier.
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }
}
