import Foundation

/// The drawing properties behind a view: UIKit's `CALayer`, as far as layout code sets it.
///
/// Renderers draw the corner radius, the border and the clipping; the shadow is stored only.
public final class Layer {
    /// The radius of the rounded corners (0: square corners).
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds (0: no border).
    public var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black by default, as in Core Animation).
    public var borderColor: Color? = Color(red: 0, green: 0, blue: 0, alpha: 1)
    /// Whether sublayers (subviews) are clipped to the bounds and corners.
    public var masksToBounds = false

    /// Creates a layer with UIKit's defaults.
    public init() {}
}
