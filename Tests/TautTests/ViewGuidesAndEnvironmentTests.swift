import XCTest
@testable import Taut

private final class TraitCounter: View {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
}

private final class ShadowedView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 4, right: 2) }
}

final class ViewGuidesAndEnvironmentTests: XCTestCase {
    func testReadableContentGuideIsTheMarginsGuideOnAPhone() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let guide = root.readableContentGuide
        XCTAssertEqual(guide.identifier, "UIViewReadableContentGuide")
        XCTAssertTrue(root.readableContentGuide === guide)
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        // Margins of 8: 390 − 16 = 374 < 672, so the guide is the margins guide (8, 8, 374, 828).
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 8, y: 8, width: 374, height: 828))
        XCTAssertEqual(text.frame, CGRect(x: 8, y: 8, width: 374, height: 100))
    }

    func testReadableContentGuideIs672WideAndCentredOnAWideView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Inside the margins 984 wide; 672 of it, centred: 20 + (984 − 672) / 2 = 176 — the 176
        // points UIKit leaves on an iPad in landscape.
        XCTAssertEqual(root.readableContentGuide.layoutFrame, CGRect(x: 176, y: 20, width: 672, height: 728))
        XCTAssertEqual(text.frame, CGRect(x: 176, y: 20, width: 672, height: 50))
        // Narrower than 672 + 40: back to the margins, 560 wide.
        root.frame.size.width = 600
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame, CGRect(x: 20, y: 20, width: 560, height: 50))
        // Wider margins re-place it: 1 024 − 200 = 824 → 672 centred at 100 + 76 = 176.
        root.frame.size.width = 1024
        root.layoutMargins = EdgeInsets(top: 20, left: 100, bottom: 20, right: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame, CGRect(x: 176, y: 20, width: 672, height: 50))
    }

    func testKeyboardLayoutGuideIsTheBandBelowTheSafeArea() {
        let window = Window(device: .iPhone14)
        let form = View()
        form.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(form)
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor, constant: -8),
            form.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        // iPhone 14: 390 × 844, 34 at the bottom → the guide is (0, 810, 390, 34); the form's
        // bottom 8 above it: y = 810 − 8 − 44 = 758.
        XCTAssertEqual(window.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        XCTAssertEqual(form.frame, CGRect(x: 0, y: 758, width: 390, height: 44))
        XCTAssertEqual(window.keyboardLayoutGuide.identifier, "UIViewKeyboardLayoutGuide")
        XCTAssertFalse(window.keyboardLayoutGuide.followsUndockedKeyboard)
        // Tied to the view's bottom instead: (0, 844, 390, 0); the form moves down 34.
        window.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        XCTAssertEqual(window.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0))
        XCTAssertEqual(form.frame, CGRect(x: 0, y: 792, width: 390, height: 44))
    }

    func testKeyboardLayoutGuideOfASubviewFollowsItsSafeArea() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        let panel = View(frame: CGRect(x: 50, y: 500, width: 300, height: 290))
        root.addSubview(panel)
        // (Guides are placed when a constraint uses them.)
        let toolbar = View()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(toolbar)
        LayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            toolbar.widthAnchor.constraint(equalToConstant: 100),
            toolbar.bottomAnchor.constraint(equalTo: panel.keyboardLayoutGuide.topAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // The panel reaches to 790, 20 into the 30-point band at the bottom (770...800): its
        // guide is (0, 270, 300, 20) in the panel.
        XCTAssertEqual(panel.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 270, width: 300, height: 20))
        // The toolbar ends at 270: (0, 240, 100, 30).
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 240, width: 100, height: 30))
    }

    func testOverrideUserInterfaceStyleFeedsTheSubtreesTraits() {
        let root = TraitCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = TraitCounter(), grandchild = TraitCounter(), ownStyle = TraitCounter()
        root.addSubview(child)
        child.addSubview(grandchild)
        child.addSubview(ownStyle)
        ownStyle.overrideUserInterfaceStyle = .light
        XCTAssertEqual(ownStyle.changes, 0)  // light already
        child.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(grandchild.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(ownStyle.traitCollection.userInterfaceStyle, .light)
        // Told: child and grandchild (their appearance changed), not root nor ownStyle.
        XCTAssertEqual([root.changes, child.changes, grandchild.changes, ownStyle.changes], [0, 1, 1, 0])
    }

    func testAlignmentRectsAndStoredFlags() {
        let view = ShadowedView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        // Inset by left 2, right 2, bottom 4: (12, 10, 96, 46), and back.
        XCTAssertEqual(view.alignmentRect(forFrame: view.frame), CGRect(x: 12, y: 10, width: 96, height: 46))
        XCTAssertEqual(view.frame(forAlignmentRect: CGRect(x: 12, y: 10, width: 96, height: 46)), view.frame)
        XCTAssertEqual(View().alignmentRectInsets, .zero)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 2)),
                       CGRect(x: 2, y: 2, width: 6, height: 6))

        let plain = View()
        XCTAssertEqual(plain.contentScaleFactor, Screen.main.scale)
        plain.contentScaleFactor = 2
        XCTAssertEqual(plain.contentScaleFactor, 2)
        XCTAssertFalse(plain.isMultipleTouchEnabled)
        XCTAssertFalse(plain.isExclusiveTouch)
        XCTAssertFalse(plain.preservesSuperviewLayoutMargins)
        XCTAssertTrue(plain.insetsLayoutMarginsFromSafeArea)
        XCTAssertTrue(plain.autoresizesSubviews)
        XCTAssertEqual(plain.autoresizingMask, [])
        plain.isExclusiveTouch = true
        plain.isMultipleTouchEnabled = true
        plain.preservesSuperviewLayoutMargins = true
        let mask = View()
        plain.mask = mask
        XCTAssertTrue(plain.mask === mask)
        XCTAssertTrue(plain.isExclusiveTouch && plain.isMultipleTouchEnabled && plain.preservesSuperviewLayoutMargins)
    }
}
