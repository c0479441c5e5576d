import XCTest
@testable import Taut

/// A multiplier on a location is applied in the coordinates of the items' nearest common
/// ancestor, as UIKit does, not in the root's.
final class EngineMultiplierCoordinatesTests: XCTestCase {
    /// Root 400 × 400; container held at (100, 50, 200, 100); a 20 × 10 child inside it.
    private func makeTree() -> (root: View, container: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        let child = View()
        root.addSubview(container)
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        child.widthAnchor.constraint(equalToConstant: 20).isActive = true
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        return (root, container, child)
    }

    /// UIKit's anchors take no multiplier on locations; the raw initialiser does.
    private func relate(_ a: View, _ attrA: LayoutAttribute, _ b: View, _ attrB: LayoutAttribute,
                        multiplier: CGFloat, constant: CGFloat = 0) {
        LayoutConstraint(item: a, attribute: attrA, relatedBy: .equal, toItem: b, attribute: attrB,
                         multiplier: multiplier, constant: constant).isActive = true
    }

    func testCentreMultiplierIsMeasuredInTheSuperviewsBounds() {
        let (root, container, child) = makeTree()
        relate(child, .centerX, container, .centerX, multiplier: 0.5)
        relate(child, .centerY, container, .centerY, multiplier: 0.5)
        root.layoutIfNeeded()
        // In the container's bounds: centerX = 0.5 × 100 = 50 -> x = 50 − 10 = 40;
        // centerY = 0.5 × 50 = 25 -> y = 25 − 5 = 20. (In root coordinates it would have been
        // 0.5 × 200 = 100 -> x = 100 − 100 − 10 = −10.)
        XCTAssertEqual(child.frame, CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    func testMultiplierBetweenSiblingsUsesTheirSuperview() {
        let (root, container, child) = makeTree()
        let sibling = View(frame: CGRect(x: 60, y: 0, width: 40, height: 10))
        container.addSubview(sibling)
        // child.left == sibling.right × 2 in the container's bounds: 2 × 100 = 200 − 20 wide
        // would not fit, so use 1.5: 1.5 × 100 = 150.
        relate(child, .left, sibling, .right, multiplier: 1.5)
        relate(child, .top, sibling, .bottom, multiplier: 3, constant: 4)
        root.layoutIfNeeded()
        // top: 3 × 10 + 4 = 34 in the container's bounds.
        XCTAssertEqual(child.frame, CGRect(x: 150, y: 34, width: 20, height: 10))
    }

    func testRightToLeftMirrorsTheLeftToRightResult() {
        for rightToLeft in [false, true] {
            let (root, container, child) = makeTree()
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            relate(child, .trailing, container, .trailing, multiplier: 0.5)
            child.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            root.layoutIfNeeded()
            // Left to right: the child's right edge at 0.5 × 200 = 100 -> x = 80.
            // Right to left, measured leftwards from the container's right edge: the child's
            // left edge 100 from it -> x = 200 − 100 = 100, the mirror image of [80, 100].
            XCTAssertEqual(child.frame, CGRect(x: rightToLeft ? 100 : 80, y: 0, width: 20, height: 10),
                           rightToLeft ? "right to left" : "left to right")
        }
    }

    func testMultiplierOneNeedsNoShift() {
        let (root, container, child) = makeTree()
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12).isActive = true
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 12, y: 8, width: 20, height: 10))
        XCTAssertEqual(container.frame, CGRect(x: 100, y: 50, width: 200, height: 100))
    }
}
