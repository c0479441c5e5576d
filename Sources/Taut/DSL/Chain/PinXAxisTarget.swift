import Foundation

/// Something a horizontal link of a ``PinChain`` (`left`, `right`, `leading`, `trailing`,
/// `centerX`) can be related to: a number (from the superview), a view or layout guide (its
/// same attribute) or an x-axis anchor.
public protocol PinXAxisTarget {
    /// How the chain reads this target.
    var pinTargetValue: PinTargetValue { get }
}

extension LayoutXAxisAnchor: PinXAxisTarget {
    /// The anchor itself.
    public var pinTargetValue: PinTargetValue { .anchor(self) }
}

extension View: PinXAxisTarget {
    /// The view: a link relates to the same attribute of it.
    public var pinTargetValue: PinTargetValue { .item(self) }
}

extension LayoutGuide: PinXAxisTarget {
    /// The guide: a link relates to the same attribute of it.
    public var pinTargetValue: PinTargetValue { .item(self) }
}

extension Int: PinXAxisTarget {
    /// The number as a constant.
    public var pinTargetValue: PinTargetValue { .constant(CGFloat(self)) }
}

extension Double: PinXAxisTarget {
    /// The number as a constant.
    public var pinTargetValue: PinTargetValue { .constant(CGFloat(self)) }
}

extension Float: PinXAxisTarget {
    /// The number as a constant.
    public var pinTargetValue: PinTargetValue { .constant(CGFloat(self)) }
}

extension CGFloat: PinXAxisTarget {
    /// The number as a constant.
    public var pinTargetValue: PinTargetValue { .constant(self) }
}
