import Foundation

/// How a view of a layout file arranges its `arranged:` views, as a stack view does.
public struct LayoutFileStack: Hashable, Sendable {
    /// The direction views are stacked in.
    public enum Axis: String, CaseIterable, Sendable {
        /// Side by side, leading to trailing.
        case horizontal
        /// One above the other, top to bottom.
        case vertical
    }

    /// How the arranged views share the stack's length (UIKit's five distributions).
    public enum Distribution: String, CaseIterable, Sendable {
        /// Fill the length; the view with the lowest hugging priority stretches.
        case fill
        /// Fill the length with views of equal length.
        case fillEqually
        /// Fill the length in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Keep intrinsic lengths and spread equal spaces between views.
        case equalSpacing
        /// Keep intrinsic lengths and spread the views' centres evenly.
        case equalCentering
    }

    /// Where the arranged views sit across the stack (UIKit's alignments).
    public enum Alignment: String, CaseIterable, Sendable {
        /// Stretch across the whole stack.
        case fill
        /// Align the leading edges (vertical stacks).
        case leading
        /// Align the top edges (horizontal stacks).
        case top
        /// Align the first baselines (horizontal stacks).
        case firstBaseline
        /// Centre across the stack.
        case center
        /// Align the trailing edges (vertical stacks).
        case trailing
        /// Align the bottom edges (horizontal stacks).
        case bottom
        /// Align the last baselines (horizontal stacks).
        case lastBaseline
    }

    /// The stacking direction (`axis:`), horizontal by default.
    public var axis: Axis
    /// The distribution (`distribution:`), `fill` by default.
    public var distribution: Distribution
    /// The alignment (`alignment:`), `fill` by default.
    public var alignment: Alignment
    /// The space between neighbours (`spacing:`), 0 by default.
    public var spacing: Double

    /// Creates a stack description.
    public init(
        axis: Axis = .horizontal,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        spacing: Double = 0
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }
}
