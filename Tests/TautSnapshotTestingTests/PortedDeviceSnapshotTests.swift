#if SnapshotTesting
// Written as an iOS team writes snapshot tests with swift-snapshot-testing; only the imports
// changed (`import UIKit` became `import TautUIKit` and `import TautSnapshotTesting`).
import SnapshotTesting
import TautSnapshotTesting
import TautUIKit
import XCTest

/// A banner screen without text: a coloured header pinned to the safe area and a square
/// centred under it.
final class BannerViewController: UIViewController {
    let header = UIView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.backgroundColor = .systemBlue
        badge.backgroundColor = .systemOrange
        for subview in [header, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
    }
}

final class PortedDeviceSnapshotTests: XCTestCase {
    func testBannerOnDevices() {
        let vc = BannerViewController()
        // A picture: .svg without the SystemText trait, .png with it.
        assertSnapshot(of: vc, as: .image(on: .iPhoneX))
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone8))
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPadPro11(.landscape(splitView: .oneThird))), named: "ipad-third")
    }

    func testBannerFramesWorkedOutByHand() {
        var text = ""
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone8).snapshot(BannerViewController()).run { text = $0 }
        // iPhone 8: 375 × 667, status bar 20. Header under it: (0 20; 375 100); badge 20 below,
        // centred: x = (375 − 60) / 2 = 157.5, y = 20 + 100 + 20 = 140. White is grey, the
        // system colours by name.
        XCTAssertEqual(text, """
            <UIView; frame = (0 0; 375 667); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
               | <UIView; frame = (0 20; 375 100); backgroundColor = <UIDynamicSystemColor; name = systemBlueColor>; layer = <CALayer>>
               | <UIView; frame = (157.5 140; 60 60); backgroundColor = <UIDynamicSystemColor; name = systemOrangeColor>; layer = <CALayer>>
            """)
        // iPad Pro 11" in a third of a landscape screen: 375 × 834, safe area 24 at the top:
        // header (0 24; 375 100), badge at x = 157.5, y = 24 + 120 = 144.
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPadPro11(.landscape(splitView: .oneThird)))
            .snapshot(BannerViewController()).run { text = $0 }
        XCTAssertTrue(text.hasPrefix("<UIView; frame = (0 0; 375 834); autoresize = W+H;"), text)
        XCTAssertTrue(text.contains("<UIView; frame = (157.5 144; 60 60)"), text)
    }

    func testDeviceFiguresAreSwiftSnapshotTestings() {
        // Figures of swift-snapshot-testing 1.19.7's Common/View.swift.
        XCTAssertEqual(ViewImageConfig.iPhoneX.size, CGSize(width: 375, height: 812))
        XCTAssertEqual(ViewImageConfig.iPhoneX.safeArea, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini(.landscape).size, CGSize(width: 812, height: 375))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.safeArea.top, 50)
        XCTAssertEqual(ViewImageConfig.iPhone12ProMax(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone12(.landscape).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhone8.traits.preferredContentSizeCategory, .medium)
        XCTAssertEqual(ViewImageConfig.iPadMini.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size, CGSize(width: 438, height: 1024))
        XCTAssertEqual(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size, CGSize(width: 678, height: 1024))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadPro11(.portrait).size, CGSize(width: 834, height: 1194))
        XCTAssertEqual(ViewImageConfig.iPadPro11.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(ViewImageConfig.iPad9_7.size, ViewImageConfig.iPadMini.size)
        XCTAssertEqual(ViewImageConfig.iPad10_2(.portrait(splitView: .oneThird)).size, CGSize(width: 320, height: 1080))
        XCTAssertEqual(ViewImageConfig.iPadPro10_5(.landscape(splitView: .twoThirds)).size, CGSize(width: 782, height: 834))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).safeArea, .zero)
        XCTAssertEqual(ViewImageConfig.iPhoneXsMax.size, CGSize(width: 414, height: 896))
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax.size, CGSize(width: 428, height: 926))
    }
}
#endif
