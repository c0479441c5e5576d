/// One row of the tableau, `basic = constant + Σ coefs[k] · ids[k] + dummy part`, or, while a
/// constraint is being added, the equation `0 = constant + Σ …`.
///
/// The row is a sparse vector in parallel arrays (unsorted: symbols appear in the order they
/// entered, which is deterministic), split in two: ``ids``/``coefs`` hold every symbol that
/// is not a dummy marker (what the simplex reads), and the dummy markers of required
/// equalities live apart, as explicit entries ``dids``/``dcoefs`` plus lazy terms ``dparts``
/// (see ``DummyNode``). Exact zeros are removed by ``compact()``.
final class Row {
    /// The non-dummy symbols with a nonzero coefficient, parallel to ``coefs``.
    @exclusivity(unchecked) var ids: [Symbol]
    /// The coefficients, parallel to ``ids``.
    @exclusivity(unchecked) var coefs: [Double]
    /// Explicit dummy entries, parallel to ``dcoefs``.
    @exclusivity(unchecked) var dids: [Symbol]
    @exclusivity(unchecked) var dcoefs: [Double]
    /// Lazy dummy terms, added to the explicit ones.
    @exclusivity(unchecked) var dparts: [DummyPart]
    /// A frozen snapshot of the current dummy part (nil when it changed since).
    @exclusivity(unchecked) var frozen: DummyNode?
    /// The constant term; for a basic row, the current value of the basic symbol.
    @exclusivity(unchecked) var constant: Double
    /// The basic symbol of the row, or `-1` for a row that is not (or no longer) in the tableau.
    @exclusivity(unchecked) var basic: Symbol

    init(ids: [Symbol] = [], coefs: [Double] = [], dids: [Symbol] = [], dcoefs: [Double] = [],
         dparts: [DummyPart] = [], constant: Double = 0, basic: Symbol = -1) {
        self.ids = ids
        self.coefs = coefs
        self.dids = dids
        self.dcoefs = dcoefs
        self.dparts = dparts
        self.constant = constant
        self.basic = basic
    }

    /// Whether the row has any dummy content (explicit or lazy).
    var hasDummies: Bool { !dids.isEmpty || !dparts.isEmpty }

    /// The position of the non-dummy `symbol` in ``ids``, if it is there.
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        ids.withUnsafeBufferPointer { buf in
            for k in 0..<buf.count where buf[k] == symbol { return k }
            return nil
        }
    }

    /// The position of the dummy `symbol` in ``dids``, if it is there explicitly.
    @inline(__always)
    func dummyIndex(of symbol: Symbol) -> Int? {
        dids.withUnsafeBufferPointer { buf in
            for k in 0..<buf.count where buf[k] == symbol { return k }
            return nil
        }
    }

    /// The coefficient of the non-dummy `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        if let k = index(of: symbol) { return coefs[k] }
        return 0
    }

    /// Drops the entries whose coefficient is exactly zero, keeping the order of the others.
    func compact() {
        Row.compact(&ids, &coefs)
    }

    /// Drops the explicit dummy entries whose coefficient is exactly zero.
    func compactDummies() {
        Row.compact(&dids, &dcoefs)
        frozen = nil
    }

    static func compact(_ ids: inout [Symbol], _ coefs: inout [Double]) {
        let n = ids.count
        var w = 0
        ids.withUnsafeMutableBufferPointer { ids in
            coefs.withUnsafeMutableBufferPointer { coefs in
                for k in 0..<n where coefs[k] != 0 {
                    if w != k {
                        ids[w] = ids[k]
                        coefs[w] = coefs[k]
                    }
                    w += 1
                }
            }
        }
        if w != n {
            ids.removeLast(n - w)
            coefs.removeLast(n - w)
        }
    }

    /// Multiplies the constant and every coefficient (dummy part included) by `factor`.
    func scale(by factor: Double) {
        constant *= factor
        coefs.withUnsafeMutableBufferPointer { c in for k in 0..<c.count { c[k] *= factor } }
        dcoefs.withUnsafeMutableBufferPointer { c in for k in 0..<c.count { c[k] *= factor } }
        for k in dparts.indices { dparts[k].k *= factor }
        frozen = nil
    }

    /// Solves `0 = constant + Σ` for the symbol at position `k` of ``ids`` (or of ``dids``
    /// when `dummy`): removes it and divides the rest by minus its coefficient, giving
    /// `symbol = constant' + Σ'`.
    func solve(forEntryAt k: Int, dummy: Bool = false) {
        let c: Double
        if dummy {
            c = dcoefs[k]
            dids.remove(at: k)
            dcoefs.remove(at: k)
        } else {
            c = coefs[k]
            ids.remove(at: k)
            coefs.remove(at: k)
        }
        scale(by: -1 / c)
    }
}
