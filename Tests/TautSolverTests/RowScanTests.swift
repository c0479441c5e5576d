import XCTest
@testable import TautSolver

/// The scans that read a row or the definition heap through buffers: ``Row/compact()``,
/// ``Row/partition(isDummy:scratchIDs:scratchCoefs:)``, the solver's heap of definitions and
/// ``DefinitionEvaluator/append(symbol:ids:coefs:constant:)``'s use lists.
final class RowScanTests: XCTestCase {
    func testCompactWithoutZeroLeavesTheRowAsItIs() {
        let row = Row(ids: [4, 7, 9], coefs: [1, -2, 0.5], hot: 2)
        row.compact()
        XCTAssertEqual(row.ids, [4, 7, 9])
        XCTAssertEqual(row.coefs, [1, -2, 0.5])
        XCTAssertEqual(row.hot, 2)
    }

    func testCompactDropsZerosInBothPartsAndKeepsTheOrder() {
        // Hot part: 4 (1), 5 (0), 6 (3); dummy part: 7 (0), 8 (-1), 9 (0).
        let row = Row(ids: [4, 5, 6, 7, 8, 9], coefs: [1, 0, 3, 0, -1, 0], hot: 3)
        row.compact()
        XCTAssertEqual(row.ids, [4, 6, 8])
        XCTAssertEqual(row.coefs, [1, 3, -1])
        XCTAssertEqual(row.hot, 2)
    }

    func testCompactWithTheFirstZeroInTheDummyPart() {
        let row = Row(ids: [1, 2, 3], coefs: [2, 0, 5], hot: 1)
        row.compact()
        XCTAssertEqual(row.ids, [1, 3])
        XCTAssertEqual(row.coefs, [2, 5])
        XCTAssertEqual(row.hot, 1)
    }

    func testCompactOfAnAllZeroRowEmptiesIt() {
        let row = Row(ids: [1, 2], coefs: [0, 0], hot: 2)
        row.compact()
        XCTAssertEqual(row.ids, [])
        XCTAssertEqual(row.hot, 0)
    }

    func testPartitionCountsTheHotPartOfAnOrderedRow() {
        // Symbols 10 and 11 are dummies.
        let row = Row(ids: [1, 2, 10, 11], coefs: [1, 2, 3, 4])
        var ids: [Symbol] = [], coefs: [Double] = []
        row.partition(isDummy: { $0 >= 10 }, scratchIDs: &ids, scratchCoefs: &coefs)
        XCTAssertEqual(row.hot, 2)
        XCTAssertEqual(row.ids, [1, 2, 10, 11])
    }

    func testPartitionMovesDummiesBehindTheOthers() {
        let row = Row(ids: [10, 1, 11, 2], coefs: [1, 2, 3, 4])
        var ids: [Symbol] = [], coefs: [Double] = []
        row.partition(isDummy: { $0 >= 10 }, scratchIDs: &ids, scratchCoefs: &coefs)
        XCTAssertEqual(row.hot, 2)
        XCTAssertEqual(row.ids, [1, 2, 10, 11])
        XCTAssertEqual(row.coefs, [2, 4, 1, 3])
    }

    func testTheDefinitionHeapPopsTheLargestFirst() {
        let s = Solver()
        for x: Int32 in [3, 9, 1, 7, 5, 9] { s.heapPush(x) }
        var out: [Int32] = []
        while let x = s.heapPop() { out.append(x) }
        XCTAssertEqual(out, [9, 9, 7, 5, 3, 1])
        XCTAssertNil(s.heapPop())
    }

    func testUseListsOfTheEvaluatorLinkEachTermToTheEarlierOne() {
        let e = DefinitionEvaluator()
        // d0: symbol 2 = 1 + 3·s0 + 4·s5;  d1: symbol 3 = 2·s5;  d2: symbol 7 = s0 − s2.
        e.append(symbol: 2, ids: [0, 5], coefs: [3, 4], constant: 1)
        e.append(symbol: 3, ids: [5], coefs: [2], constant: 0)
        e.append(symbol: 7, ids: [0, 2], coefs: [1, -1], constant: 0)
        XCTAssertEqual(e.termIDs, [0, 5, 5, 0, 2])
        XCTAssertEqual(e.termCoefs, [3, 4, 2, 1, -1])
        XCTAssertEqual(e.termOwner, [0, 0, 1, 2, 2])
        XCTAssertEqual(e.terms(of: 0), 0..<2)
        XCTAssertEqual(e.terms(of: 1), 2..<3)
        XCTAssertEqual(e.terms(of: 2), 3..<5)
        // Symbol 0 is used by terms 3 then 0; symbol 5 by terms 2 then 1; symbol 2 by term 4.
        XCTAssertEqual(e.lastUse[0], 3)
        XCTAssertEqual(e.nextUse[3], 0)
        XCTAssertEqual(e.nextUse[0], -1)
        XCTAssertEqual(e.lastUse[5], 2)
        XCTAssertEqual(e.nextUse[2], 1)
        XCTAssertEqual(e.nextUse[1], -1)
        XCTAssertEqual(e.lastUse[2], 4)
        XCTAssertEqual(e.nextUse[4], -1)
        // The list grew once, to the 6 entries symbol 5 needed; unused symbols have no use.
        XCTAssertEqual(e.lastUse.count, 6)
        XCTAssertEqual(e.lastUse[1], -1)
        // Symbol 6 needs a seventh entry: the list doubles to 12 instead.
        e.append(symbol: 8, ids: [6], coefs: [1], constant: 0)
        XCTAssertEqual(e.lastUse.count, 12)
        XCTAssertEqual(e.lastUse[6], 5)
        XCTAssertEqual(e.nextUse[5], -1)
        XCTAssertEqual(e.lastUse[11], -1)
    }

    func testTruncatingRestoresTheUseListsOfTheDroppedTerms() {
        let e = DefinitionEvaluator()
        e.append(symbol: 2, ids: [0, 5], coefs: [3, 4], constant: 1)
        e.append(symbol: 3, ids: [5], coefs: [2], constant: 0)
        e.truncate(definitions: 1, symbols: 100)
        XCTAssertEqual(e.termIDs, [0, 5])
        XCTAssertEqual(e.lastUse[5], 1)
        XCTAssertEqual(e.lastUse[0], 0)
    }
}
