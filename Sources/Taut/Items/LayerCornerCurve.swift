import Foundation

/// The shape of a layer's rounded corners: Core Animation's `CALayerCornerCurve`. Renderers
/// draw both as circular arcs.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public var rawValue: String

    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = LayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corners.
    public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
