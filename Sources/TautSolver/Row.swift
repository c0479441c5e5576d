/// One row of the tableau, `basic = constant + Σ coefs[k] · ids[k]`, or, while a constraint
/// is being added, the equation `0 = constant + Σ coefs[k] · ids[k]`.
///
/// The row is a sparse vector in two parallel arrays (unsorted: symbols appear in the order
/// they entered, which is deterministic). Exact zeros are removed by ``compact()``.
///
/// Once a row is in the tableau its entries are partitioned: the first ``hot`` entries hold
/// the symbols that can enter the basis (externals, slacks, errors), the rest hold the dummy
/// markers of required equalities. Dummies are most of a layout tableau's nonzeros but are
/// only looked at when a constraint is removed or explained, so the hot loops (ratio tests,
/// substitutions of a pivoted symbol, constant shifts of an edit) scan the short hot part.
/// The dummy part continues in ``links``: dummy parts of other rows taken by reference when
/// they were substituted into this one (see ``DummyPool``).
final class Row {
    /// The symbols with a nonzero coefficient, parallel to ``coefs``.
    @exclusivity(unchecked) var ids: [Symbol]
    /// The coefficients, parallel to ``ids``.
    @exclusivity(unchecked) var coefs: [Double]
    /// The constant term while the row is outside the tableau (being built). Once
    /// ``Tableau/insertRow(_:basic:)`` has put the row in, its constant (the current value of
    /// the basic symbol) lives in ``Tableau/rowConstant`` instead, and this field stays 0 until
    /// ``Tableau/removeRow(_:)`` copies the constant back out.
    @exclusivity(unchecked) var detachedConstant: Double
    /// The basic symbol of the row, or `-1` for a row that is not (or no longer) in the tableau.
    @exclusivity(unchecked) var basic: Symbol
    /// The number of leading entries that are not dummies (see the type's discussion); only
    /// meaningful once ``partition(isDummy:)`` has run.
    @exclusivity(unchecked) var hot: Int
    /// The rest of the dummy part, shared with other rows instead of copied: `Σ coef × node`
    /// over nodes of the tableau's ``DummyPool``. Empty once the row is flattened.
    @exclusivity(unchecked) var links: [DummyLink]
    /// A pool node holding exactly this row's dummy part, valid while ``frozenGeneration``
    /// is the pool's generation (see ``Tableau/freeze(_:)``); -1 after the part changed.
    @exclusivity(unchecked) var frozen: Int32 = -1
    @exclusivity(unchecked) var frozenGeneration: UInt32 = 0
    /// The magnitude of the terms that were summed into the row's coefficients, an upper
    /// bound kept as the row is built and merged (`|k| ×` the other row's magnitude for
    /// `row += k · other`) and scaled with it: a coefficient's round-off is a few ulps of it,
    /// however small the coefficient itself came out (see ``Tableau/pivotEpsilon``).
    @exclusivity(unchecked) var magnitude: Double

    init(ids: [Symbol] = [], coefs: [Double] = [], constant: Double = 0, basic: Symbol = -1, hot: Int = 0,
         links: [DummyLink] = [], magnitude: Double = 0) {
        self.ids = ids
        self.coefs = coefs
        self.detachedConstant = constant
        self.basic = basic
        self.hot = hot
        self.links = links
        self.magnitude = magnitude
    }

    /// The position of `symbol` in the row, if it is there (scans every entry).
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        ids.withUnsafeBufferPointer { buf in
            for k in 0..<buf.count where buf[k] == symbol { return k }
            return nil
        }
    }

    /// The position of `symbol` in a partitioned row, scanning only the part it belongs to.
    @inline(__always)
    func index(of symbol: Symbol, dummy: Bool) -> Int? {
        ids.withUnsafeBufferPointer { buf in
            let range = dummy ? hot..<buf.count : 0..<hot
            for k in range where buf[k] == symbol { return k }
            return nil
        }
    }

    /// An empty row with room for `capacity` entries.
    convenience init(capacity: Int) {
        self.init()
        ids.reserveCapacity(capacity)
        coefs.reserveCapacity(capacity)
    }

    /// Empties the row for reuse (see ``Tableau/makeRow(capacity:)``), keeping the capacity
    /// of its arrays: it is then as a new `Row()`.
    func removeAll() {
        ids.removeAllKeepingCapacity()
        coefs.removeAllKeepingCapacity()
        links.removeAllKeepingCapacity()
        detachedConstant = 0
        basic = -1
        hot = 0
        frozen = -1
        frozenGeneration = 0
        magnitude = 0
    }

    /// Reorders the entries so that the non-dummies come first (each part keeps its order)
    /// and sets ``hot``. The dummies wait in the scratch arrays while the others move up, so
    /// that the row is reordered in place.
    func partition(isDummy: (Symbol) -> Bool, scratchIDs: inout [Symbol], scratchCoefs: inout [Double]) {
        // Already partitioned (the usual case: a new row ends with its marker, and merges keep
        // the order): only count the hot part.
        // One scan of the entries through a buffer (the row's array re-read at every step
        // cost more than the test itself).
        let n = ids.count
        let (firstDummy, ordered) = ids.withUnsafeBufferPointer { buf -> (Int, Bool) in
            var first = n
            for k in 0..<n where isDummy(buf[k]) { first = k; break }
            if first < n {
                for k in (first + 1)..<n where !isDummy(buf[k]) { return (first, false) }
            }
            return (first, true)
        }
        guard !ordered else { hot = firstDummy; return }
        scratchIDs.removeAllKeepingCapacity()
        scratchCoefs.removeAllKeepingCapacity()
        var w = firstDummy
        for k in firstDummy..<n {
            if isDummy(ids[k]) {
                scratchIDs.append(ids[k])
                scratchCoefs.append(coefs[k])
            } else {
                ids[w] = ids[k]
                coefs[w] = coefs[k]
                w += 1
            }
        }
        hot = w
        for j in 0..<scratchIDs.count {
            ids[w + j] = scratchIDs[j]
            coefs[w + j] = scratchCoefs[j]
        }
    }

    /// Appends an entry to a partitioned row, keeping the partition: a dummy goes last; a
    /// non-dummy takes the first dummy's place and that dummy moves to the end. Returns the
    /// position the entry took and, when one moved, the dummy's new position (else -1).
    @inline(__always)
    @discardableResult
    func append(_ symbol: Symbol, _ coef: Double, dummy: Bool) -> (at: Int, moved: Int) {
        let n = ids.count
        if dummy { frozen = -1 }
        if dummy || hot == n {
            ids.append(symbol)
            coefs.append(coef)
            if !dummy { hot += 1 }
            return (n, -1)
        }
        ids.append(ids[hot])
        coefs.append(coefs[hot])
        ids[hot] = symbol
        coefs[hot] = coef
        hot += 1
        return (hot - 1, n)
    }

    /// Moves the hot entry at position `k` to the end of the dummy part, keeping the order of
    /// the others (for a symbol that has just become a dummy).
    func moveToDummyPart(at k: Int) {
        let id = ids[k], c = coefs[k]
        ids.remove(at: k)
        coefs.remove(at: k)
        hot -= 1
        ids.append(id)
        coefs.append(c)
        frozen = -1
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        if let k = index(of: symbol) { return coefs[k] }
        return 0
    }

    /// Drops the entries whose coefficient is exactly zero, keeping the order of the others.
    func compact() {
        // The first zero found through a buffer (nearly every row built has none); the entries
        // before it stay where they are.
        let n = ids.count
        let first = coefs.withUnsafeBufferPointer { buf -> Int in
            for k in 0..<buf.count where buf[k] == 0 { return k }
            return buf.count
        }
        guard first < n else { return }
        // The survivors are moved down through buffers (no uniqueness or bounds check per entry).
        let oldHot = hot
        var removedHot = 0
        var w = first
        ids.withUnsafeMutableBufferPointer { ids in
            coefs.withUnsafeMutableBufferPointer { coefs in
                for k in first..<n {
                    let c = coefs[k]
                    if c != 0 {
                        ids[w] = ids[k]
                        coefs[w] = c
                        w += 1
                    } else if k < oldHot {
                        removedHot += 1
                    }
                }
            }
        }
        hot -= removedHot
        // One entry at a time: `removeLast(_:)` takes a generic path that costs more than the
        // usual one or two removals.
        for _ in w..<n {
            ids.removeLast()
            coefs.removeLast()
        }
    }

    /// Multiplies the (detached) constant and every coefficient by `factor`; a row in the
    /// tableau has its ``Tableau/rowConstant`` entry scaled by the caller.
    func scale(by factor: Double) {
        magnitude *= Swift.abs(factor)
        detachedConstant *= factor
        for k in coefs.indices { coefs[k] *= factor }
        for k in links.indices { links[k].coef *= factor }
        frozen = -1
    }

    /// Solves `0 = constant + Σ` for the symbol at position `k`: removes it and divides the rest
    /// by minus its coefficient, giving `symbol = constant' + Σ'`. Returns the factor the row
    /// was scaled by (for a row in the tableau, its constant there must be scaled too).
    @discardableResult
    func solve(forEntryAt k: Int) -> Double {
        let c = coefs[k]
        // The symbol that leaves takes the coefficient -1 (exactly), scaled with the rest.
        magnitude = Swift.max(magnitude, 1)
        if k < hot { hot -= 1 }
        ids.remove(at: k)
        coefs.remove(at: k)
        let factor = -1 / c
        scale(by: factor)
        return factor
    }
}
