import XCTest
@testable import Taut

final class DeviceCatalogTests: XCTestCase {
    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    func testPhoneSizesAndSafeAreasInBothOrientations() {
        // Each row: the portrait size, scale, portrait insets and landscape insets of the
        // sources cited in Device+Catalog.swift.
        let expected: [(Device, CGSize, CGFloat, EdgeInsets, EdgeInsets)] = [
            // Home-button phones: the 20-point status bar, nothing in landscape.
            (.iPhoneSE, CGSize(width: 375, height: 667), 2, insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
            (.iPhone8Plus, CGSize(width: 414, height: 736), 3, insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
            // Notched phones: the housing's inset on both sides and 21 at the bottom in landscape.
            (.iPhone13Mini, CGSize(width: 375, height: 812), 3, insets(50, 0, 34, 0), insets(0, 50, 21, 50)),
            (.iPhone11Pro, CGSize(width: 375, height: 812), 3, insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
            (.iPhone11, CGSize(width: 414, height: 896), 2, insets(48, 0, 34, 0), insets(0, 44, 21, 44)),
            (.iPhone11ProMax, CGSize(width: 414, height: 896), 3, insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
            (.iPhone14, CGSize(width: 390, height: 844), 3, insets(47, 0, 34, 0), insets(0, 47, 21, 47)),
            (.iPhone14Plus, CGSize(width: 428, height: 926), 3, insets(47, 0, 34, 0), insets(0, 47, 21, 47)),
            // Dynamic Island phones.
            (.iPhone15, CGSize(width: 393, height: 852), 3, insets(59, 0, 34, 0), insets(0, 59, 21, 59)),
            (.iPhone15ProMax, CGSize(width: 430, height: 932), 3, insets(59, 0, 34, 0), insets(0, 59, 21, 59)),
            (.iPhone16Pro, CGSize(width: 402, height: 874), 3, insets(62, 0, 34, 0), insets(0, 62, 21, 62)),
            (.iPhone16ProMax, CGSize(width: 440, height: 956), 3, insets(62, 0, 34, 0), insets(0, 62, 21, 62)),
        ]
        for (device, size, scale, portrait, landscape) in expected {
            XCTAssertEqual(device.idiom, .phone, device.name)
            XCTAssertEqual(device.model, "iPhone", device.name)
            XCTAssertEqual(device.orientation, .portrait, device.name)
            XCTAssertEqual(device.screenSize, size, device.name)
            XCTAssertEqual(device.scale, scale, device.name)
            XCTAssertEqual(device.safeAreaInsets, portrait, device.name)
            let turned = device.landscape
            XCTAssertEqual(turned.screenSize, CGSize(width: size.height, height: size.width), device.name)
            XCTAssertEqual(turned.safeAreaInsets, landscape, device.name)
            XCTAssertEqual(turned.orientation, .landscapeLeft, device.name)
            XCTAssertEqual(turned.interfaceOrientation, .landscapeRight, device.name)
            // Turning back gives the portrait description again.
            XCTAssertEqual(turned.portrait, device, device.name)
        }
    }

    func testIPadSizesAndSafeAreas() {
        // iPads keep the status bar and home indicator in both orientations: 24 / 20, or 20 / 0
        // on the home-button iPad.
        let expected: [(Device, CGSize, EdgeInsets)] = [
            (.iPadMini, CGSize(width: 744, height: 1133), insets(24, 0, 20, 0)),
            (.iPad9, CGSize(width: 810, height: 1080), insets(20, 0, 0, 0)),
            (.iPad, CGSize(width: 820, height: 1180), insets(24, 0, 20, 0)),
            (.iPadAir11, CGSize(width: 820, height: 1180), insets(24, 0, 20, 0)),
            (.iPadAir13, CGSize(width: 1024, height: 1366), insets(24, 0, 20, 0)),
            (.iPadPro11, CGSize(width: 834, height: 1194), insets(24, 0, 20, 0)),
            (.iPadPro13, CGSize(width: 1032, height: 1376), insets(24, 0, 20, 0)),
        ]
        for (device, size, safeArea) in expected {
            XCTAssertEqual(device.idiom, .pad, device.name)
            XCTAssertEqual(device.model, "iPad", device.name)
            XCTAssertEqual(device.scale, 2, device.name)
            XCTAssertEqual(device.screenSize, size, device.name)
            XCTAssertEqual(device.safeAreaInsets, safeArea, device.name)
            XCTAssertEqual(device.landscape.screenSize, CGSize(width: size.height, height: size.width), device.name)
            XCTAssertEqual(device.landscape.safeAreaInsets, safeArea, device.name)
        }
        XCTAssertEqual(Device.all.count, 21)
    }

    func testOrientationsAndTheirRawValues() {
        // UIDeviceOrientation: landscapeLeft 3, landscapeRight 4; UIInterfaceOrientation:
        // landscapeLeft 4, landscapeRight 3 (the interface turns the other way).
        XCTAssertEqual(Device.Orientation.landscapeLeft.rawValue, 3)
        XCTAssertEqual(InterfaceOrientation.landscapeLeft.rawValue, 4)
        XCTAssertEqual(InterfaceOrientation(.landscapeLeft), .landscapeRight)
        XCTAssertEqual(InterfaceOrientation.landscapeLeft.deviceOrientation, .landscapeRight)
        XCTAssertTrue(Device.Orientation.faceUp.isFlat)
        XCTAssertFalse(Device.Orientation.faceUp.isValidInterfaceOrientation)
        // A flat device says nothing about the interface: the description is kept.
        XCTAssertEqual(Device.iPhone15.rotated(to: .faceUp), .iPhone15)
        let right = Device.iPhone15.rotated(to: .landscapeRight)
        XCTAssertEqual(right.screenSize, CGSize(width: 852, height: 393))
        XCTAssertEqual(right.safeAreaInsets, insets(0, 59, 21, 59))
        XCTAssertEqual(Device.iPhone15.rotated(to: .portraitUpsideDown).screenSize, CGSize(width: 393, height: 852))
    }

    func testTheEarlierInitialiserDerivesIdiomAndLandscapeInsets() {
        // A notched phone: its top inset on both sides, 21 at the bottom.
        let phone = Device(name: "Phone", screenSize: CGSize(width: 400, height: 860), safeAreaInsets: insets(50, 0, 34, 0), scale: 3)
        XCTAssertEqual(phone.idiom, .phone)
        XCTAssertEqual(phone.landscapeSafeAreaInsets, insets(0, 50, 21, 50))
        // At least 744 on both sides: an iPad, the same insets turned.
        let pad = Device(name: "Pad", screenSize: CGSize(width: 800, height: 1100), safeAreaInsets: insets(24, 0, 20, 0), scale: 2)
        XCTAssertEqual(pad.idiom, .pad)
        XCTAssertEqual(pad.landscape.safeAreaInsets, insets(24, 0, 20, 0))
    }

    func testALandscapeWindowLaysOutInTheLandscapeSafeArea() {
        let window = Window(device: .iPhone15, orientation: .landscapeLeft)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // 852 × 393 less 59 on each side and 21 at the bottom: (59, 0, 734, 372).
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(content.frame, CGRect(x: 59, y: 0, width: 734, height: 372))
        XCTAssertEqual(window.device?.orientation, .landscapeLeft)
        // Landscape on a Max phone is regular wide and compact tall; on an iPhone 15, compact.
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(window.traitCollection.verticalSizeClass, .compact)
        let max = Window(device: .iPhone15ProMax, orientation: .landscapeRight)
        XCTAssertEqual(max.traitCollection.horizontalSizeClass, .regular)
        // The iPad mini, 744 wide, is an iPad: regular both ways.
        let mini = Window(device: .iPadMini)
        XCTAssertEqual(mini.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(mini.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(mini.traitCollection.displayScale, 2)
    }

    func testMainScreenAndCurrentDeviceFollowTheKeyWindow() {
        // Without a key window made for a device: the default iPhone 14 screen, an iPhone.
        do {
            let plain = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            plain.makeKey()
            XCTAssertEqual(Screen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(Screen.main.scale, 3)
            XCTAssertEqual(DeviceInfo.current.userInterfaceIdiom, .phone)
            XCTAssertEqual(DeviceInfo.current.orientation, .portrait)
        }
        // An iPhone SE key window: 375 × 667 at scale 2, so a hairline is half a point.
        let phone = Window(device: .iPhoneSE)
        phone.makeKeyAndVisible()
        XCTAssertEqual(Screen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(Screen.main.scale, 2)
        XCTAssertEqual(1 / Screen.main.scale, 0.5)
        XCTAssertEqual(Screen.main.nativeBounds, CGRect(x: 0, y: 0, width: 750, height: 1334))
        XCTAssertTrue(Screen.main === phone.screen)
        XCTAssertEqual(TraitCollection.current.displayScale, 2)
        let view = View()
        phone.addSubview(view)
        XCTAssertEqual(view.contentScaleFactor, 2)
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        XCTAssertEqual(DeviceInfo.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(DeviceInfo.current.model, "iPhone")
        XCTAssertEqual(DeviceInfo.current.systemName, "iOS")

        // A landscape iPad key window: the iPad's idiom, model, system name and orientation;
        // the screen's bounds are the landscape ones, its native bounds upright.
        let pad = Window(device: .iPadPro11, orientation: .landscapeRight)
        pad.makeKeyAndVisible()
        XCTAssertEqual(Screen.main.bounds, CGRect(x: 0, y: 0, width: 1194, height: 834))
        XCTAssertEqual(Screen.main.nativeBounds, CGRect(x: 0, y: 0, width: 1668, height: 2388))
        XCTAssertEqual(DeviceInfo.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(DeviceInfo.current.model, "iPad")
        XCTAssertEqual(DeviceInfo.current.name, "iPad")
        XCTAssertEqual(DeviceInfo.current.systemName, "iPadOS")
        XCTAssertEqual(DeviceInfo.current.orientation, .landscapeRight)
        XCTAssertTrue(DeviceInfo.current.isMultitaskingSupported)
        XCTAssertEqual(TraitCollection.current.userInterfaceIdiom, .pad)
        // The SE window keeps its own scale for its views.
        XCTAssertEqual(view.contentScaleFactor, 2)

        XCTAssertEqual(DeviceInfo.current.systemVersion, "17.0")
        DeviceInfo.current.systemVersion = "16.4"
        XCTAssertEqual(DeviceInfo.current.systemVersion, "16.4")
        DeviceInfo.current.systemVersion = "17.0"
    }
}
