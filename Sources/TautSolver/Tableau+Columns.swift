// The column index: for each symbol, the rows that contain (or once contained) it.
//
// Most columns hold a single row (a marker or slack in its own row), so a column's first row
// is kept in the dense `colHead` array and only the rest in an array of its own: a symbol
// with one row costs no allocation. The first row is always in `colHead` (a column with
// rows has a head), and the order of a column is its head, then the rest.

extension Tableau {
    /// Adds row `r` to the column of `s` (a stale or duplicate entry is fine: reads compact).
    @inline(__always)
    func addToColumn(_ r: Int32, of s: Symbol) {
        let i = Int(s)
        if colHead[i] < 0 { colHead[i] = r } else { cols[i].append(r) }
    }

    /// The number of entries in the column of `s`, stale ones included.
    @inline(__always)
    func columnLength(_ s: Symbol) -> Int {
        let i = Int(s)
        return colHead[i] < 0 ? 0 : 1 + cols[i].count
    }

    /// Empties the column of `s`.
    @inline(__always)
    func clearColumn(_ s: Symbol) {
        let i = Int(s)
        colHead[i] = -1
        if !cols[i].isEmpty { cols[i] = [] }
    }

    /// Takes the entries of the column of `s` out, leaving it empty: its head (or -1) and the
    /// rest, in order. ``putColumn(_:head:rest:)`` puts a compacted column back.
    @inline(__always)
    func takeColumn(_ s: Symbol) -> (head: Int32, rest: [Int32]) {
        let i = Int(s)
        let head = colHead[i]
        colHead[i] = -1
        var rest: [Int32] = []
        if head >= 0 { swap(&rest, &cols[i]) }
        return (head, rest)
    }

    /// Stores a column taken out by ``takeColumn(_:)``: `head` (or -1 if nothing is kept) and
    /// the rest (empty when `head` is -1).
    @inline(__always)
    func putColumn(_ s: Symbol, head: Int32, rest: [Int32]) {
        let i = Int(s)
        colHead[i] = head
        cols[i] = rest
    }
}
