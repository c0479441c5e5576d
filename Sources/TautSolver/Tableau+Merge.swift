// Merging rows in time linear in both (`row += k · other`), and adding rows to the objective.

extension Tableau {
    /// `row[r] += k · src`, in time linear in both rows, through the `accPos` scratch.
    /// Entries that cancel (relative to the summands) become exact zeros and are removed.
    /// The arrays are moved into locals for the loop (no exclusivity checks, no copies).
    func addScaled(_ r: Int32, _ k: Double, _ src: Row) {
        structureVersion &+= 1
        touchRow(r)
        mergeCount += 1
        mergedEntries += src.ids.count
        let row = rows[Int(r)]
        var ids: [Symbol] = []
        var coefs: [Double] = []
        var pos: [Int32] = []
        var cl: [[Int32]] = []
        var kinds: [SymbolKind] = []
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        swap(&kinds, &kind)
        var hot = row.hot
        let eps = Tableau.cancelEpsilon
        var zeros = false
        pos.withUnsafeMutableBufferPointer { pos in
            for p in 0..<ids.count { pos[Int(ids[p])] = Int32(p) }
            src.ids.withUnsafeBufferPointer { sids in
                src.coefs.withUnsafeBufferPointer { scoefs in
                    for j in 0..<sids.count {
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
                            if kinds[Int(id)] == .dummy || hot == n {
                                pos[Int(id)] = Int32(n)
                                ids.append(id)
                                coefs.append(add)
                                if kinds[Int(id)] != .dummy { hot += 1 }
                            } else {
                                // Keep the partition: the first dummy moves to the end.
                                let moved = ids[hot]
                                ids.append(moved)
                                coefs.append(coefs[hot])
                                pos[Int(moved)] = Int32(n)
                                ids[hot] = id
                                coefs[hot] = add
                                pos[Int(id)] = Int32(hot)
                                hot += 1
                            }
                            cl[Int(id)].append(r)
                        }
                    }
                }
            }
            for id in ids { pos[Int(id)] = -1 }
        }
        if !zeros { zeros = coefs.contains(0) }
        swap(&ids, &row.ids)
        swap(&coefs, &row.coefs)
        swap(&pos, &accPos)
        swap(&cl, &cols)
        swap(&kinds, &kind)
        row.hot = hot
        if src.constant != 0 {
            let old = row.constant
            let add = k * src.constant
            let nv = old + add
            row.constant = Swift.abs(nv) <= eps * Swift.max(Swift.abs(old), Swift.abs(add)) ? 0 : nv
        }
        if zeros { row.compact() }
    }

    /// `objective += k · src`.
    func addScaledToObjective(_ k: Double, _ src: Row) {
        let eps = Tableau.cancelEpsilon
        for j in 0..<src.ids.count {
            let id = src.ids[j]
            let add = k * src.coefs[j]
            addObjective(id, add, eps)
        }
        if src.constant != 0 { objConstant += k * src.constant }
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
}
