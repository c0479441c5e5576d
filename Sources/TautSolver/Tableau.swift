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
    /// Lazy column index: rows that contain (or once contained) each symbol. May hold stale
    /// and duplicate entries; ``rowsContaining(_:)`` compacts a column when it is read.
    @exclusivity(unchecked) var cols: [[Int32]] = []
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
    @exclusivity(unchecked) var variables: [Variable?] = []
    /// The constraint record that owns each marker/error symbol, or -1.
    @exclusivity(unchecked) var owner: [Int32] = []
    /// Definitions (see Solver+Definitions.swift): the definition of a defined variable, or -1.
    @exclusivity(unchecked) var def: [Int32] = []
    /// The definition whose dummy marker this symbol is, or -1.
    @exclusivity(unchecked) var defOfDummy: [Int32] = []
    /// Whether the symbol was ever used in a row or a definition.
    @exclusivity(unchecked) var used: [Bool] = []
    /// Scratch: accumulated coefficient of a defined variable during an expansion.
    @exclusivity(unchecked) var defCoef: [Double] = []
    /// The value of each defined variable at the last evaluation.
    @exclusivity(unchecked) var defValue: [Double] = []

    /// The objective's constant: the weighted error at the current basic solution.
    @exclusivity(unchecked) var objConstant: Double = 0
    /// The largest weight put into the objective (scales the optimality tolerance).
    @exclusivity(unchecked) var objScale: Double = 1

    // MARK: Rows

    @exclusivity(unchecked) var rows: [Row] = []
    @exclusivity(unchecked) var alive: [Bool] = []
    @exclusivity(unchecked) var freeRows: [Int32] = []
    @exclusivity(unchecked) var rowStamp: [UInt32] = []
    @exclusivity(unchecked) var rowTx: [UInt32] = []
    @exclusivity(unchecked) var stamp: UInt32 = 0

    /// Restricted rows whose constant went negative (worklist of the dual simplex).
    @exclusivity(unchecked) var infeasible: [Int32] = []

    /// The open transaction, if any (see Tableau+Journal.swift).
    @exclusivity(unchecked) var journal: Journal?
    @exclusivity(unchecked) var txCounter: UInt32 = 0
    /// The identity of the owning solver, as stored in ``Variable/ownerID``.
    @exclusivity(unchecked) var solverID: UInt64 = 0

    /// Work counters (see ``SolverStatistics``).
    @exclusivity(unchecked) var pivotCount = 0
    @exclusivity(unchecked) var mergeCount = 0
    @exclusivity(unchecked) var mergedEntries = 0

    /// Relative tolerance under which a sum that cancels is snapped to an exact zero.
    static let cancelEpsilon = 1e-11

    var symbolCount: Int { kind.count }

    // MARK: Symbols

    /// Creates a symbol of the given kind.
    func newSymbol(_ k: SymbolKind) -> Symbol {
        let id = Symbol(kind.count)
        kind.append(k)
        rowOf.append(-1)
        cols.append([])
        obj.append(0)
        accPos.append(-1)
        inObjList.append(false)
        inNegList.append(false)
        inChanged.append(false)
        objTx.append(0)
        variables.append(nil)
        owner.append(-1)
        def.append(-1)
        defOfDummy.append(-1)
        used.append(false)
        defCoef.append(0)
        defValue.append(0)
        return id
    }

    @inline(__always)
    func markChanged(_ s: Symbol) {
        if s >= 0 && kind[Int(s)] == .external && !inChanged[Int(s)] {
            inChanged[Int(s)] = true
            changed.append(s)
        }
    }

    /// The current value of a symbol: its row's constant when basic, 0 otherwise.
    @inline(__always)
    func value(of s: Symbol) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Row storage

    /// Puts `row` into the tableau with `basic` as its basic symbol and returns its index.
    @discardableResult
    func insertRow(_ row: Row, basic: Symbol) -> Int32 {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
            touchRow(r)
            rows[Int(r)] = row
            alive[Int(r)] = true
        } else {
            r = Int32(rows.count)
            rows.append(row)
            alive.append(true)
            rowStamp.append(0)
            rowTx.append(0)
            journal?.newRows.append(r)
            rowTx[Int(r)] = txCounter
        }
        row.basic = basic
        rowOf[Int(basic)] = r
        for id in row.ids { cols[Int(id)].append(r) }
        markChanged(basic)
        return r
    }

    /// Takes row `r` out of the tableau; its basic symbol becomes nonbasic.
    func removeRow(_ r: Int32) {
        touchRow(r)
        let row = rows[Int(r)]
        let b = row.basic
        if b >= 0 && rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
        markChanged(b)
        alive[Int(r)] = false
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    /// Compacts the column of `s` (live rows that really contain it, each once, in their
    /// first-seen order) and returns it.
    func rowsContaining(_ s: Symbol) -> [Int32] {
        stamp &+= 1
        var list: [Int32] = []
        swap(&list, &cols[Int(s)])
        var w = 0
        let n = rows.count
        for i in 0..<list.count {
            let r = list[i]
            let ri = Int(r)
            if ri < n && alive[ri] && rowStamp[ri] != stamp && rows[ri].index(of: s) != nil {
                rowStamp[ri] = stamp
                list[w] = r
                w += 1
            }
        }
        list.removeLast(list.count - w)
        cols[Int(s)] = list
        return list
    }

    // MARK: Merging

    /// `row[r] += k · src`, in time linear in both rows, through the `accPos` scratch.
    /// Entries that cancel (relative to the summands) become exact zeros and are removed.
    /// The arrays are moved into locals for the loop (no exclusivity checks, no copies).
    func addScaled(_ r: Int32, _ k: Double, _ src: Row) {
        touchRow(r)
        mergeCount += 1
        mergedEntries += src.ids.count
        let row = rows[Int(r)]
        var ids: [Symbol] = []
        var coefs: [Double] = []
        var pos: [Int32] = []
        var cl: [[Int32]] = []
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        let eps = Tableau.cancelEpsilon
        var zeros = false
        pos.withUnsafeMutableBufferPointer { pos in
            for p in 0..<ids.count { pos[Int(ids[p])] = Int32(p) }
            src.ids.withUnsafeBufferPointer { sids in
                src.coefs.withUnsafeBufferPointer { scoefs in
                    for j in 0..<sids.count {
                        let id = sids[j]
                        let add = k * scoefs[j]
                        let p = Int(pos[Int(id)])
                        if p >= 0 {
                            let old = coefs[p]
                            let nv = old + add
                            if Swift.abs(nv) <= eps * Swift.max(Swift.abs(old), Swift.abs(add)) {
                                coefs[p] = 0
                                zeros = true
                            } else {
                                coefs[p] = nv
                            }
                        } else {
                            pos[Int(id)] = Int32(ids.count)
                            ids.append(id)
                            coefs.append(add)
                            cl[Int(id)].append(r)
                        }
                    }
                }
            }
            for id in ids { pos[Int(id)] = -1 }
        }
        if !zeros { zeros = coefs.contains(0) }
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        if src.constant != 0 {
            let old = row.constant
            let add = k * src.constant
            let nv = old + add
            row.constant = Swift.abs(nv) <= eps * Swift.max(Swift.abs(old), Swift.abs(add)) ? 0 : nv
        }
        if zeros { row.compact() }
    }

    /// `objective += k · src`.
    func addScaledToObjective(_ k: Double, _ src: Row) {
        let eps = Tableau.cancelEpsilon
        for j in 0..<src.ids.count {
            let id = src.ids[j]
            let add = k * src.coefs[j]
            addObjective(id, add, eps)
        }
        if src.constant != 0 { objConstant += k * src.constant }
    }

    /// `objective[id] += add`, snapping a cancellation to zero.
    @inline(__always)
    func addObjective(_ id: Symbol, _ add: Double, _ eps: Double = Tableau.cancelEpsilon) {
        let i = Int(id)
        touchObjective(id)
        let old = obj[i]
        var nv = old + add
        if Swift.abs(nv) <= eps * Swift.max(Swift.abs(old), Swift.abs(add)) { nv = 0 }
        obj[i] = nv
        if nv != 0 && !inObjList[i] { inObjList[i] = true; objList.append(id) }
        if nv < 0 && !inNegList[i] && kind[i] != .dummy { inNegList[i] = true; negList.append(id) }
    }

    /// Sets `objective[id] = 0`.
    @inline(__always)
    func clearObjective(_ id: Symbol) {
        if obj[Int(id)] != 0 {
            touchObjective(id)
            obj[Int(id)] = 0
        }
    }

    // MARK: Pivoting

    /// Replaces symbol `e` by the row `p` (`e = p.constant + Σ p`) in every other row and in
    /// the objective. Touches only the rows of `e`'s column.
    func substitute(_ e: Symbol, by p: Int32) {
        let prow = rows[Int(p)]
        stamp &+= 1
        var list: [Int32] = []
        swap(&list, &cols[Int(e)])
        let n = rows.count
        for r in list {
            let ri = Int(r)
            guard ri < n, r != p, alive[ri], rowStamp[ri] != stamp else { continue }
            rowStamp[ri] = stamp
            let row = rows[ri]
            guard let pos = row.index(of: e) else { continue }
            let k = row.coefs[pos]
            touchRow(r)
            row.coefs[pos] = 0
            addScaled(r, k, prow)
            let b = row.basic
            if b >= 0 {
                if kind[Int(b)].isRestricted && row.constant < 0 { infeasible.append(r) }
                markChanged(b)
            }
        }
        let k = obj[Int(e)]
        if k != 0 {
            clearObjective(e)
            addScaledToObjective(k, prow)
        }
    }

    /// Makes `e` basic in row `r` (whose basic symbol leaves) and substitutes it everywhere.
    /// Returns false (changing nothing) if `e` is not in the row.
    @discardableResult
    func pivot(_ r: Int32, entering e: Symbol) -> Bool {
        let row = rows[Int(r)]
        guard let pos = row.index(of: e) else { return false }
        touchRow(r)
        pivotCount += 1
        let b = row.basic
        row.ids.append(b)
        row.coefs.append(-1)
        cols[Int(b)].append(r)
        row.solve(forEntryAt: pos)
        row.basic = e
        rowOf[Int(b)] = -1
        rowOf[Int(e)] = r
        markChanged(b)
        markChanged(e)
        substitute(e, by: r)
        return true
    }

    /// Deletes `s` from every row and from the objective (used for symbols that leave the
    /// system, such as the artificial variable or the error symbols of a removed constraint).
    func purge(_ s: Symbol) {
        for r in rowsContaining(s) {
            touchRow(r)
            let row = rows[Int(r)]
            if let k = row.index(of: s) {
                row.coefs[k] = 0
                row.compact()
            }
        }
        cols[Int(s)] = []
        clearObjective(s)
    }

    // MARK: Reset

    /// Empties the tableau.
    func clear() {
        kind = []; rowOf = []; cols = []; obj = []; accPos = []
        objList = []; inObjList = []; negList = []; inNegList = []
        changed = []; inChanged = []; objTx = []; variables = []; owner = []
        def = []; defOfDummy = []; used = []; defCoef = []; defValue = []
        objConstant = 0; objScale = 1
        rows = []; alive = []; freeRows = []; rowStamp = []; rowTx = []
        infeasible = []
        journal = nil
    }
}
