import Foundation

// The phones and iPads people test on, one description per screen size class.
//
// Sources of the figures:
// - Screen sizes in points and scales: Apple's Human Interface Guidelines, "Adaptivity and
//   Layout", device dimensions table (iPhone 8 375 × 667 @2x, iPhone 8 Plus 414 × 736 @3x,
//   iPhone X/XS/11 Pro 375 × 812 @3x, iPhone XR/11 414 × 896 @2x, iPhone XS Max/11 Pro Max
//   414 × 896 @3x, 11" iPad Pro 834 × 1194 @2x, 12.9" iPad Pro 1024 × 1366 @2x, 10.2" iPad
//   810 × 1080 @2x); Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 12 Screen Sizes"
//   and "… iPhone 14 Screen Sizes" (hacknicity.medium.com: 12 mini 375 × 812, 12 390 × 844,
//   12 Pro Max 428 × 926, 14 Pro 393 × 852, 14 Pro Max 430 × 932); the iOS simulators' sizes
//   for the later ones (16 Pro 402 × 874, 16 Pro Max 440 × 956, iPad mini 6th generation
//   744 × 1133, iPad 10th generation and iPad Air 820 × 1180, iPad Pro 13-inch (M4)
//   1032 × 1376), as tabulated with their scales in public code (a PWA startup-image table of
//   every iPhone and iPad size).
// - Safe-area insets, portrait and landscape:
//   - home-button iPhones: 20 at the top for the status bar, nothing in landscape, where the
//     status bar is hidden and "the left and right insets are always zero" (useyourloaf.com,
//     "Supporting iPhone X", on the iPhone 8);
//   - iPhone X/XS/11 Pro and XS Max/11 Pro Max: 44 top, 34 bottom; landscape 44 on each side
//     and 21 at the bottom (useyourloaf.com, "Supporting iPhone X": "Each side now has a 44
//     point inset"; usagimaru's table on qiita.com, "iPhone Xのセーフエリア": safe areas of
//     375 × 734 and 724 × 354, 414 × 818 and 808 × 393 points);
//   - iPhone 12/13 mini 50 (landscape 50), XR/11 48 (landscape 44), 12–14 and 12/13 Pro Max
//     and 14 Plus 47 (landscape 47), iPads with a home indicator 24 top and 20 bottom in both
//     orientations, home-button iPads 20 top and nothing at the bottom: the iOS simulators'
//     values as recorded in Yusuke Hosonuma's SwiftUI-Simulator (DeviceInfo.swift);
//   - Dynamic Island iPhones (14 Pro to 16 Plus): 59 top, 34 bottom; landscape 59 on each side
//     and 21 at the bottom (csl.cool, "iOS Layout Adaptation", 2023, printing
//     `view.safeAreaInsets` in both orientations; 59 on the 14 Pro Max in thedebonair.co.uk,
//     "Why is view.safeAreaInsets.top inaccurate");
//   - iPhone 16 Pro and 16 Pro Max: 62 top, 34 bottom (frames recorded from an iPhone 17 Pro
//     simulator, the same 402 × 874 screen, in a public test suite); 62 on each side in
//     landscape follows the rule of every other housing above (the portrait top inset on both
//     sides), which Taut has not seen measured.

extension Device {
    /// A phone: `top`/`bottom` in portrait; `side` on each side and `bottom` 21 (or nothing
    /// for home-button phones, `side` 0) in landscape.
    static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                      top: CGFloat, bottom: CGFloat, side: CGFloat) -> Device {
        let homeIndicator = bottom > 0
        return Device(name: name, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
                      portraitSafeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                      landscapeSafeAreaInsets: EdgeInsets(top: 0, left: side,
                                                          bottom: homeIndicator ? landscapeHomeIndicator : 0, right: side))
    }

    /// An iPad: the same top and bottom insets in both orientations.
    static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, homeButton: Bool = false) -> Device {
        // Status bar 24 with a home indicator of 20, or 20 and nothing on home-button iPads.
        let insets = homeButton ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
                                : EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(name: name, portraitSize: CGSize(width: width, height: height), scale: 2, idiom: .pad,
                      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets)
    }

    // MARK: iPhones with a home button

    /// iPhone SE (1st generation), also iPhone 5s: 320 × 568 @2x, 20 at the top; nothing in
    /// landscape.
    public static let iPhoneSE1 = phone("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, bottom: 0, side: 0)
    /// iPhone SE (2nd and 3rd generation), also iPhone 6–8: 375 × 667 @2x, 20 at the top;
    /// nothing in landscape.
    public static let iPhoneSE = phone("iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, side: 0)
    /// iPhone 8 (the same screen as ``iPhoneSE``).
    public static let iPhone8 = phone("iPhone 8", 375, 667, scale: 2, top: 20, bottom: 0, side: 0)
    /// iPhone 8 Plus, also 6–7 Plus: 414 × 736 @3x, 20 at the top; nothing in landscape.
    public static let iPhone8Plus = phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0, side: 0)

    // MARK: iPhones with a notch

    /// iPhone 13 mini, also 12 mini: 375 × 812 @3x, 50 top, 34 bottom; landscape 50 on each
    /// side, 21 bottom.
    public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, side: 50)
    /// iPhone 11 Pro, also X and XS: 375 × 812 @3x, 44 top, 34 bottom; landscape 44 on each
    /// side, 21 bottom.
    public static let iPhone11Pro = phone("iPhone 11 Pro", 375, 812, scale: 3, top: 44, bottom: 34, side: 44)
    /// iPhone 11, also XR: 414 × 896 @2x, 48 top, 34 bottom; landscape 44 on each side, 21
    /// bottom.
    public static let iPhone11 = phone("iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34, side: 44)
    /// iPhone 11 Pro Max, also XS Max: 414 × 896 @3x, 44 top, 34 bottom; landscape 44 on each
    /// side, 21 bottom.
    public static let iPhone11ProMax = phone("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, bottom: 34, side: 44)
    /// iPhone 14, also 12, 13, 12 Pro, 13 Pro and 16e: 390 × 844 @3x, 47 top, 34 bottom;
    /// landscape 47 on each side, 21 bottom.
    public static let iPhone14 = phone("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34, side: 47)
    /// iPhone 14 Plus, also 12 Pro Max and 13 Pro Max: 428 × 926 @3x, 47 top, 34 bottom;
    /// landscape 47 on each side, 21 bottom.
    public static let iPhone14Plus = phone("iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34, side: 47)

    // MARK: iPhones with the Dynamic Island

    /// iPhone 15, also 14 Pro, 15 Pro and 16: 393 × 852 @3x, 59 top, 34 bottom; landscape 59
    /// on each side, 21 bottom.
    public static let iPhone15 = phone("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, side: 59)
    /// iPhone 15 Pro Max, also 14 Pro Max, 15 Plus and 16 Plus: 430 × 932 @3x, 59 top, 34
    /// bottom; landscape 59 on each side, 21 bottom.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, side: 59)
    /// iPhone 16 Pro: 402 × 874 @3x, 62 top, 34 bottom; landscape 62 on each side, 21 bottom.
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, side: 62)
    /// iPhone 16 Pro Max: 440 × 956 @3x, 62 top, 34 bottom; landscape 62 on each side, 21
    /// bottom.
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, side: 62)

    // MARK: iPads

    /// iPad mini (6th and 7th generation): 744 × 1133 @2x, 24 top, 20 bottom in both
    /// orientations.
    public static let iPadMini = pad("iPad mini", 744, 1133)
    /// iPad (9th generation), the 10.2-inch home-button iPad: 810 × 1080 @2x, 20 top and
    /// nothing at the bottom in both orientations.
    public static let iPad9 = pad("iPad (9th generation)", 810, 1080, homeButton: true)
    /// iPad (10th generation), also iPad Air 4th and 5th generation: 820 × 1180 @2x, 24 top,
    /// 20 bottom in both orientations.
    public static let iPad = pad("iPad", 820, 1180)
    /// iPad Air 11-inch (M2, M3): 820 × 1180 @2x, 24 top, 20 bottom.
    public static let iPadAir11 = pad("iPad Air 11-inch", 820, 1180)
    /// iPad Air 13-inch (M2, M3): 1024 × 1366 @2x, 24 top, 20 bottom.
    public static let iPadAir13 = pad("iPad Air 13-inch", 1024, 1366)
    /// iPad Pro 11-inch (1st to 4th generation): 834 × 1194 @2x, 24 top, 20 bottom.
    public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
    /// iPad Pro 12.9-inch (3rd to 6th generation): 1024 × 1366 @2x, 24 top, 20 bottom.
    public static let iPadPro12_9 = pad("iPad Pro 12.9-inch", 1024, 1366)
    /// iPad Pro 13-inch (M4): 1032 × 1376 @2x, 24 top, 20 bottom.
    public static let iPadPro13 = pad("iPad Pro 13-inch", 1032, 1376)

    /// Every device of the catalog, phones from the smallest, then iPads.
    public static let all: [Device] = [
        iPhoneSE1, iPhoneSE, iPhone8Plus, iPhone13Mini, iPhone11Pro, iPhone11, iPhone11ProMax, iPhone14,
        iPhone14Plus, iPhone15, iPhone15ProMax, iPhone16Pro, iPhone16ProMax,
        iPadMini, iPad9, iPad, iPadAir11, iPadAir13, iPadPro11, iPadPro12_9, iPadPro13,
    ]
}
