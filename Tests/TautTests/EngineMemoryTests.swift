import XCTest
@testable import Taut

final class EngineMemoryTests: XCTestCase {
    func testTreeConstraintsGuidesAndEngineAreReleased() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakLabel: Label?
        weak var weakGuide: LayoutGuide?
        weak var weakMargins: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let root = EngineFixture.root(300, 300)
            let child = EngineFixture.child("child", in: root)
            let label = EngineFixture.label("label", "Hello", in: child)
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            let constraint = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            LayoutConstraint.activate([
                constraint,
                child.topAnchor.constraint(equalTo: guide.bottomAnchor),
                guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 10),
                child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100),
                label.centerXAnchor.constraint(equalTo: child.centerXAnchor),
                label.firstBaselineAnchor.constraint(equalTo: child.centerYAnchor),
            ])
            root.layoutIfNeeded()
            _ = root.hasAmbiguousLayout
            _ = child.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            weakRoot = root
            weakChild = child
            weakLabel = label
            weakGuide = guide
            weakMargins = root.layoutMarginsGuide
            weakConstraint = constraint
            weakEngine = root.engine
            XCTAssertNotNil(weakEngine)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
        XCTAssertNil(weakLabel)
        XCTAssertNil(weakGuide)
        XCTAssertNil(weakMargins)
        XCTAssertNil(weakConstraint)
        XCTAssertNil(weakEngine)
    }

    func testRemovedSubviewIsReleasedWhileTheRootLives() {
        let root = EngineFixture.root(300, 300)
        weak var weakChild: View?
        weak var weakInner: LayoutConstraint?
        weak var weakCrossing: LayoutConstraint?
        do {
            let child = EngineFixture.child("child", in: root)
            let grandchild = EngineFixture.child("grandchild", in: child)
            let inner = grandchild.widthAnchor.constraint(equalTo: child.widthAnchor)
            let crossing = child.widthAnchor.constraint(equalTo: root.widthAnchor)
            LayoutConstraint.activate([inner, crossing])
            root.layoutIfNeeded()
            weakChild = child
            weakInner = inner
            weakCrossing = crossing
            child.removeFromSuperview()
        }
        XCTAssertNil(weakChild)
        XCTAssertNil(weakInner)
        XCTAssertNil(weakCrossing)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(root.engine?.records.allSatisfy { $0.constraint.kind != .user } ?? true)
    }
}
