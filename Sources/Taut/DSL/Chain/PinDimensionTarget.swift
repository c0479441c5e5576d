import Foundation

/// Something a size link of a ``PinChain`` (`width`, `height`) can be related to: a number
/// (the size itself), a view or layout guide (its same dimension) or a dimension anchor.
public protocol PinDimensionTarget {
    /// How the chain reads this target.
    var pinTargetValue: PinTargetValue { get }
}

extension LayoutDimension: PinDimensionTarget {
    /// The anchor itself.
    public var pinTargetValue: PinTargetValue { .anchor(self) }
}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension View: PinDimensionTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension LayoutGuide: PinDimensionTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Int: PinDimensionTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Double: PinDimensionTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension Float: PinDimensionTarget {}

/// Shares its `pinTargetValue` with its ``PinXAxisTarget`` conformance.
extension CGFloat: PinDimensionTarget {}
