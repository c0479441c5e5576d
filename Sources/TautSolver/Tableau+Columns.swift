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
        Tableau.addToColumn(r, of: s, heads: &colHead, rest: &cols)
    }

    /// ``addToColumn(_:of:)`` on the column arrays moved out of the tableau (``colHead`` and
    /// ``cols``), for loops that hold them in locals.
    @inline(__always)
    static func addToColumn(_ r: Int32, of s: Symbol, heads: inout [Int32], rest: inout [[Int32]]) {
        let i = Int(s)
        if heads[i] < 0 { heads[i] = r } else { rest[i].append(r) }
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

    /// The live rows that contain `s` with its coefficient in each, in the column's order;
    /// compacts the column on the way (one pass over each row, where ``rowsContaining(_:)``
    /// followed by ``coefficient(of:in:)`` would take two). For a dummy that may sit behind
    /// links, the rows that refer to a node containing it follow, with the linked part added
    /// (see ``markNodes(containing:)``).
    func column(of s: Symbol) -> [(row: Int32, coefficient: Double)] {
        let dummy = kind[Int(s)] == .dummy
        let linked = dummy && mayBeLinked(s)
        let candidates = linked ? markNodes(containing: s) : []
        stamp &+= 1
        var (head, list) = takeColumn(s)
        var out: [(row: Int32, coefficient: Double)] = []
        out.reserveCapacity((head < 0 ? 0 : 1 + list.count) + candidates.count)
        let rowList = rowRefs
        let n = rowList.count
        let eps = Tableau.cancelEpsilon
        // The entries in order (the head, then the rest); kept ones are written back in
        // place: the first to the head, the others to the front of the rest.
        var keptHead: Int32 = -1
        var w = 0
        let count = head < 0 ? 0 : 1 + list.count
        for i in 0..<count {
            let r = i == 0 ? head : list[i - 1]
            let ri = Int(r)
            guard ri < n, alive[ri], rowStamp[ri] != stamp else { continue }
            let c: Double? = rowList[ri]._withUnsafeGuaranteedRef { row in
                row.index(of: s, dummy: dummy).map { row.coefs[$0] }
            }
            guard var c else { continue }
            rowStamp[ri] = stamp
            if keptHead < 0 {
                keptHead = r
            } else {
                list[w] = r
                w += 1
            }
            if linked {
                c = Tableau.cancelledTotal(c, rowList[ri]._withUnsafeGuaranteedRef { markedPart(of: $0.links) })
                if c == 0 { continue }
            }
            out.append((r, c))
        }
        list.removeLast(list.count - w)
        putColumn(s, head: keptHead, rest: list)
        for r in candidates where rowStamp[Int(r)] != stamp {
            rowStamp[Int(r)] = stamp
            let (h, scale) = rowList[Int(r)]._withUnsafeGuaranteedRef { markedPart(of: $0.links) }
            if Swift.abs(h) > eps * scale { out.append((r, h)) }
        }
        return out
    }

    /// Calls `body` with each live row of the column of `s` whose basic symbol is restricted
    /// (a slack or an error), that basic symbol, and the coefficient of `s` in the row: the
    /// rows a ratio test looks at. A row's entries are scanned only when its basic symbol
    /// qualifies, and the column is left as it is (a stale entry finds no coefficient; a
    /// duplicate one calls `body` twice with the same row). `s` must not be a dummy (a dummy
    /// may sit behind links; see ``column(of:)``), and `body` must not change the tableau.
    @inline(__always)
    func forEachRestrictedRow(containing s: Symbol, _ body: (Int32, Symbol, Double) -> Void) {
        let head = colHead[Int(s)]
        guard head >= 0 else { return }
        let rowList = rowRefs
        let n = rowList.count
        let count = 1 + cols[Int(s)].count
        for i in 0..<count {
            let r = i == 0 ? head : cols[Int(s)][i - 1]
            let ri = Int(r)
            guard ri < n, alive[ri] else { continue }
            let found: (Symbol, Double)? = rowList[ri]._withUnsafeGuaranteedRef { row in
                let b = row.basic
                guard b >= 0, kind[Int(b)].isRestricted, let k = row.index(of: s, dummy: false) else { return nil }
                return (b, row.coefs[k])
            }
            if let (b, c) = found { body(r, b, c) }
        }
    }

    /// The live rows that really contain `s`, each once, in their first-seen order
    /// (compacting its column; see ``column(of:)``).
    func rowsContaining(_ s: Symbol) -> [Int32] {
        column(of: s).map(\.row)
    }
}
