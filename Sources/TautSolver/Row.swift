/// One row of the tableau, `basic = constant + Σ coefs[k] · ids[k]`, or, while a constraint
/// is being added, the equation `0 = constant + Σ coefs[k] · ids[k]`.
///
/// The row is a sparse vector in two parallel arrays (unsorted: symbols appear in the order
/// they entered, which is deterministic). Exact zeros are removed by ``compact()``.
final class Row {
    /// The symbols with a nonzero coefficient, parallel to ``coefs``.
    @exclusivity(unchecked) var ids: [Symbol]
    /// The coefficients, parallel to ``ids``.
    @exclusivity(unchecked) var coefs: [Double]
    /// The constant term; for a basic row, the current value of the basic symbol.
    @exclusivity(unchecked) var constant: Double
    /// The basic symbol of the row, or `-1` for a row that is not (or no longer) in the tableau.
    @exclusivity(unchecked) var basic: Symbol

    init(ids: [Symbol] = [], coefs: [Double] = [], constant: Double = 0, basic: Symbol = -1) {
        self.ids = ids
        self.coefs = coefs
        self.constant = constant
        self.basic = basic
    }

    /// The position of `symbol` in the row, if it is there.
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        ids.withUnsafeBufferPointer { buf in
            for k in 0..<buf.count where buf[k] == symbol { return k }
            return nil
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        if let k = index(of: symbol) { return coefs[k] }
        return 0
    }

    /// Drops the entries whose coefficient is exactly zero, keeping the order of the others.
    func compact() {
        var w = 0
        let n = ids.count
        for k in 0..<n where coefs[k] != 0 {
            if w != k {
                ids[w] = ids[k]
                coefs[w] = coefs[k]
            }
            w += 1
        }
        if w != n {
            ids.removeLast(n - w)
            coefs.removeLast(n - w)
        }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    func scale(by factor: Double) {
        constant *= factor
        for k in coefs.indices { coefs[k] *= factor }
    }

    /// Solves `0 = constant + Σ` for the symbol at position `k`: removes it and divides the rest
    /// by minus its coefficient, giving `symbol = constant' + Σ'`.
    func solve(forEntryAt k: Int) {
        let c = coefs[k]
        ids.remove(at: k)
        coefs.remove(at: k)
        scale(by: -1 / c)
    }
}
