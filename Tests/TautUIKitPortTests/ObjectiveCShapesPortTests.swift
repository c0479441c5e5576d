import XCTest
import TautUIKit
import SnapKit

// The Objective-C shapes apps rely on: helpers written as `extension NSObject` apply to
// views and view controllers, and `UIFont` is a class that `class func` extensions and
// `static let` constants (Swift 6 needs them Sendable) compile against.

private protocol Then {}
extension Then where Self: AnyObject {
    /// Then's `then`: configures an object in a closure and returns it.
    func then(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}
extension NSObject: Then {}

extension NSObject {
    /// An app's helper: the class name without its module.
    fileprivate var className: String { String(describing: type(of: self)) }
}

extension UIFont {
    /// An app's font helper, written as a class method as on iOS.
    class func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
}

extension UIColor {
    /// An app's colour helper, a class method as on iOS.
    class func brand() -> UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
}

extension UIImage {
    /// An app's image helper, a class method as on iOS.
    class func placeholder() -> UIImage { UIImage(size: CGSize(width: 24, height: 24)) }
}

private enum Theme {
    static let titleFont = UIFont.appFont(ofSize: 20)
    static let accent = UIColor.brand()
    static let icon = UIImage.placeholder()
}

final class ObjectiveCShapesPortTests: XCTestCase {
    func testNSObjectExtensionsApplyToViewsAndControllers() {
        let label = UILabel().then {
            $0.text = "Hello"
            $0.font = Theme.titleFont
        }
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.className, "Label")
        XCTAssertEqual(UIViewController().className, "ViewController")
        let view: NSObject = UIView()
        XCTAssertTrue(view.isEqual(view))
        XCTAssertFalse(view.isEqual(UIView()))
        let tap: NSObject = UITapGestureRecognizer()
        XCTAssertEqual(tap.className, "TapGestureRecognizer")
        XCTAssertEqual(Theme.accent.green, 0.5)
        XCTAssertEqual(Theme.icon.size, CGSize(width: 24, height: 24))
    }

    func testFontsAreClassesWithClassFunctions() {
        XCTAssertEqual(Theme.titleFont.pointSize, 20)
        XCTAssertEqual(Theme.titleFont.weight, .semibold)
        XCTAssertTrue(Theme.titleFont == UIFont.systemFont(ofSize: 20, weight: .semibold))
        XCTAssertEqual(Theme.titleFont.withSize(12).pointSize, 12)
        // "Hello" in 20-point: 5 × 10 wide, 24 tall.
        let label = UILabel()
        label.font = Theme.titleFont
        label.text = "Hello"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 24))
    }
}
