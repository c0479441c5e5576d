import Foundation

/// What places a collection view's cells and supplementary views: UIKit's
/// `UICollectionViewLayout`, the base of ``CollectionViewFlowLayout`` and
/// ``CollectionViewCompositionalLayout``.
///
/// A collection view calls ``prepare()`` before it asks for attributes, then
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the rectangle it
/// shows. Subclass it to write your own layout, as in UIKit: compute the attributes of every
/// element in `prepare()`, keep them, and answer the queries from what you kept.
open class CollectionViewLayout {
    /// Creates a layout. Give it to a collection view (`CollectionView(frame:collectionViewLayout:)`).
    public init() {}

    /// Creates a layout from an archive: an empty one (never fails); it exists so that UIKit
    /// subclasses compile unchanged.
    public required init?(coder: NSCoder) {}

    /// The collection view the layout places views for (`nil` until it is given to one).
    public internal(set) weak var collectionView: CollectionView?

    /// Computes the layout, before the collection view asks for attributes: after the layout
    /// was given to a collection view and each time it was invalidated. The default does
    /// nothing; a subclass computes and keeps its attributes here.
    open func prepare() {}

    /// The size of the whole content. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates). The
    /// default is `nil`: nothing is shown.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell of the item at `indexPath`, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: the collection view calls ``prepare()`` again before
    /// its next layout pass. Call `super` when you override it.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. The
    /// default is `true` when the size changes, `false` when only the scroll position does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// Whether a self-sizing cell's preferred attributes (`preferred`, from the cell's
    /// `preferredLayoutAttributesFitting(_:)`) need a new layout, given the attributes the
    /// layout had made (`original`). The default is `false`; a self-sizing layout keeps the
    /// preferred size and returns `true` when it differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
                                     withOriginalAttributes original: CollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The content offset to show after a layout change, given the one proposed. The default
    /// returns `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The direction content flows in (left to right by default; right to left mirrors the
    /// layout in a right-to-left collection view when ``flipsHorizontallyInOppositeLayoutDirection``).
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout is mirrored in the layout direction opposite to
    /// ``developmentLayoutDirection`` (`true` by default, as UIKit's).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Registers a class of decoration view under `elementKind`.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    /// The collection view's items changed (a reload or a batch update): a layout that keeps
    /// sizes measured from cells forgets them here. The default does nothing.
    func collectionViewDataDidChange() {}

    // MARK: Storage

    /// Whether ``prepare()`` must run before the next query.
    var needsPrepare = true
    /// Decoration view classes by kind.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]
}
