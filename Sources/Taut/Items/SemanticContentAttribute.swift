import Foundation

/// What a view's content means for its layout direction (UIKit's `UISemanticContentAttribute`).
///
/// ``View/effectiveUserInterfaceLayoutDirection`` comes from the nearest view up the tree,
/// starting with the view itself, whose attribute is not ``unspecified``; a root whose
/// attribute is ``unspecified`` lays out left to right.
public enum SemanticContentAttribute: Int, Hashable, Sendable, CustomStringConvertible {
    /// Follow the superview (left to right at the root).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls such as a directional pad: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4

    /// The direction this attribute forces, or `nil` for ``unspecified`` (inherit).
    var forcedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: return nil
        case .forceRightToLeft: return .rightToLeft
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        }
    }

    /// The case name.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .playback: return "playback"
        case .spatial: return "spatial"
        case .forceLeftToRight: return "forceLeftToRight"
        case .forceRightToLeft: return "forceRightToLeft"
        }
    }
}
