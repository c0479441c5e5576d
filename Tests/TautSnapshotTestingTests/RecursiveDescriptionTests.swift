#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut
import TautSnapshotTesting
import TautUIKit
import XCTest

/// An app's image view subclass: printed with its module-qualified name and UIKit's base class.
final class AvatarImageView: UIImageView {}

/// An app's view subclass: a direct subclass of UIView prints no base class.
final class BadgeView: UIView {}

/// `.recursiveDescription` and `.hierarchy` in UIKit's format, compared with text written by
/// hand from UIKit's rules (see `UIKitDescription`): the `   | ` indentation, the properties
/// in UIKit's order, `%g` numbers, UIKit's class names.
final class RecursiveDescriptionTests: XCTestCase {
    private func record<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) -> String {
        var text = ""
        strategy.snapshot(value).run { text = $0 }
        return text
    }

    func testLabelButtonImageViewAndStack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 100, height: 20.5))
        label.text = "Hello"
        let long = UILabel(frame: CGRect(x: 16, y: 44, width: 100.25, height: 1.0 / 3.0))
        long.text = "A much longer text than twenty-five"
        long.isHidden = true
        long.alpha = 0.5
        long.tag = 7
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 60, width: 80, height: 30)
        button.setTitle("Tap", for: .normal)
        let image = UIImageView(frame: CGRect(x: 120, y: 60, width: 40, height: 40))
        let first = UIView(), second = UIView()
        first.backgroundColor = .systemRed
        second.backgroundColor = UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 16, y: 120, width: 200, height: 40)
        [label, long, button, image, stack].forEach(root.addSubview)

        // The root: white is a grey of UIKit's grey colour space. Labels: no opacity, not
        // interactive, drawn in a _UILabelLayer; the long text is cut after 25 characters;
        // hidden, alpha and tag in UIKit's order (text, hidden, alpha, opaque, autoresize,
        // userInteractionEnabled, tag); 1/3 prints as 0.333333 and 100.25 as 100.25 (%g).
        // The button is not opaque; its title label is a UIButtonLabel, "Tap" at 15 points is
        // 3 × 7.5 = 22.5 by 1.2 × 15 = 18, centred in 80 × 30: x = (80 − 22.5) / 2 = 28.75,
        // y = (30 − 18) / 2 = 6. The image view is not opaque nor interactive. The stack:
        // (200 − 8) / 2 = 96 per view, the second at 96 + 8 = 104; the system red by name, the
        // other colour in sRGB.
        let expected = """
            <UIView; frame = (0 0; 320 200); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
               | <UILabel; frame = (16 20; 100 20.5); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UILabel; frame = (16 44; 100.25 0.333333); text = 'A much longer text than t...'; hidden = YES; alpha = 0.5; userInteractionEnabled = NO; tag = 7; layer = <_UILabelLayer>>
               | <UIButton; frame = (16 60; 80 30); opaque = NO; layer = <CALayer>>
               |    | <UIButtonLabel; frame = (28.75 6; 22.5 18); text = 'Tap'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UIImageView; frame = (120 60; 40 40); opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
               | <UIStackView; frame = (16 120; 200 40); layer = <CALayer>>
               |    | <UIView; frame = (0 0; 96 40); backgroundColor = <UIDynamicSystemColor; name = systemRedColor>; layer = <CALayer>>
               |    | <UIView; frame = (104 0; 96 40); backgroundColor = UIExtendedSRGBColorSpace 0.5 0.25 1 1; layer = <CALayer>>
            """
        XCTAssertEqual(record(root, .recursiveDescription), expected)
        // The view left the snapshot's window again.
        XCTAssertNil(root.superview)
    }

    func testAppSubclassesAndAutoresizing() {
        let root = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let avatar = AvatarImageView(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
        avatar.clipsToBounds = true
        avatar.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        root.addSubview(avatar)
        // An app's class is named by module and name (the Objective-C runtime's name of a Swift
        // class); a UIImageView subclass says so with baseClass, a UIView subclass does not.
        // clipsToBounds comes before opaque, autoresize (RM+BM, in bit order) after it.
        XCTAssertEqual(record(root, .recursiveDescription), """
            <TautSnapshotTestingTests.BadgeView; frame = (0 0; 100 100); layer = <CALayer>>
               | <TautSnapshotTestingTests.AvatarImageView; baseClass = UIImageView; frame = (10 10; 44 44); clipsToBounds = YES; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <CALayer>>
            """)
    }

    /// A screen without text, recorded by hand in UIKit's format under
    /// `__Snapshots__/RecursiveDescriptionTests/`.
    func testScreenWithoutTextMatchesHandWrittenReference() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        screen.backgroundColor = .systemBackground
        let banner = UIView()
        banner.backgroundColor = .systemBlue
        banner.translatesAutoresizingMaskIntoConstraints = false
        let icon = UIImageView()
        icon.translatesAutoresizingMaskIntoConstraints = false
        let divider = UIView()
        divider.backgroundColor = .separator
        divider.translatesAutoresizingMaskIntoConstraints = false
        [banner, icon, divider].forEach(screen.addSubview)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: screen.topAnchor),
            banner.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 120),
            icon.centerXAnchor.constraint(equalTo: banner.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: banner.bottomAnchor),
            icon.widthAnchor.constraint(equalToConstant: 64),
            icon.heightAnchor.constraint(equalToConstant: 64),
            divider.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            divider.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            divider.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            divider.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        // The reference, written by hand: banner 375 × 120 at the top; icon 64 × 64 centred on
        // the banner's bottom edge: x = (375 − 64) / 2 = 155.5, y = 120 − 32 = 88; divider from
        // 16 to 375 (359 wide), 0.5 tall, at 200 − 0.5 = 199.5.
        assertSnapshot(of: screen, as: .recursiveDescription)
    }

    func testViewControllerOnADeviceWithDynamicType() {
        // swift-snapshot-testing's own Dynamic Type test, as an iOS team writes it: a title 1
        // label that follows the content size category, pinned to the margins.
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        let viewController = UIViewController()
        viewController.view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.topAnchor),
            label.trailingAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.trailingAnchor),
        ])
        // iPhone SE: 320 × 568, status bar 20. The root view fills the window (W+H) and has its
        // controller's system minimum margins, 16 at the sides and 0 at the top: x = 16,
        // y = 20 + 0 = 20, width 320 − 32 = 288, as iOS records here. Title 1 is 25 points at
        // extra small (HIG table): one line 1.2 × 25 = 30 tall with the monospaced measurer
        // (iOS measures San Francisco 30 tall too).
        let text = record(viewController, .recursiveDescription(
            on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .extraSmall)))
        XCTAssertEqual(text, """
            <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (16 20; 288 30); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """)
        // At accessibility XXXL title 1 is 58 points: 1.2 × 58 = 69.6 tall (iOS: 69.3333, San
        // Francisco's line height).
        let large = record(viewController, .recursiveDescription(
            on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        XCTAssertTrue(large.contains("frame = (16 20; 288 69.6); text = 'What's the point?'"), large)
        // The controller left its snapshot window and root.
        XCTAssertNil(viewController.parent)
        XCTAssertNil(viewController.view.window)
    }

    func testHierarchyOfContainers() {
        let first = UINavigationController(rootViewController: UIViewController())
        let second = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        // The selected tab's controllers appeared; the other tab's navigation controller was
        // never shown (its view not in the window) and its root's view never loaded.
        let text = record(tabs, .hierarchy)
        XCTAssertEqual(text, """
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
               |    | <UIViewController>, state: appeared, view: <UIView>
               | <UINavigationController>, state: disappeared, view: (view not loaded)
               |    | <UIViewController>, state: disappeared, view: (view not loaded)
            """)
    }

    func testNumbersAsUIKitPrintsThem() {
        let view = UIView(frame: CGRect(x: 161.33333333, y: 44, width: 52.666666667, height: 19.333333333))
        view.transform = CGAffineTransform(translationX: 30, y: -60)
        // %g: six significant digits; the transform's numbers %.17g. The frame of a translated
        // view moves by the translation: (191.333 −16).
        XCTAssertEqual(record(view, .recursiveDescription),
                       "<UIView; frame = (191.333 -16; 52.6667 19.3333); transform = [1, 0, 0, 1, 30, -60]; layer = <CALayer>>")
    }
}
#endif
