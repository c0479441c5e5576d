import XCTest
@testable import TautSolver

/// `addConstraints` against `addConstraint` one at a time, on random systems with fixed seeds:
/// a batch closes each constraint's journal as soon as its row goes in and optimises once at
/// the end, yet it must reject exactly the constraints the one-at-a-time solver rejects, keep
/// every accepted required constraint, and reach the same weighted error.
final class BatchAddTests: XCTestCase {
    func testBatchesRejectAndSolveAsOneAtATime() {
        var totalRejected = 0
        for seed in UInt64(1)...300 {
            var rng = LCG(seed: seed &* 7919)
            let vars = (0..<5).map { Variable("v\($0)") }
            var model = RandomizedSolverTests.Model(vars: vars)
            var constraints: [Constraint] = []
            for _ in 0..<30 {
                let c = RandomizedSolverTests.randomConstraint(&rng, vars, redundantFrom: rng.chance(0.3) ? model : nil)
                constraints.append(c)
                model.cons.append(c)   // a pool for redundant copies; acceptance is decided below
            }
            // One at a time.
            let single = Solver()
            var rejectedSingly: [ObjectIdentifier] = []
            for c in constraints {
                do { try single.addConstraint(c) } catch { rejectedSingly.append(ObjectIdentifier(c)) }
            }
            // In batches of seven.
            let batched = Solver()
            var rejectedInBatches: [ObjectIdentifier] = []
            for start in stride(from: 0, to: constraints.count, by: 7) {
                let batch = Array(constraints[start..<Swift.min(start + 7, constraints.count)])
                rejectedInBatches += batched.addConstraints(batch).map { ObjectIdentifier($0.constraint) }
            }
            XCTAssertEqual(rejectedInBatches, rejectedSingly, "seed \(seed)")
            totalRejected += rejectedSingly.count

            let accepted = RandomizedSolverTests.Model(
                vars: vars, cons: constraints.filter { !rejectedSingly.contains(ObjectIdentifier($0)) })
            batched.updateVariables()
            RandomizedSolverTests.checkRequired(accepted, "batched, seed \(seed)")
            let batchedError = RandomizedSolverTests.weightedError(accepted)
            single.updateVariables()
            RandomizedSolverTests.checkRequired(accepted, "single, seed \(seed)")
            let singleError = RandomizedSolverTests.weightedError(accepted)
            XCTAssertEqual(batchedError, singleError, accuracy: 1e-6 * (1 + Swift.abs(singleError)), "seed \(seed)")
        }
        // The scenarios do exercise rejections (unsatisfiable required constraints).
        XCTAssertGreaterThan(totalRejected, 100)
    }
}
