import XCTest
@testable import Taut

final class ViewTransformTests: XCTestCase {
    private func assertEqual(_ a: CGRect, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) is not \(b)", file: file, line: line)
        }
    }

    func testAffineTransformArithmetic() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(CGAffineTransform().isIdentity)  // all zeros, as Core Graphics' init()
        // scale 2, then move by 10: (1, 1) → (2, 2) → (12, 2).
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleThenMove), CGPoint(x: 12, y: 2))
        // translatedBy moves in the untransformed space: the 10 is scaled too → (20, 0).
        XCTAssertEqual(CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)), CGPoint(x: 20, y: 0))
        XCTAssertEqual(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3),
                       CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        // The inverse of "scale 2, then move by (10, 20)" maps (12, 22) back to (1, 1).
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)
        XCTAssertEqual(CGPoint(x: 12, y: 22).applying(t.inverted()), CGPoint(x: 1, y: 1))
        XCTAssertEqual(CGAffineTransform().inverted(), CGAffineTransform())  // not invertible: unchanged
        // A quarter turn takes the x axis to the y axis: (1, 0) → (0, 1).
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(quarter.x, 0, accuracy: 1e-12)
        XCTAssertEqual(quarter.y, 1, accuracy: 1e-12)
        let turned = CGAffineTransform.identity.rotated(by: .pi / 2).rotated(by: -.pi / 2)
        XCTAssertEqual(turned.a, 1, accuracy: 1e-12)
        XCTAssertEqual(turned.b, 0, accuracy: 1e-12)
        // Sizes ignore the translation; rectangles give their bounding box.
        XCTAssertEqual(CGSize(width: 10, height: 4).applying(t), CGSize(width: 20, height: 8))
        XCTAssertEqual(CGRect(x: 1, y: 1, width: 10, height: 4).applying(t), CGRect(x: 12, y: 22, width: 20, height: 8))
    }

    func testFrameIsTheBoundingBoxOfTheTransformedBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let badge = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        root.addSubview(badge)
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Centre (60, 40); 200 × 80 about it → (-40, 0, 200, 80). Bounds and centre unchanged.
        XCTAssertEqual(badge.frame, CGRect(x: -40, y: 0, width: 200, height: 80))
        XCTAssertEqual(badge.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(badge.center, CGPoint(x: 60, y: 40))
        badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn: 40 wide, 100 tall about (60, 40) → (40, -10, 40, 100).
        assertEqual(badge.frame, CGRect(x: 40, y: -10, width: 40, height: 100))
        badge.transform = CGAffineTransform(translationX: 5, y: 7)
        XCTAssertEqual(badge.frame, CGRect(x: 15, y: 27, width: 100, height: 40))
        badge.transform = .identity
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
    }

    func testSettingTheFrameUnderAScale() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        // Size 200/2 × 80/2 = 100 × 40, centred at (100, 40).
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 40))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 200, height: 80))
    }

    func testConstraintsIgnoreTheTransform() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let badge = View(), next = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        next.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        root.addSubview(next)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 40),
            next.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            next.topAnchor.constraint(equalTo: badge.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 50),
            next.heightAnchor.constraint(equalToConstant: 40),
        ])
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.layoutIfNeeded()
        // Constraints place the untransformed frame: badge (10, 20, 100, 40), next at 10 + 100 + 8.
        XCTAssertEqual(badge.bounds.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(badge.center, CGPoint(x: 60, y: 40))
        XCTAssertEqual(next.frame, CGRect(x: 118, y: 20, width: 50, height: 40))
        XCTAssertEqual(badge.frame, CGRect(x: -40, y: 0, width: 200, height: 80))
    }

    func testSnapshotsDrawTheBoxAndPlaceSubviewsFromTheUntransformedFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.accessibilityIdentifier = "parent"
        child.accessibilityIdentifier = "child"
        root.addSubview(parent)
        parent.addSubview(child)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let snapshot = LayoutSnapshot(root: root, detectAmbiguity: false)
        let frames = Dictionary(uniqueKeysWithValues: snapshot.nodes.map { ($0.name, $0.frame) })
        // parent: 200 × 200 about its centre (60, 60) → (-40, -40, 200, 200); the child is
        // placed from the untransformed origin (10, 10): (15, 15, 10, 10).
        XCTAssertEqual(frames["parent"], CGRect(x: -40, y: -40, width: 200, height: 200))
        XCTAssertEqual(frames["child"], CGRect(x: 15, y: 15, width: 10, height: 10))
    }

    func testNonFiniteTransformIsRefused() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        let diagnostics = LayoutDiagnostics.collect {
            view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 3, y: 3))
    }
}
