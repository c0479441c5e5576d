import Foundation

/// The root of a layout file: the size of the screen, its safe area and its layout
/// direction.
public struct LayoutFileCanvas: Hashable, Sendable {
    /// The width of the root view, in points.
    public var width: Double
    /// The height of the root view, in points.
    public var height: Double
    /// The root view's safe area insets (`safeArea:` in the file).
    public var safeArea: LayoutFileInsets
    /// Whether the canvas lays out right to left (`direction: rightToLeft`).
    public var isRightToLeft: Bool

    /// Creates a canvas; the default is an iPhone-sized 390 × 844 left-to-right screen
    /// without safe area insets.
    public init(
        width: Double = 390,
        height: Double = 844,
        safeArea: LayoutFileInsets = LayoutFileInsets(),
        isRightToLeft: Bool = false
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.isRightToLeft = isRightToLeft
    }
}
