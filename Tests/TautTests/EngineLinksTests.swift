import XCTest
@testable import Taut

/// The links from constraints to their engine record and from items to their variables: they
/// follow a constraint or item to its new engine, a fitting engine leaves them alone, and they
/// hold nothing once the constraint or item has left the engine.
final class EngineLinksTests: XCTestCase {
    func testConstraintMovingToAnotherTreeIsFoundByTheNewEngine() {
        let rootA = EngineFixture.root(300, 300)
        let rootB = EngineFixture.root(300, 300)
        // The box keeps its frame (autoresizing) in either tree.
        let box = View(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        rootA.addSubview(box)
        let inner = EngineFixture.child("inner", in: box)
        let leading = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading,
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        rootA.layoutIfNeeded()
        assertFrame(inner.frame, 10, 10, 50, 20)
        guard let engineA = rootA.engine else { return XCTFail("no engine") }
        XCTAssertNotNil(leading.engineRecord)
        XCTAssertTrue(engineA.record(of: leading) === leading.engineRecord)
        XCTAssertEqual(inner.engineVariables?.engineID, engineA.identity)

        rootB.addSubview(box)
        guard let engineB = rootB.engine else { return XCTFail("no engine") }
        // The constraint's record is now engine B's; engine A has none for it, nor for the box's
        // items (the box's own engine, used in between, is gone).
        XCTAssertTrue(leading.engine === engineB)
        XCTAssertTrue(engineB.record(of: leading) === leading.engineRecord)
        XCTAssertNil(engineA.record(of: leading))
        XCTAssertNil(engineA.existingVariables(for: inner))
        XCTAssertNil(box.engine)
        XCTAssertTrue(engineA.records.allSatisfy { $0.constraint.kind != .user })
        // Root A keeps its 2 records, autoresizing (width, height); its 2 pins are compact.
        XCTAssertEqual(engineA.records.count, 2)

        // A constant change reaches engine B: inner's leading 25 inside the box.
        leading.constant = 25
        rootB.layoutIfNeeded()
        assertFrame(inner.frame, 25, 10, 50, 20)
        XCTAssertEqual(inner.engineVariables?.engineID, engineB.identity)
        // Engine B: root 2 (its pins are compact) + box autoresizing 4 + inner's 4 user
        // constraints = 10 records, each at its index and linked from its constraint.
        XCTAssertEqual(engineB.records.count, 10)
        for (index, record) in engineB.records.enumerated() {
            XCTAssertEqual(Int(record.index), index)
            XCTAssertTrue(record.constraint.engineRecord === record)
        }
    }

    func testFittingAViewInATreeLeavesTheTreeLinksAlone() {
        let root = EngineFixture.root(400, 400)
        let cell = EngineFixture.child("cell", in: root)
        let label = EngineFixture.label("body", "Hello", in: cell)
        let labelLeading = label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.widthAnchor.constraint(equalToConstant: 200),
            labelLeading,
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        // "Hello" is 25 × 12: the cell is 200 × (12 + 32); the label 168 wide inside it.
        assertFrame(cell.frame, 0, 0, 200, 44)
        assertFrame(label.frame, 16, 16, 168, 12)
        let record = labelLeading.engineRecord
        let variables = label.engineVariables

        // The width constraint lives on the cell, so it counts: 200 × 44.
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 200, height: 44))
        XCTAssertTrue(labelLeading.engineRecord === record)
        XCTAssertTrue(label.engineVariables === variables)
        XCTAssertNotNil(record)
        XCTAssertTrue(root.engine?.record(of: labelLeading) === record)

        // The tree's engine still finds the constraint: leading 20 leaves 200 - 20 - 16 = 164.
        labelLeading.constant = 20
        root.layoutIfNeeded()
        assertFrame(label.frame, 20, 16, 164, 12)
        // And a second fitting sees the new constant (the cell's width still rules): 200 × 44.
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 200, height: 44))
    }

    func testLinksAreCutWhenConstraintsAndItemsLeaveTheEngine() {
        let root = EngineFixture.root(300, 300)
        let child = EngineFixture.child("child", in: root)
        weak var weakLabel: Label?
        weak var weakVariables: ItemVariables?
        weak var weakHugging: LayoutConstraint?
        weak var weakExtra: LayoutConstraint?
        do {
            let label = EngineFixture.label("label", "Hi", in: child)
            let extra = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
                extra,
                label.leadingAnchor.constraint(equalTo: child.leadingAnchor),
                label.topAnchor.constraint(equalTo: child.topAnchor),
            ])
            root.layoutIfNeeded()
            // Records: root 2 (width, height; its 2 pins are compact) + 7 user = 9; the label's
            // intrinsic size is held as two compact pairs, until its constraints are asked for:
            // then its 4 intrinsic-size constraints (compression resistance and hugging on each
            // axis) get records too, 13.
            XCTAssertEqual(root.engine?.records.count, 9)
            _ = label.constraintsAffectingLayout(for: .horizontal)
            _ = label.constraintsAffectingLayout(for: .vertical)
            XCTAssertEqual(root.engine?.records.count, 13)
            weakLabel = label
            weakVariables = label.engineVariables
            weakHugging = label.engineVariables?.intrinsic[1]
            weakExtra = extra
            XCTAssertNotNil(weakHugging?.engineRecord)

            extra.isActive = false
            XCTAssertNil(extra.engineRecord)
            label.removeFromSuperview()
            // The label's 2 constraints crossed out of it (deactivated) and its 4 intrinsic ones
            // went with its variables: 13 - 1 - 2 - 4 = 6.
            XCTAssertEqual(root.engine?.records.count, 6)
            XCTAssertNil(label.engineVariables)
            XCTAssertNil(weakHugging?.engineRecord)
        }
        XCTAssertNil(weakLabel)
        XCTAssertNil(weakVariables)
        XCTAssertNil(weakHugging)
        XCTAssertNil(weakExtra)
        root.layoutIfNeeded()
        assertFrame(child.frame, 0, 0, 100, 50)
    }
}
