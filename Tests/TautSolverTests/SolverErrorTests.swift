import XCTest
@testable import TautSolver

/// Every error, and the solver unchanged afterwards (same dump, same values, same constraints).
final class SolverErrorTests: XCTestCase {
    var solver = Solver()
    let x = Variable("x"), y = Variable("y")
    var base: [Constraint] = []

    override func setUp() {
        solver = Solver()
        base = [x >= 10, y == x + 5, (x == 20) | .weak]
        for c in base { XCTAssertNoThrow(try solver.addConstraint(c)) }
        XCTAssertNoThrow(try solver.addEditVariable(y, strength: .medium))
        XCTAssertNoThrow(try solver.suggestValue(y, 40))
        solver.updateVariables()
    }

    /// Runs `body`, expects an error matching `check`, and verifies nothing changed. By
    /// default the medium edit y == 40 beats weak x == 20: y = 40, x = 35 (x >= 10 holds).
    func expectUnchanged(_ body: () throws -> Void, expected: (x: Double, y: Double) = (35, 40),
                         _ check: (SolverError) -> Bool,
                         file: StaticString = #filePath, line: UInt = #line) {
        let dump = solver.dump()
        let values = (x.value, y.value)
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard let e = error as? SolverError else { return XCTFail("not a SolverError", file: file, line: line) }
            XCTAssertTrue(check(e), "unexpected \(e)", file: file, line: line)
        }
        XCTAssertEqual(solver.dump(), dump, file: file, line: line)
        solver.updateVariables()
        XCTAssertEqual(x.value, values.0, file: file, line: line)
        XCTAssertEqual(y.value, values.1, file: file, line: line)
        for c in base { XCTAssertTrue(solver.hasConstraint(c), file: file, line: line) }
        XCTAssertEqual(x.value, expected.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(y.value, expected.y, accuracy: 1e-9, file: file, line: line)
    }

    func testDuplicateConstraint() {
        expectUnchanged({ try solver.addConstraint(base[0]) }) {
            if case .duplicateConstraint(let c) = $0 { return c === self.base[0] }
            return false
        }
    }

    func testUnknownConstraintRemove() {
        let c = x <= 100
        expectUnchanged({ try solver.removeConstraint(c) }) {
            if case .unknownConstraint(let k) = $0 { return k === c }
            return false
        }
    }

    func testUnknownConstraintUpdates() {
        let c = x <= 100
        expectUnchanged({ try solver.updateConstant(of: c, to: 1) }) {
            if case .unknownConstraint = $0 { return true }
            return false
        }
        expectUnchanged({ try solver.updateStrength(of: c, to: .weak) }) {
            if case .unknownConstraint = $0 { return true }
            return false
        }
    }

    func testDuplicateEditVariable() {
        expectUnchanged({ try solver.addEditVariable(y, strength: .strong) }) {
            if case .duplicateEditVariable(let v) = $0 { return v === self.y }
            return false
        }
    }

    func testUnknownEditVariable() {
        expectUnchanged({ try solver.removeEditVariable(x) }) {
            if case .unknownEditVariable(let v) = $0 { return v === self.x }
            return false
        }
        expectUnchanged({ try solver.suggestValue(x, 3) }) {
            if case .unknownEditVariable = $0 { return true }
            return false
        }
    }

    func testBadRequiredStrength() {
        expectUnchanged({ try solver.addEditVariable(x, strength: .required) }) {
            if case .badRequiredStrength(let v) = $0 { return v === self.x }
            return false
        }
        XCTAssertFalse(solver.hasEditVariable(x))
    }

    func testInvalidValues() {
        let nanCoef = Constraint(Expression([Term(x, .nan)], constant: 1), .equal)
        expectUnchanged({ try solver.addConstraint(nanCoef) }) {
            if case .invalidValue(let what) = $0 { return what.contains("coefficient") }
            return false
        }
        let infConst = Constraint(Expression([Term(x)], constant: .infinity), .lessThanOrEqual)
        expectUnchanged({ try solver.addConstraint(infConst) }) {
            if case .invalidValue(let what) = $0 { return what.contains("constant") }
            return false
        }
        XCTAssertFalse(solver.hasConstraint(nanCoef))
        expectUnchanged({ try solver.suggestValue(y, .nan) }) {
            if case .invalidValue(let what) = $0 { return what.contains("suggested") }
            return false
        }
        expectUnchanged({ try solver.updateConstant(of: base[0], to: -.infinity) }) {
            if case .invalidValue = $0 { return true }
            return false
        }
        XCTAssertEqual(base[0].expression.constant, -10)
    }

    func testUnsatisfiableAdd() {
        let bad = x <= 5
        expectUnchanged({ try solver.addConstraint(bad) }) {
            if case .unsatisfiableConstraint(let c, let conflicts) = $0 {
                // x <= 5 fights only x >= 10.
                return c === bad && conflicts.count == 1 && conflicts[0] === self.base[0]
            }
            return false
        }
        XCTAssertFalse(solver.hasConstraint(bad))
    }

    func testUnsatisfiableUpdateConstant() {
        let cap = y <= 100
        XCTAssertNoThrow(try solver.addConstraint(cap))
        base.append(cap)
        solver.updateVariables()
        // y <= 14 would need x <= 9, against x >= 10 (through y == x + 5).
        expectUnchanged({ try solver.updateConstant(of: cap, to: -14) }) {
            if case .unsatisfiableConstraint(let c, let conflicts) = $0 {
                return c === cap && conflicts.count == 2 && conflicts[0] === self.base[0] && conflicts[1] === self.base[1]
            }
            return false
        }
        XCTAssertEqual(cap.expression.constant, -100)
    }

    func testUnsatisfiableStrengthToRequired() {
        let soft = (x <= 3) | .strong
        XCTAssertNoThrow(try solver.addConstraint(soft))
        base.append(soft)
        solver.updateVariables()
        // strong x <= 3 pushes x down to its floor 10; y = x + 5 = 15 (the medium edit loses).
        expectUnchanged({ try solver.updateStrength(of: soft, to: .required) }, expected: (10, 15)) {
            if case .unsatisfiableConstraint(let c, let conflicts) = $0 {
                return c === soft && conflicts.count == 1 && conflicts[0] === self.base[0]
            }
            return false
        }
        XCTAssertEqual(soft.strength, .strong)
    }

    func testErrorDescriptions() {
        let c = x >= 1
        XCTAssertEqual(SolverError.invalidValue("constant").description, "invalid value: constant")
        XCTAssertTrue(SolverError.duplicateConstraint(c).description.hasPrefix("duplicate constraint"))
        XCTAssertTrue(SolverError.internalError("x").description.hasPrefix("internal solver error"))
    }
}
