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

private enum Theme {
    static let titleFont = UIFont.appFont(ofSize: 20)
    static let accent = UIColor.systemBlue
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
