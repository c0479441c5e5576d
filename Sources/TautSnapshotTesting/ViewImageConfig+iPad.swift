#if SnapshotTesting
import Foundation
import Taut

extension ViewImageConfig {
    /// An iPad in `orientation`: the app's width for each split (swift-snapshot-testing's
    /// figures, in `widths`: landscape one third, one half, two thirds, full; portrait one third,
    /// two thirds, full), the screen's height, the insets, and the compact-width traits for the
    /// splits swift-snapshot-testing marks compact (`compactLandscape`, `compactPortrait`).
    private static func tablet(_ orientation: TabletOrientation, landscape: [CGFloat], portrait: [CGFloat],
                               compactLandscape: Set<Int> = [0, 1], compactPortrait: Set<Int> = [0, 1],
                               safeArea: EdgeInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) -> ViewImageConfig {
        // Landscape height is the portrait width at full screen, and the other way round.
        let index: Int, width: CGFloat, height: CGFloat, compact: Bool
        switch orientation {
        case .landscape(let split):
            switch split {
            case .oneThird: index = 0
            case .oneHalf: index = 1
            case .twoThirds: index = 2
            case .full: index = 3
            }
            width = landscape[index]
            height = portrait[2]
            compact = compactLandscape.contains(index)
        case .portrait(let split):
            switch split {
            case .oneThird: index = 0
            case .twoThirds: index = 1
            case .full: index = 2
            }
            width = portrait[index]
            height = landscape[3]
            compact = compactPortrait.contains(index)
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: compact ? .iPadCompactSplitView : .iPad)
    }

    /// The full-screen orientation of a tablet's phone-style orientation.
    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// iPad mini, sideways: 1024 × 768.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    /// iPad mini: 1024 × 768; splits 320, 507, 694 wide sideways, 320 and 438 upright.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 507, 694, 1024], portrait: [320, 438, 768])
    }
    /// iPad 9.7-inch: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the iPad mini's screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch: the iPad mini's screen.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch, sideways: 1080 × 810.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    /// iPad 10.2-inch: 1080 × 810; splits 320, 535, 750 wide sideways, 320 and 480 upright.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 535, 750, 1080], portrait: [320, 480, 810])
    }
    /// iPad Pro 10.5-inch, sideways: 1112 × 834.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    /// iPad Pro 10.5-inch: 1112 × 834; splits 320, 551, 782 wide sideways, 320 and 504 upright.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [320, 551, 782, 1112], portrait: [320, 504, 834])
    }
    /// iPad Pro 11-inch, sideways: 1194 × 834.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    /// iPad Pro 11-inch: 1194 × 834, safe area 24 top and 20 bottom; splits 375, 592, 809 wide
    /// sideways, 320 and 504 upright.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [375, 592, 809, 1194], portrait: [320, 504, 834],
               safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
    /// iPad Pro 12.9-inch, sideways: 1366 × 1024.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    /// iPad Pro 12.9-inch: 1366 × 1024; splits 375, 678, 981 wide sideways (only the third
    /// compact, as swift-snapshot-testing has it), 375 and 639 upright.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], compactLandscape: [0])
    }
}

extension TraitCollection {
    /// The phones' common traits in swift-snapshot-testing: left to right, the `.medium`
    /// content size category, the phone idiom, and the size classes of `orientation`
    /// (regular width sideways only for the large phones, `wideInLandscape`). (UIKit's
    /// `forceTouchCapability`, which swift-snapshot-testing also sets, has no Taut equivalent.)
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> TraitCollection {
        TraitCollection(traitsFrom: [
            TraitCollection(layoutDirection: .leftToRight),
            TraitCollection(preferredContentSizeCategory: .medium),
            TraitCollection(userInterfaceIdiom: .phone),
            TraitCollection(horizontalSizeClass: orientation == .landscape && wideInLandscape ? .regular : .compact),
            TraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }

    /// iPhone SE's traits (compact width).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8's traits (compact width).
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8 Plus's traits (regular width sideways).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone X's traits (compact width).
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone XR's traits (regular width sideways).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone XS Max's traits (regular width sideways).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 12's traits (compact width).
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 12 Pro Max's traits (regular width sideways).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 13's traits (compact width).
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 13 Pro Max's traits (regular width sideways).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { phone(orientation, wideInLandscape: true) }

    /// A full-screen iPad's traits: regular width and height, the pad idiom.
    public static let iPad = TraitCollection(traitsFrom: [
        TraitCollection(horizontalSizeClass: .regular), TraitCollection(verticalSizeClass: .regular),
        TraitCollection(userInterfaceIdiom: .pad),
    ])
    /// An iPad's traits in a narrow Split View: compact width, regular height, the pad idiom.
    public static let iPadCompactSplitView = TraitCollection(traitsFrom: [
        TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
        TraitCollection(userInterfaceIdiom: .pad),
    ])
    /// iPad mini's traits.
    public static let iPadMini = iPad
    /// iPad mini's traits in a narrow split.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7-inch's traits.
    public static let iPad9_7 = iPad
    /// iPad 9.7-inch's traits in a narrow split.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2-inch's traits.
    public static let iPad10_2 = iPad
    /// iPad 10.2-inch's traits in a narrow split.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5-inch's traits.
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5-inch's traits in a narrow split.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11-inch's traits.
    public static let iPadPro11 = iPad
    /// iPad Pro 11-inch's traits in a narrow split.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9-inch's traits.
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9-inch's traits in a narrow split.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
#endif
