import XCTest
@testable import Taut

final class DiagnosticsAmbiguityTests: XCTestCase {
    func testAmbiguousPositionIsDetectedAndResolved() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let size = [box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 30)]
        LayoutConstraint.activate(size)
        XCTAssertTrue(box.hasAmbiguousLayout)
        let report = root.ambiguityReport()
        XCTAssertEqual(report.entries.count, 1)
        XCTAssertEqual(report.entries.first?.name, "box")
        XCTAssertEqual(report.entries.first?.attributes, [.left, .top])
        XCTAssertEqual(report.description, "Ambiguous layout:\n    box: left, top")
        XCTAssertEqual(report.diagnostic?.kind, .ambiguousLayout)
        LayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   box.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertTrue(root.ambiguityReport().isEmpty)
        root.layoutIfNeeded()
        assertFrame(box.frame, 180, 135, 40, 30)
    }

    func testInequalityOnlyIsAmbiguousAndOptionalPinIsNot() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(box.hasAmbiguousLayout)
        let preferred = box.widthAnchor.constraint(equalToConstant: 70)
        preferred.priority = 1
        preferred.isActive = true
        XCTAssertFalse(box.hasAmbiguousLayout)
        // The check leaves the layout where it was.
        assertFrame(box.frame, 0, 0, 70, 10)
    }

    func testConstraintsAffectingLayout() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        let cx = box.centerXAnchor.constraint(equalTo: root.centerXAnchor)
        let w = box.widthAnchor.constraint(equalToConstant: 40)
        let cy = box.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        let h = box.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([cx, w, cy, h])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(horizontal.count, 2)
        XCTAssertTrue(horizontal[0] === cx && horizontal[1] === w)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        XCTAssertTrue(vertical.count == 2 && vertical[0] === cy && vertical[1] === h)
        // A framed view: its autoresizing constraints.
        let framed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(framed)
        LayoutConstraint.activate([box.topAnchor.constraint(greaterThanOrEqualTo: framed.bottomAnchor)])
        XCTAssertEqual(framed.constraintsAffectingLayout(for: .horizontal).map(\.description),
                       ["\(framed.debugName).left == root.left + 1 [autoresizing]",
                        "\(framed.debugName).width == 3 [autoresizing]"])
    }
}
