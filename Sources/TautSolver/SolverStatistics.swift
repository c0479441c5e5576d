/// Counters describing a solver's tableau and the work it has done, for diagnostics and
/// performance investigations (``Solver/statistics``).
public struct SolverStatistics: Sendable, CustomStringConvertible {
    /// Rows currently in the tableau.
    public var rows: Int
    /// Entries stored in those rows: nonzero coefficients, plus one per shared dummy part a
    /// row refers to (see ``Solver/dump()`` for the expanded rows).
    public var nonzeros: Int
    /// Variables kept out of the tableau by a defining equality.
    public var definedVariables: Int
    /// Symbols created so far (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Simplex pivots performed so far.
    public var pivots: Int
    /// Row merges (`row += k · other`) performed so far.
    public var merges: Int
    /// Entries read while merging rows so far.
    public var mergedEntries: Int
    /// How many times ``Solver/updateVariables()`` found a required constraint broken by
    /// rounding and rebuilt the tableau from the constraints (0 in any ordinary layout).
    public var rebuilds: Int = 0
    /// How many times a first batch of constraints took the place of the system a pooled
    /// solver had kept from its previous use, instead of being added row by row (layout
    /// engines take their solvers from a pool; see the Performance article).
    public var templatesAdopted: Int = 0

    public var description: String {
        "rows \(rows), nonzeros \(nonzeros), defined \(definedVariables), symbols \(symbols), "
            + "pivots \(pivots), merges \(merges), merged entries \(mergedEntries), rebuilds \(rebuilds)"
            + (templatesAdopted > 0 ? ", templates adopted \(templatesAdopted)" : "")
    }
}

extension Solver {
    /// Sizes of the tableau and counts of the work done so far.
    public var statistics: SolverStatistics {
        settleTemplate()
        var rows = 0, nonzeros = 0
        for r in 0..<t.rows.count where t.alive[r] {
            rows += 1
            nonzeros += t.rows[r].ids.count + t.rows[r].links.count
        }
        return SolverStatistics(rows: rows, nonzeros: nonzeros,
                                definedVariables: definitions.reduce(0) { $0 + ($1 == nil ? 0 : 1) },
                                symbols: t.symbolCount, pivots: t.pivotCount, merges: t.mergeCount,
                                mergedEntries: t.mergedEntries, rebuilds: rebuilds,
                                templatesAdopted: templatesAdopted)
    }
}
