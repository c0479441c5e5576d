import XCTest
@testable import Taut

final class EngineEdgesAndChainsTests: XCTestCase {
    func testEdgesWithInsets() {
        let root = EngineFixture.root(400, 300)
        let box = EngineFixture.child("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        // x 10, y 20, width 400 - 10 - 30 = 360, height 300 - 20 - 40 = 240.
        assertFrame(box.frame, 10, 20, 360, 240)
    }

    func testChainOfThreeBoxes() {
        let root = EngineFixture.root(400, 100)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        let c = EngineFixture.child("c", in: root)
        var constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ]
        for view in [a, b, c] {
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // a: 10..60; b: 68, width 100 -> 168; c: 176 .. 390 -> width 214.
        assertFrame(a.frame, 10, 0, 50, 20)
        assertFrame(b.frame, 68, 0, 100, 20)
        assertFrame(c.frame, 176, 0, 214, 20)
    }

    func testAspectRatioThroughMultiplier() {
        let root = EngineFixture.root(200, 400)
        let video = EngineFixture.child("video", in: root)
        LayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            video.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            video.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        // width 200 - 40 = 160, height 160 × 9 / 16 = 90.
        assertFrame(video.frame, 20, 30, 160, 90)
    }

    func testInequalitiesWithPrioritiesHigherWins() {
        let root = EngineFixture.root(400, 100)
        let box = EngineFixture.child("box", in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(equalToConstant: 150)
        narrow.priority = .defaultHigh
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            wide, narrow,
        ])
        root.layoutIfNeeded()
        // 750 beats 250: width 150 (>= 100 holds).
        XCTAssertEqual(box.frame.width, 150, accuracy: 1e-6)
        narrow.priority = 200
        root.layoutIfNeeded()
        // Now 250 beats 200: width 300.
        XCTAssertEqual(box.frame.width, 300, accuracy: 1e-6)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        cap.isActive = true
        root.layoutIfNeeded()
        // The required cap wins over both preferences: 120.
        XCTAssertEqual(box.frame.width, 120, accuracy: 1e-6)
        cap.priority = 999
        narrow.priority = .required - 1  // 999 too, but 150 is also...
        narrow.constant = 100
        root.layoutIfNeeded()
        // width == 100 @999 and width <= 120 @999 both hold at 100 (>= 100 required).
        XCTAssertEqual(box.frame.width, 100, accuracy: 1e-6)
    }

    func testGreaterThanOrEqualBetweenSiblings() {
        let root = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        let pull = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pull.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 80),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 20),
            pull,
            b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // b is pulled left but must stay at least 20 after a's trailing edge (90): x = 110.
        assertFrame(b.frame, 110, 0, 40, 10)
    }
}
