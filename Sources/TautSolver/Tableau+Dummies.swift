// The lazy dummy parts of rows and of the objective (see DummyNode.swift): freezing a row's
// dummy part into a shared snapshot, and flattening lazy terms back into explicit entries.

extension Tableau {
    /// A frozen snapshot of row `r`'s dummy part, or nil when it has none. The snapshot is
    /// cached in the row until its dummy part changes. A row whose lazy terms are nested too
    /// deep is flattened first (bounding the depth of every node).
    func freeze(_ r: Int32) -> DummyNode? {
        guard r >= 0 else { return nil }
        let row = rows[Int(r)]
        return freeze(row, index: r)
    }

    /// ``freeze(_:)`` for a row that may not be in the tableau (`index` -1).
    func freeze(_ row: Row, index r: Int32) -> DummyNode? {
        if !row.hasDummies { return nil }
        if let f = row.frozen { return f }
        if row.dparts.contains(where: { $0.node.depth >= Tableau.maxDepth }) {
            flatten(row, index: r)
            if !row.hasDummies { return nil }
        }
        nodeSerial += 1
        let node = DummyNode(ids: row.dids, coefs: row.dcoefs, parts: row.dparts, serial: nodeSerial)
        row.frozen = node
        return node
    }

    /// Turns row `r`'s lazy dummy terms into explicit entries.
    func flatten(_ r: Int32) {
        flatten(rows[Int(r)], index: r)
    }

    /// Turns the lazy dummy terms of `row` (row `index` of the tableau, or -1 for a row
    /// being built) into explicit entries, registering new entries in the column index.
    func flatten(_ row: Row, index r: Int32) {
        if row.dparts.isEmpty { return }
        if r >= 0 { touchRow(r) }
        let parts = row.dparts
        row.dparts = []
        row.frozen = nil
        var ids: [Symbol] = []
        var coefs: [Double] = []
        swap(&ids, &row.dids)
        swap(&coefs, &row.dcoefs)
        for p in 0..<ids.count { flatPos[Int(ids[p])] = Int32(p) }
        let eps = Tableau.cancelEpsilon
        var zeros = false
        accumulateParts(parts) { id, add in
            let p = Int(flatPos[Int(id)])
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
                flatPos[Int(id)] = Int32(ids.count)
                ids.append(id)
                coefs.append(add)
                if r >= 0 { cols[Int(id)].append(r) }
            }
        }
        for id in ids { flatPos[Int(id)] = -1 }
        swap(&ids, &row.dids)
        swap(&coefs, &row.dcoefs)
        if zeros || row.dcoefs.contains(0) { row.compactDummies() }
    }

    /// Adds the objective's lazy dummy terms into its explicit coefficients.
    func flattenObjective() {
        if objParts.isEmpty { return }
        let parts = objParts
        objParts = []
        accumulateParts(parts) { id, add in addObjective(id, add) }
    }

    /// Flattens every row that may hold lazy dummy terms, and the objective: afterwards the
    /// column index lists every row that holds each dummy.
    func flattenAll() {
        if !lazyRows.isEmpty {
            let list = lazyRows
            lazyRows = []
            let n = rows.count
            for r in list where Int(r) < n && alive[Int(r)] { flatten(r) }
        }
        flattenObjective()
    }

    /// Calls `body(id, k · coefficient)` for every explicit entry reachable from the lazy
    /// terms `parts`, each node once with its total multiplier (nodes are visited newest
    /// first, which puts every node before the older nodes it refers to).
    private func accumulateParts(_ parts: [DummyPart], _ body: (Symbol, Double) -> Void) {
        nodeStamp &+= 1
        let stamp = nodeStamp
        var nodes: [DummyNode] = []
        var stack: [DummyNode] = []
        for p in parts where p.node.mark != stamp {
            p.node.mark = stamp
            p.node.mult = 0
            stack.append(p.node)
        }
        while let n = stack.popLast() {
            nodes.append(n)
            for p in n.parts where p.node.mark != stamp {
                p.node.mark = stamp
                p.node.mult = 0
                stack.append(p.node)
            }
        }
        for p in parts { Tableau.addSnapped(&p.node.mult, p.k) }
        nodes.sort { $0.serial > $1.serial }
        for n in nodes {
            let m = n.mult
            if m == 0 { continue }
            for j in 0..<n.ids.count { body(n.ids[j], m * n.coefs[j]) }
            for p in n.parts { Tableau.addSnapped(&p.node.mult, m * p.k) }
        }
    }

    /// `x += add`, snapping a cancellation (relative to the summands) to an exact zero, as
    /// eager merging does: multipliers that cancel along different paths of the lazy terms
    /// must not leave tiny spurious dummy entries behind.
    @inline(__always)
    static func addSnapped(_ x: inout Double, _ add: Double) {
        let old = x
        let nv = old + add
        x = Swift.abs(nv) <= cancelEpsilon * Swift.max(Swift.abs(old), Swift.abs(add)) ? 0 : nv
    }
}
