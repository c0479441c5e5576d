import Foundation

/// Where a collection view shows one element (a cell, a supplementary view such as a section
/// header, or a decoration view) and how: UIKit's `UICollectionViewLayoutAttributes`. A
/// ``CollectionViewLayout`` makes them; the collection view applies them to its views.
open class CollectionViewLayoutAttributes: CustomStringConvertible {
    /// What kind of element attributes describe. UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell, one per item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view, such as a section background.
        case decorationView
    }

    /// Attributes of the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` (such as
    /// ``CollectionView/elementKindSectionHeader``) at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// The element's frame, in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of ``frame``; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``; setting it keeps the frame's origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's bounds: origin zero, its size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// The element's place in front of others (0 by default; higher is in front).
    open var zIndex = 0
    /// Whether the element is hidden (`false` by default).
    open var isHidden = false
    /// The index path of the element's item (or section, for a section's supplementary view).
    open var indexPath: IndexPath
    /// What kind of element this is.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view (`nil` for a cell).
    public let representedElementKind: String?

    /// Which sides of the element its own constraints size (self-sizing), set by the layout
    /// that made the attributes: the collection view asks the cell for its preferred size on
    /// those sides (`preferredLayoutAttributesFitting(_:)`) and tells the layout.
    var selfSizingAxes: SelfSizingAxes = []

    /// A copy of the attributes (a subclass overrides it to copy its own properties).
    open func copy() -> CollectionViewLayoutAttributes {
        let copy: CollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell:
            copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            copy = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "",
                                                  with: indexPath)
        case .decorationView:
            copy = CollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "",
                                                  with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// The element, index path and frame, for debugging.
    open var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(representedElementCategory)\(kind) [\(indexPath.section), \(indexPath.item)] "
            + "frame = \(frame)>"
    }
}

/// The sides of a collection element that its own constraints size (see
/// `CollectionViewLayoutAttributes.selfSizingAxes`).
struct SelfSizingAxes: OptionSet, Sendable {
    let rawValue: UInt8
    /// The width comes from the element's constraints.
    static let width = SelfSizingAxes(rawValue: 1)
    /// The height comes from the element's constraints.
    static let height = SelfSizingAxes(rawValue: 2)
}
