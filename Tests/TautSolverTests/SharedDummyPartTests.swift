import XCTest
@testable import TautSolver

/// Rows share dummy parts by reference (DummyPool.swift). These tests build the benchmark's
/// grid, where every cell's width row would otherwise carry the markers of the whole first
/// row, and then read those hidden markers' columns: removals, constant changes, a conflict.
/// A small tableau copies dummy parts instead (`Tableau.explicitDummyRowLimit`): the small
/// grids run both ways, copied and linked, and must give the same values.
final class SharedDummyPartTests: XCTestCase {
    /// kiwi_bench's grid: k × k cells, 8 points apart and from the container's edges, widths
    /// shared along rows and down the first column, heights along columns and across the
    /// first row; the container's width and height are strong edit variables.
    struct Grid {
        let solver = Solver()
        let k: Int
        let cx = Variable("cx"), cy = Variable("cy"), cw = Variable("cw"), ch = Variable("ch")
        var l: [[Variable]] = [], t: [[Variable]] = [], w: [[Variable]] = [], h: [[Variable]] = []
        /// `l[r][c] == l[r][c-1] + w[r][c-1] + 8`, per row (c ≥ 1).
        var gaps: [[Constraint]] = []

        /// `linksAtAnySize`: merges link dummy parts however small the tableau is.
        init(_ k: Int, linksAtAnySize: Bool = false) throws {
            self.k = k
            if linksAtAnySize { solver.t.explicitDummyRowLimit = 0 }
            let size = 100 * Double(k) + 8 * Double(k + 1)
            try solver.addEditVariable(cw, strength: .strong)
            try solver.addEditVariable(ch, strength: .strong)
            try solver.suggestValue(cw, size)
            try solver.suggestValue(ch, size)
            try solver.addConstraint(cx == 0)
            try solver.addConstraint(cy == 0)
            for r in 0..<k {
                l.append([]); t.append([]); w.append([]); h.append([]); gaps.append([])
                for c in 0..<k {
                    let lv = Variable("l\(r)\(c)"), tv = Variable("t\(r)\(c)")
                    let wv = Variable("w\(r)\(c)"), hv = Variable("h\(r)\(c)")
                    l[r].append(lv); t[r].append(tv); w[r].append(wv); h[r].append(hv)
                    try solver.addConstraint(wv >= 0)
                    try solver.addConstraint(hv >= 0)
                    if c == 0 {
                        try solver.addConstraint(lv == cx + 8)
                    } else {
                        let gap = lv == l[r][c - 1] + w[r][c - 1] + 8
                        gaps[r].append(gap)
                        try solver.addConstraint(gap)
                    }
                    try solver.addConstraint(r == 0 ? tv == cy + 8 : tv == t[r - 1][c] + h[r - 1][c] + 8)
                    if c > 0 { try solver.addConstraint(wv == w[r][0]) } else if r > 0 { try solver.addConstraint(wv == w[0][0]) }
                    if r > 0 { try solver.addConstraint(hv == h[0][c]) } else if c > 0 { try solver.addConstraint(hv == h[0][0]) }
                    if c == k - 1 { try solver.addConstraint(lv + wv + 8 == cx + cw) }
                    if r == k - 1 { try solver.addConstraint(tv + hv + 8 == cy + ch) }
                }
            }
            solver.updateVariables()
        }

        var widths: [Double] { w.flatMap { $0.map(\.value) } }
        var heights: [Double] { h.flatMap { $0.map(\.value) } }
    }

    func testGridTableauGrowsWithTheCellsNotFaster() throws {
        // 16 × 16 cells. Fully substituted, each of the 2·256 width rows (widths and their
        // slacks) would hold the ~2·16 markers of the first row's chain: > 16 000 entries.
        // Shared, a row holds its own few entries and one link; the largest rows left are the
        // redundant right and bottom edges (one all-dummy row per row and column, ~3·16
        // entries each, ~1 500 in all): about 20 entries a cell.
        let g = try Grid(16)
        let stats = g.solver.statistics
        XCTAssertLessThan(stats.nonzeros, 30 * 256)
        // 16·100 + 17·8 = 1736 wide: every cell 100 × 100, cell c starts at 8 + 108·c.
        XCTAssertEqual(g.widths, Array(repeating: 100, count: 256))
        XCTAssertEqual(g.heights, Array(repeating: 100, count: 256))
        XCTAssertEqual(g.l[15].map(\.value), (0..<16).map { 8 + 108 * Double($0) })
        XCTAssertEqual(g.t[15][3].value, 8 + 108 * 15)
    }

    func testRemovalAndConstantChangesReachHiddenMarkers() throws {
        try removalAndConstantChangesReachHiddenMarkers(linksAtAnySize: false)
        try removalAndConstantChangesReachHiddenMarkers(linksAtAnySize: true)
    }

    func removalAndConstantChangesReachHiddenMarkers(linksAtAnySize: Bool) throws {
        // 2 × 2 cells in 2·100 + 3·8 = 224 points.
        let g = try Grid(2, linksAtAnySize: linksAtAnySize)
        let rowZeroGap = g.gaps[0][0], rowOneGap = g.gaps[1][0]
        XCTAssertEqual(g.solver.constant(of: rowOneGap), -8)    // l − l' − w' − 8 == 0

        // Without row 0's gap, row 1 (2w + 24 = 224) still fixes the shared width at 100;
        // row 0's second cell is placed by the right edge: 224 − 8 − 100 = 116.
        try g.solver.removeConstraint(rowZeroGap)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, [100, 100, 100, 100])
        XCTAssertEqual(g.l[0][1].value, 116)

        // Row 1's gap 8 → 20: 2w + 8 + 20 + 8 = 224, w = 94 in every cell; l11 = 8 + 94 + 20
        // = 122 and, by the right edge, l01 = 224 − 8 − 94 = 122. Heights do not move.
        try g.solver.updateConstant(of: rowOneGap, to: -20)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, [94, 94, 94, 94])
        XCTAssertEqual([g.l[0][1].value, g.l[1][1].value], [122, 122])
        XCTAssertEqual(g.heights, [100, 100, 100, 100])

        // Back to 8, and the removed gap re-added (consistent again: w = 100, l01 = 116).
        try g.solver.updateConstant(of: rowOneGap, to: -8)
        try g.solver.addConstraint(rowZeroGap)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, [100, 100, 100, 100])
        XCTAssertEqual([g.l[0][1].value, g.l[1][1].value], [116, 116])
    }

    func testConflictingConstantChangeOnAHiddenMarkerIsRolledBack() throws {
        try conflictingConstantChangeOnAHiddenMarkerIsRolledBack(linksAtAnySize: false)
        try conflictingConstantChangeOnAHiddenMarkerIsRolledBack(linksAtAnySize: true)
    }

    func conflictingConstantChangeOnAHiddenMarkerIsRolledBack(linksAtAnySize: Bool) throws {
        // 3 × 3 cells in 332 points. A gap of 20 in row 0 alone would need 3w + 44 = 332
        // while rows 1 and 2 need 3w + 32 = 332: the required constraints cannot all hold.
        let g = try Grid(3, linksAtAnySize: linksAtAnySize)
        let gap = g.gaps[0][1]
        XCTAssertThrowsError(try g.solver.updateConstant(of: gap, to: -20)) { error in
            guard case .unsatisfiableConstraint(_, let conflicts)? = error as? SolverError else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)")
            }
            XCTAssertFalse(conflicts.isEmpty)
        }
        XCTAssertEqual(g.solver.constant(of: gap), -8)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, Array(repeating: 100, count: 9))
        XCTAssertEqual(g.l[0].map(\.value), [8, 116, 224])

        // Still usable: a wider container spreads over the shared width, (440 − 32) / 3 = 136.
        try g.solver.suggestValue(g.cw, 440)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, Array(repeating: 136, count: 9))
    }

    func testSmallTableauCopiesDummyPartsAndLinksOnlyWhenTold() throws {
        // 3 × 3 cells (well under the row limit): building the grid and a wider container
        // ((440 − 32) / 3 = 136 a cell, cells at 8 + 144·c) merge rows with dummy parts.
        let copied = try Grid(3)
        let linked = try Grid(3, linksAtAnySize: true)
        for g in [copied, linked] {
            try g.solver.suggestValue(g.cw, 440)
            g.solver.updateVariables()
            XCTAssertEqual(g.widths, Array(repeating: 136, count: 9))
            XCTAssertEqual(g.l[2].map(\.value), [8, 152, 296])
        }
        // Copied: no row and no objective entry refers to a shared node, and the pool is empty.
        XCTAssertEqual(copied.solver.t.rows.filter { !$0.links.isEmpty }.count, 0)
        XCTAssertTrue(copied.solver.t.objLinks.isEmpty)
        XCTAssertEqual(copied.solver.t.pool.count, 0)
        // Linked: the same merges made shared nodes.
        XCTAssertGreaterThan(linked.solver.t.rows.filter { !$0.links.isEmpty }.count, 0)
        XCTAssertGreaterThan(linked.solver.t.pool.count, 0)
    }

    func testRemovingGapsWhoseMarkersHideBehindLinks() throws {
        // 6 × 6 cells in 6·100 + 7·8 = 656 points. Row 0's gap markers sit behind links in the
        // rows that leave when they are removed, and (through the shared widths) in the rows of
        // every cell: each removal eliminates one without expanding the leaving row's shared
        // dummy part.
        let g = try Grid(6)
        let removed = g.gaps[0]
        for gap in removed {
            let marker = try XCTUnwrap(g.solver.recordIndex(of: gap).flatMap { g.solver.records[Int($0)]?.marker })
            try g.solver.removeConstraint(gap)
            // No row holds the removed marker any more, explicitly or behind a link: where a
            // link hides it, an explicit entry cancels it exactly.
            XCTAssertEqual(rowsHolding(marker, in: g.solver.t), [])
        }
        g.solver.updateVariables()
        // The other rows still fix the shared width; row 0's last cell is held by the right
        // edge, 656 − 8 − 100 = 548; row 1 keeps 8 + 108·c.
        XCTAssertEqual(g.widths, Array(repeating: 100, count: 36))
        XCTAssertEqual(g.l[0][5].value, 548)
        XCTAssertEqual(g.l[1].map(\.value), (0..<6).map { 8 + 108 * Double($0) })

        // A wider container after the removals: (776 − 56) / 6 = 120 per cell, cells at
        // 8 + 128·c, and row 0's last cell at 776 − 8 − 120 = 648.
        try g.solver.suggestValue(g.cw, 776)
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, Array(repeating: 120, count: 36))
        XCTAssertEqual(g.l[4].map(\.value), (0..<6).map { 8 + 128 * Double($0) })
        XCTAssertEqual(g.l[0][5].value, 648)

        // The gaps back and the container back: every row at 8 + 108·c again.
        for gap in removed { try g.solver.addConstraint(gap) }
        try g.solver.suggestValue(g.cw, 656)
        g.solver.updateVariables()
        for r in 0..<6 { XCTAssertEqual(g.l[r].map(\.value), (0..<6).map { 8 + 108 * Double($0) }) }

        // A hidden marker's column is still right after the eliminations: row 0's first gap
        // 8 → 20 alone cannot hold (6w + 68 = 656 against 6w + 56 = 656 elsewhere).
        XCTAssertThrowsError(try g.solver.updateConstant(of: removed[0], to: -20))
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, Array(repeating: 100, count: 36))
    }

    /// The live rows in which `s`'s whole coefficient (its explicit entry plus every link's
    /// flattened share) is not zero.
    func rowsHolding(_ s: Symbol, in t: Tableau) -> [Int32] {
        var out: [Int32] = []
        for r in t.rows.indices where t.alive[r] {
            let row = t.rows[r]
            var total = row.index(of: s).map { row.coefs[$0] } ?? 0
            var scale = Swift.abs(total)
            for link in row.links {
                let flat = t.flatNode(link.node)
                for j in t.pool.entries(of: flat) where t.pool.ids[j] == s {
                    total += link.coef * t.pool.coefs[j]
                    scale = Swift.max(scale, Swift.abs(link.coef * t.pool.coefs[j]))
                }
            }
            if Swift.abs(total) > 1e-9 * Swift.max(scale, 1) { out.append(Int32(r)) }
        }
        return out
    }

    func testAPoolChangedOverAndOverStaysBoundedAndRight() throws {
        // A small grid whose rows link their dummy parts, changed 12 000 times (a gap removed
        // and added again, the container resized): old versions of rows pile up in the pool,
        // about two entries a step, until it holds 64 entries a row (at least 16 384), when it
        // is emptied, so a column query never walks more than that. (With only the absolute
        // limit of four million, the pool would reach about 24 000 entries here.) The values
        // stay those of the grid.
        let g = try Grid(4, linksAtAnySize: true)
        let gap = g.gaps[0][0]
        var largest = 0
        for step in 0..<12_000 {
            try g.solver.removeConstraint(gap)
            // 4 cells and 5 gaps of 8: 440 points make 100-point cells, 480 make 110.
            try g.solver.suggestValue(g.cw, step % 2 == 0 ? 480 : 440)
            try g.solver.addConstraint(gap)
            let stored = g.solver.t.pool.ids.count + g.solver.t.pool.linkNodes.count + g.solver.t.pool.edgeFrom.count
            largest = max(largest, stored)
        }
        let bound = max(Tableau.poolFloor, Tableau.poolPerRow * g.solver.t.rows.count)
        // One operation adds a bounded amount past the bound before the next trim.
        XCTAssertLessThan(largest, bound + 4096)
        // The last step (odd) suggested 440 points: 100-point cells, 108 apart from 8.
        g.solver.updateVariables()
        XCTAssertEqual(g.widths, Array(repeating: 100, count: 16))
        XCTAssertEqual(g.l[2].map(\.value), [8, 116, 224, 332])
    }
}
