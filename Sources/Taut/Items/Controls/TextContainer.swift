import Foundation

/// The region text views lay their text out in: UIKit's `NSTextContainer`, reduced to what
/// changes sizes.
open class TextContainer {
    /// The space left empty at each end of every line: 5 points by default (TextKit's).
    /// Negative or non-finite values are replaced by 0 with a diagnostic.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !(lineFragmentPadding.isFinite && lineFragmentPadding >= 0) {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidViewValue,
                    message: "lineFragmentPadding was set to \(lineFragmentPadding); 0 was used"))
                lineFragmentPadding = 0
            }
            onChange?()
        }
    }
    /// The most lines laid out; 0 (the default) means no limit.
    open var maximumNumberOfLines = 0 {
        didSet { onChange?() }
    }
    /// Whether the container follows the text view's width (`true`, stored).
    open var widthTracksTextView = true

    /// Called when a value that changes the text view's size changed.
    var onChange: (() -> Void)?

    /// Creates a container.
    public init() {}
}
