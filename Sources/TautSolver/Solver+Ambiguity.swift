// Which variables the constraints determine, read off the optimal tableau in linear time.
//
// At an optimum every row reads `basic = constant + Σ a_j · n_j` over nonbasic symbols n_j,
// and the objective reads `constant + Σ d_j · n_j` with d_j ≥ 0 for every restricted symbol
// (and 0 for externals, which appear in no restricted row and so not in the objective). Every
// optimal solution therefore has n_j = 0 where d_j > 0, and dummies are always 0; what can move
// without leaving the optimum is:
// - a nonbasic external (a parametric variable): in any direction, as it appears only in rows
//   whose basic symbol is external (the tableau's invariant), which restrict nothing;
// - a nonbasic slack or error with d_j = 0: upwards, unless a restricted row whose constant is
//   0 (a degenerate row) has a negative coefficient on it.
// A variable is determined when its value does not change along any such move. Rows are fully
// substituted, but defined variables (Definition.swift) are sums over other variables that may
// cancel (`b.left = a.left + a.width + 8` is fixed when `a.left + a.width` is), so the test
// pushes every free symbol at once by a pseudo-random amount and propagates the change through
// rows and definitions: a variable whose change is zero is determined (an exact cancellation of
// generic amounts happens only when the coefficients cancel). Symbols that could move alone but
// are held by a degenerate row are pushed in a second channel; when a variable moves in that
// channel only, the held symbols are settled exactly by two small solves over the degenerate
// rows (Solver+HeldSymbols.swift, which proves it) and the scan runs again with their amounts.
// No push of the variables themselves is involved, so no push weight has to be weaker than
// every priority yet stronger than the optimality tolerance (at priority 999, 7.9e8 × 1e-12,
// about a weak push's 0.001).

extension Solver {
    /// Whether the constraints fix a variable's value: the same in every optimal solution.
    public enum Determination: Sendable, Equatable {
        /// Every optimal solution gives the variable the same value.
        case determined
        /// Another optimal solution gives the variable another value (an ambiguous layout).
        case undetermined
        /// Not settled: degenerate inequalities hold what could move the variable, and settling
        /// them failed (a scratch solve was refused, which only a solver defect causes).
        /// ``Solver/determination(of:)`` settles them otherwise and then never returns this.
        case undecided
    }

    /// A value that changes whenever a constraint or edit variable is added to or removed from
    /// the solver (or the solver is reset), and not when a constant or a strength within the
    /// optional strengths changes. Compare two to learn whether the set of constraints changed.
    public struct ConstraintSetSignature: Hashable, Sendable {
        let solver: UInt64
        let symbols: Int
        let records: Int
    }

    /// The current ``ConstraintSetSignature`` (constant time).
    public var constraintSetSignature: ConstraintSetSignature {
        settleTemplate()
        return ConstraintSetSignature(solver: id, symbols: t.symbolCount, records: records.count - freeRecords.count)
    }

    /// For each variable, whether the constraints determine its value at the current optimum
    /// (see ``Determination``), read off the tableau in time linear in its size: no pivot, no
    /// edit variable, nothing changes. A variable that no constraint mentions is undetermined.
    ///
    /// The answer does not depend on the strengths' scale (a priority of 999 beside one of 1 is
    /// told apart as the solve tells them). When degenerate inequalities (tight ones meeting at
    /// the solution) hold what could move a variable, they are settled by two solves in scratch
    /// solvers over those inequalities only, once for all the variables asked about.
    public func determination(of variables: [Variable]) -> [Determination] {
        settleTemplate()
        if determinesEveryBoundVariable {
            return variables.map { isBound($0) ? .determined : .undetermined }
        }
        return scannedDetermination(of: variables)
    }

    /// ``determination(of:)`` without trying ``determinesEveryBoundVariable`` first: every
    /// variable settled by the scan of the tableau. The same answers; for a caller that has just
    /// seen the proof fail, and nothing changed since.
    public func scannedDetermination(of variables: [Variable]) -> [Determination] {
        settleTemplate()
        var scan = DeterminationScan(solver: self)
        let symbols = variables.map { existingSymbol(for: $0) }
        var verdicts = symbols.map { s in s.map { scan.determination(of: $0) } ?? .undetermined }
        if verdicts.contains(.undecided), scan.resolveHeldSymbols() {
            verdicts = symbols.map { s in s.map { scan.determination(of: $0) } ?? .undetermined }
        }
        return verdicts
    }

    /// Whether one pass over the symbols proves that the constraints determine every variable
    /// that is basic or defined here (see ``isBound(_:)``), so that ``determination(of:)``
    /// gives `.determined` for those and `.undetermined` for the rest. Linear in the number of
    /// symbols; allocates nothing. `false` proves nothing: ``determination(of:)`` then
    /// settles each variable.
    ///
    /// The proof: no symbol that could move without leaving the optimum appears in a row or a
    /// definition. Such a symbol is nonbasic and undefined and either an external (a parametric
    /// variable) or a slack or error whose objective cost is zero (see the notes at the top of
    /// this file). An external that nothing uses and a slack or error that no row holds (its
    /// column is empty; definitions hold externals only) move nothing. Without such a symbol in
    /// reach, every row's basic symbol and every defined variable has a single optimal value.
    public var determinesEveryBoundVariable: Bool {
        settleTemplate()
        let t = self.t
        let kind = t.kind, rowOf = t.rowOf, def = t.def, obj = t.obj, colHead = t.colHead, used = t.used
        let count = Swift.min(t.symbolCount, kind.count, rowOf.count, def.count, obj.count, colHead.count, used.count)
        let zeroCost = Swift.max(1e-6, 1e-12 * t.objScale)
        for s in 0..<count where rowOf[s] < 0 {
            // A defined variable is expanded wherever it is used, never held by a row.
            if def[s] >= 0 {
                if colHead[s] >= 0 { return false }
                continue
            }
            switch kind[s] {
            case .dummy:
                continue
            case .external:
                if used[s] || colHead[s] >= 0 { return false }
            case .slack, .error:
                if obj[s] <= zeroCost && colHead[s] >= 0 { return false }
            }
        }
        return true
    }

    /// Whether the variable is basic (its symbol heads a row) or defined here: the variables
    /// that ``determinesEveryBoundVariable`` speaks for. Constant time.
    public func isBound(_ v: Variable) -> Bool {
        settleTemplate()
        let t = self.t
        return isBound(v, id: id, rowOf: t.rowOf, def: t.def)
    }

    /// Whether all four variables are bound (``isBound(_:)``): an item's left, top, width and
    /// height in one call.
    public func areBound(_ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> Bool {
        settleTemplate()
        let t = self.t
        let rowOf = t.rowOf, def = t.def, id = self.id
        return isBound(a, id: id, rowOf: rowOf, def: def) && isBound(b, id: id, rowOf: rowOf, def: def)
            && isBound(c, id: id, rowOf: rowOf, def: def) && isBound(d, id: id, rowOf: rowOf, def: def)
    }

    /// ``isBound(_:)`` over the tableau's `rowOf` and `def` arrays; `id` is the solver's.
    @inline(__always)
    private func isBound(_ v: Variable, id: UInt64, rowOf: [Int32], def: [Int32]) -> Bool {
        let s: Int
        if v.ownerID == id {
            s = Int(v.symbol)
        } else if let foreign = existingSymbol(for: v) {
            s = Int(foreign)
        } else {
            return false
        }
        guard s >= 0, s < rowOf.count, s < def.count else { return false }
        return rowOf[s] >= 0 || def[s] >= 0
    }

    /// The symbol of a variable in this solver, without creating one.
    func existingSymbol(for v: Variable) -> Symbol? {
        if v.ownerID == id { return v.symbol }
        guard let s = foreign[ObjectIdentifier(v)], Int(s) < t.symbolCount, t.variables[Int(s)] === v else { return nil }
        return s
    }
}

/// The propagation of ``Solver/determination(of:)``: per row and per definition, the change of
/// its symbol when the free symbols move (`free`), its scale (the same sum over absolute values,
/// to tell a cancellation from round-off) and the same two for the held symbols (`held`).
struct DeterminationScan {
    struct Change {
        var free = 0.0, freeScale = 0.0, held = 0.0, heldScale = 0.0

        mutating func add(_ other: Change, times k: Double) {
            free += k * other.free
            freeScale += abs(k) * other.freeScale
            held += k * other.held
            heldScale += abs(k) * other.heldScale
        }

        var determination: Solver.Determination {
            if abs(free) > 1e-9 * freeScale { return .undetermined }
            if abs(held) > 1e-9 * heldScale { return .undecided }
            return .determined
        }
    }

    let solver: Solver
    /// Per nonbasic symbol: 0 not looked at yet, 1 fixed, 2 free, 3 held by a degenerate row.
    var status: [UInt8]
    /// Per row: whether its change is known, and the change.
    var rowKnown: [Bool]
    var rowChange: [Change]
    /// Per definition: the change of its variable, once the definitions were evaluated.
    var definitionChange: [Change] = []
    /// The zero-cost slacks and errors that degenerate rows keep at 0, once found.
    var stuck: [Bool]?
    /// Once the held symbols are settled (``resolveHeldSymbols()``): per symbol, the amount it
    /// moves by in the generic point of the optimal set, or NaN for the scan's own amount.
    var resolvedAmount: [Double] = []
    /// Whether the held symbols were settled: none is held any more.
    var heldResolved = false

    init(solver: Solver) {
        self.solver = solver
        status = [UInt8](repeating: 0, count: solver.t.symbolCount)
        rowKnown = [Bool](repeating: false, count: solver.t.rows.count)
        rowChange = [Change](repeating: Change(), count: solver.t.rows.count)
    }

    mutating func determination(of s: Symbol) -> Solver.Determination {
        change(of: s).determination
    }

    /// The change of any symbol.
    mutating func change(of s: Symbol) -> Change {
        let t = solver.t
        let d = t.def[Int(s)]
        if d >= 0 {
            if definitionChange.isEmpty { evaluateDefinitions() }
            return Int(d) < definitionChange.count ? definitionChange[Int(d)] : Change()
        }
        let r = t.rowOf[Int(s)]
        if r >= 0 { return change(ofRow: r) }
        return nonbasicChange(s)
    }

    /// The change of a row's basic symbol: its hot part over nonbasic symbols (the rest are
    /// dummies, always 0).
    mutating func change(ofRow r: Int32) -> Change {
        if rowKnown[Int(r)] { return rowChange[Int(r)] }
        let row = solver.t.rows[Int(r)]
        var c = Change()
        for k in 0..<row.hot {
            c.add(nonbasicChange(row.ids[k]), times: row.coefs[k])
        }
        rowKnown[Int(r)] = true
        rowChange[Int(r)] = c
        return c
    }

    /// The change of a nonbasic symbol: a pseudo-random amount in 1..<2 in the channel it moves
    /// in, nothing if it is fixed.
    mutating func nonbasicChange(_ s: Symbol) -> Change {
        let status = symbolStatus(s)
        if status == 2, Int(s) < resolvedAmount.count, !resolvedAmount[Int(s)].isNaN {
            let amount = resolvedAmount[Int(s)]
            return Change(free: amount, freeScale: Swift.max(abs(amount), 1))
        }
        let amount = DeterminationScan.amount(for: s)
        switch status {
        case 2: return Change(free: amount, freeScale: amount)
        case 3: return Change(held: amount, heldScale: amount)
        default: return Change()
        }
    }

    /// Whether a nonbasic symbol is fixed (1), free (2) or held by a degenerate row (3).
    mutating func symbolStatus(_ s: Symbol) -> UInt8 {
        let si = Int(s)
        if status[si] != 0 { return status[si] }
        let t = solver.t
        var result: UInt8
        switch t.kind[si] {
        case .dummy:
            result = 1
        case .external:
            result = 2
        case .slack, .error:
            if t.obj[si] > zeroCost {
                result = 1
            } else {
                if stuck == nil { findStuckSymbols() }
                if stuck?[si] == true {
                    result = 1
                } else {
                    var held = false
                    let tolerance = solver.tolerance
                    t.forEachRestrictedRow(containing: s) { r, _, c in
                        if c < 0 && t.rowConstant[Int(r)] <= tolerance { held = true }
                    }
                    result = held && !heldResolved ? 3 : 2
                }
            }
        }
        status[si] = result
        return result
    }

    /// The cost under which a nonbasic slack or error counts as free to move.
    var zeroCost: Double { Swift.max(1e-6, 1e-12 * solver.t.objScale) }

    /// Finds the zero-cost slacks and errors that no optimal solution can raise: a degenerate
    /// row (restricted basic symbol, constant 0) reads `0 ≤ Σ a_k · n_k`; when no symbol that
    /// may rise has a positive coefficient in it, every symbol with a negative one must stay
    /// at 0, which may in turn leave other degenerate rows without a symbol that may rise
    /// (a worklist over the degenerate rows: linear in their size). A label's hugging and
    /// compression resistance meeting at its intrinsic size are the common case.
    mutating func findStuckSymbols() {
        let t = solver.t
        let tolerance = solver.tolerance
        let limit = zeroCost
        var rows: [Int32] = []
        var rising: [Int32] = []        // per degenerate row: its symbols that may rise with a > 0
        // Per zero-cost symbol, the degenerate rows where its coefficient is positive, as linked
        // lists through `raiseRow`/`raiseNext` (heads indexed by symbol).
        var raiseHead = [Int32](repeating: -1, count: t.symbolCount)
        var raiseRow: [Int32] = [], raiseNext: [Int32] = []
        rows.reserveCapacity(t.rows.count)
        rising.reserveCapacity(t.rows.count)
        raiseRow.reserveCapacity(2 * t.rows.count)
        raiseNext.reserveCapacity(2 * t.rows.count)
        for r in 0..<t.rows.count where t.alive[r] {
            let row = t.rows[r]
            guard row.basic >= 0, t.kind[Int(row.basic)].isRestricted, t.rowConstant[r] <= tolerance else { continue }
            var count: Int32 = 0
            for k in 0..<row.hot where row.coefs[k] > 0 {
                let s = Int(row.ids[k])
                guard t.kind[s] == .external || (t.kind[s].isRestricted && t.obj[s] <= limit) else { continue }
                count += 1
                raiseRow.append(Int32(rows.count))
                raiseNext.append(raiseHead[s])
                raiseHead[s] = Int32(raiseRow.count - 1)
            }
            rows.append(Int32(r))
            rising.append(count)
        }
        var found = [Bool](repeating: false, count: t.symbolCount)
        var work = rising.indices.filter { rising[$0] == 0 }
        while let i = work.popLast() {
            let row = t.rows[Int(rows[i])]
            for k in 0..<row.hot where row.coefs[k] < 0 {
                let s = Int(row.ids[k])
                guard t.kind[s].isRestricted, !found[s] else { continue }
                found[s] = true
                var e = raiseHead[s]
                while e >= 0 {
                    let j = Int(raiseRow[Int(e)])
                    rising[j] -= 1
                    if rising[j] == 0 { work.append(j) }
                    e = raiseNext[Int(e)]
                }
            }
        }
        stuck = found
    }

    /// Evaluates every live definition in order (a definition refers only to symbols defined
    /// before it).
    mutating func evaluateDefinitions() {
        let e = solver.evaluator
        definitionChange = [Change](repeating: Change(), count: e.count)
        for di in 0..<e.count where e.alive[di] {
            var c = Change()
            for j in e.terms(of: Int32(di)) {
                c.add(change(of: e.termIDs[j]), times: e.termCoefs[j])
            }
            definitionChange[di] = c
        }
    }

    /// A pseudo-random amount in `1..<2` for a symbol (splitmix64 of its id): generic enough
    /// that a sum of them cancels only when its coefficients do.
    static func amount(for s: Symbol) -> Double {
        var z = UInt64(bitPattern: Int64(s)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }
}
