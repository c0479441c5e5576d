import Foundation

// What a flow layout reads per section and item, checked; and the attributes it vends.
extension CollectionViewFlowLayout {
    /// Invalidates the layout when a property changed.
    func changed(_ didChange: Bool) {
        if didChange { invalidateLayout() }
    }

    /// Whether cells size themselves (``estimatedItemSize`` is not zero).
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// What ``sectionInsetReference`` adds to the section insets across the scroll direction:
    /// how far the safe area or the layout margins reach past the adjusted content inset.
    func referenceExtra(of collectionView: CollectionView, adjusted: EdgeInsets, horizontal: Bool) -> EdgeInsets {
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset:
            return .zero
        case .fromSafeArea:
            reference = collectionView.safeAreaInsets
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            let safe = collectionView.insetsLayoutMarginsFromSafeArea ? collectionView.safeAreaInsets : .zero
            reference = EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if horizontal {
            return EdgeInsets(top: Swift.max(0, reference.top - adjusted.top), left: 0,
                              bottom: Swift.max(0, reference.bottom - adjusted.bottom), right: 0)
        }
        return EdgeInsets(top: 0, left: Swift.max(0, reference.left - adjusted.left),
                          bottom: 0, right: Swift.max(0, reference.right - adjusted.right))
    }

    /// The metrics of `section` (its direction, dimension and inset reference are set by the
    /// caller), from the delegate or the properties, with bad values reported.
    func sectionMetrics(_ section: Int, count: Int, delegate: (any CollectionViewDelegateFlowLayout)?,
                        in collectionView: CollectionView) -> FlowLayoutSectionMetrics {
        let rawInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let inset = EdgeInsets(top: finite(rawInset.top, "the top inset of section \(section)", collectionView),
                               left: finite(rawInset.left, "the left inset of section \(section)", collectionView),
                               bottom: finite(rawInset.bottom, "the bottom inset of section \(section)", collectionView),
                               right: finite(rawInset.right, "the right inset of section \(section)", collectionView))
        let line = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        var sizes: [CGSize] = []
        sizes.reserveCapacity(count)
        let selfSizing = isSelfSizing
        let estimate = validSize(estimatedItemSize == CollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize,
                                 "the estimated item size", collectionView)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            if selfSizing {
                if let measured = preferredSizes[CollectionElementKey(.cell, "", indexPath)] {
                    sizes.append(measured)
                } else if estimatedItemSize == CollectionViewFlowLayout.automaticSize, let delegate {
                    let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                    sizes.append(validSize(size, "the size of item \(describeIndexPath(indexPath))", collectionView))
                } else {
                    sizes.append(estimate)
                }
            } else if let delegate {
                let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                sizes.append(validSize(size, "the size of item \(describeIndexPath(indexPath))", collectionView))
            } else {
                sizes.append(validSize(itemSize, "the item size (item \(describeIndexPath(indexPath)))", collectionView))
            }
        }
        return FlowLayoutSectionMetrics(
            horizontal: false, dimension: 0, inset: inset,
            lineSpacing: finite(line, "the minimum line spacing of section \(section)", collectionView),
            interitemSpacing: finite(interitem, "the minimum interitem spacing of section \(section)", collectionView),
            headerSize: validSize(header, "the header size of section \(section)", collectionView),
            footerSize: validSize(footer, "the footer size of section \(section)", collectionView),
            itemSizes: sizes)
    }

    /// `value`, or 0 with a diagnostic when it is not finite.
    private func finite(_ value: CGFloat, _ what: String, _ collectionView: CollectionView) -> CGFloat {
        if value.isFinite { return value }
        collectionView.reportListProblem("\(what) is \(value); 0 is used")
        return 0
    }

    /// `size` with each side that is negative or not finite replaced by 0, with a diagnostic.
    private func validSize(_ size: CGSize, _ what: String, _ collectionView: CollectionView) -> CGSize {
        let valid = { (value: CGFloat) in value.isFinite && value >= 0 }
        if valid(size.width), valid(size.height) { return size }
        collectionView.reportListProblem("\(what) is \(formatLayoutNumber(size.width)) × "
            + "\(formatLayoutNumber(size.height)), which is not a valid size (negative or not finite); 0 is used for "
            + "the bad sides")
        return CGSize(width: valid(size.width) ? size.width : 0, height: valid(size.height) ? size.height : 0)
    }

    /// Attributes of the cell of `indexPath` at `frame` (self-sizing on both sides when
    /// ``estimatedItemSize`` is set).
    func cell(_ indexPath: IndexPath, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if isSelfSizing { attributes.selfSizingAxes = [.width, .height] }
        return attributes
    }

    /// Attributes of the header or footer of `section` at `frame`.
    func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                        with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
