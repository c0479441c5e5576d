import Foundation

extension Device {
    /// The physical orientation of a device: UIKit's `UIDeviceOrientation` (raw values as
    /// UIKit's).
    public enum Orientation: Int, Hashable, Sendable, CaseIterable {
        /// Not known.
        case unknown = 0
        /// Upright, the home button (or the bottom edge) below.
        case portrait = 1
        /// Upside down, the home button above.
        case portraitUpsideDown = 2
        /// On its side with the home button (bottom edge) on the right.
        case landscapeLeft = 3
        /// On its side with the home button (bottom edge) on the left.
        case landscapeRight = 4
        /// Flat, the screen facing up.
        case faceUp = 5
        /// Flat, the screen facing down.
        case faceDown = 6

        /// Whether the device is on its side.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device is upright or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether an interface can take this orientation (portrait or landscape, not flat or
        /// unknown).
        public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
    }
}

/// The orientation of an app's interface: UIKit's `UIInterfaceOrientation` (raw values as
/// UIKit's). An interface turned to the left (`.landscapeLeft`) is shown on a device turned
/// to the right (`Device.Orientation.landscapeRight`), as in UIKit.
public enum InterfaceOrientation: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the device's home button (bottom edge) on the left.
    case landscapeLeft = 4
    /// On its side, the device's home button (bottom edge) on the right.
    case landscapeRight = 3

    /// The interface orientation a device orientation shows (`.unknown` for flat and unknown
    /// devices).
    public init(_ deviceOrientation: Device.Orientation) {
        switch deviceOrientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: self = .unknown
        }
    }

    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// The device orientation that shows this interface orientation.
    public var deviceOrientation: Device.Orientation {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown: return .unknown
        }
    }
}
