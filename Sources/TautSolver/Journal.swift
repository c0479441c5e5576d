/// The undo log of one transaction on a ``Tableau``: the first-seen content of every row and
/// objective coefficient that the transaction changed, so that a failed operation can put the
/// tableau back exactly as it was.
final class Journal {
    /// A row as it was before the transaction touched it.
    struct RowSnapshot {
        let index: Int32
        let alive: Bool
        let ids: [Symbol]
        let coefs: [Double]
        /// The row's ``Tableau/rowConstant`` entry.
        let constant: Double
        let basic: Symbol
        let hot: Int
        let links: [DummyLink]
        let magnitude: Double
    }

    @exclusivity(unchecked) var rowSnapshots: [RowSnapshot] = []
    /// Rows appended to the row storage during the transaction.
    @exclusivity(unchecked) var newRows: [Int32] = []
    @exclusivity(unchecked) var objSnapshots: [(Symbol, Double)] = []
    private(set) var objConstant: Double = 0
    private(set) var objScale: Double = 1
    private(set) var symbolCount = 0
    private(set) var rowCount = 0
    /// The tableau's ``Tableau/freeRows`` and ``Tableau/objLinks`` as they were, saved before
    /// the transaction first changes them (most transactions change neither, and copying
    /// them at the start cost a retain and a release each).
    private(set) var freeRows: [Int32] = []
    private(set) var objLinks: [DummyLink] = []
    private(set) var savedFreeRows = false
    private(set) var savedObjLinks = false

    /// Starts a transaction on `t`: remembers what it is now. The logs are empty (a journal is
    /// new or was closed); one journal serves every transaction of a tableau in turn.
    func open(on t: Tableau) {
        objConstant = t.objConstant
        objScale = t.objScale
        symbolCount = t.symbolCount
        rowCount = t.rows.count
    }

    /// Saves the free rows before their first change in the transaction.
    @inline(__always)
    func saveFreeRows(_ rows: [Int32]) {
        guard !savedFreeRows else { return }
        savedFreeRows = true
        freeRows = rows
    }

    /// Saves the objective's links before their first change in the transaction.
    @inline(__always)
    func saveObjLinks(_ links: [DummyLink]) {
        guard !savedObjLinks else { return }
        savedObjLinks = true
        objLinks = links
    }

    /// Lets go of what the transaction recorded (the rows' old contents above all), keeping
    /// the logs' storage for the next transaction.
    func close() {
        rowSnapshots.removeAllKeepingCapacity()
        newRows.removeAllKeepingCapacity()
        objSnapshots.removeAllKeepingCapacity()
        if savedFreeRows {
            savedFreeRows = false
            freeRows = []
        }
        if savedObjLinks {
            savedObjLinks = false
            objLinks = []
        }
    }
}

extension Tableau {
    /// Starts recording changes so that ``rollback()`` can undo them.
    func begin() {
        txCounter &+= 1
        if txCounter == 0 {
            // Stamps wrapped around: forget every old stamp.
            for i in rowTx.indices { rowTx[i] = 0 }
            for i in objTx.indices { objTx[i] = 0 }
            txCounter = 1
        }
        let j = spareJournal ?? Journal()
        spareJournal = nil
        j.open(on: self)
        journal = j
    }

    /// Closes a journal taken out of ``journal``: it waits for the next transaction.
    private func recycle(_ j: Journal) {
        j.close()
        spareJournal = j
    }

    /// Keeps the changes made since ``begin()``.
    func commit() {
        closeJournal()
        // A flattening inside the transaction could not empty the pool (the journal might
        // have needed its nodes); if no row refers to it any more, empty it now.
        if linkedRows.isEmpty && objLinks.isEmpty && pool.count > 0 { pool.removeAll() }
        trimPool()
    }

    /// Stops recording the open transaction: what it changed so far is kept, what it changes
    /// from now on is not journaled, and ``rollback()`` does nothing. For an operation past
    /// its last possible failure; ``commit()`` still ends the transaction.
    func closeJournal() {
        if let j = journal {
            journal = nil
            recycle(j)
        }
    }

    /// Records row `r` before its first change in the open transaction.
    @inline(__always)
    func touchRow(_ r: Int32) {
        guard let j = journal, rowTx[Int(r)] != txCounter else { return }
        rowTx[Int(r)] = txCounter
        journaledRows += 1
        let row = rows[Int(r)]
        j.rowSnapshots.append(.init(index: r, alive: alive[Int(r)], ids: row.ids, coefs: row.coefs,
                                    constant: rowConstant[Int(r)], basic: row.basic, hot: row.hot,
                                    links: row.links, magnitude: row.magnitude))
    }

    /// Records an objective coefficient before its first change in the open transaction.
    @inline(__always)
    func touchObjective(_ s: Symbol) {
        guard let j = journal, objTx[Int(s)] != txCounter else { return }
        objTx[Int(s)] = txCounter
        j.objSnapshots.append((s, obj[Int(s)]))
    }

    /// Undoes every change made since ``begin()``.
    func rollback() {
        guard let j = journal else { return }
        journal = nil
        defer { recycle(j) }
        structureVersion &+= 1
        // Basic symbols of the rows as they are now lose their rows.
        for snap in j.rowSnapshots {
            let ri = Int(snap.index)
            if alive[ri] {
                let b = rows[ri].basic
                if b >= 0 && rowOf[Int(b)] == snap.index { rowOf[Int(b)] = -1 }
                markChanged(b)
            }
        }
        for r in j.newRows where alive[Int(r)] {
            let b = rows[Int(r)].basic
            if b >= 0 && rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
            markChanged(b)
        }
        // Put the old contents back.
        for snap in j.rowSnapshots {
            let ri = Int(snap.index)
            guard ri < j.rowCount else { continue }
            let row = Row(ids: snap.ids, coefs: snap.coefs, basic: snap.basic, hot: snap.hot, links: snap.links,
                          magnitude: snap.magnitude)
            rows[ri] = row
            rowRefs[ri] = .passUnretained(row)
            alive[ri] = snap.alive
            rowConstant[ri] = snap.constant
            if snap.alive {
                if snap.basic >= 0 { rowOf[Int(snap.basic)] = snap.index }
                markChanged(snap.basic)
                for id in snap.ids { addToColumn(snap.index, of: id) }
                registerLinks(of: row, at: snap.index)
            }
        }
        rows.removeLast(rows.count - j.rowCount)
        rowRefs.removeLast(rowRefs.count - j.rowCount)
        alive.removeLast(alive.count - j.rowCount)
        rowStamp.removeLast(rowStamp.count - j.rowCount)
        rowTx.removeLast(rowTx.count - j.rowCount)
        rowConstant.removeLast(rowConstant.count - j.rowCount)
        if j.savedFreeRows { freeRows = j.freeRows }
        for (s, v) in j.objSnapshots.reversed() where Int(s) < j.symbolCount {
            obj[Int(s)] = v
            if v != 0 && !inObjList[Int(s)] { inObjList[Int(s)] = true; objList.append(s) }
            if v < 0 && !inNegList[Int(s)] { inNegList[Int(s)] = true; negList.append(s) }
        }
        objConstant = j.objConstant
        objScale = j.objScale
        if j.savedObjLinks { objLinks = j.objLinks }
        // Forget the symbols created during the transaction.
        resetSymbols(from: j.symbolCount)
        infeasible.removeAll()
    }
}
