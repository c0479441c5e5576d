import XCTest
@testable import TautSolver

/// A constant change moves the constants of the rows holding the constraint's marker. A column
/// shifted once is read straight from the tableau; the second shift of the same column in a row
/// (an edit being dragged) caches it for the shifts that follow. Every path gives the same
/// values.
final class ShiftCacheTests: XCTestCase {
    func testAOneOffShiftIsNotCachedAndASecondOneIs() throws {
        let s = Solver()
        let x = Variable("x"), w = Variable("w")
        let left = (x == 10) | .strong
        let width = (w == 50) | .medium
        s.addConstraints([x >= 0, left, w >= 0, width, x + w <= 400])
        s.updateVariables()
        // Both pulls hold: x = 10, w = 50 (60 <= 400).
        XCTAssertEqual([x.value, w.value], [10, 50])
        let marker = try XCTUnwrap(s.recordIndex(of: left).flatMap { s.records[Int($0)]?.marker })
        XCTAssertLessThan(s.t.rowOf[Int(marker)], 0)       // shifted along its column

        try s.updateConstant(of: left, to: -20)             // x == 20: once, not cached
        s.updateVariables()
        XCTAssertEqual([x.value, w.value], [20, 50])
        XCTAssertEqual(s.t.shiftCacheSymbol, -1)

        try s.updateConstant(of: left, to: -30)             // x == 30: the second in a row is cached
        s.updateVariables()
        XCTAssertEqual([x.value, w.value], [30, 50])
        XCTAssertEqual(s.t.shiftCacheSymbol, marker)

        try s.updateConstant(of: left, to: -40)             // x == 40: read from the cache
        s.updateVariables()
        XCTAssertEqual([x.value, w.value], [40, 50])

        try s.updateConstant(of: width, to: -70)            // another column once: the cache stays
        s.updateVariables()
        XCTAssertEqual([x.value, w.value], [40, 70])
        XCTAssertEqual(s.t.shiftCacheSymbol, marker)

        // The sum bound binds: x pulled to 40 (strong) and w to 390 (medium) sum to 430, 30
        // too many; the weaker pull gives way: w = 360.
        try s.updateConstant(of: width, to: -390)
        s.updateVariables()
        XCTAssertEqual([x.value, w.value], [40, 360])
    }
}
