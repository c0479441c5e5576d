import Foundation

/// A device's screen, for a ``Window`` that lays out as it would on that device: the screen
/// size in points and the portrait safe-area insets (the status bar or sensor housing at the
/// top, the home indicator at the bottom).
///
/// `Window(device: .iPhone15)` makes a window of the screen's size with those insets, so that
/// views pinned to a `safeAreaLayoutGuide` land where they would on the device.
public struct Device: Hashable, Sendable {
    /// A name for descriptions (`"iPhone 15"`).
    public var name: String
    /// The screen's size in points, portrait.
    public var screenSize: CGSize
    /// The safe-area insets of a full-screen window, portrait.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var scale: CGFloat

    /// Describes a device.
    public init(name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat) {
        self.name = name
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }

    /// The screen's bounds: origin zero, ``screenSize``.
    public var bounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    // Screen sizes in points: Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14
    // Screen Sizes" (hacknicity.medium.com, 2022): 390 × 844 (iPhone 12–14), 393 × 852 (14 Pro),
    // 430 × 932 (14 Pro Max); 375 × 667 for the 4.7" iPhones (SE 2nd/3rd gen, 6–8).
    // Safe-area insets are what `view.safeAreaInsets` reports in portrait: the 20-point status
    // bar of home-button iPhones; 34 for the home indicator (useyourloaf.com, "Supporting
    // iPhone X"); 59 at the top with the Dynamic Island (the expected 59 of an iPhone 14 Pro Max
    // in thedebonair.co.uk's "Why is view.safeAreaInsets.top inaccurate"); 47 at the top on
    // notched iPhone 12–14 and 24/20 on iPads without a home button are the values the iOS
    // simulators report (not checked here against a published table).

    /// iPhone SE (2nd and 3rd generation), also iPhone 6–8: 375 × 667, 20 at the top.
    public static let iPhoneSE = Device(name: "iPhone SE", screenSize: CGSize(width: 375, height: 667),
                                        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2)
    /// iPhone 14 (also 12, 13, 12 Pro, 13 Pro): 390 × 844, 47 at the top, 34 at the bottom.
    public static let iPhone14 = Device(name: "iPhone 14", screenSize: CGSize(width: 390, height: 844),
                                        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    /// iPhone 15 (also 14 Pro, 15 Pro, 16): 393 × 852, 59 at the top, 34 at the bottom.
    public static let iPhone15 = Device(name: "iPhone 15", screenSize: CGSize(width: 393, height: 852),
                                        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)
    /// iPhone 15 Pro Max (also 14 Pro Max, 15 Plus): 430 × 932, 59 at the top, 34 at the bottom.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932),
                                              safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)
    /// iPad (10th generation) and iPad Air (4th and 5th generation, 820 × 1180): 24 at the
    /// top, 20 at the bottom.
    public static let iPad = Device(name: "iPad", screenSize: CGSize(width: 820, height: 1180),
                                    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)
}
