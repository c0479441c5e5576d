import XCTest
@testable import Taut

final class EngineCenteringTests: XCTestCase {
    func testCentredFixedSizeBox() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // x = (400 - 100) / 2 = 150, y = (300 - 50) / 2 = 125.
        assertFrame(box.frame, 150, 125, 100, 50)
        // The root keeps the frame the user gave it.
        assertFrame(root.frame, 0, 0, 400, 300)
        XCTAssertEqual(box.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testCentreWithOffsetInTranslatedSuperview() {
        let root = EngineFixture.root(400, 300)
        // A container placed by its frame (autoresizing), at (50, 40) size 200 × 100.
        let container = View(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        root.addSubview(container)
        let dot = EngineFixture.child("dot", in: container)
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 10),
            dot.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -5),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // In the container: centre (100 + 10, 50 - 5) = (110, 45) -> origin (100, 40).
        assertFrame(dot.frame, 100, 40, 20, 10)
        assertFrame(container.frame, 50, 40, 200, 100)
    }

    func testRawInitialiserCentring() {
        let root = EngineFixture.root(200, 200)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 60),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
                             multiplier: 0.5, constant: 0),
        ])
        root.layoutIfNeeded()
        // width 60, height 30; x = (200 - 60) / 2 = 70, y = (200 - 30) / 2 = 85.
        assertFrame(box.frame, 70, 85, 60, 30)
    }
}
