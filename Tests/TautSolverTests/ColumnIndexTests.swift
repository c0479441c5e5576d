import XCTest
@testable import TautSolver

/// The column index keeps a column's first row inline: a symbol in one row allocates nothing,
/// and compacting a column whose first row went away moves the next live row up.
final class ColumnIndexTests: XCTestCase {
    /// Three rows over four external symbols; `shared` is in all three:
    /// r0: a = shared + 1, r1: b = shared + 2, r2: c = shared + 3.
    private func threeRows() -> (Tableau, shared: Symbol, rows: [Int32]) {
        let t = Tableau()
        let shared = t.newSymbol(.external)
        var rows: [Int32] = []
        for k in 1...3 {
            let basic = t.newSymbol(.external)
            rows.append(t.insertRow(Row(ids: [shared], coefs: [1], constant: Double(k)), basic: basic))
        }
        return (t, shared, rows)
    }

    func testASymbolInOneRowHasNoColumnArray() {
        let (t, shared, rows) = threeRows()
        XCTAssertEqual(t.columnLength(shared), 3)
        XCTAssertEqual(t.colHead[Int(shared)], rows[0])
        XCTAssertEqual(t.cols[Int(shared)], [rows[1], rows[2]])

        // A solver row with its own slack: `x >= 5` is x = 5 + s; s sits in one row only.
        let s = Solver()
        let x = Variable("x")
        XCTAssertNoThrow(try s.addConstraint(x >= 5))
        let slack = Int(s.t.rows[Int(s.t.rowOf[0])].ids[0])
        XCTAssertEqual(s.t.kind[slack], .slack)
        XCTAssertEqual(s.t.columnLength(Symbol(slack)), 1)
        XCTAssertEqual(s.t.cols[slack].capacity, 0)
    }

    func testCompactingMovesTheFirstLiveRowToTheHead() {
        let (t, shared, rows) = threeRows()
        t.removeRow(rows[0])
        // Reading the column drops the removed row: rows 1 and 2 remain, coefficient 1 each.
        let column = t.column(of: shared)
        XCTAssertEqual(column.map(\.row), [rows[1], rows[2]])
        XCTAssertEqual(column.map(\.coefficient), [1, 1])
        XCTAssertEqual(t.colHead[Int(shared)], rows[1])
        XCTAssertEqual(t.cols[Int(shared)], [rows[2]])
        XCTAssertEqual(t.columnLength(shared), 2)

        t.removeRow(rows[1])
        t.removeRow(rows[2])
        XCTAssertTrue(t.column(of: shared).isEmpty)
        XCTAssertEqual(t.colHead[Int(shared)], -1)
        XCTAssertEqual(t.columnLength(shared), 0)
    }

    /// The ratio test's walk: rows whose basic symbol is a slack or an error, with the
    /// coefficient of the symbol in each; rows of external basics, removed rows and rows that
    /// no longer hold the symbol are skipped.
    func testTheRestrictedRowsOfAColumnAreTheRatioTestsRows() {
        let t = Tableau()
        let x = t.newSymbol(.external)
        // r0: external e = 1 + 2x;  r1: slack s1 = 4 − 3x;  r2: error s2 = 5 + 0.5x;
        // r3: slack s3 = 6 − x, removed below;  r4: slack s4 = 7 + 1·y (x never in it, but
        // listed in x's column by hand, as a stale entry would be).
        let e = t.newSymbol(.external), s1 = t.newSymbol(.slack), s2 = t.newSymbol(.error)
        let s3 = t.newSymbol(.slack), s4 = t.newSymbol(.slack), y = t.newSymbol(.external)
        let r0 = t.insertRow(Row(ids: [x], coefs: [2], constant: 1), basic: e)
        let r1 = t.insertRow(Row(ids: [x], coefs: [-3], constant: 4), basic: s1)
        let r2 = t.insertRow(Row(ids: [x], coefs: [0.5], constant: 5), basic: s2)
        let r3 = t.insertRow(Row(ids: [x], coefs: [-1], constant: 6), basic: s3)
        let r4 = t.insertRow(Row(ids: [y], coefs: [1], constant: 7), basic: s4)
        t.addToColumn(r4, of: x)
        t.removeRow(r3)
        XCTAssertEqual(t.columnLength(x), 5)

        var seen: [(row: Int32, basic: Symbol, coefficient: Double)] = []
        t.forEachRestrictedRow(containing: x) { seen.append(($0, $1, $2)) }
        // r0 (external basic), r3 (removed) and r4 (no x) are skipped.
        XCTAssertEqual(seen.map(\.row), [r1, r2])
        XCTAssertEqual(seen.map(\.basic), [s1, s2])
        XCTAssertEqual(seen.map(\.coefficient), [-3, 0.5])
        // The walk leaves the column as it was (no compaction).
        XCTAssertEqual(t.columnLength(x), 5)
        // r0 does hold x (it was skipped for its basic symbol): the compacting read keeps it
        // and drops r3 and r4.
        XCTAssertEqual(t.column(of: x).map(\.row), [r0, r1, r2])
    }
}
