// Storage of the per-symbol arrays: growth in blocks, reservation, and forgetting the symbols
// of a rolled-back transaction.

extension Tableau {
    /// Lengthens every per-symbol array by a quarter (at least 64 entries), with defaults:
    /// few enough calls, and at most a quarter of the entries made but never used.
    func growSymbolArrays() {
        let n = Swift.max(64, kind.count / 4)
        kind.append(contentsOf: repeatElement(.external, count: n))
        rowOf.append(contentsOf: repeatElement(-1, count: n))
        cols.append(contentsOf: repeatElement([], count: n))
        colHead.append(contentsOf: repeatElement(-1, count: n))
        obj.append(contentsOf: repeatElement(0, count: n))
        accPos.append(contentsOf: repeatElement(-1, count: n))
        inObjList.append(contentsOf: repeatElement(false, count: n))
        inNegList.append(contentsOf: repeatElement(false, count: n))
        inChanged.append(contentsOf: repeatElement(false, count: n))
        objTx.append(contentsOf: repeatElement(0, count: n))
        variables.append(nilCount: n)
        owner.append(contentsOf: repeatElement(-1, count: n))
        def.append(contentsOf: repeatElement(-1, count: n))
        defOfDummy.append(contentsOf: repeatElement(-1, count: n))
        used.append(contentsOf: repeatElement(false, count: n))
        inPool.append(contentsOf: repeatElement(0, count: n))
        holderHead.append(contentsOf: repeatElement(-1, count: n))
    }

    /// Makes room for `symbols` more symbols and `rows` more rows without regrowing.
    func reserveCapacity(symbols: Int, rows extraRows: Int) {
        let n = symbolCount + symbols
        grow(&kind, n); grow(&rowOf, n); grow(&cols, n); grow(&colHead, n); grow(&obj, n); grow(&accPos, n)
        grow(&inObjList, n); grow(&inNegList, n); grow(&inChanged, n); grow(&objTx, n)
        variables.reserveCapacity(n)
        grow(&owner, n); grow(&def, n); grow(&defOfDummy, n); grow(&used, n)
        grow(&inPool, n); grow(&holderHead, n)
        let r = rows.count + extraRows
        grow(&rows, r); grow(&rowRefs, r); grow(&alive, r); grow(&rowStamp, r); grow(&rowTx, r); grow(&rowConstant, r)
    }

    /// Forgets the symbols from `n` on (created by a transaction being rolled back): their
    /// entries go back to the defaults, and variables that knew them as theirs forget them.
    func resetSymbols(from n: Int) {
        guard symbolCount > n else { return }
        for s in n..<symbolCount {
            if let v = variables[s], v.ownerID == solverID, v.symbol == Int32(s) { v.symbol = -1; v.ownerID = 0 }
        }
        resetSymbolEntries(n..<symbolCount)
        symbolCount = n
        objList.removeAll { Int($0) >= n }
        negList.removeAll { Int($0) >= n }
        changed.removeAll { Int($0) >= n }
        changedIsShiftedColumn = false
    }

    /// Puts the entries of the symbols in `range` back to their defaults in every per-symbol
    /// array (a column keeps its storage), as ``growSymbolArrays()`` makes them.
    /// Each array is filled in one pass over the range (a store per element there costs a
    /// uniqueness check each: a recycled solver clears some two hundred symbols).
    func resetSymbolEntries(_ range: Range<Int>) {
        variables.clear(range)
        // An empty column is left alone (emptying it would check its uniqueness for nothing).
        cols.withUnsafeMutableBufferPointer { rest in
            for s in range.clamped(to: 0..<rest.count) where !rest[s].isEmpty {
                rest[s].removeAllKeepingCapacity()
            }
        }
        fill(&kind, range, .external); fill(&rowOf, range, -1); fill(&colHead, range, -1); fill(&obj, range, 0)
        fill(&accPos, range, -1); fill(&inObjList, range, false); fill(&inNegList, range, false)
        fill(&inChanged, range, false); fill(&objTx, range, 0); fill(&owner, range, -1); fill(&def, range, -1)
        fill(&defOfDummy, range, -1); fill(&used, range, false); fill(&inPool, range, 0); fill(&holderHead, range, -1)
    }

    /// Whether nothing in the tableau uses symbol `s` yet: no row, column, definition or
    /// constraint has it (a variable with such a symbol may still be defined).
    @inline(__always)
    func isUnused(_ s: Int) -> Bool {
        !used[s] && def[s] < 0 && rowOf[s] < 0 && colHead[s] < 0
    }
}

/// Gives `array` room for `count` elements, at least doubling its capacity when it grows, so
/// that a run of small reservations costs no more than appending would.
func grow<Element>(_ array: inout [Element], _ count: Int) {
    if array.capacity < count { array.reserveCapacity(Swift.max(count, 2 * array.capacity)) }
}

/// Sets the elements of `array` in `range` (as far as the array goes) to `value`.
@inline(__always)
func fill<Element>(_ array: inout [Element], _ range: Range<Int>, _ value: Element) {
    array.withUnsafeMutableBufferPointer { buffer in
        for i in range.clamped(to: 0..<buffer.count) { buffer[i] = value }
    }
}
