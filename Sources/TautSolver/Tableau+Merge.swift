// Merging rows in time linear in both (`row += k · other`), and adding rows to the objective.

extension Tableau {
    /// `row[r] += k · row[p]` (two rows of the tableau), in time linear in both hot parts,
    /// through the `accPos` scratch. Entries that cancel (relative to the summands) become
    /// exact zeros and are removed. `src`'s dummy part is not copied: the row takes `k ×` a
    /// frozen node of it (see DummyPool.swift), except in a small tableau, which copies it
    /// (``mergesDummiesExplicitly(from:)``). The arrays are moved into locals for the loop (no
    /// exclusivity checks, no copies).
    func addScaled(_ r: Int32, _ k: Double, from p: Int32) {
        let src = rows[Int(p)]
        structureVersion &+= 1
        touchRow(r)
        mergeCount += 1
        mergedEntries += src.hot
        let row = rows[Int(r)]
        var ids: [Symbol] = []
        var coefs: [Double] = []
        var pos: [Int32] = []
        var cl: [[Int32]] = []
        var heads: [Int32] = []
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        swap(&heads, &colHead)
        var hot = row.hot
        let eps = Tableau.cancelEpsilon
        var zeros = false
        pos.withUnsafeMutableBufferPointer { pos in
            for p in 0..<hot { pos[Int(ids[p])] = Int32(p) }
            src.ids.withUnsafeBufferPointer { sids in
                src.coefs.withUnsafeBufferPointer { scoefs in
                    for j in 0..<src.hot {
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
                            let n = ids.count
                            if hot == n {
                                ids.append(id)
                                coefs.append(add)
                            } else {
                                // Keep the partition: the first dummy moves to the end.
                                ids.append(ids[hot])
                                coefs.append(coefs[hot])
                                ids[hot] = id
                                coefs[hot] = add
                            }
                            pos[Int(id)] = Int32(hot)
                            hot += 1
                            Tableau.addToColumn(r, of: id, heads: &heads, rest: &cl)
                        }
                    }
                }
            }
            for p in 0..<hot { pos[Int(ids[p])] = -1 }
        }
        if !zeros { zeros = coefs.contains(0) }
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        swap(&heads, &colHead)
        row.hot = hot
        if mergesDummiesExplicitly(from: src) {
            if src.ids.count > src.hot {
                row.frozen = -1
                if addDummyPart(of: src, times: k, to: row, at: r) { zeros = true }
            }
        } else if case let node = freeze(src), node >= 0 {
            if row.links.isEmpty { noteLinked(r) }
            row.frozen = -1
            if let last = row.links.last, last.node == node {
                row.links[row.links.count - 1].coef += k
            } else {
                row.links.append(DummyLink(node: node, coef: k))
                pool.addParent(-(r + 1), of: node)
            }
        }
        row.magnitude = Swift.max(row.magnitude, Swift.abs(k) * src.magnitude)
        let srcConstant = rowConstant[Int(p)]
        if srcConstant != 0 { rowConstant[Int(r)] = Tableau.cancelledSum(rowConstant[Int(r)], k * srcConstant) }
        if zeros { row.compact() }
    }

    /// ``addScaled(_:_:from:)`` for a substitution: afterwards a restricted basic symbol whose
    /// value went negative joins the dual simplex's worklist, and the basic symbol is reported
    /// as changed.
    func addScaledTracked(_ r: Int32, _ k: Double, from p: Int32) {
        addScaled(r, k, from: p)
        let b = rows[Int(r)].basic
        if b >= 0 {
            if kind[Int(b)].isRestricted && rowConstant[Int(r)] < 0 { infeasible.append(r) }
            markChanged(b)
        }
    }

    /// `objective += k · row[p]` (a row of the tableau).
    func addScaledToObjective(_ k: Double, row p: Int32) {
        let src = rows[Int(p)]
        let eps = Tableau.cancelEpsilon
        if mergesDummiesExplicitly(from: src) {
            for j in src.hot..<src.ids.count { addObjective(src.ids[j], k * src.coefs[j], eps) }
        } else if case let node = freeze(src), node >= 0 {
            journal?.saveObjLinks(objLinks)
            objLinks.append(DummyLink(node: node, coef: k))
        }
        for j in 0..<src.hot {
            let id = src.ids[j]
            let add = k * src.coefs[j]
            addObjective(id, add, eps)
        }
        let srcConstant = rowConstant[Int(p)]
        if srcConstant != 0 { objConstant += k * srcConstant }
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

    /// Whether merging `src` copies its dummy part: a small tableau, and a source without
    /// links of its own (a row linked while the tableau was bigger keeps that form).
    @inline(__always)
    func mergesDummiesExplicitly(from src: Row) -> Bool {
        rows.count <= explicitDummyRowLimit && src.links.isEmpty
    }

    /// Adds `k ×` the explicit dummy part of `src` to `row` (row `r`), as ``flatten(_:at:)``
    /// adds a node's entries; true when an entry cancelled to an exact zero (the caller
    /// compacts the row).
    private func addDummyPart(of src: Row, times k: Double, to row: Row, at r: Int32) -> Bool {
        addToDummyPart(of: row, at: r) { add in
            for j in src.hot..<src.ids.count { add(src.ids[j], k * src.coefs[j]) }
        }
    }
}
