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

    /// Two labels in a row filling a root `width` wide (100 high): a (10 characters, 50 wide
    /// at 10 points) then b (20, 100 wide), both at the root's top.
    static func labelRow(width: CGFloat) -> (root: View, a: Label, b: Label) {
        let root = EngineFixture.root(width, 100)
        let a = EngineFixture.label("a", String(repeating: "a", count: 10), in: root)
        let b = EngineFixture.label("b", String(repeating: "b", count: 20), in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    /// A label "Hi" (10 × 12 at 10 points) pinned 4 points from the top left of a 400 × 100 root.
    static func pinnedLabel() -> (root: View, label: Label) {
        let root = EngineFixture.root(400, 100)
        let label = EngineFixture.label("title", "Hi", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        return (root, label)
    }
}

func assertFrame(_ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.minX, x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, w, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, h, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}
