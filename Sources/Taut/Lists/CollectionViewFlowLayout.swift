import Foundation

/// A layout of items in lines that wrap: UIKit's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically (the default), items fill rows from the leading edge and wrap to the
/// next row when the next item does not fit; scrolling horizontally, they fill columns. Each
/// section has an optional header and footer (their reference sizes), insets and spacings.
/// Sizes and spacings come from the collection view's delegate when it is a
/// ``CollectionViewDelegateFlowLayout``, else from the properties. Rows that are not the last
/// are justified and items are centred in their row, as UIKit does (see
/// `FlowLayoutSection.compute(_:at:)` for the rule and its sources).
///
/// Self-sizing: set ``estimatedItemSize`` (or ``automaticSize``) and the cells size
/// themselves from their constraints when they are shown (`preferredLayoutAttributesFitting(_:)`);
/// the layout keeps each measured size until the data changes. In a right-to-left collection
/// view the layout is mirrored.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The estimated item size that means "measure every cell, with no estimate of my own"
    /// (UIKit's `UICollectionViewFlowLayout.automaticSize`, `UICollectionViewFlowLayoutAutomaticSize`
    /// in UICollectionViewFlowLayout.h, iOS 10; its value is the largest finite double on both
    /// axes, as UIKit prints it). Until measured, an item is estimated at its ``itemSize`` (or
    /// the delegate's size).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                             height: CGFloat.greatestFiniteMagnitude)

    /// What a section's insets are measured from, across the scroll direction: UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content's edges (inside the content inset): the default.
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creates a flow layout from an archive: one with UIKit's defaults (never fails).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size of every item when the delegate gives none: 50 × 50 by default (UIKit's
    /// documented default, `itemSize`: "The default size value is (50.0, 50.0)").
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(itemSize != oldValue) } }
    /// The estimated item size: zero (the default) turns self-sizing off; another size (or
    /// ``automaticSize``) makes cells size themselves from their constraints.
    open var estimatedItemSize = CGSize.zero { didSet { changed(estimatedItemSize != oldValue) } }
    /// The smallest space between lines: 10 by default (UIKit's documented default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(minimumLineSpacing != oldValue) } }
    /// The smallest space between the items of a line: 10 by default (UIKit's documented
    /// default); a justified line may space them more.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(minimumInteritemSpacing != oldValue) } }
    /// The margins of each section's items, inside its header and footer (zero by default).
    open var sectionInset = EdgeInsets.zero { didSet { changed(sectionInset != oldValue) } }
    /// The size of every section header (zero by default: no headers). Scrolling vertically
    /// only its height counts (a header spans the content's width); horizontally, its width.
    open var headerReferenceSize = CGSize.zero { didSet { changed(headerReferenceSize != oldValue) } }
    /// The size of every section footer (zero by default: no footers), as for headers.
    open var footerReferenceSize = CGSize.zero { didSet { changed(footerReferenceSize != oldValue) } }
    /// The scroll direction (`.vertical` by default).
    open var scrollDirection = CollectionView.ScrollDirection.vertical { didSet { changed(scrollDirection != oldValue) } }
    /// What section insets are measured from (`.fromContentInset` by default).
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { changed(sectionInsetReference != oldValue) }
    }
    /// Whether section headers stay at the top of the visible area while their section
    /// scrolls (`false` by default; stored only: headers scroll with their section).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay at the bottom of the visible area (`false` by default;
    /// stored only).
    open var sectionFootersPinToVisibleBounds = false

    // MARK: The layout

    /// Computes every section's frames from the collection view's counts and the delegate's
    /// (or the properties') sizes.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let horizontal = scrollDirection == .horizontal
        let bounds = collectionView.bounds.size
        let adjusted = collectionView.adjustedContentInset
        let dimension = Swift.max(0, horizontal ? bounds.height - adjusted.top - adjusted.bottom
            : bounds.width - adjusted.left - adjusted.right)
        let extra = referenceExtra(of: collectionView, adjusted: adjusted, horizontal: horizontal)
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let counts = collectionView.itemCounts
        var offset: CGFloat = 0
        sections.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            var metrics = sectionMetrics(section, count: count, delegate: delegate, in: collectionView)
            metrics.horizontal = horizontal
            metrics.dimension = dimension
            metrics.inset = EdgeInsets(top: metrics.inset.top + extra.top, left: metrics.inset.left + extra.left,
                                       bottom: metrics.inset.bottom + extra.bottom, right: metrics.inset.right + extra.right)
            let computed = FlowLayoutSection.compute(metrics, at: offset)
            for item in computed.oversizedItems {
                collectionView.reportListProblem("the item at \(describeIndexPath(IndexPath(item: item, section: section))) "
                    + "is larger than the collection view minus the section and content insets across the scroll "
                    + "direction (\(formatLayoutNumber(dimension - metrics.inset.left - metrics.inset.right)) points); "
                    + "it is placed alone on its line")
            }
            sections.append(computed)
            offset = computed.end
        }
        if !counts.isEmpty {
            contentSize = horizontal ? CGSize(width: offset, height: dimension) : CGSize(width: dimension, height: offset)
        }
        if flipsHorizontallyInOppositeLayoutDirection,
           collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection {
            for index in sections.indices { sections[index].mirror(width: contentSize.width) }
        }
    }

    /// The size of all the sections: across the scroll direction, the collection view's
    /// size minus its adjusted content inset; along it, the sections end to end.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of the headers, items and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        let horizontal = scrollDirection == .horizontal
        let low = horizontal ? rect.minX : rect.minY
        let high = horizontal ? rect.maxX : rect.maxY
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            if let header = section.headerFrame, overlaps(header, rect) {
                result.append(supplementary(CollectionView.elementKindSectionHeader, index, header))
            }
            var line = section.firstLine(endingAtOrAfter: low)
            while line < section.lines.count, section.lines[line].start <= high {
                for item in section.lines[line].items where overlaps(section.itemFrames[item], rect) {
                    result.append(cell(IndexPath(item: item, section: index), section.itemFrames[item]))
                }
                line += 1
            }
            if let footer = section.footerFrame, overlaps(footer, rect) {
                result.append(supplementary(CollectionView.elementKindSectionFooter, index, footer))
            }
        }
        return result
    }

    /// Whether two rectangles share an area, as `CGRectIntersectsRect` answers on Apple's
    /// platforms: rectangles that only touch along an edge do not (an item whose bottom is the
    /// top of the visible rectangle is not visible). Foundation on Linux counts touching edges.
    func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The attributes of the item at `indexPath`, or `nil` when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cell(indexPath, sections[indexPath.section].itemFrames[indexPath.item])
    }

    /// The attributes of the header or footer of `indexPath.section`, or `nil` when the
    /// section has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case CollectionView.elementKindSectionHeader:
            return section.headerFrame.map { supplementary(elementKind, indexPath.section, $0) }
        case CollectionView.elementKindSectionFooter:
            return section.footerFrame.map { supplementary(elementKind, indexPath.section, $0) }
        default:
            return nil
        }
    }

    /// `true` when the collection view's size changes (the lines depend on it); `false` when
    /// only the scroll position does.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// Keeps a self-sizing cell's preferred size and returns whether it differs from the size
    /// the layout gave it (then the collection view prepares the layout again).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
                                              withOriginalAttributes original: CollectionViewLayoutAttributes) -> Bool {
        guard !original.selfSizingAxes.isEmpty, original.representedElementCategory == .cell else { return false }
        let size = preferred.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            collectionView?.reportListProblem("the cell at \(describeIndexPath(original.indexPath)) preferred the size "
                + "\(formatLayoutNumber(size.width)) × \(formatLayoutNumber(size.height)), which is not a valid size; its estimate is kept")
            return false
        }
        preferredSizes[CollectionElementKey(original)] = size
        return Swift.abs(size.width - original.size.width) > 1e-9 || Swift.abs(size.height - original.size.height) > 1e-9
    }

    /// Forgets the measured sizes of self-sizing cells.
    override func collectionViewDataDidChange() {
        preferredSizes.removeAll()
    }

    // MARK: Storage

    /// The computed sections.
    var sections: [FlowLayoutSection] = []
    /// The computed content size.
    var contentSize = CGSize.zero
    /// The sizes self-sizing cells preferred, by element.
    var preferredSizes: [CollectionElementKey: CGSize] = [:]
}
