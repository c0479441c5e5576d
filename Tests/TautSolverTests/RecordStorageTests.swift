import XCTest
@testable import TautSolver

/// How the solver stores what it knows about its constraints: each record holds its
/// constraint unretained and ``Solver/heldConstraints`` keeps it alive (see ConstraintRecord),
/// and a reset empties the per-symbol tables in bulk (``ReferenceTable/clear(_:)``).
final class RecordStorageTests: XCTestCase {
    /// A constraint whose only reference is the solver's stays alive while it is added (its
    /// record still reads it), and is freed once removed.
    func testSolverKeepsItsConstraintsAlive() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        weak var weakRow: Constraint?
        weak var weakDefinition: Constraint?
        do {
            // x >= 10 becomes a tableau row; y == x + 5 a definition of the fresh y.
            let row = x >= 10
            let definition = y == x + 5
            weakRow = row
            weakDefinition = definition
            XCTAssertTrue(s.addConstraints([row, definition]).isEmpty)
        }
        XCTAssertNotNil(weakRow)
        XCTAssertNotNil(weakDefinition)
        // The records read their constraints: the row 0 = x − 10 − slack is solved for x,
        // x = 10 + slack with the slack nonbasic at 0, so x = 10; then y = 10 + 5 = 15.
        s.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
        XCTAssertEqual(s.constraints.count, 2)
        let held = s.constraints
        XCTAssertTrue(held[0] === weakRow)
        XCTAssertTrue(held[1] === weakDefinition)
        try s.removeConstraint(held[0])
        try s.removeConstraint(held[1])
        XCTAssertEqual(s.constraints.count, 0)
        XCTAssertEqual(s.heldConstraints.compactMap { $0 }.count, 0)
        _ = held
    }

    /// A constraint dropped by a reset, by a failed addition or by a rejection in a batch is
    /// no longer held.
    func testDroppedConstraintsAreReleased() {
        let s = Solver()
        let x = Variable("x")
        weak var weakReset: Constraint?
        weak var weakRejected: Constraint?
        do {
            let kept = x == 20
            let conflicting = x == 30
            weakReset = kept
            weakRejected = conflicting
            // x == 20 goes in; x == 30 conflicts with it and is rejected (the batch goes on).
            let rejected = s.addConstraints([kept, conflicting])
            XCTAssertEqual(rejected.count, 1)
            XCTAssertTrue(rejected.first?.constraint === conflicting)
        }
        XCTAssertNotNil(weakReset)
        XCTAssertNil(weakRejected)
        s.reset()
        XCTAssertNil(weakReset)
        XCTAssertTrue(s.heldConstraints.isEmpty)
    }

    /// Reusing a freed record slot holds the new constraint in the same slot.
    func testFreedRecordSlotIsReused() throws {
        let s = Solver()
        let x = Variable("x")
        let first = x >= 5
        try s.addConstraint(first)
        try s.removeConstraint(first)
        let second = x <= 7
        try s.addConstraint(second)
        // One slot for both: the first one's was freed and taken again.
        XCTAssertEqual(s.records.count, 1)
        XCTAssertEqual(s.heldConstraints.count, 1)
        XCTAssertTrue(s.heldConstraints[0] === second)
        XCTAssertTrue(s.records[0]?.constraint === second)
        // x <= 7 alone: its row 0 = 7 − x − slack takes x as subject (an external symbol
        // comes first), x = 7 − slack, and the slack is nonbasic at 0: x = 7.
        s.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    /// ``ReferenceTable/clear(_:)`` empties exactly the entries in its range (clamped to the
    /// table), both the retained and the unretained copy.
    func testReferenceTableClearsARange() {
        var table = ReferenceTable<Variable>()
        let vs = (0..<4).map { Variable("v\($0)") }
        for v in vs { table.append(v) }
        table.clear(1..<3)
        XCTAssertTrue(table[0] === vs[0])
        XCTAssertNil(table[1])
        XCTAssertNil(table[2])
        XCTAssertTrue(table[3] === vs[3])
        XCTAssertNil(table.unmanaged[1])
        XCTAssertNil(table.unmanaged[2])
        XCTAssertTrue(table.unmanaged[3]?.takeUnretainedValue() === vs[3])
        // A range past the end is clamped: entries 3 (and nothing beyond) are emptied.
        table.clear(3..<10)
        XCTAssertNil(table[3])
        XCTAssertEqual(table.count, 4)
    }
}
