import Foundation
import TautSolver
import XCTest

/// Replays the scenarios of `../shared/bench/oracle_check.py --emit` (committed under
/// `Fixtures/oracle` and `Fixtures/oracle-redundant`, see `Fixtures/README.md`) through
/// TautSolver without Python.
///
/// The expectations in those files were decided by the LP oracle (HiGHS), not by any solver:
/// `expect_unsat` after an `add` means the required constraint is infeasible together with the
/// required constraints accepted so far, and `expect_objective W` means the optimum of
/// `Σ strength × error` over the non-required constraints (an edit variable with suggestion `s`
/// counts as the soft constraint `v == s` at its strength) subject to the accepted required
/// constraints is `W`. After each `expect_objective` the replay checks that every accepted
/// required constraint holds within `1e-6 × (1 + |constant|)` and that the weighted error of
/// TautSolver's answer equals `W` within a relative `1e-6`, as oracle_check.py does.
final class OracleReplayTests: XCTestCase {
    /// The folder holding the fixtures, found next to this source file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testOracleScenarios() throws {
        try replayFolder("oracle", expectedCount: 200)
    }

    func testOracleScenariosWithRedundantEqualities() throws {
        try replayFolder("oracle-redundant", expectedCount: 100)
    }

    /// The replay itself on a scenario worked out by hand (two variables x0, x1).
    func testReplayOfHandWorkedScenario() {
        let scenario = """
            # oracle_check scenario seed=-1 vars=2
            add 0 >= 1001001000 -10 1 0 1
            expect_objective 0
            add 1 == 1 0 1 0 1
            expect_objective 10
            add 2 <= 1001001000 5 1 0 1
            expect_unsat
            expect_objective 10
            edit 1 1000
            suggest 1 7
            expect_objective 10
            remove 0
            expect_objective 0
            """
        // x0 >= 10 (required) alone: nothing soft, objective 0.
        // + x0 == 0 (weak, 1): x0 = 10 is forced, error 10 × weight 1 = 10.
        // + x0 <= -5 (required) contradicts x0 >= 10: rejected; objective stays 10.
        // edit x1 (1000), suggest 7: x1 is otherwise free, so x1 = 7 at no cost: still 10.
        // remove x0 >= 10: x0 = 0 satisfies the weak constraint: 0.
        XCTAssertNil(OracleScenario.replay(scenario))
    }

    /// A wrong expectation must be reported: the replay is not vacuous.
    func testReplayReportsAWrongObjective() {
        let scenario = """
            # vars=1
            add 0 == 1 -3 1 0 1
            expect_objective 1
            """
        // x0 - 3 == 0 (weak) alone is met exactly (objective 0), so the expected 1 is wrong.
        let failure = OracleScenario.replay(scenario)
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.hasPrefix("line 3") ?? false, failure ?? "")
    }

    private func replayFolder(_ name: String, expectedCount: Int) throws {
        let folder = OracleReplayTests.fixtures.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertEqual(files.count, expectedCount, "fixture files in \(folder.path)")
        var failures: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if let failure = OracleScenario.replay(text) { failures.append("\(name)/\(file): \(failure)") }
        }
        XCTAssertEqual(failures.count, 0, "scenarios that disagree with the LP oracle (first 10):\n"
                       + failures.prefix(10).joined(separator: "\n"))
    }
}

/// Replays one emitted scenario through a fresh ``Solver``.
private enum OracleScenario {
    static let required = 1_001_001_000.0

    /// A constraint as written in the file: `Σ coef × x[var] + constant OP 0` at `strength`.
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Double
    }

    /// Replays the scenario; returns nil when every expectation holds, otherwise a description
    /// of the first one that does not ("line N: ...").
    static func replay(_ text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var count = 5
        if let header = lines.first, let range = header.range(of: "vars=") {
            count = Int(header[range.upperBound...].prefix(while: \.isNumber)) ?? 5
        }
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        var live: [(spec: Spec, constraint: Constraint)] = []
        var ids: [String: Int] = [:]   // constraint id -> index in `live`
        var edits: [(variable: Int, strength: Double, suggestion: Double)] = []
        var index = 0
        while index < lines.count {
            let number = index + 1
            let words = lines[index].split(separator: " ").map(String.init)
            index += 1
            guard let command = words.first, !command.hasPrefix("#") else { continue }
            func fail(_ message: String) -> String { "line \(number) (\(lines[number - 1])): \(message)" }
            switch command {
            case "add":
                guard let spec = parseAdd(words), spec.terms.allSatisfy({ x.indices.contains($0.0) }) else {
                    return fail("malformed add")
                }
                let constraint = Constraint(Expression(spec.terms.map { Term(x[$0.0], $0.1) }, constant: spec.constant),
                                            spec.relation, strength: Strength(spec.strength))
                let expectUnsat = index < lines.count && lines[index] == "expect_unsat"
                if expectUnsat { index += 1 }
                do throws(SolverError) {
                    try solver.addConstraint(constraint)
                    if expectUnsat { return fail("accepted a required constraint that the LP says is infeasible") }
                    ids[words[1]] = live.count
                    live.append((spec, constraint))
                } catch {
                    guard expectUnsat, case .unsatisfiableConstraint = error else {
                        return fail("rejected: \(error)")
                    }
                }
            case "remove":
                guard words.count == 2, let at = ids[words[1]] else { return fail("unknown constraint id") }
                do throws(SolverError) {
                    try solver.removeConstraint(live[at].constraint)
                } catch {
                    return fail("\(error)")
                }
                live.remove(at: at)
                ids[words[1]] = nil
                for (key, value) in ids where value > at { ids[key] = value - 1 }
            case "edit":
                guard words.count == 3, let v = Int(words[1]), x.indices.contains(v), let s = Double(words[2]) else {
                    return fail("malformed edit")
                }
                do throws(SolverError) {
                    try solver.addEditVariable(x[v], strength: Strength(s))
                } catch {
                    return fail("\(error)")
                }
                edits.append((v, s, 0))
            case "suggest":
                guard words.count == 3, let v = Int(words[1]), let value = Double(words[2]),
                      let e = edits.firstIndex(where: { $0.variable == v }) else {
                    return fail("malformed suggest")
                }
                do throws(SolverError) {
                    try solver.suggestValue(x[v], value)
                } catch {
                    return fail("\(error)")
                }
                edits[e].suggestion = value
            case "expect_objective":
                guard words.count == 2, let expected = Double(words[1]) else { return fail("malformed expectation") }
                solver.updateVariables()
                var objective = 0.0
                for (spec, _) in live {
                    let e = error(spec, x)
                    if spec.strength >= required {
                        if !(e <= 1e-6 * (1 + abs(spec.constant))) {
                            return fail("required constraint \(describe(spec)) violated by \(e)")
                        }
                    } else {
                        objective += spec.strength * e
                    }
                }
                for edit in edits { objective += edit.strength * abs(x[edit.variable].value - edit.suggestion) }
                if !(abs(objective - expected) <= 1e-6 * max(1, abs(expected))) {
                    return fail("weighted error \(objective) != LP optimum \(expected); values "
                                + x.map { "\($0.value)" }.joined(separator: " "))
                }
            case "expect_unsat":
                return fail("expect_unsat without an add before it")
            default:
                return fail("unknown line")
            }
        }
        return nil
    }

    /// `add CID OP STRENGTH CONSTANT K (VAR COEF)*K`.
    static func parseAdd(_ w: [String]) -> Spec? {
        guard w.count >= 6, let relation = Relation(rawValue: w[2]), let strength = Double(w[3]),
              let constant = Double(w[4]), let k = Int(w[5]), k >= 0, w.count == 6 + 2 * k else { return nil }
        var terms: [(Int, Double)] = []
        for i in 0..<k {
            guard let v = Int(w[6 + 2 * i]), let c = Double(w[7 + 2 * i]) else { return nil }
            terms.append((v, c))
        }
        return Spec(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// oracle_check.py's `err_of`: how far the variables' values are from satisfying `spec`.
    static func error(_ spec: Spec, _ x: [Variable]) -> Double {
        var e = spec.constant
        for (v, c) in spec.terms { e += c * x[v].value }
        switch spec.relation {
        case .equal: return abs(e)
        case .greaterThanOrEqual: return max(0, -e)
        case .lessThanOrEqual: return max(0, e)
        }
    }

    static func describe(_ spec: Spec) -> String {
        spec.terms.map { "\($0.1)*x\($0.0)" }.joined(separator: " + ") + " + \(spec.constant) \(spec.relation) 0"
    }
}
