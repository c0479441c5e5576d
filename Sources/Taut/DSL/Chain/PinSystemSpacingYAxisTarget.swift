import Foundation

/// What a vertical system spacing link of a ``PinChain`` keeps its distance from
/// (`view.pin.top(systemSpacingBelow: header)`): a y-axis anchor, or a view or layout guide.
///
/// A view stands for its bottom edge, or its last baseline for a baseline link
/// (`firstBaseline(systemSpacingBelow: title)`); a layout guide, which has no baselines, for its
/// bottom edge.
public protocol PinSystemSpacingYAxisTarget {
    /// The anchor a link on `attribute` is spaced below.
    func pinSystemSpacingYAnchor(for attribute: LayoutAttribute) -> LayoutYAxisAnchor
}

extension LayoutYAxisAnchor: PinSystemSpacingYAxisTarget {
    /// The anchor itself, whatever the attribute.
    public func pinSystemSpacingYAnchor(for attribute: LayoutAttribute) -> LayoutYAxisAnchor { self }
}

extension View: PinSystemSpacingYAxisTarget {
    /// The view's last baseline for a baseline link, its bottom edge otherwise.
    public func pinSystemSpacingYAnchor(for attribute: LayoutAttribute) -> LayoutYAxisAnchor {
        attribute == .firstBaseline || attribute == .lastBaseline ? lastBaselineAnchor : bottomAnchor
    }
}

extension LayoutGuide: PinSystemSpacingYAxisTarget {
    /// The guide's bottom edge, whatever the attribute.
    public func pinSystemSpacingYAnchor(for attribute: LayoutAttribute) -> LayoutYAxisAnchor { bottomAnchor }
}
