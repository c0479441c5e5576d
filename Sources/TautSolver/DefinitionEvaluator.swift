/// Evaluates the defined variables (see ``Definition``) incrementally: only the definitions
/// that depend, directly or through other definitions, on a symbol whose value changed (or
/// whose own constant changed) are recomputed.
///
/// The definitions are kept here in flat arrays (no per-definition arrays to retain in the
/// loop). A definition only refers to symbols defined before it, so evaluating in increasing
/// definition order (flags scanned from the lowest one) sees every dependency up to date.
final class DefinitionEvaluator {
    /// Per definition: the defined symbol, its constant term, its term range, and whether it
    /// is still a definition (false once materialised as a tableau row).
    @exclusivity(unchecked) var symbol: [Symbol] = []
    @exclusivity(unchecked) var constant: [Double] = []
    @exclusivity(unchecked) var start: [Int32] = []
    @exclusivity(unchecked) var end: [Int32] = []
    @exclusivity(unchecked) var alive: [Bool] = []
    /// Per definition: whether it is in the heap.
    @exclusivity(unchecked) var queued: [Bool] = []
    /// The terms of every definition, back to back.
    @exclusivity(unchecked) var termIDs: [Symbol] = []
    @exclusivity(unchecked) var termCoefs: [Double] = []
    /// Per symbol: the definitions whose terms mention it (may hold stale indices).
    @exclusivity(unchecked) var dependents: [[Int32]] = []
    /// Definitions to recompute at the next evaluation (new ones, changed constants).
    @exclusivity(unchecked) var dirty: [Int32] = []
    /// The lowest flagged definition (``Int32/max`` when none is).
    @exclusivity(unchecked) private var lowest: Int32 = .max

    var count: Int { symbol.count }

    /// Appends a definition (its index is ``count`` before the call).
    func append(symbol s: Symbol, ids: [Symbol], coefs: [Double], constant c: Double) {
        let di = Int32(symbol.count)
        symbol.append(s)
        constant.append(c)
        start.append(Int32(termIDs.count))
        termIDs.append(contentsOf: ids)
        termCoefs.append(contentsOf: coefs)
        end.append(Int32(termIDs.count))
        alive.append(true)
        queued.append(false)
        for id in ids {
            let i = Int(id)
            if i >= dependents.count { dependents.append(contentsOf: repeatElement([], count: i + 1 - dependents.count)) }
            dependents[i].append(di)
        }
        dirty.append(di)
    }

    /// Drops the definitions from index `n` on and the dependents of symbols from `symbols` on.
    func truncate(definitions n: Int, symbols: Int) {
        if symbol.count > n {
            let terms = Int(start[n])
            symbol.removeLast(symbol.count - n)
            constant.removeLast(constant.count - n)
            start.removeLast(start.count - n)
            end.removeLast(end.count - n)
            alive.removeLast(alive.count - n)
            queued.removeLast(queued.count - n)
            termIDs.removeLast(termIDs.count - terms)
            termCoefs.removeLast(termCoefs.count - terms)
        }
        if dependents.count > symbols { dependents.removeLast(dependents.count - symbols) }
        dirty.removeAll { Int($0) >= n }
    }

    /// Empties the evaluator.
    func clear() {
        symbol = []; constant = []; start = []; end = []; alive = []; queued = []
        termIDs = []; termCoefs = []; dependents = []; dirty = []; lowest = .max
    }

    /// Recomputes the definitions affected by `changed` (symbols whose tableau value may have
    /// changed) and by ``dirty``, or every definition when `full`; writes the values that
    /// changed into their variables and appends those variables to `out`.
    func evaluate(full: Bool, changed: [Symbol], _ t: Tableau, into out: inout [Variable]) {
        if full {
            for di in 0..<symbol.count where alive[di] { recompute(di, t, &out, propagate: false) }
            for di in 0..<queued.count { queued[di] = false }
            lowest = .max
            dirty.removeAll(keepingCapacity: true)
            return
        }
        for s in changed { pushDependents(of: s) }
        for di in dirty where Int(di) < symbol.count { push(di) }
        dirty.removeAll(keepingCapacity: true)
        // Dependents always come later than what they depend on: one scan in index order
        // from the lowest flagged definition sees each one after its inputs. The arrays are
        // read through local copies and written through arrays moved out of `self` and `t`,
        // so that the loop does no reference counting or uniqueness checks per definition.
        var flags: [Bool] = []
        var values: [Double] = []
        swap(&flags, &queued)
        swap(&values, &t.defValue)
        let defs = t.def, rowOf = t.rowOf, rows = t.rows, variables = t.variables
        let symbols = symbol, constants = constant, starts = start, ends = end, live = alive
        let deps = dependents
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
                            xv = r >= 0 ? rows[Int(r)].constant : 0
                        }
                        v += coefs[j] * xv
                    }
                    let s = Int(symbols[di])
                    let old = values[s]
                    values[s] = v
                    if let variable = variables[s], variable.value != v {
                        variable.value = v
                        out.append(variable)
                    }
                    if old != v && s < deps.count {
                        for d in deps[s] where Int(d) < count && !flags[Int(d)] { flags[Int(d)] = true }
                    }
                }
            }
        }
        swap(&flags, &queued)
        swap(&values, &t.defValue)
    }

    /// The current value of a defined variable, computed from its terms without side effects.
    func value(of s: Symbol, _ t: Tableau) -> Double {
        let di = Int(t.def[Int(s)])
        guard di >= 0 && di < symbol.count else { return t.value(of: s) }
        var v = constant[di]
        for j in Int(start[di])..<Int(end[di]) {
            let x = termIDs[j]
            v += termCoefs[j] * (t.def[Int(x)] >= 0 ? t.defValue[Int(x)] : t.value(of: x))
        }
        return v
    }

    private func recompute(_ di: Int, _ t: Tableau, _ out: inout [Variable], propagate: Bool) {
        var v = constant[di]
        termIDs.withUnsafeBufferPointer { ids in
            termCoefs.withUnsafeBufferPointer { coefs in
                for j in Int(start[di])..<Int(end[di]) {
                    let x = Int(ids[j])
                    v += coefs[j] * (t.def[x] >= 0 ? t.defValue[x] : t.value(of: ids[j]))
                }
            }
        }
        let s = Int(symbol[di])
        let old = t.defValue[s]
        t.defValue[s] = v
        if let variable = t.variables[s], variable.value != v {
            variable.value = v
            out.append(variable)
        }
        if propagate && old != v { pushDependents(of: Symbol(s)) }
    }

    private func pushDependents(of s: Symbol) {
        let i = Int(s)
        guard i < dependents.count else { return }
        for di in dependents[i] where Int(di) < symbol.count { push(di) }
    }

    // MARK: Pending flags

    /// Flags definition `x` for recomputation.
    @inline(__always)
    private func push(_ x: Int32) {
        if queued[Int(x)] { return }
        queued[Int(x)] = true
        if x < lowest { lowest = x }
    }
}
