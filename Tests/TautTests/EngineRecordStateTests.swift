import XCTest
@testable import Taut

/// A constraint is its own engine record; a fitting engine keeps stand-ins for the constraints
/// of the tree's engine; the reason of a record is a case that becomes the report's sentence.
final class EngineRecordStateTests: XCTestCase {
    func testAFittingEngineKeepsAStandInAndLeavesTheConstraintsOwnRecordAlone() {
        let root = EngineFixture.root(400, 400)
        let cell = EngineFixture.child("cell", in: root)
        let width = cell.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            width,
            cell.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // In the tree's engine the constraint is its own record.
        XCTAssertTrue(root.engine?.record(of: width) === width)
        XCTAssertTrue(width.engineRecord === width)
        XCTAssertTrue(width.constraint === width)

        let fitting = LayoutEngine(root: cell, fitting: true)
        fitting.add(width)
        // One stand-in, filed by the constraint, reading the constraint itself.
        let standIn = fitting.record(of: width)
        XCTAssertNotNil(standIn)
        XCTAssertFalse(standIn === width)
        XCTAssertTrue(standIn?.constraint === width)
        XCTAssertNil(standIn?.engineRecord)
        XCTAssertEqual(fitting.records.count, 1)
        XCTAssertEqual(fitting.borrowedRecords.count, 1)
        // The constraint's own record (in the tree's engine) is untouched: still listed there.
        XCTAssertTrue(width.engineRecord === width)
        XCTAssertTrue(root.engine?.record(of: width) === width)

        fitting.remove(width)
        XCTAssertNil(fitting.record(of: width))
        XCTAssertEqual(fitting.records.count, 0)
        XCTAssertEqual(fitting.borrowedRecords.count, 0)
        XCTAssertTrue(root.engine?.record(of: width) === width)

        // The tree's engine still acts on it: width 120 (height 50 stays).
        width.constant = 120
        root.layoutIfNeeded()
        assertFrame(cell.frame, 0, 0, 120, 50)
    }

    func testAConstraintLeavingItsEngineIsNoLongerARecord() {
        let root = EngineFixture.root(300, 300)
        let child = EngineFixture.child("child", in: root)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([height])
        root.layoutIfNeeded()
        XCTAssertTrue(height.engineRecord === height)
        XCTAssertNotNil(height.solverConstraint)
        XCTAssertEqual(height.state, .installed)

        height.isActive = false
        // Delisted (index -1), without a solver constraint, and marked removed.
        XCTAssertNil(height.engineRecord)
        XCTAssertEqual(height.index, -1)
        XCTAssertNil(height.solverConstraint)
        XCTAssertEqual(height.state, .removed)

        // Activated again: a new record, pending until the next pass, then installed.
        height.isActive = true
        XCTAssertTrue(height.engineRecord === height)
        XCTAssertEqual(height.state, .pending)
        root.layoutIfNeeded()
        XCTAssertEqual(height.state, .installed)
    }

    func testReasonsReadAsTheReportsSentences() {
        XCTAssertEqual(RecordReason.activatedLast.text(rootName: "cell"), "it was activated last")
        XCTAssertEqual(RecordReason.addedAfterConflicts.text(rootName: "cell"),
                       "it was added after the constraints it conflicts with")
        // 12.5 prints with its fraction, 30 without one.
        XCTAssertEqual(RecordReason.constantChanged(to: 12.5).text(rootName: "cell"), "its constant changed to 12.5")
        XCTAssertEqual(RecordReason.priorityChanged(to: LayoutPriority(750)).text(rootName: "cell"),
                       "its priority changed to 750")
        XCTAssertEqual(RecordReason.sizeHeldAfterFitting.text(rootName: "cell"),
                       "the size of cell was held after systemLayoutSizeFitting")
        XCTAssertEqual(RecordReason.directionChanged.text(rootName: "cell"), "the layout direction changed")
    }

    func testAPendingSystemEntryIsOneReferenceWide() {
        // A record, or an item's variables with the axis as the case: 8 bytes, so that the 64
        // entries an engine reserves are a 512-byte block.
        XCTAssertEqual(MemoryLayout<LayoutEngine.PendingSystemEntry>.stride, 8)
        let root = EngineFixture.root(100, 100)
        guard let iv = LayoutEngine(root: root).variables(for: root) else { return XCTFail("no variables") }
        XCTAssertEqual(LayoutEngine.PendingSystemEntry.intrinsic(iv, axis: 0).intrinsicPair?.axis, 0)
        XCTAssertEqual(LayoutEngine.PendingSystemEntry.intrinsic(iv, axis: 1).intrinsicPair?.axis, 1)
        XCTAssertTrue(LayoutEngine.PendingSystemEntry.intrinsic(iv, axis: 1).intrinsicPair?.variables === iv)
    }
}
