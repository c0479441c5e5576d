import Foundation
import XCTest
@testable import TautSolver

/// The pool of recycled solvers that layout engines take theirs from (see Solver+Pool.swift):
/// a recycled solver behaves exactly as a new one, forgets the variables and constraints of
/// its first life, and the pool stays small and keeps no large solver.
final class SolverPoolTests: PoolDrainingTestCase {
    /// The first life of a solver: a required inequality (a tableau row), a required equality
    /// over a fresh variable (a definition), an edit variable with a suggestion, an optional
    /// equality, and a required constraint that conflicts and is refused.
    struct FirstLife {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let follow: Constraint
        let solverID: UInt64

        init(_ s: Solver) throws {
            try s.addConstraint(x >= 0)
            try s.addConstraint(x + w == 100)
            try s.addEditVariable(y, strength: .strong)
            try s.suggestValue(y, 30)
            follow = (y == x + 10) | .medium
            try s.addConstraint(follow)
            let conflict = x <= -5
            XCTAssertThrowsError(try s.addConstraint(conflict)) { error in
                guard case .unsatisfiableConstraint = error as? SolverError else {
                    return XCTFail("expected unsatisfiableConstraint, got \(error)")
                }
            }
            s.updateVariables()
            solverID = s.id
            // Leave the flags and counters a new solver starts without.
            s.t.scalesByCurrentCoefficients = true
            s.resolvesDirectly = false
            s.explainsConflicts = false
            s.rebuilds = 2
            s.rejectedByRebuild = [Solver.Rejection(constraint: conflict, error: .unknownConstraint(conflict))]
        }
    }

    /// The second system: `a + b == 100`, `a >= 20` (required), `b <= 70` (strong),
    /// `a == 10` (weak), `c` an edit variable (strong) at 45, and `c == a + 5` (medium).
    ///
    /// By hand: `c` stays at 45 (moving it costs 1e6 a unit, the medium equality only 1000),
    /// so the medium equality wants `a = 40` and the weak one `a = 10`; `b <= 70` means
    /// `a >= 30`. For `30 <= a <= 40` the error is `1 × (a − 10) + 1000 × (40 − a)`, least at
    /// `a = 40`: `a = 40, b = 60, c = 45`, and the weighted error is the weak one's, `30 × 1`.
    struct SecondSystem {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let optional: [Constraint]

        init(_ s: Solver) throws {
            optional = [(b <= 70) | .strong, (a == 10) | .weak, (c == a + 5) | .medium]
            try s.addConstraint(a + b == 100)
            try s.addConstraint(a >= 20)
            try s.addConstraint(optional[0])
            try s.addConstraint(optional[1])
            try s.addEditVariable(c, strength: .strong)
            try s.addConstraint(optional[2])
            try s.suggestValue(c, 45)
            s.updateVariables()
        }

        var values: [Double] { [a.value, b.value, c.value] }

        /// `Σ weight × violation` over the optional constraints and the edit, at the values.
        var weightedError: Double {
            var error = Strength.strong.weight * Swift.abs(c.value - 45)
            for k in optional {
                let v = k.expression.terms.reduce(k.expression.constant) { $0 + $1.coefficient * $1.variable.value }
                let violation: Double
                switch k.relation {
                case .equal: violation = Swift.abs(v)
                case .lessThanOrEqual: violation = Swift.max(0, v)
                case .greaterThanOrEqual: violation = Swift.max(0, -v)
                }
                error += k.strength.weight * violation
            }
            return error
        }
    }

    func testARecycledSolverSolvesLikeANewOne() throws {
        var old = Solver()
        let first = try FirstLife(old)
        // y at its suggestion; the medium equality puts x at 30 − 10; w = 100 − 20.
        XCTAssertEqual([first.x.value, first.y.value, first.w.value], [20, 30, 80])
        XCTAssertEqual(old.statistics.definedVariables, 1)
        let identity = ObjectIdentifier(old)

        Solver.recycle(&old)
        XCTAssertEqual(Solver.pooledCount, 1)
        old = Solver()                                   // the caller lets go of it
        let recycled = Solver.pooled()
        XCTAssertEqual(ObjectIdentifier(recycled), identity)
        XCTAssertEqual(Solver.pooledCount, 0)

        // As new: nothing in it, counters and flags at their first values.
        XCTAssertEqual(recycled.constraints.count, 0)
        XCTAssertFalse(recycled.hasEditVariable(first.y))
        XCTAssertEqual(recycled.rejectedByRebuild.count, 0)
        XCTAssertFalse(recycled.t.scalesByCurrentCoefficients)
        XCTAssertTrue(recycled.resolvesDirectly)
        XCTAssertTrue(recycled.explainsConflicts)
        XCTAssertEqual(recycled.statistics.description, Solver().statistics.description)
        XCTAssertEqual(recycled.t.objConstant, 0)

        let fresh = Solver()
        let again = try SecondSystem(recycled)
        let reference = try SecondSystem(fresh)
        XCTAssertEqual(again.values, [40, 60, 45])
        XCTAssertEqual(reference.values, [40, 60, 45])
        XCTAssertEqual(again.weightedError, 30)
        XCTAssertEqual(reference.weightedError, 30)
        // The objective's constant (relative to the edit's first value) is the same too.
        XCTAssertEqual(recycled.t.objConstant, fresh.t.objConstant)
        // The same work and the same tableau, symbol for symbol.
        XCTAssertEqual(recycled.statistics.description, fresh.statistics.description)
        XCTAssertEqual(recycled.dump(), fresh.dump())
    }

    func testTheVariablesAndConstraintsOfTheFirstLifeAreNotTakenForTheNewOnes() throws {
        var old = Solver()
        let first = try FirstLife(old)
        XCTAssertEqual(first.x.ownerID, first.solverID)
        // A variable still marked with the old identity and symbol 0 (as one the solver never
        // gave back would be): the new life must not read symbol 0 for it.
        let stale = Variable("stale")
        stale.ownerID = first.solverID
        stale.symbol = 0

        Solver.recycle(&old)
        old = Solver()
        let recycled = Solver.pooled()
        XCTAssertNotEqual(recycled.id, first.solverID)
        XCTAssertEqual(recycled.t.solverID, recycled.id)
        for v in [first.x, first.y, first.w] {
            XCTAssertEqual(v.ownerID, 0)
            XCTAssertEqual(v.symbol, -1)
        }
        XCTAssertEqual(first.follow.ownerID, 0)
        XCTAssertFalse(recycled.hasConstraint(first.follow))

        let second = try SecondSystem(recycled)   // `a` is symbol 0 now
        XCTAssertEqual(second.values, [40, 60, 45])
        // Taken for `a`, `stale == 5` would break `a >= 20` and be refused.
        try recycled.addConstraint(stale == 5)
        // The old constraint and variables go in as new ones: with x held at 7, the medium
        // equality alone places y (no longer an edit variable) at 17.
        try recycled.addConstraint(first.follow)
        try recycled.addConstraint(first.x == 7)
        recycled.updateVariables()
        XCTAssertEqual(stale.value, 5)
        XCTAssertEqual(first.y.value, 17)             // y == x + 10 with x = 7
        XCTAssertEqual(second.values, [40, 60, 45])
        XCTAssertEqual(second.weightedError, 30)
    }

    func testReusesTheStorageOfItsFirstLife() throws {
        var old = Solver()
        _ = try FirstLife(old)
        let rows = old.t.rows.count
        XCTAssertGreaterThan(rows, 0)
        Solver.recycle(&old)
        old = Solver()
        let recycled = Solver.pooled()
        XCTAssertEqual(recycled.t.rows.count, 0)
        XCTAssertEqual(recycled.t.spareRows.count, rows)
        XCTAssertEqual(recycled.t.symbolCount, 0)
        // The per-symbol arrays keep their length, back at the defaults.
        XCTAssertGreaterThan(recycled.t.kind.count, 0)
        XCTAssertTrue(recycled.t.rowOf.allSatisfy { $0 == -1 })
        XCTAssertTrue(recycled.t.obj.allSatisfy { $0 == 0 })
        XCTAssertTrue(recycled.t.variables.owned.allSatisfy { $0 == nil })
        _ = try SecondSystem(recycled)
        XCTAssertLessThan(recycled.t.spareRows.count, rows)   // rows were taken from the spares
    }

    func testALargeSolverIsNotPooled() throws {
        var big = Solver()
        // Each `v >= 0` makes two symbols (v and its slack): 4200 in all.
        let variables = (0..<2100).map { Variable("v\($0)") }
        XCTAssertEqual(big.addConstraints(variables.map { $0 >= 0 }).count, 0)
        XCTAssertGreaterThan(big.storageSize, Solver.largestPooledSize)
        Solver.recycle(&big)
        XCTAssertEqual(Solver.pooledCount, 0)
        XCTAssertEqual(big.constraints.count, 2100)   // not emptied either

        var small = Solver()
        try small.addConstraint(Variable("s") >= 0)
        Solver.recycle(&small)
        XCTAssertEqual(Solver.pooledCount, 1)
    }

    func testASolverStillReferencedElsewhereIsNotPooled() throws {
        var solver = Solver()
        let other = solver
        let x = Variable("x")
        try solver.addConstraint(x == 12)
        Solver.recycle(&solver)
        XCTAssertEqual(Solver.pooledCount, 0)
        other.updateVariables()
        XCTAssertEqual(x.value, 12)
        XCTAssertEqual(other.constraints.count, 1)
    }

    func testThePoolKeepsAtMostItsCapacity() {
        var solvers = (0..<(Solver.poolCapacity + 2)).map { _ in Solver() }
        for i in solvers.indices { Solver.recycle(&solvers[i]) }
        XCTAssertEqual(Solver.poolCapacity, 4)
        XCTAssertEqual(Solver.pooledCount, 4)
    }

    func testManyThreadsTakingAndGivingBackKeepThePoolWithinItsBound() {
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        nonisolated(unsafe) var inUse: Set<ObjectIdentifier> = []
        nonisolated(unsafe) var largest = 0
        // Eight threads, 25 rounds each: take a solver, solve `x + y == 100 + worker` with
        // `x == round`, check `y = 100 + worker − round`, give it back.
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<25 {
                var s = Solver.pooled()
                let key = ObjectIdentifier(s)
                lock.lock()
                if !inUse.insert(key).inserted { failures.append("a solver handed out twice") }
                lock.unlock()
                let x = Variable("x"), y = Variable("y")
                do {
                    try s.addConstraint(x + y == Double(100 + worker))
                    try s.addConstraint(x == Double(round))
                    s.updateVariables()
                    if x.value != Double(round) || y.value != Double(100 + worker - round) {
                        lock.lock(); failures.append("worker \(worker) round \(round): \(x.value), \(y.value)"); lock.unlock()
                    }
                } catch {
                    lock.lock(); failures.append("worker \(worker) round \(round): \(error)"); lock.unlock()
                }
                lock.lock()
                inUse.remove(key)
                lock.unlock()
                Solver.recycle(&s)
                let n = Solver.pooledCount
                lock.lock()
                largest = Swift.max(largest, n)
                lock.unlock()
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertLessThanOrEqual(largest, Solver.poolCapacity)
        XCTAssertGreaterThanOrEqual(Solver.pooledCount, 1)
        XCTAssertLessThanOrEqual(Solver.pooledCount, Solver.poolCapacity)
    }
}
