import Foundation

extension View {
    /// How a view is resized when its superview's size changes: UIKit's
    /// `UIView.AutoresizingMask`, for views whose ``translatesAutoresizingMaskIntoConstraints``
    /// is `true`.
    ///
    /// Each axis has three parts: the margin before the view (left or top), the view's size,
    /// and the margin after it (right or bottom, up to the superview's old edge). The flexible
    /// parts share the change of the superview's size in proportion to their current values,
    /// as UIKit's documentation says ("distribute the size difference proportionally among the
    /// flexible portions"); fixed parts keep their values. If every flexible part is 0, they
    /// share it equally. With no flexible part on an axis the view keeps its position and size
    /// on it (anchored to the left or top). A size that would become negative is 0.
    ///
    /// For example a view at x = 0 with width 320 in a 320-wide superview, with
    /// `[.flexibleWidth, .flexibleHeight]`, has only its width flexible: when the superview
    /// becomes 375 wide the view is 375 wide, still filling it — the usual table view in a
    /// view controller's view. With `[.flexibleLeftMargin, .flexibleRightMargin]` a 100-wide
    /// view at x = 110 (margins 110 and 110) stays centred: both margins grow by half the change.
    ///
    /// The resizing happens when the superview's size changes, whether its frame was set by
    /// code or written by the layout engine, before the superview's `layoutSubviews()` in the
    /// same pass, and only if the superview's ``autoresizesSubviews`` is `true`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The bits of the mask (UIKit's values).
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin grows or shrinks with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows or shrinks with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows or shrinks with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows or shrinks with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows or shrinks with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows or shrinks with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
