import Foundation

extension TextField {
    /// The border a text field draws: UIKit's `UITextField.BorderStyle`. It changes the
    /// padding around the text, so the intrinsic size (see ``TextField/intrinsicContentSize``).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for text fields made in code).
        case none
        /// A thin rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle (Interface Builder's default).
        case roundedRect
    }

    /// When an overlay view (left, right, clear button) shows: UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing.
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// Why editing ended: UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The text field resigned first responder.
        case committed
        /// Editing was cancelled.
        case cancelled
    }
}
