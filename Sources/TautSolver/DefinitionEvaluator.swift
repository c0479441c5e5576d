/// Evaluates the defined variables (see ``Definition``) incrementally: only the definitions
/// that depend, directly or through other definitions, on a symbol whose value changed (or
/// whose own constant changed) are recomputed.
///
/// Everything is kept in flat arrays, so that the evaluation loop does no reference counting
/// per definition: the terms of all definitions back to back, and the reverse edges (which
/// definitions use a symbol) as linked lists threaded through the same term positions. A
/// definition only refers to symbols defined before it, so evaluating in increasing
/// definition order (flags scanned from the lowest one) sees every dependency up to date.
final class DefinitionEvaluator {
    /// Per definition: the defined symbol, its constant term, its term range, and whether it
    /// is still a definition (false once materialised as a tableau row).
    @exclusivity(unchecked) var symbol: [Symbol] = []
    @exclusivity(unchecked) var constant: [Double] = []
    @exclusivity(unchecked) var start: [Int32] = []
    @exclusivity(unchecked) var end: [Int32] = []
    @exclusivity(unchecked) var alive: [Bool] = []
    /// Per definition: whether it is flagged for recomputation.
    @exclusivity(unchecked) var queued: [Bool] = []
    /// The terms of every definition, back to back, with the definition owning each term.
    @exclusivity(unchecked) var termIDs: [Symbol] = []
    @exclusivity(unchecked) var termCoefs: [Double] = []
    @exclusivity(unchecked) var termOwner: [Int32] = []
    /// Per term: the previous term (of a definition added earlier) with the same symbol, or -1.
    @exclusivity(unchecked) var nextUse: [Int32] = []
    /// Per symbol: its latest term in any definition, or -1 (the head of its use list).
    @exclusivity(unchecked) var lastUse: [Int32] = []
    /// Definitions to recompute at the next evaluation (new ones, changed constants).
    @exclusivity(unchecked) var dirty: [Int32] = []
    /// The lowest flagged definition (``Int32/max`` when none is).
    @exclusivity(unchecked) private var lowest: Int32 = .max

    var count: Int { symbol.count }

    /// The positions of definition `di`'s terms in ``termIDs`` and ``termCoefs``.
    @inline(__always)
    func terms(of di: Int32) -> Range<Int> { Int(start[Int(di)])..<Int(end[Int(di)]) }

    /// Appends a definition (its index is ``count`` before the call).
    func append(symbol s: Symbol, ids: [Symbol], coefs: [Double], constant c: Double) {
        let di = Int32(symbol.count)
        symbol.append(s)
        constant.append(c)
        start.append(Int32(termIDs.count))
        for (id, coef) in zip(ids, coefs) {
            let i = Int(id)
            if i >= lastUse.count { lastUse.append(contentsOf: repeatElement(-1, count: i + 1 - lastUse.count)) }
            nextUse.append(lastUse[i])
            lastUse[i] = Int32(termIDs.count)
            termIDs.append(id)
            termCoefs.append(coef)
            termOwner.append(di)
        }
        end.append(Int32(termIDs.count))
        alive.append(true)
        queued.append(false)
        dirty.append(di)
    }

    /// Makes room for `definitions` more definitions with `terms` more terms in all, over
    /// symbols up to `symbols`.
    func reserveCapacity(definitions: Int, terms: Int, symbols: Int) {
        let d = symbol.count + definitions, t = termIDs.count + terms
        grow(&symbol, d); grow(&constant, d); grow(&start, d); grow(&end, d); grow(&alive, d)
        grow(&queued, d); grow(&dirty, d)
        grow(&termIDs, t); grow(&termCoefs, t); grow(&termOwner, t); grow(&nextUse, t); grow(&lastUse, symbols)
    }

    /// Drops the definitions from index `n` on and the use lists of symbols from `symbols` on.
    func truncate(definitions n: Int, symbols: Int) {
        if symbol.count > n {
            let terms = Int(start[n])
            // Unthread the dropped terms, latest first, restoring each symbol's list head.
            for j in stride(from: termIDs.count - 1, through: terms, by: -1) {
                let i = Int(termIDs[j])
                if i < lastUse.count { lastUse[i] = nextUse[j] }
            }
            symbol.removeLast(symbol.count - n)
            constant.removeLast(constant.count - n)
            start.removeLast(start.count - n)
            end.removeLast(end.count - n)
            alive.removeLast(alive.count - n)
            queued.removeLast(queued.count - n)
            termIDs.removeLast(termIDs.count - terms)
            termCoefs.removeLast(termCoefs.count - terms)
            termOwner.removeLast(termOwner.count - terms)
            nextUse.removeLast(nextUse.count - terms)
        }
        if lastUse.count > symbols { lastUse.removeLast(lastUse.count - symbols) }
        dirty.removeAll { Int($0) >= n }
    }

    /// Empties the evaluator.
    func clear() {
        symbol = []; constant = []; start = []; end = []; alive = []; queued = []
        termIDs = []; termCoefs = []; termOwner = []; nextUse = []; lastUse = []
        dirty = []; lowest = .max
    }

    /// Recomputes the definitions affected by `changed` (symbols whose tableau value may have
    /// changed) and by ``dirty``, or every definition when `full`; writes the values that
    /// changed into their variables and appends those variables' symbols to `out`.
    func evaluate(full: Bool, changed: [Symbol], _ t: Tableau, into out: inout [Symbol]) {
        if full {
            for di in 0..<symbol.count { queued[di] = true }
            lowest = symbol.isEmpty ? .max : 0
        } else {
            for s in changed { flagUsers(of: s) }
        }
        for di in dirty where Int(di) < symbol.count { flag(di) }
        dirty.removeAll(keepingCapacity: true)
        // Dependents always come later than what they depend on: one scan in index order
        // from the lowest flagged definition sees each one after its inputs. The arrays are
        // read through local copies and written through arrays moved out of `self` and `t`.
        var flags: [Bool] = []
        var values: [Double] = []
        swap(&flags, &queued)
        swap(&values, &t.defValue)
        let defs = t.def, rowOf = t.rowOf, rowConstants = t.rowConstant, variables = t.variables.unmanaged
        let symbols = symbol, constants = constant, starts = start, ends = end, live = alive
        let heads = lastUse, next = nextUse, owners = termOwner
        let propagate = !full
        var di = Int(lowest)
        lowest = .max
        let count = symbols.count
        termIDs.withUnsafeBufferPointer { ids in
            termCoefs.withUnsafeBufferPointer { coefs in
                while di < count {
                    defer { di += 1 }
                    guard flags[di] else { continue }
                    flags[di] = false
                    guard live[di] else { continue }
                    var v = constants[di]
                    for j in Int(starts[di])..<Int(ends[di]) {
                        let x = Int(ids[j])
                        let xv: Double
                        if defs[x] >= 0 {
                            xv = values[x]
                        } else {
                            let r = rowOf[x]
                            xv = r >= 0 ? rowConstants[Int(r)] : 0
                        }
                        v += coefs[j] * xv
                    }
                    let s = Int(symbols[di])
                    let old = values[s]
                    values[s] = v
                    if let variable = variables[s], variable._withUnsafeGuaranteedRef({ $0.value != v }) {
                        variable._withUnsafeGuaranteedRef { $0.value = v }
                        out.append(Symbol(s))
                    }
                    if propagate && old != v && s < heads.count {
                        var j = heads[s]
                        while j >= 0 {
                            let user = Int(owners[Int(j)])
                            if user < count { flags[user] = true }
                            j = next[Int(j)]
                        }
                    }
                }
            }
        }
        swap(&flags, &queued)
        swap(&values, &t.defValue)
    }

    /// Flags every definition that uses `s`.
    private func flagUsers(of s: Symbol) {
        let i = Int(s)
        guard i < lastUse.count else { return }
        var j = lastUse[i]
        while j >= 0 {
            flag(termOwner[Int(j)])
            j = nextUse[Int(j)]
        }
    }

    /// Flags definition `x` for recomputation.
    @inline(__always)
    private func flag(_ x: Int32) {
        if queued[Int(x)] { return }
        queued[Int(x)] = true
        if x < lowest { lowest = x }
    }
}
