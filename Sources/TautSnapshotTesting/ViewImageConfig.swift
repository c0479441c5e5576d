#if SnapshotTesting
import Foundation
import Taut

/// A device's screen for a snapshot: its size, safe area and traits — swift-snapshot-testing's
/// `ViewImageConfig`, with the same names and figures, so that `.image(on: .iPhoneX)` and
/// `.recursiveDescription(on: .iPadPro11(.landscape(splitView: .oneThird)))` port unchanged.
///
/// Every size, safe area and trait is swift-snapshot-testing 1.19.7's
/// (`Sources/SnapshotTesting/Common/View.swift`, `ViewImageConfig` and its
/// `UITraitCollection` extension). As there, the phones' traits ask for the `.medium` content
/// size category (body text 16 points, not 17), the iPads' leave it to the app, and
/// `.iPadMini`, `.iPad10_2` and the iPad Pros default to landscape.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// Held sideways.
        case landscape
        /// Held upright.
        case portrait
    }

    /// A tablet's orientation, with the share of the screen an app has in Split View.
    public enum TabletOrientation: Sendable {
        /// How an upright iPad's width is split.
        public enum PortraitSplits: Sendable {
            /// The narrow side of a split.
            case oneThird
            /// The wide side of a split.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// How a sideways iPad's width is split.
        public enum LandscapeSplits: Sendable {
            /// The narrow side of a split.
            case oneThird
            /// An even split.
            case oneHalf
            /// The wide side of a split.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Held sideways, with the app's share of the width.
        case landscape(splitView: LandscapeSplits)
        /// Held upright, with the app's share of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// The insets of the screen's unsafe area (status bar, notch, home indicator).
    public var safeArea: EdgeInsets
    /// The screen's size in points; `nil` keeps the view's own size.
    public var size: CGSize?
    /// The traits of the screen (size classes, idiom, content size category…).
    public var traits: TraitCollection

    /// A screen of `size` with `safeArea` and `traits` (all empty by default).
    public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone in `orientation`: portrait `width` × `height` with `portraitTop` and
    /// `portraitBottom` insets; landscape swapped, with `landscapeSide` left and right and
    /// `landscapeBottom` at the bottom (swift-snapshot-testing's figures).
    private static func phone(_ orientation: Orientation, _ width: CGFloat, _ height: CGFloat,
                              portrait: EdgeInsets, landscape: EdgeInsets, traits: TraitCollection) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width), traits: traits)
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: traits)
        }
    }

    /// The home-button phones' insets: the 20-point status bar upright, none sideways.
    private static let statusBar = (EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), EdgeInsets.zero)
    /// The iPhone X family's: 44 top and 34 bottom upright, 44 each side and 24 bottom sideways.
    private static let notch44 = (EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    /// The iPhone 12 and 13 family's: 47 top and 34 bottom upright, 47 each side and 21 bottom sideways.
    private static let notch47 = (EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    /// The iPhone 13 mini's: 50 top and 34 bottom upright, 50 each side and 21 bottom sideways.
    private static let notch50 = (EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))

    // MARK: Phones

    /// iPhone SE (1st generation), upright: 320 × 568.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation): 320 × 568, 20-point status bar upright.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 320, 568, portrait: statusBar.0, landscape: statusBar.1, traits: .iPhoneSe(orientation))
    }
    /// iPhone 8, upright: 375 × 667.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667, 20-point status bar upright.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 667, portrait: statusBar.0, landscape: statusBar.1, traits: .iPhone8(orientation))
    }
    /// iPhone 8 Plus, upright: 414 × 736.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736, 20-point status bar upright; regular width sideways.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 736, portrait: statusBar.0, landscape: statusBar.1, traits: .iPhone8Plus(orientation))
    }
    /// iPhone X, upright: 375 × 812.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812, safe area 44 top and 34 bottom upright.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, portrait: notch44.0, landscape: notch44.1, traits: .iPhoneX(orientation))
    }
    /// iPhone XS Max, upright: 414 × 896.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896, safe area 44 top and 34 bottom upright.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, portrait: notch44.0, landscape: notch44.1, traits: .iPhoneXsMax(orientation))
    }
    /// iPhone XR, upright: 414 × 896.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896, safe area 44 top and 34 bottom upright.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, portrait: notch44.0, landscape: notch44.1, traits: .iPhoneXr(orientation))
    }
    /// iPhone 12, upright: 390 × 844.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844, safe area 47 top and 34 bottom upright.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, portrait: notch47.0, landscape: notch47.1, traits: .iPhone12(orientation))
    }
    /// iPhone 12 Pro, upright: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    /// iPhone 12 Pro Max, upright: 428 × 926.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926, safe area 47 top and 34 bottom upright.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, portrait: notch47.0, landscape: notch47.1, traits: .iPhone12ProMax(orientation))
    }
    /// iPhone 13, upright: 390 × 844.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844, safe area 47 top and 34 bottom upright.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, portrait: notch47.0, landscape: notch47.1, traits: .iPhone13(orientation))
    }
    /// iPhone 13 mini, upright: 375 × 812.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812, safe area 50 top and 34 bottom upright (the iPhone 13's traits,
    /// as swift-snapshot-testing gives it).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, portrait: notch50.0, landscape: notch50.1, traits: .iPhone13(orientation))
    }
    /// iPhone 13 Pro, upright: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    /// iPhone 13 Pro Max, upright: 428 × 926.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926, safe area 47 top and 34 bottom upright.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, portrait: notch47.0, landscape: notch47.1, traits: .iPhone13ProMax(orientation))
    }
}
#endif
