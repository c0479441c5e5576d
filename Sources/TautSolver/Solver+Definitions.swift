// Defined variables (see Definition.swift): creation, expansion into rows, materialisation as
// a tableau row (before the defining equality is removed), and evaluation.

extension Solver {
    /// The constant term of a definition (`−expression constant / a_v`).
    func definitionConstant(_ d: Definition) -> Double {
        -(records[Int(d.record)]?.constant ?? 0) * d.inverse
    }

    /// If the required equality has a variable that appears nowhere else yet, defines it and
    /// returns true (the tableau is not touched).
    func defineIfPossible(_ idx: Int32) -> Bool {
        // Read in place: most constraints are no definition, and a copy of the record retains
        // its constraint.
        guard records[Int(idx)]?.isRequired == true,
              let held = records[Int(idx)].map({ Unmanaged.passUnretained($0.constraint) }) else { return false }
        // The equality's symbols with merged coefficients, in scratch arrays (most equalities
        // are not definable; they then cost no allocation).
        var syms: [Symbol] = [], coefs: [Double] = []
        swap(&syms, &defineScratchSymbols)
        swap(&coefs, &defineScratchCoefs)
        syms.removeAllKeepingCapacity()
        coefs.removeAllKeepingCapacity()
        defer {
            swap(&syms, &defineScratchSymbols)
            swap(&coefs, &defineScratchCoefs)
        }
        // The constraint is borrowed (the solver holds it), and its terms and their variables
        // are read in place: copies would be retained and released for every equality added.
        let collected = held._withUnsafeGuaranteedRef { constraint -> Bool in
            guard constraint.relation == .equal else { return false }
            // A read-only access to the stored array would retain it. Nothing is written through
            // the mutable one (the array, made for the constraint, is normally its only holder).
            return constraint.expression.terms.withUnsafeMutableBufferPointer { terms -> Bool in
                guard !terms.isEmpty, terms.count <= 64,
                      terms.contains(where: { term in
                          Unmanaged.passUnretained(term.variable)._withUnsafeGuaranteedRef { mayBeFresh($0) }
                      }) else { return false }
                for j in terms.indices {
                    let s = Unmanaged.passUnretained(terms[j].variable)._withUnsafeGuaranteedRef { symbol(for: $0) }
                    if let k = syms.firstIndex(of: s) { coefs[k] += terms[j].coefficient } else {
                        syms.append(s)
                        coefs.append(terms[j].coefficient)
                    }
                }
                return true
            }
        }
        guard collected, var rec = records[Int(idx)] else { return false }
        var largest = 0.0
        for c in coefs { largest = Swift.max(largest, c.magnitude) }
        guard let k = syms.indices.first(where: { i in
            let s = Int(syms[i])
            return t.isUnused(s) && coefs[i] != 0
                && coefs[i].magnitude >= 1e-9 * largest
        }) else { return false }
        let v = syms[k]
        let inverse = 1 / coefs[k]
        // The other terms, as `variable = …` coefficients, compacted in place.
        var w = 0
        for i in syms.indices where i != k && coefs[i] != 0 {
            t.used[Int(syms[i])] = true
            syms[w] = syms[i]
            coefs[w] = -coefs[i] * inverse
            w += 1
        }
        // One entry at a time: `removeLast(_:)` takes a generic path that costs more than the
        // usual one or two removals.
        while syms.count > w {
            syms.removeLast()
            coefs.removeLast()
        }
        t.used[Int(v)] = true
        let d = t.newSymbol(.dummy)
        rec.marker = d
        records[Int(idx)] = rec
        t.owner[Int(d)] = idx
        let di = Int32(definitions.count)
        let definition = Definition(symbol: v, inverse: inverse, dummy: d, record: idx)
        definitions.append(definition)
        evaluator.append(symbol: v, ids: syms, coefs: coefs, constant: definitionConstant(definition))
        t.def[Int(v)] = di
        t.defOfDummy[Int(d)] = di
        return true
    }

    /// Whether `v` may be a variable that appears nowhere yet (one without a symbol here, or
    /// whose symbol nothing uses), without making it a symbol: false rules a definition of
    /// `v` out.
    @inline(__always)
    func mayBeFresh(_ v: Variable) -> Bool {
        guard v.ownerID == id else { return true }
        return t.isUnused(Int(v.symbol))
    }

    /// `row += k · symbol`, replacing a basic symbol by its row and deferring a defined one.
    func expand(_ row: Row, _ s: Symbol, _ k: Double) {
        let si = Int(s)
        let d = t.def[si]
        if d >= 0 {
            let old = evaluator.pendingCoefficient[Int(d)]
            if old == 0 { heapPush(d) }
            // A cancelled coefficient may be pushed again later: the extra heap entry finds 0.
            evaluator.pendingCoefficient[Int(d)] = Tableau.cancelledSum(old, k)
            return
        }
        let r = t.rowOf[si]
        if r >= 0 {
            // The hot part is merged; the dummy part is shared (see DummyPool.swift), or copied
            // in a small tableau.
            let src = t.rows[Int(r)]
            row.magnitude = Swift.max(row.magnitude, Swift.abs(k) * src.magnitude)
            if t.mergesDummiesExplicitly(from: src) {
                for j in 0..<src.ids.count { accumulate(row, src.ids[j], k * src.coefs[j]) }
            } else {
                for j in 0..<src.hot { accumulate(row, src.ids[j], k * src.coefs[j]) }
                let node = t.freeze(src)
                if node >= 0 { row.links.append(DummyLink(node: node, coef: k)) }
            }
            row.detachedConstant += k * t.rowConstant[Int(r)]
        } else {
            row.magnitude = Swift.max(row.magnitude, Swift.abs(k))
            accumulate(row, s, k)
        }
    }

    /// Expands the deferred defined variables, latest definition first (so that shared
    /// ancestors cancel before they are expanded), then clears the scratch positions.
    func finishExpansion(_ row: Row) {
        while let di = heapPop() {
            let k = evaluator.pendingCoefficient[Int(di)]
            evaluator.pendingCoefficient[Int(di)] = 0
            guard k != 0, let d = definitions[Int(di)] else { continue }
            for j in evaluator.terms(of: di) { expand(row, evaluator.termIDs[j], k * evaluator.termCoefs[j]) }
            row.detachedConstant += k * definitionConstant(d)
            accumulate(row, d.dummy, k * d.inverse)
        }
        t.accPos.withUnsafeMutableBufferPointer { pos in
            for id in row.ids { pos[Int(id)] = -1 }
        }
        row.compact()
    }

    /// `row[s] += c` while building a row (positions kept in `accPos`).
    @inline(__always)
    func accumulate(_ row: Row, _ s: Symbol, _ c: Double) {
        let p = t.accPos[Int(s)]
        if p >= 0 {
            row.coefs[Int(p)] = Tableau.cancelledSum(row.coefs[Int(p)], c)
        } else {
            t.accPos[Int(s)] = Int32(row.ids.count)
            row.ids.append(s)
            row.coefs.append(c)
        }
    }

    /// Turns definition `di` into an ordinary tableau row (its variable becomes basic).
    func materialize(_ di: Int32) {
        guard let d = definitions[Int(di)] else { return }
        undefined.append((di, d))
        definitions[Int(di)] = nil
        evaluator.alive[Int(di)] = false
        t.def[Int(d.symbol)] = -1
        t.defOfDummy[Int(d.dummy)] = -1
        let row = t.makeRow(capacity: 0)
        for j in evaluator.terms(of: di) { expand(row, evaluator.termIDs[j], evaluator.termCoefs[j]) }
        accumulate(row, d.dummy, d.inverse)
        finishExpansion(row)
        row.detachedConstant += definitionConstant(d)
        t.insertRow(row, basic: d.symbol)
    }

    /// Evaluates the definitions affected since the last call (every one when
    /// ``definitionsDirty``) and writes the values that changed.
    func evaluateDefinitions(changed: [Symbol], into out: inout [Symbol]) {
        if definitionsDirty {
            for di in 0..<definitions.count {
                if let d = definitions[di] { evaluator.constant[di] = definitionConstant(d) }
            }
        }
        evaluator.evaluate(full: definitionsDirty, changed: changed, t, into: &out)
        definitionsDirty = false
    }

    // MARK: A max-heap of definition indices

    func heapPush(_ x: Int32) {
        defHeap.append(x)
        // Sifted through a buffer: one uniqueness check instead of one per swap.
        defHeap.withUnsafeMutableBufferPointer { heap in
            var i = heap.count - 1
            while i > 0 {
                let p = (i - 1) / 2
                if heap[p] >= heap[i] { break }
                heap.swapAt(p, i)
                i = p
            }
        }
    }

    func heapPop() -> Int32? {
        guard let top = defHeap.first else { return nil }
        let last = defHeap.removeLast()
        guard !defHeap.isEmpty else { return top }
        defHeap.withUnsafeMutableBufferPointer { heap in
            heap[0] = last
            let n = heap.count
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && heap[l] > heap[m] { m = l }
                if r < n && heap[r] > heap[m] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
