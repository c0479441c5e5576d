import Foundation

/// What a compositional section does with items wider than the collection view: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Anything but `.none` lays the
/// section out as one line of groups that scrolls sideways (the groups placed one after
/// another across the collection view's scroll axis).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// No sideways scrolling: the groups follow one another along the scroll axis.
    case none = 0
    /// A line that scrolls freely.
    case continuous
    /// A line that comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary
    /// A line that scrolls a page (the collection view's width) at a time.
    case paging
    /// A line that scrolls a group at a time.
    case groupPaging
    /// A line that scrolls a group at a time and rests with the group centred.
    case groupPagingCentered
}
