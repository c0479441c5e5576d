import Foundation

/// What the layout cycle must still do for a view, and on a root for its tree.
struct LayoutCycleFlags: OptionSet {
    let rawValue: UInt8

    /// The view asked for ``View/layoutSubviews()`` (or was added, or resized by its frame).
    static let needsLayout = LayoutCycleFlags(rawValue: 1 << 0)
    /// The view asked for ``View/updateConstraints()``.
    static let needsUpdateConstraints = LayoutCycleFlags(rawValue: 1 << 1)
    /// Some subview has (or had) a non-empty ``View/autoresizingMask``: a change of this view's
    /// size must resize its subviews. Never cleared; views without it skip autoresizing at the
    /// cost of one bit test.
    static let hasAutoresizingSubviews = LayoutCycleFlags(rawValue: 1 << 2)
    /// On a root: a layout pass of the tree is running.
    /// The view is one of its superview's (a stack view's) arranged subviews.
    static let isArranged = LayoutCycleFlags(rawValue: 1 << 3)
    static let inPass = LayoutCycleFlags(rawValue: 1 << 4)
    /// The view has been through the update-constraints pass once (for
    /// ``View/requiresConstraintBasedLayout``).
    static let constraintsUpdatedOnce = LayoutCycleFlags(rawValue: 1 << 5)
    /// The view is a ``ScrollView`` (set once, by its initialiser): the engine reads its edges
    /// as its content area in constraints with its descendants. Kept here, not in a property of
    /// its own, so that the check costs no memory and no cast on other views.
    static let isScrollView = LayoutCycleFlags(rawValue: 1 << 6)
    /// The view is a ``Window`` (set once, by its initialiser): a tree rooted at it tells its
    /// views when they join or leave it (`willMove(toWindow:)`, `didMoveToWindow()`).
    static let isWindow = LayoutCycleFlags(rawValue: 1 << 7)
}
