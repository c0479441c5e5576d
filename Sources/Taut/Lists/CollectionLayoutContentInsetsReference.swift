import Foundation

/// The edges a section's content insets are measured from: UIKit's `UIContentInsetsReference`.
public enum ContentInsetsReference: Int, Hashable, Sendable {
    /// The system's choice: the safe area for compositional layouts (UIKit's default).
    case automatic = 0
    /// The collection view's own edges.
    case none
    /// The safe area's edges.
    case safeArea
    /// The edges of the collection view's layout margins.
    case layoutMargins
    /// The edges of the collection view's readable content guide.
    case readableContent
}
