import Foundation

/// Something a vertical link of a ``PinChain`` (`top`, `bottom`, `centerY`, `firstBaseline`,
/// `lastBaseline`) can be related to: a number (from the superview), a view or layout guide
/// (its same attribute) or a y-axis anchor.
public protocol PinYAxisTarget {
    /// How the chain reads this target.
    var pinTargetValue: PinTargetValue { get }
}

extension LayoutYAxisAnchor: PinYAxisTarget {
    /// The anchor itself.
    public var pinTargetValue: PinTargetValue { .anchor(self) }
}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension View: PinYAxisTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension LayoutGuide: PinYAxisTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Int: PinYAxisTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Double: PinYAxisTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Float: PinYAxisTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension CGFloat: PinYAxisTarget {}
