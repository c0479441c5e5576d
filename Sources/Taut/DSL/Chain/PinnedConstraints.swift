import Foundation

/// The last constraint a ``PinChain`` made for each attribute of a view: `view.pinned.height`.
///
/// ```swift
/// view2.pin.height(30)
/// view2.pinned.height?.constant = 50
/// ```
///
/// A later link for the same attribute replaces the entry (the earlier constraint stays
/// active). An entry may be inactive if its link was refused with a diagnostic.
public final class PinnedConstraints {
    private var byAttribute: [LayoutAttribute: LayoutConstraint] = [:]

    init() {}

    /// The last constraint made for `attribute`, if any.
    public subscript(attribute: LayoutAttribute) -> LayoutConstraint? { byAttribute[attribute] }

    /// Every recorded constraint, one per attribute, in `LayoutAttribute` raw-value order.
    public var all: [LayoutConstraint] {
        byAttribute.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
    }

    /// The last `left` link.
    public var left: LayoutConstraint? { byAttribute[.left] }
    /// The last `right` link.
    public var right: LayoutConstraint? { byAttribute[.right] }
    /// The last `leading` link.
    public var leading: LayoutConstraint? { byAttribute[.leading] }
    /// The last `trailing` link.
    public var trailing: LayoutConstraint? { byAttribute[.trailing] }
    /// The last `centerX` link.
    public var centerX: LayoutConstraint? { byAttribute[.centerX] }
    /// The last `top` link.
    public var top: LayoutConstraint? { byAttribute[.top] }
    /// The last `bottom` link.
    public var bottom: LayoutConstraint? { byAttribute[.bottom] }
    /// The last `centerY` link.
    public var centerY: LayoutConstraint? { byAttribute[.centerY] }
    /// The last `firstBaseline` link.
    public var firstBaseline: LayoutConstraint? { byAttribute[.firstBaseline] }
    /// The last `lastBaseline` link.
    public var lastBaseline: LayoutConstraint? { byAttribute[.lastBaseline] }
    /// The last `width` link.
    public var width: LayoutConstraint? { byAttribute[.width] }
    /// The last `height` link.
    public var height: LayoutConstraint? { byAttribute[.height] }

    /// Records `constraint` as the last one for `attribute`.
    func record(_ constraint: LayoutConstraint, for attribute: LayoutAttribute) {
        byAttribute[attribute] = constraint
    }
}
