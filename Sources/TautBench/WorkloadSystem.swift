import TautSolver

/// One constraint of a workload, `sum(coefficient * variable) + constant  relation  0`, with
/// variables as indices into ``WorkloadSystem/variableNames``.
struct ConstraintSpec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Double
}

/// A solver-independent constraint system, built exactly as kiwi_bench.py's `System`:
/// variables, edit variables with their initial suggestions, constraints in adding order and
/// the analytic solution.
struct WorkloadSystem {
    /// Kiwi's strengths as plain weights.
    static let required = 1_001_001_000.0
    static let strong = 1_000_000.0
    static let medium = 1_000.0
    static let weak = 1.0

    /// `chain`, `grid` or `tree`.
    var name: String
    var variableNames: [String] = []
    /// Edit variables and their strengths, in adding order.
    var edits: [(variable: Int, strength: Double)] = []
    /// The initial suggestions for the edit variables.
    var suggestions: [(variable: Int, value: Double)] = []
    var constraints: [ConstraintSpec] = []
    /// The analytic solution (every variable of the built-in workloads has one).
    var expected: [Int: Double] = [:]
    /// The edit variable the resize case moves, and its base value.
    var resizeVariable = -1
    var resizeBase = 0.0
    /// How many views the layout stands for.
    var views = 0
    /// The tree's depth (tree workloads only).
    var depth: Int? = nil

    init(name: String) { self.name = name }

    /// Adds a variable and returns its index.
    mutating func variable(_ name: String) -> Int {
        variableNames.append(name)
        return variableNames.count - 1
    }

    mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Double) {
        constraints.append(ConstraintSpec(terms: terms.map { (variable: $0.0, coefficient: $0.1) },
                                          constant: constant, relation: relation, strength: strength))
    }

    /// `sum(terms) + constant == 0`.
    mutating func eq(_ terms: [(Int, Double)], _ constant: Double = 0, strength: Double = required) {
        add(terms, constant, .equal, strength)
    }

    /// `sum(terms) + constant >= 0`.
    mutating func ge(_ terms: [(Int, Double)], _ constant: Double = 0, strength: Double = required) {
        add(terms, constant, .greaterThanOrEqual, strength)
    }

    /// `sum(terms) + constant <= 0`.
    mutating func le(_ terms: [(Int, Double)], _ constant: Double = 0, strength: Double = required) {
        add(terms, constant, .lessThanOrEqual, strength)
    }

    /// The workload `name` at size `n` (`tree` picks the depth whose node count is closest).
    static func build(_ name: String, _ n: Int) -> WorkloadSystem? {
        switch name {
        case "chain": return chain(n)
        case "grid": return grid(n)
        case "tree": return tree(depth: treeDepth(for: n))
        default: return nil
        }
    }

    /// The indices of the constraints that the removeadd case removes and re-adds:
    /// `random.Random(2024).sample(range(ncons), ncons // 10)`.
    var removalSample: [Int] {
        var rng = PythonRandom(seed: 2024)
        return rng.sample(rangeOf: constraints.count, count: constraints.count / 10)
    }
}
