import Foundation
import XCTest
@testable import Taut

/// UIKit's pixel rounding (``View/roundsLayoutToPixels``) on swift-snapshot-testing's four-labels
/// screen (its `testTraits`): "What's" at the top of the safe area, centred; "the" at its
/// leading edge and "point" at its trailing edge, both centred vertically; "?" at its bottom,
/// centred. The labels' text sizes are handed in as iOS's text system measures them, before
/// `UILabel` rounds them up to the pixel:
///
/// - on phones (compact width): "What's" 52.59 × 19.09, "the" 23.62 × 19.09, "point" 36.9 ×
///   19.09, "?" 7.2 × 16.71. Rounded up to the pixel they are 53 × 19.5, 24 × 19.5, 37 × 19.5,
///   7.5 × 17 at @2x and 52.6667 × 19.3333, 23.6667 × 19.3333, 37 × 19.3333, 7.3333 × 17 at @3x —
///   the sizes of swift-snapshot-testing's reference files recorded on iOS (testTraits.iphone-8,
///   -se, -xr at @2x; -x, -8-plus at @3x).
/// - on iPads (regular width, larger text): "What's" 55.4 × 20.29, "the" 24.8 × 20.29, "point"
///   38.9 × 20.29, "?" 7.4 × 17.9; at @2x 55.5 × 20.5, 25 × 20.5, 39 × 20.5, 7.5 × 18
///   (testTraits.ipad-mini, -ipad-pro-11).
///
/// Each edge then goes to the nearest pixel, a half going up, and the size is the difference of
/// the rounded edges. The devices are swift-snapshot-testing's `ViewImageConfig` figures (sizes
/// and safe areas in points; iPads in landscape, its default). Frames marked "iOS" are those of
/// the reference files recorded on iOS at the same scale.
final class PixelRoundingDeviceTests: XCTestCase {
    /// Text sizes by string, as the text system measures them (before any pixel rounding).
    struct IOSMeasurer: TextMeasuring {
        let sizes: [String: CGSize]
        func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
            let size = sizes[text] ?? .zero
            return TextMeasurement(size: size, lineCount: 1, firstBaseline: size.height * 0.8, lastBaseline: size.height * 0.8)
        }
    }

    static let phoneText = IOSMeasurer(sizes: [
        "What's": CGSize(width: 52.59, height: 19.09), "the": CGSize(width: 23.62, height: 19.09),
        "point": CGSize(width: 36.9, height: 19.09), "?": CGSize(width: 7.2, height: 16.71),
    ])
    static let padText = IOSMeasurer(sizes: [
        "What's": CGSize(width: 55.4, height: 20.29), "the": CGSize(width: 24.8, height: 20.29),
        "point": CGSize(width: 38.9, height: 20.29), "?": CGSize(width: 7.4, height: 17.9),
    ])

    /// swift-snapshot-testing's `testTraits` view controller, in Taut's names.
    final class FourLabelsController: ViewController {
        let measurer: IOSMeasurer
        let top = Label(), leading = Label(), trailing = Label(), bottom = Label()
        init(measurer: IOSMeasurer) {
            self.measurer = measurer
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            for (label, text) in [(top, "What's"), (leading, "the"), (trailing, "point"), (bottom, "?")] {
                label.textMeasurer = measurer
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                label.setContentHuggingPriority(.required, for: .vertical)
                label.setContentHuggingPriority(.required, for: .horizontal)
                label.setContentCompressionResistancePriority(.required, for: .vertical)
                label.setContentCompressionResistancePriority(.required, for: .horizontal)
            }
            let safe = view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: safe.topAnchor),
                top.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
                leading.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                leading.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
                leading.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                trailing.leadingAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor),
                trailing.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                trailing.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bottom.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            ])
        }
    }

    /// A phone held upright: `size` in points, safe area `top` and `bottom`.
    static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat) -> Device {
        Device(name: name, screenSize: CGSize(width: width, height: height),
               safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), scale: scale)
    }

    /// An iPad at @2x, described upright (`width` the shorter side), the same top and bottom
    /// insets in both orientations.
    static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat) -> Device {
        let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        return Device(name: name, portraitSize: CGSize(width: width, height: height), scale: 2, idiom: .pad,
                      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets)
    }

    /// Lays the screen out in a rounding window of `device` (landscape when asked) and checks
    /// the four frames to the third decimal.
    func check(_ device: Device, landscape: Bool = false, measurer: IOSMeasurer,
               _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        let window = landscape ? Window(device: device, orientation: .landscapeLeft) : Window(device: device)
        window.roundsLayoutToPixels = true
        let controller = FourLabelsController(measurer: measurer)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let labels = [controller.top, controller.leading, controller.trailing, controller.bottom]
        for (label, frame) in zip(labels, expected) {
            let f = label.frame
            for (got, want, part) in [(f.minX, frame.minX, "x"), (f.minY, frame.minY, "y"),
                                      (f.width, frame.width, "width"), (f.height, frame.height, "height")] {
                XCTAssertEqual(got, want, accuracy: 0.001, "\(device.name) '\(label.text ?? "")' \(part)", file: file, line: line)
            }
        }
    }

    func testIPhoneSe() {
        // 320 × 568 @2x, safe area y 20…568 (centre 294). "What's" x (320 − 53)/2 = 133.5.
        // "the" y = 294 − 9.75 = 284.25 = 568.5 px → 569 → 284.5 (bottom 303.75 → 607.5 → 608
        // → 304: 19.5 high). "?" x (320 − 7.5)/2 = 156.25 = 312.5 px → 313 → 156.5 (right
        // 163.75 → 328 px → 164: 7.5 wide), y 568 − 17 = 551. All four as on iOS.
        check(Self.phone("iPhoneSe", 320, 568, scale: 2, top: 20, bottom: 0), measurer: Self.phoneText, [
            CGRect(x: 133.5, y: 20, width: 53, height: 19.5), CGRect(x: 0, y: 284.5, width: 24, height: 19.5),
            CGRect(x: 283, y: 284.5, width: 37, height: 19.5), CGRect(x: 156.5, y: 551, width: 7.5, height: 17),
        ])
    }

    func testIPhone8() {
        // 375 × 667 @2x, safe area 20…667 (centre 343.5). "What's" x (375 − 53)/2 = 161.
        // "the" y 343.5 − 9.75 = 333.75 = 667.5 px → 668 → 334. "point" x 375 − 37 = 338.
        // "?" x (375 − 7.5)/2 = 183.75 = 367.5 px → 368 → 184, y 667 − 17 = 650. As on iOS.
        check(Self.phone("iPhone8", 375, 667, scale: 2, top: 20, bottom: 0), measurer: Self.phoneText, [
            CGRect(x: 161, y: 20, width: 53, height: 19.5), CGRect(x: 0, y: 334, width: 24, height: 19.5),
            CGRect(x: 338, y: 334, width: 37, height: 19.5), CGRect(x: 184, y: 650, width: 7.5, height: 17),
        ])
    }

    func testIPhoneX() {
        // 375 × 812 @3x, safe area 44…778 (centre 411). "What's" x (375 − 52.6667)/2 =
        // 161.1667 = 483.5 px → 484 → 161.3333 (right 213.8333 = 641.5 px → 642 → 214: 52.6667
        // wide). "the" y 411 − 9.6667 = 401.3333 (on the grid). "?" x (375 − 7.3333)/2 = 183.8333
        // = 551.5 px → 552 → 184, y 778 − 17 = 761. As on iOS.
        check(Self.phone("iPhoneX", 375, 812, scale: 3, top: 44, bottom: 34), measurer: Self.phoneText, [
            CGRect(x: 161.3333, y: 44, width: 52.6667, height: 19.3333), CGRect(x: 0, y: 401.3333, width: 23.6667, height: 19.3333),
            CGRect(x: 338, y: 401.3333, width: 37, height: 19.3333), CGRect(x: 184, y: 761, width: 7.3333, height: 17),
        ])
    }

    func testIPhoneXr() {
        // 414 × 896 @2x, safe area 44…862 (centre 453). "What's" x (414 − 53)/2 = 180.5. "the"
        // y 453 − 9.75 = 443.25 = 886.5 px → 887 → 443.5. "point" x 414 − 37 = 377. "?" x
        // (414 − 7.5)/2 = 203.25 = 406.5 px → 407 → 203.5, y 862 − 17 = 845. As on iOS.
        check(Self.phone("iPhoneXr", 414, 896, scale: 2, top: 44, bottom: 34), measurer: Self.phoneText, [
            CGRect(x: 180.5, y: 44, width: 53, height: 19.5), CGRect(x: 0, y: 443.5, width: 24, height: 19.5),
            CGRect(x: 377, y: 443.5, width: 37, height: 19.5), CGRect(x: 203.5, y: 845, width: 7.5, height: 17),
        ])
    }

    func testIPhoneXsMax() {
        // 414 × 896 @3x, safe area 44…862 (centre 453). "What's" x (414 − 52.6667)/2 = 180.6667
        // (542 px, on the grid). "the" y 453 − 9.6667 = 443.3333 (1330 px). "?" x (414 −
        // 7.3333)/2 = 203.3333 (610 px), y 862 − 17 = 845.
        check(Self.phone("iPhoneXsMax", 414, 896, scale: 3, top: 44, bottom: 34), measurer: Self.phoneText, [
            CGRect(x: 180.6667, y: 44, width: 52.6667, height: 19.3333), CGRect(x: 0, y: 443.3333, width: 23.6667, height: 19.3333),
            CGRect(x: 377, y: 443.3333, width: 37, height: 19.3333), CGRect(x: 203.3333, y: 845, width: 7.3333, height: 17),
        ])
    }

    /// iPhone 12 and iPhone 13 Pro: both 390 × 844 @3x with a safe area of 47…810.
    func check390(_ name: String) {
        // Centre 428.5. "What's" x (390 − 52.6667)/2 = 168.6667 (506 px). "the" y 428.5 −
        // 9.6667 = 418.8333 = 1256.5 px → 1257 → 419 (bottom 438.1667 = 1314.5 px → 1315 →
        // 438.3333: 19.3333 high). "point" x 390 − 37 = 353. "?" x (390 − 7.3333)/2 = 191.3333
        // (574 px), y 810 − 17 = 793.
        check(Self.phone(name, 390, 844, scale: 3, top: 47, bottom: 34), measurer: Self.phoneText, [
            CGRect(x: 168.6667, y: 47, width: 52.6667, height: 19.3333), CGRect(x: 0, y: 419, width: 23.6667, height: 19.3333),
            CGRect(x: 353, y: 419, width: 37, height: 19.3333), CGRect(x: 191.3333, y: 793, width: 7.3333, height: 17),
        ])
    }

    func testIPhone12() { check390("iPhone12") }
    func testIPhone13Pro() { check390("iPhone13Pro") }

    func testIPadMini() {
        // Landscape 1024 × 768 @2x, safe area 20…768 (centre 394). "What's" x (1024 − 55.5)/2 =
        // 484.25 = 968.5 px → 969 → 484.5 (right 539.75 = 1079.5 px → 1080 → 540: 55.5 wide).
        // "the" y 394 − 10.25 = 383.75 = 767.5 px → 768 → 384. "point" x 1024 − 39 = 985. "?" x
        // (1024 − 7.5)/2 = 508.25 = 1016.5 px → 1017 → 508.5, y 768 − 18 = 750. As on iOS.
        check(Self.pad("iPadMini", 768, 1024, top: 20, bottom: 0), landscape: true, measurer: Self.padText, [
            CGRect(x: 484.5, y: 20, width: 55.5, height: 20.5), CGRect(x: 0, y: 384, width: 25, height: 20.5),
            CGRect(x: 985, y: 384, width: 39, height: 20.5), CGRect(x: 508.5, y: 750, width: 7.5, height: 18),
        ])
    }

    func testIPad10_2() {
        // Landscape 1080 × 810 @2x, safe area 20…810 (centre 415). "What's" x (1080 − 55.5)/2 =
        // 512.25 = 1024.5 px → 1025 → 512.5. "the" y 415 − 10.25 = 404.75 = 809.5 px → 810 →
        // 405. "point" x 1080 − 39 = 1041. "?" x (1080 − 7.5)/2 = 536.25 = 1072.5 px → 1073 →
        // 536.5, y 810 − 18 = 792. (iOS's reference file was recorded at @3x: 512.333.)
        check(Self.pad("iPad10_2", 810, 1080, top: 20, bottom: 0), landscape: true, measurer: Self.padText, [
            CGRect(x: 512.5, y: 20, width: 55.5, height: 20.5), CGRect(x: 0, y: 405, width: 25, height: 20.5),
            CGRect(x: 1041, y: 405, width: 39, height: 20.5), CGRect(x: 536.5, y: 792, width: 7.5, height: 18),
        ])
    }

    func testIPadPro11() {
        // Landscape 1194 × 834 @2x, safe area 24…814 (centre 419). "What's" x (1194 − 55.5)/2 =
        // 569.25 = 1138.5 px → 1139 → 569.5. "the" y 419 − 10.25 = 408.75 = 817.5 px → 818 →
        // 409. "point" x 1194 − 39 = 1155. "?" x (1194 − 7.5)/2 = 593.25 = 1186.5 px → 1187 →
        // 593.5, y 814 − 18 = 796. As on iOS.
        check(Self.pad("iPadPro11", 834, 1194, top: 24, bottom: 20), landscape: true, measurer: Self.padText, [
            CGRect(x: 569.5, y: 24, width: 55.5, height: 20.5), CGRect(x: 0, y: 409, width: 25, height: 20.5),
            CGRect(x: 1155, y: 409, width: 39, height: 20.5), CGRect(x: 593.5, y: 796, width: 7.5, height: 18),
        ])
    }

    func testIPadPro12_9() {
        // Landscape 1366 × 1024 @2x, safe area 20…1024 (centre 522). "What's" x (1366 − 55.5)/2
        // = 655.25 = 1310.5 px → 1311 → 655.5. "the" y 522 − 10.25 = 511.75 = 1023.5 px → 1024 →
        // 512. "point" x 1366 − 39 = 1327. "?" x (1366 − 7.5)/2 = 679.25 = 1358.5 px → 1359 →
        // 679.5, y 1024 − 18 = 1006.
        check(Self.pad("iPadPro12_9", 1024, 1366, top: 20, bottom: 0), landscape: true, measurer: Self.padText, [
            CGRect(x: 655.5, y: 20, width: 55.5, height: 20.5), CGRect(x: 0, y: 512, width: 25, height: 20.5),
            CGRect(x: 1327, y: 512, width: 39, height: 20.5), CGRect(x: 679.5, y: 1006, width: 7.5, height: 18),
        ])
    }
}
