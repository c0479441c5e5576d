import Foundation

/// What a link of a ``PinChain`` relates an attribute to, as a ``PinXAxisTarget``,
/// ``PinYAxisTarget`` or ``PinDimensionTarget`` resolves it.
public enum PinTargetValue {
    /// A number: for a location, the distance from the same attribute of the superview (or of
    /// its safe area); for a width or height, the size itself.
    case constant(CGFloat)
    /// An item: the same attribute of that view or layout guide (or of the view's safe area).
    case item(LayoutItem)
    /// An anchor, used as it is.
    case anchor(LayoutAnchor)
}
