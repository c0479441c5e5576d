import Foundation

/// A layout of items in rows (or columns) that wrap: UIKit's `UICollectionViewFlowLayout`.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creates a flow layout from an archive: one with UIKit's defaults (never fails).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
