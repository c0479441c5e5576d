import Foundation

/// A set of interface orientations: UIKit's `UIInterfaceOrientationMask` (raw values as
/// UIKit's: one bit per `UIInterfaceOrientation` raw value).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait, home indicator at the bottom.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, home indicator on the right.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home indicator on the left.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (UIKit's default on an iPad).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait (UIKit's default on an iPhone).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// The style of the status bar's contents: UIKit's `UIStatusBarStyle` (raw values as UIKit's).
/// Stored for code that reads it; Taut draws no status bar.
public enum StatusBarStyle: Int, Hashable, Sendable {
    /// Dark or light contents chosen by the interface style.
    case `default` = 0
    /// Light contents, for dark backgrounds.
    case lightContent = 1
    /// Dark contents, for light backgrounds.
    case darkContent = 3
}
