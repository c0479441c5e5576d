import Foundation

/// A layout axis: horizontal (x, width) or vertical (y, height).
///
/// Used by content hugging and compression resistance (`setContentHuggingPriority(_:for:)`),
/// by ``View/constraintsAffectingLayout(for:)`` and by stack views.
public enum Axis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right: x positions and widths.
    case horizontal = 0
    /// Top to bottom: y positions and heights.
    case vertical = 1

    /// The case name.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
