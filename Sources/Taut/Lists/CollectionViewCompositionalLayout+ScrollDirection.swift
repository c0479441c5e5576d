import Foundation

/// The direction a collection view scrolls in: UIKit's `UICollectionView.ScrollDirection`
/// (declared here for the compositional layout's configuration; the flow layout uses it too).
extension CollectionView {
    /// The direction content scrolls in.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Content scrolls up and down (the default).
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal
    }
}
