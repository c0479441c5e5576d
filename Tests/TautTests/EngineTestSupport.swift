import XCTest
@testable import Taut

/// Builds a root view of a size (like a window) and asserts frames with a tolerance.
enum EngineFixture {
    /// A root view at the origin with `width × height`, named "root".
    static func root(_ width: CGFloat = 400, _ height: CGFloat = 300) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.accessibilityIdentifier = "root"
        return root
    }

    /// A view named `name`, added to `parent`, positioned by constraints.
    static func child(_ name: String, in parent: View) -> View {
        let view = View()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A label named `name` with text, added to `parent`, positioned by constraints.
    static func label(_ name: String, _ text: String, fontSize: CGFloat = 10, in parent: View) -> Label {
        let label = Label(text: text, fontSize: fontSize)
        label.accessibilityIdentifier = name
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }
}

func assertFrame(_ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.minX, x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, w, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, h, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}
