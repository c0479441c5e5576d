// Shared dummy parts (see DummyPool.swift): freezing a row's dummy part into a node, and
// expanding links back into explicit entries before a dummy column is read.

extension Tableau {
    /// A pool node holding exactly `row`'s dummy part (its explicit dummy entries and its
    /// links), or -1 when that part is empty. Made once per version of the row.
    func freeze(_ row: Row) -> Int32 {
        let explicit = row.ids.count - row.hot
        if explicit == 0 {
            if row.links.isEmpty { return -1 }
            if row.links.count == 1 && row.links[0].coef == 1 { return row.links[0].node }
        }
        if row.frozen >= 0 && row.frozenGeneration == pool.generation { return row.frozen }
        let g = pool.generation
        let n = Int32(pool.count)
        for k in row.hot..<row.ids.count {
            let s = Int(row.ids[k])
            if inPool[s] != g {
                inPool[s] = g
                holderHead[s] = -1
            }
            pool.holderNext.append(holderHead[s])
            pool.holderNode.append(n)
            holderHead[s] = Int32(pool.holderNode.count - 1)
        }
        _ = pool.add(ids: row.ids[row.hot...], coefs: row.coefs[row.hot...], links: row.links)
        row.frozen = n
        row.frozenGeneration = g
        return n
    }

    /// Whether dummy `s` may be hidden in a link (it was frozen into the current pool), so
    /// that its column must be read from flattened rows.
    @inline(__always)
    func mayBeLinked(_ s: Symbol) -> Bool {
        inPool[Int(s)] == pool.generation
    }

    /// Records that row `r` now has links (for ``flattenAll()``).
    @inline(__always)
    func noteLinked(_ r: Int32) {
        linkedRows.append(r)
    }

    /// Records that row `r` refers to each of its links' nodes (for a row entering the tableau
    /// with links already in it).
    func registerLinks(of row: Row, at r: Int32) {
        guard !row.links.isEmpty else { return }
        noteLinked(r)
        for link in row.links { pool.addParent(-(r + 1), of: link.node) }
    }

    /// Marks the nodes that contain dummy `m` (the nodes holding it explicitly and every node
    /// linking to one of them, transitively) with its coefficient in each, and returns the
    /// rows that may refer to a marked node (each once; stale candidates included).
    func markNodes(containing m: Symbol) -> [Int32] {
        pool.query &+= 1
        if pool.query == 0 { pool.query = 1 }
        let q = pool.query
        var order: [Int32] = []
        var h = mayBeLinked(m) ? holderHead[Int(m)] : -1
        while h >= 0 {
            let n = pool.holderNode[Int(h)]
            if pool.mark[Int(n)] != q {
                pool.mark[Int(n)] = q
                order.append(n)
            }
            h = pool.holderNext[Int(h)]
        }
        var candidates: [Int32] = []
        stamp &+= 1
        var i = 0
        while i < order.count {
            let n = order[i]
            i += 1
            var edge = pool.parentHead[Int(n)]
            while edge >= 0 {
                let p = pool.edgeFrom[Int(edge)]
                edge = pool.edgeNext[Int(edge)]
                if p >= 0 {
                    if pool.mark[Int(p)] != q {
                        pool.mark[Int(p)] = q
                        order.append(p)
                    }
                } else {
                    let r = Int(-(p + 1))
                    if r < rows.count && alive[r] && rowStamp[r] != stamp {
                        rowStamp[r] = stamp
                        candidates.append(Int32(r))
                    }
                }
            }
        }
        // A node links only to older nodes: ascending order sees children first.
        order.sort()
        for n in order {
            var v = 0.0
            var scale = 0.0
            for j in pool.entries(of: n) where pool.ids[j] == m {
                v += pool.coefs[j]
                scale = Swift.max(scale, Swift.abs(pool.coefs[j]))
            }
            for j in pool.links(of: n) {
                let c = pool.linkNodes[j]
                guard pool.mark[Int(c)] == q else { continue }
                let add = pool.linkCoefs[j] * pool.value[Int(c)]
                v += add
                scale = Swift.max(scale, Swift.abs(add))
            }
            pool.value[Int(n)] = Swift.abs(v) <= Tableau.cancelEpsilon * scale ? 0 : v
        }
        return candidates
    }

    /// The coefficient that `links` contribute for the dummy of the last ``markNodes(containing:)``,
    /// and the largest term (for cancellation tests).
    @inline(__always)
    func markedPart(of links: [DummyLink]) -> (sum: Double, scale: Double) {
        var v = 0.0
        var scale = 0.0
        let q = pool.query
        for link in links where pool.mark[Int(link.node)] == q {
            let add = link.coef * pool.value[Int(link.node)]
            v += add
            scale = Swift.max(scale, Swift.abs(add))
        }
        return (v, scale)
    }

    /// The node with the same content as `n` and no links, computed (once) without recursion:
    /// children are flattened before their parents.
    func flatNode(_ n: Int32) -> Int32 {
        if pool.flat[Int(n)] >= 0 { return pool.flat[Int(n)] }
        var stack: [Int32] = [n]
        while let top = stack.last {
            if pool.flat[Int(top)] >= 0 { stack.removeLast(); continue }
            var pending = false
            for j in pool.links(of: top) {
                let child = pool.linkNodes[j]
                if pool.flat[Int(child)] < 0 { stack.append(child); pending = true }
            }
            if pending { continue }
            stack.removeLast()
            // The flat form is summed in place at the end of the pool's entry arrays.
            let base = pool.ids.count
            for j in pool.entries(of: top) { accumulateFlat(pool.ids[j], pool.coefs[j]) }
            for j in pool.links(of: top) {
                let f = pool.flat[Int(pool.linkNodes[j])]
                let k = pool.linkCoefs[j]
                for i in pool.entries(of: f) { accumulateFlat(pool.ids[i], k * pool.coefs[i]) }
            }
            var w = base
            for i in base..<pool.ids.count {
                accPos[Int(pool.ids[i])] = -1
                if pool.coefs[i] != 0 {
                    pool.ids[w] = pool.ids[i]
                    pool.coefs[w] = pool.coefs[i]
                    w += 1
                }
            }
            pool.ids.removeLast(pool.ids.count - w)
            pool.coefs.removeLast(pool.coefs.count - w)
            pool.flat[Int(top)] = pool.closeFlatNode()
        }
        return pool.flat[Int(n)]
    }

    /// Adds `c × s` to the flat form being summed at the end of the pool (positions kept in
    /// the `accPos` scratch, which the caller resets), snapping a cancellation to an exact zero.
    @inline(__always)
    private func accumulateFlat(_ s: Symbol, _ c: Double) {
        let p = accPos[Int(s)]
        if p >= 0 {
            pool.coefs[Int(p)] = Tableau.cancelledSum(pool.coefs[Int(p)], c)
        } else {
            accPos[Int(s)] = Int32(pool.ids.count)
            pool.ids.append(s)
            pool.coefs.append(c)
        }
    }

    /// Expands `row`'s links into explicit dummy entries (its content does not change). `r` is
    /// the row's index when it is in the tableau, so that new entries reach the column index.
    /// The row's arrays are moved into locals for the loop (no uniqueness checks per entry).
    func flatten(_ row: Row, at r: Int32?) {
        guard !row.links.isEmpty else { return }
        var links: [DummyLink] = []
        swap(&links, &row.links)
        var flats: [Int32] = []
        flats.reserveCapacity(links.count)
        for link in links { flats.append(flatNode(link.node)) }
        let zeros = addToDummyPart(of: row, at: r) { add in
            for (link, f) in zip(links, flats) {
                for i in pool.entries(of: f) { add(pool.ids[i], link.coef * pool.coefs[i]) }
            }
        }
        if zeros { row.compact() }
    }

    /// Adds to `row`'s dummy part the entries `entries` hands to its argument (a symbol and the
    /// coefficient to add), merging those it holds already; `r` is the row's index when it is
    /// in the tableau, so that new entries reach the column index. The row's arrays are moved
    /// into locals for the loop (no uniqueness checks per entry). Returns whether an entry
    /// cancelled to an exact zero (the caller compacts the row).
    @inline(__always)
    func addToDummyPart(of row: Row, at r: Int32?, _ entries: ((Symbol, Double) -> Void) -> Void) -> Bool {
        var ids: [Symbol] = []
        var coefs: [Double] = []
        var pos: [Int32] = []
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        let start = row.hot
        var zeros = false
        for k in start..<ids.count { pos[Int(ids[k])] = Int32(k) }
        entries { s, c in
            let p = Int(pos[Int(s)])
            if p >= 0 {
                coefs[p] = Tableau.cancelledSum(coefs[p], c)
                if coefs[p] == 0 { zeros = true }
            } else {
                pos[Int(s)] = Int32(ids.count)
                ids.append(s)
                coefs.append(c)
                if let r { addToColumn(r, of: s) }
            }
        }
        for k in start..<ids.count { pos[Int(ids[k])] = -1 }
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        return zeros
    }

    /// Expands the links of every row and of the objective, so that every dummy column is
    /// explicit again; outside a transaction the pool is then emptied.
    func flattenAll() {
        var list: [Int32] = []
        swap(&list, &linkedRows)
        for r in list where Int(r) < rows.count && alive[Int(r)] {
            flatten(rows[Int(r)], at: r)
        }
        if !objLinks.isEmpty { flattenObjectiveLinks() }
        if journal == nil && pool.count > 0 { pool.removeAll() }
    }

    /// Replaces dummy `e` by row `p` where some rows hold it behind links: each row of its
    /// column takes `coefficient × p` and an explicit entry cancelling its whole coefficient
    /// (explicit and linked); the objective likewise.
    ///
    /// `known` is the column when the caller has just read it (the pool's marks are still
    /// those of that query, which ``markedPart(of:)`` reads for the objective).
    func substituteLinked(_ e: Symbol, by p: Int32, column known: [(row: Int32, coefficient: Double)]? = nil) {
        let column = known ?? column(of: e)
        let hidden = markedPart(of: objLinks)
        for (r, c) in column where r != p {
            touchRow(r)
            let row = rows[Int(r)]
            if let pos = row.index(of: e, dummy: true) {
                row.coefs[Int(pos)] = Tableau.cancelledSum(row.coefs[Int(pos)], -c)
            } else {
                row.append(e, -c, dummy: true)
                addToColumn(r, of: e)
            }
            addScaledTracked(r, c, from: p)
        }
        let total = Tableau.cancelledTotal(obj[Int(e)], hidden)
        if total != 0 {
            addObjective(e, -total)
            addScaledToObjective(total, row: p)
        }
    }

    /// Removes row `r` after making dummy `e` basic in it and substituting it everywhere — what
    /// ``pivot(_:entering:column:)`` followed by ``removeRow(_:)`` does — without flattening
    /// the row, for a dummy that may sit behind links. `column` is `e`'s column as
    /// ``column(of:)`` just returned it (`r` among its rows), so the pool's marks still belong
    /// to that query.
    ///
    /// With `c` the total coefficient of `e` in the row (explicit `x` plus hidden `c − x`),
    /// the row solved for `e` keeps its links and takes the explicit coefficient `x − c`,
    /// which cancels the hidden part exactly; every row of the column then takes that row as a
    /// link (see ``substituteLinked(_:by:column:)``). The dummy part of the removed row, which
    /// on a grid holds the markers of a whole row of cells, is never expanded.
    func eliminate(_ e: Symbol, through r: Int32, column: [(row: Int32, coefficient: Double)]) {
        guard let total = column.first(where: { $0.row == r })?.coefficient, total != 0 else {
            pivot(r, entering: e, column: column)
            removeRow(r)
            return
        }
        structureVersion &+= 1
        touchRow(r)
        pivotCount += 1
        let row = rows[Int(r)]
        let b = row.basic
        // 0 = c + Σ − b with e's whole coefficient moved out, solved for e.
        row.append(b, -1, dummy: kind[Int(b)] == .dummy)
        if let pos = row.index(of: e, dummy: true) {
            row.coefs[pos] = Tableau.cancelledSum(row.coefs[pos], -total)
        } else {
            row.append(e, -total, dummy: true)
        }
        let factor = -1 / total
        row.magnitude = Swift.max(row.magnitude, 1)
        row.scale(by: factor)
        rowConstant[Int(r)] *= factor
        exchangeBasic(of: row, at: r, leaving: b, entering: e)
        substituteLinked(e, by: r, column: column)
        removeRow(r)
    }

    /// Bounds the pool's memory: nodes are never freed one by one (old versions of rows stay
    /// behind), so past a few million stored entries every link is expanded and the pool
    /// emptied. Outside transactions only.
    ///
    /// Also expands the objective's links once there are more than ``objectiveLinkLimit`` of
    /// them: every substitution of a dummy reads all of them (``markedPart(of:)``) and every
    /// transaction's journal shares them (so the next link appended copies them all), so a
    /// list that only grows — thousands of edit variables added and removed one by one, or
    /// thousands of constraints removed one by one — would make each step cost the number of
    /// steps before it. Each link is expanded once, so the expansion costs no more than adding
    /// the rows' dummy parts to the objective explicitly would have.
    func trimPool() {
        guard journal == nil else { return }
        let stored = pool.ids.count + pool.linkNodes.count + pool.edgeFrom.count
        if stored > Swift.min(Tableau.poolLimit, Swift.max(Tableau.poolFloor, Tableau.poolPerRow * rows.count)) {
            flattenAll()
        } else if objLinks.count > Tableau.objectiveLinkLimit {
            flattenObjectiveLinks()
        }
    }

    /// The objective's links past which ``trimPool()`` expands them.
    static let objectiveLinkLimit = 64

    /// Expands the objective's links into explicit objective coefficients (rows keep theirs).
    func flattenObjectiveLinks() {
        let links = objLinks
        journal?.saveObjLinks(objLinks)
        objLinks = []
        for link in links {
            let f = flatNode(link.node)
            for i in pool.entries(of: f) { addObjective(pool.ids[i], link.coef * pool.coefs[i]) }
        }
    }

    /// Stored pool entries past which ``trimPool()`` empties the pool, however large the
    /// tableau.
    static let poolLimit = 1 << 22

    /// Stored pool entries per row of the tableau past which ``trimPool()`` empties the pool
    /// (but never below ``poolFloor``): old versions of rows stay in the pool, and every
    /// column query walks the nodes holding its dummy, old ones included, so a small tableau
    /// changed over and over (a table's reused cells measured again and again) would make
    /// each query cost its whole history. Emptying the pool once it holds this many times the
    /// tableau's rows keeps that cost bounded by the tableau's size, and the emptying costs
    /// no more, amortised, than the entries it removes.
    static let poolPerRow = 64

    /// The pool size below which ``trimPool()`` never empties it.
    static let poolFloor = 1 << 14

    /// Every symbol in `row`, explicit or behind a link (for conflict explanations).
    func allSymbols(of row: Row) -> [Symbol] {
        var out = row.ids
        for link in row.links {
            let f = flatNode(link.node)
            for i in pool.entries(of: f) { out.append(pool.ids[i]) }
        }
        return out
    }

    /// The records owning `row`'s symbols, explicit or behind a link, preceded by the owner of
    /// its basic symbol when `includingBasic`: the candidates of a conflict the row shows.
    func owners(of row: Row, includingBasic: Bool) -> [Int32] {
        let symbols = allSymbols(of: row).map { owner[Int($0)] }
        return includingBasic ? [owner[Int(row.basic)]] + symbols : symbols
    }
}
