/// The simplex tableau: per-symbol arrays indexed by symbol id, the rows, a lazy column index,
/// a dense objective row, and the scratch buffers used to merge rows in linear time.
///
/// Invariants kept between public solver calls:
/// - a basic symbol appears in no row and not in the objective;
/// - every restricted basic symbol (slack/error) has a non-negative row constant;
/// - a row whose basic symbol is a dummy holds only dummy symbols and a zero constant
///   (it stands for a redundant required equality);
/// - a nonbasic external symbol appears only in rows whose basic symbol is external.
final class Tableau {
    // MARK: Per-symbol arrays (index = symbol id)

    /// The kind of each symbol.
    @exclusivity(unchecked) var kind: [SymbolKind] = []
    /// The row in which each symbol is basic, or -1.
    @exclusivity(unchecked) var rowOf: [Int32] = []
    /// Lazy column index: rows that contain (or once contained) each symbol, the first in
    /// ``colHead`` and the rest here (see Tableau+Columns.swift). May hold stale and duplicate
    /// entries; ``column(of:)`` compacts a column when it is read.
    @exclusivity(unchecked) var cols: [[Int32]] = []
    /// The first row of each symbol's column, or -1 for an empty column.
    @exclusivity(unchecked) var colHead: [Int32] = []
    /// The dense objective row: coefficient of each (nonbasic) symbol.
    @exclusivity(unchecked) var obj: [Double] = []
    /// Scratch: position of a symbol in the row being merged, -1 otherwise.
    @exclusivity(unchecked) var accPos: [Int32] = []
    /// Symbols that may have a nonzero objective coefficient (for dumps), with membership flags.
    @exclusivity(unchecked) var objList: [Symbol] = []
    @exclusivity(unchecked) var inObjList: [Bool] = []
    /// Symbols that may have a negative objective coefficient (entering candidates).
    @exclusivity(unchecked) var negList: [Symbol] = []
    @exclusivity(unchecked) var inNegList: [Bool] = []
    /// External symbols whose value may have changed since the last ``Solver/updateVariables()``.
    @exclusivity(unchecked) var changed: [Symbol] = []
    @exclusivity(unchecked) var inChanged: [Bool] = []
    /// Journal stamp of each symbol's objective coefficient.
    @exclusivity(unchecked) var objTx: [UInt32] = []
    /// The user variable of each external symbol.
    @exclusivity(unchecked) var variables = ReferenceTable<Variable>()
    /// The constraint record that owns each marker/error symbol, or -1.
    @exclusivity(unchecked) var owner: [Int32] = []
    /// Definitions (see Solver+Definitions.swift): the definition of a defined variable, or -1.
    @exclusivity(unchecked) var def: [Int32] = []
    /// The definition whose dummy marker this symbol is, or -1.
    @exclusivity(unchecked) var defOfDummy: [Int32] = []
    /// Whether the symbol was ever used in a row or a definition.
    @exclusivity(unchecked) var used: [Bool] = []
    /// The pool generation in which each dummy was frozen into a node (see ``mayBeLinked(_:)``).
    @exclusivity(unchecked) var inPool: [UInt32] = []
    /// The first entry of each dummy's list of holding nodes (``DummyPool/holderNext``),
    /// valid while ``inPool`` is the pool's generation.
    @exclusivity(unchecked) var holderHead: [Int32] = []

    // MARK: Shared dummy parts (see DummyPool.swift)

    @exclusivity(unchecked) var pool = DummyPool()
    /// Rows that received links since the last ``flattenAll()`` (may hold stale entries).
    @exclusivity(unchecked) var linkedRows: [Int32] = []
    /// The most rows the tableau may have for its merges to copy a row's dummy part as
    /// explicit entries instead of linking a shared node of it (see `Tableau+Merge.swift`).
    /// Links keep merges linear in the hot parts of big tableaus, where dummy parts grow long
    /// and are shared by many rows; in a cell's tableau of a few dozen rows a dummy part has a
    /// handful of entries, and a link costs more than the copy: freezing the node, then
    /// expanding every linked row again before the solver is reused (about 7 000 instructions
    /// of a card's 380 000 for one pivot). Tests set it to 0 to take links at any size.
    @exclusivity(unchecked) var explicitDummyRowLimit = 96
    /// The objective's shared dummy part.
    @exclusivity(unchecked) var objLinks: [DummyLink] = []

    /// The objective's constant: the weighted error at the current basic solution.
    @exclusivity(unchecked) var objConstant: Double = 0
    /// The largest weight put into the objective (scales the optimality tolerance).
    @exclusivity(unchecked) var objScale: Double = 1

    // MARK: Rows

    @exclusivity(unchecked) var rows: [Row] = []
    /// The rows again, unretained, for loops that read many of them (kept in step with
    /// ``rows`` by every assignment; valid as long as ``rows`` holds them).
    @exclusivity(unchecked) var rowRefs: [Unmanaged<Row>] = []
    @exclusivity(unchecked) var alive: [Bool] = []
    /// The constant of each row in the tableau (the value of its basic symbol), kept here
    /// rather than in the ``Row`` so that the loops that only read or shift constants (edit
    /// suggestions, writing the variables) scan dense memory. The single source of truth
    /// for a row inside the tableau (its ``Row/detachedConstant`` is then 0); 0 for a free slot.
    @exclusivity(unchecked) var rowConstant: [Double] = []
    @exclusivity(unchecked) var freeRows: [Int32] = []
    /// Emptied rows kept for ``makeRow(capacity:)`` (see Tableau+Storage.swift).
    @exclusivity(unchecked) var spareRows: [Row] = []
    @exclusivity(unchecked) var rowStamp: [UInt32] = []
    @exclusivity(unchecked) var rowTx: [UInt32] = []
    @exclusivity(unchecked) var stamp: UInt32 = 0

    /// Scratch: the dummies of a row being partitioned (see ``Row/partition(isDummy:scratchIDs:scratchCoefs:)``).
    @exclusivity(unchecked) var partitionIDs: [Symbol] = []
    @exclusivity(unchecked) var partitionCoefs: [Double] = []

    /// Restricted rows whose constant went negative (worklist of the dual simplex).
    @exclusivity(unchecked) var infeasible: [Int32] = []

    /// The open transaction, if any (see Tableau+Journal.swift).
    @exclusivity(unchecked) var journal: Journal?
    /// The journal of the last transaction, emptied, for the next one to reuse.
    @exclusivity(unchecked) var spareJournal: Journal?
    @exclusivity(unchecked) var txCounter: UInt32 = 0
    /// The identity of the owning solver, as stored in ``Variable/ownerID``.
    @exclusivity(unchecked) var solverID: UInt64 = 0

    /// Incremented whenever a row's entries (not just its constant) change or rows come and
    /// go; ``shiftConstants(alongColumnOf:by:tolerance:)`` caches a column while it holds.
    @exclusivity(unchecked) var structureVersion: UInt64 = 0
    /// The last column whose constants were shifted: its rows and their coefficients, valid
    /// while ``structureVersion`` equals `shiftCacheVersion`.
    @exclusivity(unchecked) var shiftCacheSymbol: Symbol = -1
    @exclusivity(unchecked) var shiftCacheVersion: UInt64 = 0
    @exclusivity(unchecked) var shiftCacheRows: [Int32] = []
    @exclusivity(unchecked) var shiftCacheCoefs: [Double] = []
    /// The basic symbol of each cached row (a pivot changes the structure version too).
    @exclusivity(unchecked) var shiftCacheBasics: [Symbol] = []
    /// The variable of each cached row's basic symbol when that symbol is external, else `nil`
    /// (the table keeps those variables while the structure version holds).
    @exclusivity(unchecked) var shiftCacheVariables: [Unmanaged<Variable>?] = []
    /// Whether ``changed`` holds exactly the external basics of the cached column, in its
    /// order: a shift found it empty and no symbol was marked since. ``Solver/updateVariables()``
    /// then reads the column's rows and variables straight from the cache.
    @exclusivity(unchecked) var changedIsShiftedColumn = false
    /// The column shifted last without being cached, and the structure version then: a column
    /// is cached on its second shift in a row (an edit being dragged), not for a one-off
    /// constant change (a new cell's measured text), which would only fill the cache to use it
    /// once.
    @exclusivity(unchecked) var lastUncachedShift: (symbol: Symbol, version: UInt64) = (-1, 0)

    /// Work counters (see ``SolverStatistics``).
    @exclusivity(unchecked) var pivotCount = 0
    /// Rows copied into a transaction's journal so far (before their first change in it).
    @exclusivity(unchecked) var journaledRows = 0
    @exclusivity(unchecked) var mergeCount = 0
    @exclusivity(unchecked) var mergedEntries = 0

    /// Relative tolerance under which a sum that cancels is snapped to an exact zero.
    static let cancelEpsilon = 1e-11

    /// `old + add`, or an exact zero when the sum cancels relative to its summands.
    @inline(__always)
    static func cancelledSum(_ old: Double, _ add: Double) -> Double {
        let sum = old + add
        return Swift.abs(sum) <= cancelEpsilon * Swift.max(Swift.abs(old), Swift.abs(add)) ? 0 : sum
    }

    /// Relative size under which a coefficient counts as round-off when a pivot is chosen.
    ///
    /// A coefficient that is zero in exact arithmetic can survive as a residue of a few ulps of
    /// the terms that cancelled in it (``cancelledSum(_:_:)`` only catches a cancellation
    /// within one sum, not an error accumulated over several). Pivoting on such a residue
    /// divides its row by it: the entering symbol takes a value some 10^15 times too large,
    /// every row it is substituted into is shifted by as much, and when the simplex brings
    /// the values back the rounding of those huge numbers is left behind. The solver's fuzzer
    /// found it at every kind of pivot: a new row's subject (a slack on 4.4e-15, a required
    /// equality then off by 21.75), phase one (an unsatisfiable required equality accepted),
    /// a removed constraint's marker (a required inequality off by 335930).
    ///
    /// So a coefficient no larger than `pivotEpsilon` times its row's ``pivotScale(of:)`` is
    /// taken for the 0 it is in exact arithmetic where a pivot is chosen, as far as that is
    /// safe should it be a true one after all:
    /// - the subject of a new row and the entering symbol of phase one skip it (at worst a
    ///   satisfiable constraint is rejected as unsatisfiable, and rolled back);
    /// - the dual simplex lets it enter only when nothing else can (at worst optimality);
    /// - the primal ratio test and a removed marker's leaving row pass its row over unless the
    ///   step would break that row beyond the tolerance, which ranks it with the others (never
    ///   a silent violation); when only round-off rows limit an entering symbol, none does
    ///   (optimality at worst).
    ///
    /// The scale is the magnitude of the terms summed into the row (``Row/magnitude``), not
    /// its largest coefficient now: residues are small relative to the former even when the
    /// whole row came out small (one was 1.4e-11 of its row's largest coefficient but 1e-16 of
    /// its magnitude). Relative to it the residues at the bad pivots of the fuzzer's inputs
    /// were 7e-23 to 1.2e-14, and the true pivots went down to 2.1e-11 (the magnitude is an
    /// upper bound and grows along chains of substitutions); the bound sits in between, about
    /// 9000 ulps. A round-off coefficient is never dropped from its row: one that small can
    /// also be true (1.6e-8 in a row whose largest coefficient is 33), and dropping that one
    /// broke a required constraint once it multiplied a value of 7e10.
    static let pivotEpsilon = 1e-12

    /// Whether `c` is not round-off in a row of scale `scale` (see ``pivotEpsilon``).
    @inline(__always)
    static func isPivot(_ c: Double, scale: Double) -> Bool {
        Swift.abs(c) > pivotEpsilon * scale
    }

    /// The scale of row `row` for the pivot tolerance: the magnitude of the terms summed into
    /// its coefficients (``Row/magnitude``), and at least 1, the coefficient of its basic
    /// symbol or of a new row's own marker; but no more than 1e4 times the row's largest
    /// coefficient now (so that a coefficient above 1e-8 of that is never round-off).
    ///
    /// The magnitude is an upper bound that compounds along chains of substitutions: a fresh
    /// solver of seven constraints with coefficients of 0.5 to 110 and constants up to 1e6
    /// (fuzz finding 1d39cd55) built a row of coefficients ±55 and magnitude 2.3e14, whose
    /// true error was 1.5e-11, judged it all round-off and rejected a satisfiable required
    /// equality; finding 69294389 stopped far from the optimum the same way. The cap costs
    /// nothing in a layout's rows, whose magnitudes stay below 1e4.
    @inline(__always)
    func pivotScale(of row: Row) -> Double {
        let ratio = Tableau.fallbackPivotEpsilon / Tableau.pivotEpsilon
        let magnitude = Swift.max(1, row.magnitude)
        if magnitude <= ratio && !scalesByCurrentCoefficients { return magnitude }
        var largest = 1.0
        for c in row.coefs { largest = Swift.max(largest, Swift.abs(c)) }
        return scalesByCurrentCoefficients ? largest * ratio : Swift.min(magnitude, largest * ratio)
    }

    /// Whether round-off is judged against each row's largest coefficient now alone (a
    /// coefficient up to ``fallbackPivotEpsilon`` of it is round-off), without the magnitude
    /// of the terms summed into the row: the solver's second way, for good once taken, when
    /// the first broke a required constraint (see ``Solver/updateVariables()``). Neither rule
    /// is right on every input; the solver checks its solution either way.
    @exclusivity(unchecked) var scalesByCurrentCoefficients = false

    /// The relative size, against its row's largest coefficient, above which a coefficient is
    /// never round-off (the cap of ``pivotScale(of:)``), and under which it always is once
    /// ``scalesByCurrentCoefficients`` is set. (At 1e-12 instead, fuzz finding b066ba51 broke
    /// a required equality by 1.8 at values of 1e6 after its fallback rebuild; from 1e-8 on it
    /// held.)
    static let fallbackPivotEpsilon = 1e-8

    /// A dummy's whole coefficient: its `explicit` entry plus the part `hidden` behind links
    /// (with the largest linked term as its scale, see ``markedPart(of:)``), or an exact zero
    /// when they cancel relative to those terms.
    @inline(__always)
    static func cancelledTotal(_ explicit: Double, _ hidden: (sum: Double, scale: Double)) -> Double {
        let total = explicit + hidden.sum
        return Swift.abs(total) <= cancelEpsilon * Swift.max(Swift.abs(explicit), hidden.scale) ? 0 : total
    }

    /// How many symbols exist. The per-symbol arrays are longer: they grow in blocks, so that
    /// creating a symbol writes its kind only instead of appending to every array; entries
    /// from `symbolCount` on hold the defaults (see ``resetSymbols(from:)``).
    @exclusivity(unchecked) var symbolCount = 0

    // MARK: Symbols

    /// Creates a symbol of the given kind.
    func newSymbol(_ k: SymbolKind) -> Symbol {
        if symbolCount == kind.count { growSymbolArrays() }
        let id = symbolCount
        symbolCount += 1
        kind[id] = k
        return Symbol(id)
    }

    @inline(__always)
    func markChanged(_ s: Symbol) {
        if s >= 0 && kind[Int(s)] == .external && !inChanged[Int(s)] {
            inChanged[Int(s)] = true
            changed.append(s)
            changedIsShiftedColumn = false
        }
    }

    /// The current value of a symbol: its row's constant when basic, 0 otherwise.
    @inline(__always)
    func value(of s: Symbol) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rowConstant[Int(r)] : 0
    }

    // MARK: Pivoting

    /// Replaces symbol `e` by the row `p` (`e = rowConstant[p] + Σ p`) in every other row and in
    /// the objective. Touches only the rows of `e`'s column.
    /// `known` is `e`'s column when the caller has just read it (see ``pivot(_:entering:column:)``).
    func substitute(_ e: Symbol, by p: Int32, column known: [(row: Int32, coefficient: Double)]? = nil) {
        let dummy = kind[Int(e)] == .dummy
        if dummy && mayBeLinked(e) { return substituteLinked(e, by: p, column: known) }
        stamp &+= 1
        let (head, list) = takeColumn(e)
        let n = rows.count
        let count = head < 0 ? 0 : 1 + list.count
        for i in 0..<count {
            let r = i == 0 ? head : list[i - 1]
            let ri = Int(r)
            guard ri < n, r != p, alive[ri], rowStamp[ri] != stamp else { continue }
            rowStamp[ri] = stamp
            let row = rows[ri]
            guard let pos = row.index(of: e, dummy: dummy) else { continue }
            let k = row.coefs[pos]
            touchRow(r)
            row.coefs[pos] = 0
            addScaledTracked(r, k, from: p)
        }
        let k = obj[Int(e)]
        if k != 0 {
            clearObjective(e)
            addScaledToObjective(k, row: p)
        }
    }

    /// Makes `e` basic in row `r` (whose basic symbol leaves) and substitutes it everywhere.
    /// Returns false (changing nothing) if `e` is not in the row.
    ///
    /// `column`, if given, is `e`'s column as ``column(of:)`` returned it just before, with no
    /// change to the tableau since: it saves reading a linked dummy's column a second time.
    @discardableResult
    func pivot(_ r: Int32, entering e: Symbol, column: [(row: Int32, coefficient: Double)]? = nil) -> Bool {
        structureVersion &+= 1
        let row = rows[Int(r)]
        if kind[Int(e)] == .dummy && mayBeLinked(e) {
            touchRow(r)
            flatten(row, at: r)
        }
        guard var pos = position(of: e, in: row) else { return false }
        touchRow(r)
        pivotCount += 1
        let b = row.basic
        // 0 = c + Σ − b, solved for e.
        let (at, moved) = row.append(b, -1, dummy: kind[Int(b)] == .dummy)
        if moved >= 0 && pos == at { pos = moved }
        addToColumn(r, of: b)
        rowConstant[Int(r)] *= row.solve(forEntryAt: pos)
        exchangeBasic(of: row, at: r, leaving: b, entering: e)
        substitute(e, by: r, column: column)
        return true
    }

    /// Records that `e` replaced `b` as the basic symbol of `row` (row `r`).
    @inline(__always)
    func exchangeBasic(of row: Row, at r: Int32, leaving b: Symbol, entering e: Symbol) {
        row.basic = e
        rowOf[Int(b)] = -1
        rowOf[Int(e)] = r
        markChanged(b)
        markChanged(e)
    }

    /// Deletes `s` from every row and from the objective (used for symbols that leave the
    /// system, such as the artificial variable or the error symbols of a removed constraint).
    func purge(_ s: Symbol) {
        structureVersion &+= 1
        for r in rowsContaining(s) {
            touchRow(r)
            let row = rows[Int(r)]
            if let k = position(of: s, in: row) {
                row.coefs[k] = 0
                row.compact()
            }
        }
        clearColumn(s)
        clearObjective(s)
    }

    /// ``purge(_:)`` for a dummy that a pivot has just substituted out of every row behind
    /// links: each row's explicit entry now cancels its linked part exactly, so no row holds
    /// it and reading its column again (a walk of the pool) would find nothing to delete.
    func forgetSubstituted(_ s: Symbol) {
        structureVersion &+= 1
        clearColumn(s)
        clearObjective(s)
    }
}
