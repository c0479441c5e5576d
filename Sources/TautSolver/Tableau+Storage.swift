// Storage of the tableau's rows: putting rows in and taking them out, emptied rows kept for
// reuse, and emptying the whole tableau while keeping its storage's capacity.

extension Tableau {
    // MARK: Row storage

    /// Puts `row` into the tableau with `basic` as its basic symbol and returns its index.
    @discardableResult
    func insertRow(_ row: Row, basic: Symbol) -> Int32 {
        structureVersion &+= 1
        let r: Int32
        if !freeRows.isEmpty { journal?.saveFreeRows(freeRows) }
        if let f = freeRows.popLast() {
            r = f
            touchRow(r)
            rows[Int(r)] = row
            rowRefs[Int(r)] = .passUnretained(row)
            alive[Int(r)] = true
            rowConstant[Int(r)] = row.detachedConstant
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowRefs.append(.passUnretained(row))
            alive.append(true)
            rowStamp.append(0)
            rowTx.append(0)
            rowConstant.append(row.detachedConstant)
            journal?.newRows.append(r)
            rowTx[Int(r)] = txCounter
        }
        row.detachedConstant = 0
        row.basic = basic
        kind.withUnsafeBufferPointer { kinds in
            row.partition(isDummy: { kinds[Int($0)] == .dummy }, scratchIDs: &partitionIDs, scratchCoefs: &partitionCoefs)
        }
        registerLinks(of: row, at: r)
        rowOf[Int(basic)] = r
        // The column arrays moved into locals for the loop (no uniqueness check per entry).
        var heads: [Int32] = [], rest: [[Int32]] = []
        swap(&heads, &colHead)
        swap(&rest, &cols)
        heads.withUnsafeMutableBufferPointer { heads in
            for id in row.ids {
                let i = Int(id)
                if heads[i] < 0 { heads[i] = r } else { rest[i].append(r) }
            }
        }
        swap(&heads, &colHead)
        swap(&rest, &cols)
        markChanged(basic)
        return r
    }

    /// Takes row `r` out of the tableau; its basic symbol becomes nonbasic.
    func removeRow(_ r: Int32) {
        structureVersion &+= 1
        touchRow(r)
        let row = rows[Int(r)]
        let b = row.basic
        if b >= 0 && rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
        markChanged(b)
        alive[Int(r)] = false
        row.detachedConstant = rowConstant[Int(r)]
        rowConstant[Int(r)] = 0
        let empty = Row()
        rows[Int(r)] = empty
        rowRefs[Int(r)] = .passUnretained(empty)
        journal?.saveFreeRows(freeRows)
        freeRows.append(r)
    }

    /// The position of `s` in the tableau row `row`, scanning only the part of the row that
    /// can hold it (see ``Row``).
    @inline(__always)
    func position(of s: Symbol, in row: Row) -> Int? {
        row.index(of: s, dummy: kind[Int(s)] == .dummy)
    }

    /// An empty row with room for about `capacity` entries: a spare row (see ``spareRows``)
    /// when there is one, otherwise a new one.
    @inline(__always)
    func makeRow(capacity: Int) -> Row {
        guard let row = spareRows.popLast() else { return Row(capacity: capacity) }
        if row.ids.capacity < capacity {
            row.ids.reserveCapacity(capacity)
            row.coefs.reserveCapacity(capacity)
        }
        return row
    }

    /// How many emptied rows ``clear()`` keeps at most.
    static let spareRowLimit = 4096

    // MARK: Emptying

    /// Empties the tableau, keeping the capacity of its storage for what comes next: the
    /// per-symbol arrays keep their length, their used entries back at the defaults (as the
    /// entries from ``symbolCount`` on always are, see ``newSymbol(_:)``); each column keeps
    /// its list's room; the rows, emptied, wait in ``spareRows`` (up to ``spareRowLimit``).
    /// The work counters and the round-off rule (``scalesByCurrentCoefficients``) are the
    /// caller's to reset. The variables of the symbols are let go of: give them back first
    /// (see ``Solver/releaseVariables()``).
    func clear() {
        structureVersion &+= 1
        forgetShiftCache()
        resetSymbolEntries(0..<Swift.min(symbolCount, kind.count))
        symbolCount = 0
        objList.removeAllKeepingCapacity()
        negList.removeAllKeepingCapacity()
        changed.removeAllKeepingCapacity()
        pool.removeAll()
        linkedRows.removeAllKeepingCapacity()
        objLinks.removeAllKeepingCapacity()
        objConstant = 0
        objScale = 1
        for row in rows where row.ids.capacity > 0 && spareRows.count < Tableau.spareRowLimit {
            row.removeAll()
            spareRows.append(row)
        }
        rows.removeAllKeepingCapacity()
        rowRefs.removeAllKeepingCapacity()
        alive.removeAllKeepingCapacity()
        rowConstant.removeAllKeepingCapacity()
        freeRows.removeAllKeepingCapacity()
        rowStamp.removeAllKeepingCapacity()
        rowTx.removeAllKeepingCapacity()
        infeasible.removeAllKeepingCapacity()
        closeJournal()
    }
}

extension Tableau {
    /// Drops the cached column of the last constant shift, with its unretained variables (for
    /// a tableau that lets go of its variables).
    func forgetShiftCache() {
        shiftCacheSymbol = -1
        lastUncachedShift = (-1, 0)
        shiftCacheRows.removeAllKeepingCapacity()
        shiftCacheCoefs.removeAllKeepingCapacity()
        shiftCacheBasics.removeAllKeepingCapacity()
        shiftCacheVariables.removeAllKeepingCapacity()
        changedIsShiftedColumn = false
    }

    /// Puts the work counters and stamps back at their first values, as in a new tableau (for
    /// an emptied one, see ``clear()``: its stamps are then compared with nothing).
    func resetCounters() {
        pivotCount = 0
        journaledRows = 0
        mergeCount = 0
        mergedEntries = 0
        structureVersion = 0
        shiftCacheVersion = 0
        stamp = 0
        txCounter = 0
    }
}
