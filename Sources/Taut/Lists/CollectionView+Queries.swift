import Foundation

// What a collection view shows and where: visible cells, index paths, attributes.
extension CollectionView {
    /// The cells shown, in index path order.
    public var visibleCells: [CollectionViewCell] {
        visibleCellViews.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellViews.keys.sorted()
    }

    /// The cell shown for the item at `indexPath`, or `nil` when it is not shown. An index path
    /// of no item gives `nil` and a diagnostic.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard checkItem(indexPath, "cellForItem(at:)") else { return nil }
        return visibleCellViews[indexPath]
    }

    /// The index path of the item `cell` is shown for, or `nil` when it is not shown.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleCellViews.first { $0.value === cell }?.key
    }

    /// The index path of the item whose frame contains `point` (in the collection view's
    /// coordinates, that is content coordinates), or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath` (preparing the layout first if it
    /// is out of date), or `nil`; an index path of no item gives `nil` and a diagnostic.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard checkItem(indexPath, "layoutAttributesForItem(at:)") else { return nil }
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                        at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownSupplementaryViews[CollectionElementKey(.supplementaryView, elementKind, indexPath)]
    }

    /// The supplementary views of `elementKind` shown, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        shownSupplementaryViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownSupplementaryViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// Prepares the layout now if it is out of date (before a query between layout passes).
    func prepareLayoutIfNeeded() {
        _ = itemCounts
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
    }

    /// Whether `indexPath` names an item; reports it (naming `caller`) when it does not.
    func checkItem(_ indexPath: IndexPath, _ caller: String) -> Bool {
        let counts = itemCounts
        if isValidItem(indexPath, in: counts) { return true }
        let sectionCount = indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            ? " (section \(indexPath.section) has \(counts[indexPath.section]) items)" : " (there are \(counts.count) sections)"
        reportListProblem("\(caller) was given the index path \(describeIndexPath(indexPath)), which names no item"
            + sectionCount + "; it is ignored")
        return false
    }
}
