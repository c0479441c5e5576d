import Foundation

// Selection and scrolling to an item.
extension CollectionView {
    /// The selected items, in the order they were selected (`nil` when none is, as in UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item at `indexPath` (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls to it by `scrollPosition` (nothing for the empty set); `nil` deselects every
    /// item. As in UIKit, the delegate is not asked or told, and nothing happens when
    /// ``allowsSelection`` is `false`. Nothing is animated headless.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, checkItem(indexPath, "selectItem(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleCellViews[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` (the delegate is not told, as in UIKit).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleCellViews[indexPath]?.isSelected = false
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (one vertical and one
    /// horizontal position at most), within the scrollable range: the content offset changes
    /// at once and the next layout pass shows the items there. Positions are measured inside
    /// the adjusted content inset. An index path of no item is reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return }
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        if vertical.rawValue.nonzeroBitCount > 1 || horizontal.rawValue.nonzeroBitCount > 1 {
            reportListProblem("scrollToItem(at: \(describeIndexPath(indexPath))) was given more than one vertical or "
                + "horizontal position (\(scrollPosition.rawValue)); the first of each is used")
        }
        let frame = attributes.frame
        let size = bounds.size
        let inset = adjustedContentInset
        let content = contentSize
        var offset = contentOffset
        if vertical.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if vertical.contains(.centeredVertically) {
            offset.y = frame.midY - (size.height - inset.top - inset.bottom) / 2 - inset.top
        } else if vertical.contains(.bottom) {
            offset.y = frame.maxY - size.height + inset.bottom
        }
        if horizontal.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if horizontal.contains(.centeredHorizontally) {
            offset.x = frame.midX - (size.width - inset.left - inset.right) / 2 - inset.left
        } else if horizontal.contains(.right) {
            offset.x = frame.maxX - size.width + inset.right
        }
        let maxY = Swift.max(-inset.top, content.height + inset.bottom - size.height)
        let maxX = Swift.max(-inset.left, content.width + inset.right - size.width)
        offset = CGPoint(x: Swift.min(Swift.max(offset.x, -inset.left), maxX),
                         y: Swift.min(Swift.max(offset.y, -inset.top), maxY))
        if offset != contentOffset { contentOffset = offset }
    }
}
