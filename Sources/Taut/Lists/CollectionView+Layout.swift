import Foundation

/// How many rounds of self-sizing (measure, tell the layout, prepare again) one layout pass of
/// a collection view runs at most; a layout that keeps asking past that is reported.
let maximumSelfSizingRounds = 8

// The layout pass: asking the layout for the visible elements and showing a view for each.
extension CollectionView {
    /// The item count of each section, from the data source (asked once after each reload;
    /// negative counts are reported and read as 0).
    var itemCounts: [Int] {
        if let storedItemCounts { return storedItemCounts }
        guard let dataSource else { return [] }
        storedItemCounts = []
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            reportListProblem("the data source returned \(sections) sections; 0 is used")
            sections = 0
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                reportListProblem("the data source returned \(count) items for section \(section); 0 is used")
            }
            counts.append(Swift.max(0, count))
        }
        storedItemCounts = counts
        return counts
    }

    /// Whether `indexPath` names an item of the current counts.
    func isValidItem(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// The work of ``layoutSubviews()``: see there.
    func layoutVisibleElements() {
        guard !isLayingOutElements else { return }
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        let layout = collectionViewLayout
        let size = bounds.size
        if let last = lastLaidOutSize, last != size {
            // UIKit asks before the change is applied: the layout still sees the former bounds.
            boundsBeforeChange = CGRect(origin: contentOffset, size: last)
            let invalidate = layout.shouldInvalidateLayout(forBoundsChange: CGRect(origin: contentOffset, size: size))
            boundsBeforeChange = nil
            if invalidate { layout.invalidateLayout() }
        }
        lastLaidOutSize = size
        if let backgroundView, backgroundView.translatesAutoresizingMaskIntoConstraints {
            let visible = CGRect(origin: contentOffset, size: size)
            if backgroundView.frame != visible { backgroundView.frame = visible }
        }
        if needsCellReload {
            needsCellReload = false
            endDisplayingAll()
        }
        let counts = itemCounts
        var rounds = 0
        while true {
            if layout.needsPrepare {
                layout.needsPrepare = false
                layout.prepare()
            }
            applyContentSize(layout.collectionViewContentSize)
            followAdjustedContentInset()
            let visible = CGRect(origin: contentOffset, size: size)
            let attributes = layout.layoutAttributesForElements(in: visible) ?? []
            guard show(attributes, counts: counts) else { break }
            rounds += 1
            if rounds >= maximumSelfSizingRounds {
                reportListProblem("self-sizing did not settle after \(maximumSelfSizingRounds) rounds (the layout "
                    + "keeps invalidating for preferred sizes); the last sizes are kept")
                break
            }
            layout.invalidateLayout()
            layout.needsPrepare = true
        }
    }

    /// Keeps the content at its start when the adjusted content inset changes (the safe area
    /// joining it once the content is taller than the view): an offset that was at the start,
    /// `-inset`, moves to the new `-inset`, as UIKit's scroll views do, so that a collection
    /// view under the status bar shows its first item below it (content offset y = -47 on an
    /// iPhone 14).
    private func followAdjustedContentInset() {
        let inset = adjustedContentInset
        let last = lastAdjustedInset
        lastAdjustedInset = inset
        guard inset != last else { return }
        var offset = contentOffset
        if offset.y == -last.top { offset.y = -inset.top }
        if offset.x == -last.left { offset.x = -inset.left }
        if offset != contentOffset { contentOffset = offset }
    }

    /// Sets the content size from the layout's, refusing negative or non-finite values.
    private func applyContentSize(_ proposed: CGSize) {
        func clean(_ value: CGFloat, _ name: String) -> CGFloat {
            if value.isFinite, value >= 0 { return value }
            reportListProblem("the layout's collectionViewContentSize.\(name) is \(value); 0 is used")
            return 0
        }
        let size = CGSize(width: clean(proposed.width, "width"), height: clean(proposed.height, "height"))
        if contentSize != size { contentSize = size }
    }

    /// Shows a view for each of `attributes` and recycles the views of elements not among them.
    /// Returns whether a self-sizing element asked the layout to prepare again.
    private func show(_ attributes: [CollectionViewLayoutAttributes], counts: [Int]) -> Bool {
        var wanted: [CollectionElementKey: CollectionViewLayoutAttributes] = [:]
        var order: [CollectionElementKey] = []
        wanted.reserveCapacity(attributes.count)
        for item in attributes {
            let key = CollectionElementKey(item)
            guard isShowable(item, key: key, counts: counts), wanted[key] == nil else {
                if wanted[key] != nil {
                    reportListProblem("the layout gave two attributes for the \(item.representedElementCategory) "
                        + "at \(describeIndexPath(item.indexPath)); the first is used")
                }
                continue
            }
            wanted[key] = item
            order.append(key)
        }
        // The views that left go back to their pools first, so that new elements reuse them.
        for (indexPath, cell) in visibleCellViews where wanted[CollectionElementKey(.cell, "", indexPath)] == nil {
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in shownSupplementaryViews where wanted[key] == nil {
            endDisplaying(view, key: key)
        }
        var invalidated = false
        var needsOrdering = false
        var shown: [(view: View, zIndex: Int)] = []
        shown.reserveCapacity(order.count)
        for key in order {
            guard let item = wanted[key] else { continue }
            let view: CollectionReusableView
            let isNew: Bool
            if key.category == .cell {
                if let cell = visibleCellViews[key.indexPath] {
                    view = cell
                    isNew = false
                } else {
                    guard let cell = requestCell(at: key.indexPath) else { continue }
                    visibleCellViews[key.indexPath] = cell
                    view = cell
                    isNew = true
                }
            } else if let existing = shownSupplementaryViews[key] {
                view = existing
                isNew = false
            } else {
                guard let made = requestSupplementary(item, key: key) else { continue }
                shownSupplementaryViews[key] = made
                view = made
                isNew = true
            }
            apply(item, to: view, key: key, isNew: isNew)
            if isNew {
                if view.superview !== self { addSubview(view) }
                announceDisplay(of: view, key: key)
            }
            if measure(view, item, key: key) { invalidated = true }
            if item.zIndex != 0 { needsOrdering = true }
            shown.append((view, item.zIndex))
        }
        if needsOrdering {
            let sorted = shown.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            for entry in sorted { bringSubviewToFront(entry.element.view) }
        }
        return invalidated
    }

    /// Whether `item` can be shown: a finite frame, and for a cell an index path of an item.
    private func isShowable(_ item: CollectionViewLayoutAttributes, key: CollectionElementKey, counts: [Int]) -> Bool {
        let frame = item.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width >= 0, frame.height >= 0 else {
            reportListProblem("the layout placed the \(item.representedElementCategory) at "
                + "\(describeIndexPath(item.indexPath)) at \(frame), which is not a valid frame; it is not shown")
            return false
        }
        if key.category == .cell, !isValidItem(key.indexPath, in: counts) {
            reportListProblem("the layout gave attributes for item \(describeIndexPath(key.indexPath)), which does not "
                + "exist (\(counts.count) sections); it is not shown")
            return false
        }
        return true
    }

    /// A cell for the item at `indexPath`, from the data source.
    private func requestCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        cellRequestCount += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.superview === self, visibleCellViews.values.contains(where: { $0 === cell }) {
            reportListProblem("the data source returned for item \(describeIndexPath(indexPath)) a cell that is shown "
                + "for another item; the item is not shown. Dequeue a cell for every item")
            return nil
        }
        if cell.storedReuseIdentifier == nil {
            reportListProblem("the cell returned for item \(describeIndexPath(indexPath)) was not dequeued "
                + "(it has no reuse identifier); it is shown but never reused. Use "
                + "dequeueReusableCell(withReuseIdentifier:for:)")
        }
        cell.isSelected = selectedItems.contains(indexPath)
        return cell
    }

    /// A supplementary view (from the data source) or a decoration view (of the class the
    /// layout registered) for `item`.
    private func requestSupplementary(_ item: CollectionViewLayoutAttributes,
                                      key: CollectionElementKey) -> CollectionReusableView? {
        if key.category == .decorationView {
            if let view = decorationPool.takeWaiting(key.kind) {
                view.prepareForReuse()
                return view
            }
            guard let viewClass = collectionViewLayout.decorationClasses[key.kind] else {
                reportListProblem("no decoration view class is registered for kind \"\(key.kind)\" (placed at "
                    + "\(describeIndexPath(key.indexPath))); nothing is shown. Call "
                    + "register(_:forDecorationViewOfKind:) on the layout")
                return nil
            }
            return viewClass.init(registeredReuseIdentifier: key.kind)
        }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        if shownSupplementaryViews.values.contains(where: { $0 === view }) {
            reportListProblem("the data source returned for the \"\(key.kind)\" view at "
                + "\(describeIndexPath(key.indexPath)) a view that is already shown; it is not shown again")
            return nil
        }
        return view
    }

    /// Applies `item` to `view`: frame, hidden, alpha, z position, then the view's `apply(_:)`.
    private func apply(_ item: CollectionViewLayoutAttributes, to view: CollectionReusableView,
                       key: CollectionElementKey, isNew: Bool) {
        if !isNew, let last = appliedAttributes[key], last.frame == item.frame, last.alpha == item.alpha,
           last.isHidden == item.isHidden, last.zIndex == item.zIndex, type(of: last) == type(of: item) {
            return
        }
        if view.frame != item.frame { view.frame = item.frame }
        if view.isHidden != item.isHidden { view.isHidden = item.isHidden }
        if view.alpha != item.alpha { view.alpha = item.alpha }
        view.layer.zPosition = CGFloat(item.zIndex)
        let copy = item.copy()
        appliedAttributes[key] = copy
        view.apply(copy)
    }

    /// Measures a self-sizing element (when its attributes ask for it and it was not measured at
    /// this size) and tells the layout; returns whether the layout asked to prepare again.
    private func measure(_ view: CollectionReusableView, _ item: CollectionViewLayoutAttributes,
                         key: CollectionElementKey) -> Bool {
        guard !item.selfSizingAxes.isEmpty else { return false }
        if let record = measuredSizes[key], record.target == item.size || record.preferred == item.size {
            return false
        }
        let preferred = view.preferredLayoutAttributesFitting(item.copy())
        measuredSizes[key] = (item.size, preferred.size)
        return collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred,
                                                           withOriginalAttributes: item)
    }

    /// Tells the delegate that a view is about to be shown.
    private func announceDisplay(of view: CollectionReusableView, key: CollectionElementKey) {
        guard let collectionDelegate else { return }
        if key.category == .cell, let cell = view as? CollectionViewCell {
            collectionDelegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                              at: key.indexPath)
        }
    }

    /// Takes `cell` out of sight: removed, back in the pool, the delegate told.
    func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        visibleCellViews[indexPath] = nil
        appliedAttributes[CollectionElementKey(.cell, "", indexPath)] = nil
        if cell.superview === self { cell.removeFromSuperview() }
        if let identifier = cell.storedReuseIdentifier { cellPool.putBack(cell, identifier: identifier) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Takes a supplementary or decoration view out of sight: removed, back in its pool, the
    /// delegate told.
    func endDisplaying(_ view: CollectionReusableView, key: CollectionElementKey) {
        shownSupplementaryViews[key] = nil
        appliedAttributes[key] = nil
        if view.superview === self { view.removeFromSuperview() }
        if key.category == .decorationView {
            decorationPool.putBack(view, identifier: key.kind)
            return
        }
        if let identifier = view.storedReuseIdentifier {
            supplementaryPool.putBack(view, identifier: CollectionView.supplementaryKey(key.kind, identifier))
        }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                           at: key.indexPath)
    }

    /// Takes every shown view out of sight (a reload).
    func endDisplayingAll() {
        for (indexPath, cell) in visibleCellViews.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: indexPath) }
        for (key, view) in shownSupplementaryViews { endDisplaying(view, key: key) }
        measuredSizes.removeAll()
    }
}
