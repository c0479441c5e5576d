import XCTest
@testable import Taut

final class EngineHierarchyTests: XCTestCase {
    /// root 400×400 > a (inset 20) > b (inset 10) > c (at 5, 5, 100 × 50); d in root below c.
    private func build() -> (root: View, a: View, b: View, c: View, d: View, cross: [LayoutConstraint]) {
        let root = EngineFixture.root(400, 400)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: a)
        let c = EngineFixture.child("c", in: b)
        let d = EngineFixture.child("d", in: root)
        func pin(_ view: View, in parent: View, _ inset: CGFloat) -> [LayoutConstraint] {
            [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
             view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
             view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
             view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset)]
        }
        let cross = [
            d.topAnchor.constraint(equalTo: c.bottomAnchor, constant: 10),
            d.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            d.widthAnchor.constraint(equalTo: c.widthAnchor),
        ]
        LayoutConstraint.activate(pin(a, in: root, 20) + pin(b, in: a, 10) + [
            c.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 5),
            c.topAnchor.constraint(equalTo: b.topAnchor, constant: 5),
            c.widthAnchor.constraint(equalToConstant: 100),
            c.heightAnchor.constraint(equalToConstant: 50),
            d.heightAnchor.constraint(equalToConstant: 20),
        ] + cross)
        return (root, a, b, c, d, cross)
    }

    func testNestedFramesAndCrossSubtreeConstraints() {
        let t = build()
        t.root.layoutIfNeeded()
        // a: (20, 20, 360, 360); b in a: (10, 10, 340, 340); c in b: (5, 5, 100, 50).
        assertFrame(t.a.frame, 20, 20, 360, 360)
        assertFrame(t.b.frame, 10, 10, 340, 340)
        assertFrame(t.c.frame, 5, 5, 100, 50)
        // c in the root: (20 + 10 + 5, same) = (35, 35); d: x 35, y 35 + 50 + 10 = 95, width 100.
        assertFrame(t.d.frame, 35, 95, 100, 20)
    }

    func testConstraintsInstalledOnNearestCommonAncestor() {
        let t = build()
        // The cross-subtree constraints (c and d) live on the root; c's size on c itself; c-to-b on b.
        for c in t.cross { XCTAssertTrue(c.installedView === t.root) }
        XCTAssertEqual(t.root.constraints.count, 4 + 3)  // a's four edges + the three cross ones
        XCTAssertEqual(t.c.constraints.count, 2)         // width and height
        XCTAssertEqual(t.b.constraints.count, 2)         // c.leading, c.top
        XCTAssertEqual(t.a.constraints.count, 4)         // b's four edges
        XCTAssertEqual(t.d.constraints.count, 1)         // d's height
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(t.c, t.d) === t.root)
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(t.c, t.a) === t.a)
    }

    func testRemovingSubtreeDeactivatesCrossingConstraintsAndBackupsTakeOver() {
        let t = build()
        let backupTop = t.d.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 200)
        backupTop.priority = .defaultLow
        let backupLeading = t.d.leadingAnchor.constraint(equalTo: t.root.leadingAnchor, constant: 5)
        backupLeading.priority = .defaultLow
        let backupWidth = t.d.widthAnchor.constraint(equalToConstant: 70)
        backupWidth.priority = .defaultLow
        LayoutConstraint.activate([backupTop, backupLeading, backupWidth])
        t.root.layoutIfNeeded()
        assertFrame(t.d.frame, 35, 95, 100, 20)

        t.b.removeFromSuperview()
        // The cross constraints and b's edges in a are gone; c's own and c-to-b stay.
        for c in t.cross { XCTAssertFalse(c.isActive) }
        XCTAssertTrue(t.a.constraints.isEmpty)
        XCTAssertEqual(t.b.constraints.count, 2)
        XCTAssertEqual(t.c.constraints.count, 2)
        XCTAssertTrue(t.c.constraints.allSatisfy(\.isActive))
        t.root.layoutIfNeeded()
        // The backups take over: d at (5, 200) with width 70.
        assertFrame(t.d.frame, 5, 200, 70, 20)
        // b is now a root with its own engine; c keeps its place in b.
        t.b.layoutIfNeeded()
        assertFrame(t.c.frame, 5, 5, 100, 50)
    }

    func testSubtreeBuiltAloneMovesToNewRootEngine() {
        // A card built before it is in a window: its constraints start in the card's engine.
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        let icon = EngineFixture.child("icon", in: card)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        ])
        XCTAssertNotNil(card.engine)
        let window = EngineFixture.root(320, 480)
        window.addSubview(card)
        XCTAssertNil(card.engine)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        // card: (16, 100, 288, 40); icon in card: (8, 8, 24, 24).
        assertFrame(card.frame, 16, 100, 288, 40)
        assertFrame(icon.frame, 8, 8, 24, 24)
    }

    func testMovingViewToAnotherSuperviewKeepsInnerConstraints() {
        let root = EngineFixture.root(300, 300)
        let left = View(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let right = View(frame: CGRect(x: 200, y: 0, width: 100, height: 300))
        root.addSubview(left)
        root.addSubview(right)
        let box = EngineFixture.child("box", in: left)
        let inner = EngineFixture.child("inner", in: box)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 3),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let position = [box.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
                        box.topAnchor.constraint(equalTo: left.topAnchor, constant: 10)]
        LayoutConstraint.activate(position)
        root.layoutIfNeeded()
        assertFrame(box.frame, 10, 10, 50, 50)
        right.addSubview(box)
        XCTAssertFalse(position[0].isActive)
        LayoutConstraint.activate([box.trailingAnchor.constraint(equalTo: right.trailingAnchor),
                                   box.bottomAnchor.constraint(equalTo: right.bottomAnchor)])
        root.layoutIfNeeded()
        // In right (100 × 300): box at (50, 250); inner still at (2, 3) inside box.
        assertFrame(box.frame, 50, 250, 50, 50)
        assertFrame(inner.frame, 2, 3, 10, 10)
    }

    func testAddConstraintOnExplicitAncestorAndRemoveConstraint() {
        let root = EngineFixture.root(100, 100)
        let box = EngineFixture.child("box", in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        root.addConstraint(width)
        XCTAssertTrue(width.isActive)
        XCTAssertTrue(root.constraints.contains { $0 === width })
        XCTAssertTrue(box.constraints.isEmpty)
        box.removeConstraint(width)  // not installed on box: no effect
        XCTAssertTrue(width.isActive)
        root.removeConstraint(width)
        XCTAssertFalse(width.isActive)
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testSubviewOrderingAndHooks() {
        let root = EngineFixture.root()
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        XCTAssertTrue(root.subviews.elementsEqual([a, c, b], by: ===))
        root.insertSubview(a, at: 5)  // moves to the front (clamped)
        XCTAssertTrue(root.subviews.elementsEqual([c, b, a], by: ===))
        XCTAssertTrue(a.superview === root)
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertEqual(root.subviews.count, 2)
    }
}
