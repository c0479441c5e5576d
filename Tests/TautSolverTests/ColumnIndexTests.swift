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
}
