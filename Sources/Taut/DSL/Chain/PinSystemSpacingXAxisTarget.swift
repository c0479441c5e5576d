import Foundation

/// What a horizontal system spacing link of a ``PinChain`` keeps its distance from
/// (`view.pin.leading(systemSpacingAfter: icon)`): an x-axis anchor, or a view or layout guide.
///
/// A view or guide stands for the edge a layout reads past: its trailing edge for a leading or
/// trailing link, its right edge for a left or right link.
public protocol PinSystemSpacingXAxisTarget {
    /// The anchor a link on `attribute` is spaced after.
    func pinSystemSpacingXAnchor(for attribute: LayoutAttribute) -> LayoutXAxisAnchor
}

extension LayoutXAxisAnchor: PinSystemSpacingXAxisTarget {
    /// The anchor itself, whatever the attribute.
    public func pinSystemSpacingXAnchor(for attribute: LayoutAttribute) -> LayoutXAxisAnchor { self }
}

extension View: PinSystemSpacingXAxisTarget {
    /// The view's trailing edge for a leading or trailing link, its right edge otherwise.
    public func pinSystemSpacingXAnchor(for attribute: LayoutAttribute) -> LayoutXAxisAnchor {
        attribute == .left || attribute == .right ? rightAnchor : trailingAnchor
    }
}

extension LayoutGuide: PinSystemSpacingXAxisTarget {
    /// The guide's trailing edge for a leading or trailing link, its right edge otherwise.
    public func pinSystemSpacingXAnchor(for attribute: LayoutAttribute) -> LayoutXAxisAnchor {
        attribute == .left || attribute == .right ? rightAnchor : trailingAnchor
    }
}
