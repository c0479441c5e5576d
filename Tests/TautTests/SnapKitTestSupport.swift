import XCTest
@testable import Taut

/// Views for the SnapKit DSL tests: a named root (like a window) and named plain children.
/// The children keep `translatesAutoresizingMaskIntoConstraints == true`; the DSL must clear it.
enum SnapKitFixture {
    /// A root view at the origin, 375 × 667 by default, named "root".
    static func root(_ width: CGFloat = 375, _ height: CGFloat = 667) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.accessibilityIdentifier = "root"
        return root
    }

    /// A plain view named `name`, added to `parent` (if any).
    static func view(_ name: String, in parent: View? = nil) -> View {
        let view = View()
        view.accessibilityIdentifier = name
        parent?.addSubview(view)
        return view
    }
}

/// Asserts a frame's four values with a tolerance.
func assertSnpFrame(_ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                    accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.minX, x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, w, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, h, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}

/// Asserts one layout constraint's equation: items, attributes, relation, multiplier, constant
/// and priority.
func assertEquation(_ c: LayoutConstraint?, _ first: AnyObject, _ firstAttribute: LayoutAttribute,
                    _ second: AnyObject?, _ secondAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                    multiplier: CGFloat = 1, constant: CGFloat, priority: Float = 1000,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let c else { return XCTFail("missing constraint", file: file, line: line) }
    XCTAssertTrue(c.firstItem === first, "first item of \(c)", file: file, line: line)
    XCTAssertEqual(c.firstAttribute, firstAttribute, "first attribute of \(c)", file: file, line: line)
    XCTAssertEqual(c.relation, relation, "relation of \(c)", file: file, line: line)
    XCTAssertTrue(c.secondItem === second, "second item of \(c)", file: file, line: line)
    XCTAssertEqual(c.secondAttribute, secondAttribute, "second attribute of \(c)", file: file, line: line)
    XCTAssertEqual(c.multiplier, multiplier, accuracy: 1e-9, "multiplier of \(c)", file: file, line: line)
    XCTAssertEqual(c.constant, constant, accuracy: 1e-9, "constant of \(c)", file: file, line: line)
    XCTAssertEqual(c.priority.rawValue, priority, "priority of \(c)", file: file, line: line)
}
