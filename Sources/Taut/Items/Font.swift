/// A font as far as layout cares: its size in points and whether it is bold.
///
/// It exists so that code written for UIKit (`label.font = .systemFont(ofSize: 15)`) ports
/// unchanged; the ``TextMeasuring`` measurer decides what the size means.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The size in points (the em size).
    public var pointSize: CGFloat
    /// Whether the font is bold (the default measurer ignores it).
    public var isBold: Bool

    /// Creates a font of a size.
    public init(size: CGFloat, bold: Bool = false) {
        self.pointSize = size
        self.isBold = bold
    }

    /// The regular system font of a size.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }
    /// The bold system font of a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, bold: true) }

    /// The size UIKit labels use by default: 17 points.
    public static var labelFontSize: CGFloat { 17 }

    /// `17pt` or `bold 17pt`.
    public var description: String { "\(isBold ? "bold " : "")\(formatLayoutNumber(pointSize))pt" }
}
