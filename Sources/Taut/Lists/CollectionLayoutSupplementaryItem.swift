import Foundation

/// A supplementary view attached to an item, such as a badge: UIKit's
/// `NSCollectionLayoutSupplementaryItem`. Its size is relative to the item it is attached to.
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// Creates a supplementary item of `elementKind` placed inside its item at
    /// `containerAnchor` (its own matching edges on the item's).
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item of `elementKind` whose `itemAnchor` point is put on its
    /// item's `containerAnchor` point.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item with no anchor (for boundary items).
    init(boundaryLayoutSize layoutSize: CollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        self.containerAnchor = nil
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// The kind the collection view asks its data source a view of.
    public let elementKind: String
    /// Where the item is attached (`nil` for a boundary item).
    public let containerAnchor: CollectionLayoutAnchor?
    /// Which point of the supplementary item goes on the container's anchor point (`nil`:
    /// the same edges as the container anchor).
    public let itemAnchor: CollectionLayoutAnchor?
    /// The supplementary view's place in front of others (1 by default, in front of cells).
    open var zIndex = 1

    /// The kind and size, for debugging.
    open override var description: String { "<supplementary \"\(elementKind)\" \(layoutSize)>" }

    /// The frame of a supplementary item of `size` attached to `container`.
    func frame(size: CGSize, attachedTo container: CGRect) -> CGRect {
        guard let containerAnchor else { return CGRect(origin: container.origin, size: size) }
        let target = containerAnchor.point(in: container)
        let ownAnchor = itemAnchor ?? CollectionLayoutAnchor(edges: containerAnchor.edges)
        let own = ownAnchor.point(in: CGRect(origin: .zero, size: size))
        let offset = containerAnchor.offset(for: size)
        let ownOffset = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: target.x - own.x + offset.x - ownOffset.x, y: target.y - own.y + offset.y - ownOffset.y,
                      width: size.width, height: size.height)
    }
}

/// A header or footer of a section or of the whole layout: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. Its size is relative to the section's
/// content width (or the collection view's, for the layout's own).
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Creates a boundary item of `elementKind` aligned at `alignment` (`.top` for a header,
    /// `.bottom` for a footer), moved by `absoluteOffset`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind)
    }

    /// Where the item sits against its section.
    public let alignment: RectAlignment
    /// How far the item is moved from its aligned place.
    public let offset: CGPoint
    /// Whether the item takes room of its own, pushing the section's content along (`true`,
    /// as UIKit's), or lies over the content.
    open var extendsBoundary = true
    /// Whether the item stays in sight while its section scrolls (stored; headless layouts
    /// place it at its section's edge).
    open var pinToVisibleBounds = false

    /// The kind, alignment and size, for debugging.
    open override var description: String {
        "<boundary supplementary \"\(elementKind)\" \(alignment) \(layoutSize)>"
    }
}

/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
/// Register its class with ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``.
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                    heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind` that covers its section (less ``CollectionLayoutItem/contentInsets``).
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The kind of decoration view.
    public let elementKind: String
    /// The view's place in front of others (0; the layout lists backgrounds before the
    /// section's cells, so they are placed behind them).
    open var zIndex = 0

    /// The kind, for debugging.
    open override var description: String { "<decoration \"\(elementKind)\">" }
}
