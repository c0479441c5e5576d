#if SystemText
import Foundation
import Taut

/// Text laid out by Pango: its measurement and its lines, as ``PangoTextMeasurer`` measured
/// and ``CairoRenderer`` draws it.
public struct PangoTextLayout: Hashable, Sendable {
    /// One line of the laid-out text.
    public struct Line: Hashable, Sendable {
        /// The characters on the line (with an ellipsis drawn in place of the cut text when
        /// ``isEllipsized``).
        public var text: String
        /// The line's logical width in points (its advance, spaces included).
        public var width: CGFloat
        /// The top of the line, in points down from the top of the text.
        public var top: CGFloat
        /// The line's height in points.
        public var height: CGFloat
        /// The line's baseline, in points down from the top of the text.
        public var baseline: CGFloat
        /// Whether the line's resolved base direction is right to left (Arabic, Hebrew).
        public var isRightToLeft: Bool
        /// Whether Pango cut the line's text short with an ellipsis (the last line kept by
        /// a line limit).
        public var isEllipsized: Bool

        /// Creates a line.
        public init(text: String, width: CGFloat, top: CGFloat, height: CGFloat, baseline: CGFloat,
                    isRightToLeft: Bool, isEllipsized: Bool) {
            self.text = text
            self.width = width
            self.top = top
            self.height = height
            self.baseline = baseline
            self.isRightToLeft = isRightToLeft
            self.isEllipsized = isEllipsized
        }
    }

    /// The size and baselines, as ``PangoTextMeasurer/measure(_:font:maxWidth:numberOfLines:)`` returns them.
    public var measurement: TextMeasurement
    /// The lines kept (at most the line limit), top to bottom.
    public var lines: [Line]

    /// Creates a layout from its parts.
    public init(measurement: TextMeasurement, lines: [Line]) {
        self.measurement = measurement
        self.lines = lines
    }
}
#endif
