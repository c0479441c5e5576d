import XCTest
@testable import Taut

/// A SnapKit `Constraint` keeps its first layout constraint apart from the others: the
/// public list, updates, activation and a partial `updateConstraints` see them all, in order.
/// A maker line is its own constraint, and it does not keep its item or the item it relates
/// to alive.
final class SnapKitConstraintStorageTests: XCTestCase {
    func testLayoutConstraintsKeepTheirOrderAndAllTakeUpdates() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        var edges: Constraint?
        var single: Constraint?
        box.snp.makeConstraints { make in
            edges = make.left.top.right.equalToSuperview().inset(10).constraint
            single = make.height.equalTo(20).constraint
        }
        guard let edges, let single else { return XCTFail("no constraints") }
        XCTAssertEqual(edges.layoutConstraints.map(\.firstAttribute), [.left, .top, .right])
        XCTAssertEqual(edges.layoutConstraints.map(\.constant), [10, 10, -10])
        XCTAssertEqual(single.layoutConstraints.map(\.firstAttribute), [.height])
        XCTAssertTrue(edges.layoutConstraints.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        assertSnpFrame(box.frame, 10, 10, 280, 20)

        edges.update(inset: 20).update(priority: 999)
        XCTAssertEqual(edges.layoutConstraints.map(\.constant), [20, 20, -20])
        XCTAssertEqual(edges.layoutConstraints.map(\.priority.rawValue), [999, 999, 999])
        edges.deactivate()
        XCTAssertFalse(edges.isActive)
        XCTAssertEqual(root.constraints.count, 0)
        edges.activate()
        XCTAssertTrue(edges.layoutConstraints.allSatisfy(\.isActive))
    }

    func testPartialUpdateKeepsTheUnmatchedLayoutConstraintsInOrder() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(5)
        }
        var line: Constraint?
        let diagnostics = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                line = make.left.top.width.equalToSuperview().offset(7).constraint
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.noMatchingConstraint])
        // top matched the existing constraint; left and width were installed, in that order.
        XCTAssertEqual(line?.layoutConstraints.map(\.firstAttribute), [.left, .width])
        XCTAssertEqual(root.constraints.first { $0.firstAttribute == .top }?.constant, 7)
        XCTAssertEqual(root.constraints.count, 3)
    }

    func testALineIsItsOwnConstraintAndTheOneItsItemLists() {
        let root = SnapKitFixture.root(300, 200)
        let box = SnapKitFixture.view("box", in: root)
        var line: ConstraintMakerEditable?
        var first: Constraint?
        var second: Constraint?
        box.snp.makeConstraints { make in
            line = make.top.equalToSuperview().offset(4)
            first = line?.constraint
            second = line?.constraint
        }
        guard let first, let second else { return XCTFail("no constraint") }
        // Reading `.constraint` twice gives the one object; the item lists that object.
        XCTAssertTrue(first === second)
        XCTAssertEqual(box.snapKitConstraints.count, 1)
        XCTAssertTrue(box.snapKitConstraints.first === first)
        XCTAssertEqual(first.layoutConstraints.map(\.constant), [4])
        // The line's location is the constraint's: this file.
        XCTAssertEqual(first.location?.file.hasSuffix("SnapKitConstraintStorageTests.swift"), true)
        _ = line
    }

    func testKeptConstraintsKeepNeitherTheirItemNorTheItemTheyRelateTo() {
        weak var weakBox: View?
        weak var weakOther: View?
        var kept: Constraint?
        do {
            let root = SnapKitFixture.root(300, 200)
            let box = SnapKitFixture.view("box", in: root)
            let other = SnapKitFixture.view("other", in: root)
            weakBox = box
            weakOther = other
            box.snp.makeConstraints { make in
                kept = make.top.equalTo(other.snp.bottom).offset(8).constraint
                make.left.equalTo(other)
            }
            root.layoutIfNeeded()
            XCTAssertEqual(kept?.layoutConstraints.count, 1)
        }
        // The tree is gone: the items' lists held their lines, and the lines did not hold the
        // items (no cycle); the constraint kept by the caller outlives them, with its layout
        // constraint and no item.
        XCTAssertNil(weakBox)
        XCTAssertNil(weakOther)
        XCTAssertNil(kept?.item)
        XCTAssertEqual(kept?.layoutConstraints.count, 1)
    }
}
