import Foundation

/// The result of measuring text: the size of its lines and where its baselines fall.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line and the height of all lines.
    public var size: CGSize
    /// How many lines the text occupies (0 for empty text).
    public var lineCount: Int
    /// The first line's baseline, measured down from the top of the text.
    public var firstBaseline: CGFloat
    /// The last line's baseline, measured down from the top of the text.
    public var lastBaseline: CGFloat

    /// Creates a measurement.
    public init(size: CGSize, lineCount: Int, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
