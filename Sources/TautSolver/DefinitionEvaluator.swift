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
    /// Per definition: whether it is flagged for recomputation (only during ``evaluate``).
    @exclusivity(unchecked) var queued: [Bool] = []
    /// Per definition: the value of its variable at the last evaluation.
    @exclusivity(unchecked) var value: [Double] = []
    /// Per definition: the coefficient of its variable gathered while a row is being expanded
    /// (``Solver/expand(_:_:_:)``), 0 outside an expansion.
    @exclusivity(unchecked) var pendingCoefficient: [Double] = []
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

    /// Bumped whenever definitions or their use lists change (append, truncate, clear).
    private var version = 0
    /// The last `changed` list evaluated and the ``version`` it came with; once the same list
    /// comes again, its reach: every definition that depends on one of those symbols, directly
    /// or through other definitions, in increasing order (``hasReach``). A resize sends the same
    /// list (the rows of one edit column) step after step; the reach saves walking the use
    /// lists. A list seen once (a one-off change) is evaluated value by value, as before.
    private var reachKey: [Symbol] = []
    private var reachVersion = -1
    private var reach: [Int32] = []
    private var hasReach = false

    var count: Int { symbol.count }

    /// The positions of definition `di`'s terms in ``termIDs`` and ``termCoefs``.
    @inline(__always)
    func terms(of di: Int32) -> Range<Int> { Int(start[Int(di)])..<Int(end[Int(di)]) }

    /// Appends a definition (its index is ``count`` before the call).
    func append(symbol s: Symbol, ids: [Symbol], coefs: [Double], constant c: Double) {
        version &+= 1
        let di = Int32(symbol.count)
        symbol.append(s)
        constant.append(c)
        let first = termIDs.count
        start.append(Int32(first))
        // The use lists at least double when they grow (symbols come in increasing order, one
        // definition at a time: growing to the symbol needed appended a few entries per
        // definition); entries past the last symbol used are -1, as if absent.
        var top = -1
        for id in ids { top = Swift.max(top, Int(id)) }
        if top >= lastUse.count {
            lastUse.append(contentsOf: repeatElement(-1, count: Swift.max(top + 1, 2 * lastUse.count) - lastUse.count))
        }
        // The use lists threaded through one buffer (one uniqueness check, not one per term).
        let n = Swift.min(ids.count, coefs.count)
        lastUse.withUnsafeMutableBufferPointer { heads in
            for j in 0..<n {
                let i = Int(ids[j])
                nextUse.append(heads[i])
                heads[i] = Int32(first + j)
                termIDs.append(ids[j])
                termCoefs.append(coefs[j])
                termOwner.append(di)
            }
        }
        end.append(Int32(first + n))
        alive.append(true)
        queued.append(false)
        value.append(0)
        pendingCoefficient.append(0)
        dirty.append(di)
    }

    /// Makes room for `definitions` more definitions with `terms` more terms in all, over
    /// symbols up to `symbols`.
    func reserveCapacity(definitions: Int, terms: Int, symbols: Int) {
        let d = symbol.count + definitions, t = termIDs.count + terms
        grow(&symbol, d); grow(&constant, d); grow(&start, d); grow(&end, d); grow(&alive, d)
        grow(&queued, d); grow(&value, d); grow(&pendingCoefficient, d); grow(&dirty, d)
        grow(&termIDs, t); grow(&termCoefs, t); grow(&termOwner, t); grow(&nextUse, t); grow(&lastUse, symbols)
    }

    /// Drops the definitions from index `n` on and the use lists of symbols from `symbols` on.
    func truncate(definitions n: Int, symbols: Int) {
        version &+= 1
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
            value.removeLast(value.count - n)
            pendingCoefficient.removeLast(pendingCoefficient.count - n)
            termIDs.removeLast(termIDs.count - terms)
            termCoefs.removeLast(termCoefs.count - terms)
            termOwner.removeLast(termOwner.count - terms)
            nextUse.removeLast(nextUse.count - terms)
        }
        if lastUse.count > symbols { lastUse.removeLast(lastUse.count - symbols) }
        dirty.removeAll { Int($0) >= n }
    }

    /// Empties the evaluator, keeping its arrays' capacity.
    func clear() {
        symbol.removeAllKeepingCapacity(); constant.removeAllKeepingCapacity()
        start.removeAllKeepingCapacity(); end.removeAllKeepingCapacity()
        alive.removeAllKeepingCapacity(); queued.removeAllKeepingCapacity()
        value.removeAllKeepingCapacity(); pendingCoefficient.removeAllKeepingCapacity()
        termIDs.removeAllKeepingCapacity(); termCoefs.removeAllKeepingCapacity()
        termOwner.removeAllKeepingCapacity(); nextUse.removeAllKeepingCapacity()
        lastUse.removeAllKeepingCapacity(); dirty.removeAllKeepingCapacity()
        version &+= 1
    }

    /// Recomputes the definitions affected by `changed` (symbols whose tableau value may have
    /// changed) and by ``dirty``, or every definition when `full`; writes the values that
    /// changed into their variables and appends those variables' symbols to `out`.
    ///
    /// With nothing ``dirty`` and the same `changed` list as the previous call, every definition
    /// in its reach is recomputed (a superset of those whose inputs moved: one that comes out
    /// the same is not reported); otherwise a definition's users are recomputed only when its
    /// value moved.
    func evaluate(full: Bool, changed: [Symbol], _ t: Tableau, into out: inout [Symbol]) {
        var throughReach = false
        if !full && dirty.isEmpty {
            if reachVersion == version && Self.same(reachKey, changed) {
                if !hasReach { findReach(of: changed) }
                throughReach = true
            } else {
                reachKey = changed
                reachVersion = version
                hasReach = false
            }
        }
        // The flags are all clear between calls (the scan below clears every one it passes).
        // The arrays written are moved out of `self` and `t` and written through unsafe
        // buffers: a resize evaluates thousands of definitions, and a checked write costs a
        // uniqueness test apiece.
        var flags: [Bool] = []
        var values: [Double] = []
        var pending: [Int32] = []
        swap(&flags, &queued)
        swap(&values, &value)
        swap(&pending, &dirty)
        defer {
            pending.removeAllKeepingCapacity()
            swap(&flags, &queued)
            swap(&values, &value)
            swap(&pending, &dirty)
        }
        let defs = t.def, rowOf = t.rowOf, rowConstants = t.rowConstant, variables = t.variables.unmanaged
        let symbols = symbol, constants = constant, starts = start, ends = end, live = alive
        let heads = lastUse, next = nextUse, owners = termOwner
        let count = symbols.count
        flags.withUnsafeMutableBufferPointer { flags in
            values.withUnsafeMutableBufferPointer { values in
                termIDs.withUnsafeBufferPointer { ids in
                    termCoefs.withUnsafeBufferPointer { coefs in
                        /// Recomputes definition `di`; returns its symbol if the value moved.
                        func recompute(_ di: Int) -> Int? {
                            guard live[di] else { return nil }
                            var v = constants[di]
                            for j in Int(starts[di])..<Int(ends[di]) {
                                let x = Int(ids[j])
                                let xv: Double
                                let xd = Int(defs[x])
                                if xd >= 0 {
                                    xv = values[xd]
                                } else {
                                    let r = rowOf[x]
                                    xv = r >= 0 ? rowConstants[Int(r)] : 0
                                }
                                v += coefs[j] * xv
                            }
                            let s = Int(symbols[di])
                            let old = values[di]
                            values[di] = v
                            if let variable = variables[s], variable.store(v) { out.append(Symbol(s)) }
                            return old != v ? s : nil
                        }
                        if throughReach {
                            for di in reach { _ = recompute(Int(di)) }
                            return
                        }
                        var lowest = count
                        func flagUsers(of s: Int) {
                            Self.flagUsers(of: s, heads: heads, next: next, owners: owners, flags: flags, lowest: &lowest)
                        }
                        if full {
                            for di in 0..<count { flags[di] = true }
                            lowest = 0
                        } else {
                            for s in changed { flagUsers(of: Int(s)) }
                        }
                        for di in pending where Int(di) < count {
                            flags[Int(di)] = true
                            if Int(di) < lowest { lowest = Int(di) }
                        }
                        // Dependents always come later than what they depend on: one scan in
                        // index order from the lowest flagged definition sees each one after
                        // its inputs.
                        var di = lowest
                        while di < count {
                            defer { di += 1 }
                            guard flags[di] else { continue }
                            flags[di] = false
                            let moved = recompute(di)
                            if !full, let s = moved { flagUsers(of: s) }
                        }
                    }
                }
            }
        }
    }

    /// Works out ``reach`` for `changed`: the users of those symbols, their users, and so on,
    /// in increasing order (users always come after what they use, so one scan suffices).
    private func findReach(of changed: [Symbol]) {
        reach.removeAllKeepingCapacity()
        let heads = lastUse, next = nextUse, owners = termOwner, symbols = symbol
        let count = symbols.count
        queued.withUnsafeMutableBufferPointer { flags in
            var lowest = count
            func flagUsers(of s: Int) {
                Self.flagUsers(of: s, heads: heads, next: next, owners: owners, flags: flags, lowest: &lowest)
            }
            for s in changed { flagUsers(of: Int(s)) }
            var di = lowest
            while di < count {
                defer { di += 1 }
                guard flags[di] else { continue }
                flags[di] = false
                reach.append(Int32(di))
                flagUsers(of: Int(symbols[di]))
            }
        }
        hasReach = true
    }

    /// Whether two symbol lists are equal, compared as bytes (thousands of symbols per call).
    private static func same(_ a: [Symbol], _ b: [Symbol]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var difference: Symbol = 0   // branch-free, so the loop vectorises
                for i in 0..<x.count { difference |= x[i] ^ y[i] }
                return difference == 0
            }
        }
    }

    /// Flags every definition that uses symbol `s` (walking its use list), lowering `lowest`
    /// to the first one flagged. Definitions at or past `flags.count` are ignored.
    @inline(__always)
    private static func flagUsers(of s: Int, heads: [Int32], next: [Int32], owners: [Int32],
                                  flags: UnsafeMutableBufferPointer<Bool>, lowest: inout Int) {
        guard s < heads.count else { return }
        var j = heads[s]
        while j >= 0 {
            let user = Int(owners[Int(j)])
            if user < flags.count, !flags[user] {
                flags[user] = true
                if user < lowest { lowest = user }
            }
            j = next[Int(j)]
        }
    }
}
