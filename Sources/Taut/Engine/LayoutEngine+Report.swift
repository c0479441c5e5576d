import Foundation

import TautSolver

extension LayoutEngine {
    /// Reports a constraint the solver refused: for a conflict, the constraint left out, the
    /// rule that chose it, and the minimal set of constraints it conflicts with.
    func report(_ record: Record, error: any Error) {
        let constraint = record.constraint
        let prefix = isFitting ? "While computing systemLayoutSizeFitting of \(root?.debugName ?? "a view"): " : ""
        guard let solverError = error as? SolverError else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidValue, message: prefix + "Unable to install \(constraint): \(error).",
                constraints: [constraint], leftOutConstraint: constraint))
            return
        }
        switch solverError {
        case .unsatisfiableConstraint(_, let conflicts):
            // The reverse map from solver constraints is built only here, on the slow path.
            var bySolverConstraint: [ObjectIdentifier: LayoutConstraint] = [:]
            for r in records { if let sc = r.solverConstraint { bySolverConstraint[ObjectIdentifier(sc)] = r.constraint } }
            let others = conflicts.compactMap { bySolverConstraint[ObjectIdentifier($0)] }
                .filter { $0 !== constraint }
            var names: [String] = []
            for c in [constraint] + others {
                for item in c.items where !names.contains(item.debugName) { names.append(item.debugName) }
            }
            var message = prefix + "Unable to simultaneously satisfy constraints.\n"
            message += "Left out: \(constraint)\n"
            message += "    (rule: a required constraint that conflicts is left out when it is the one added or changed last; here \(record.reason.text(rootName: root?.debugName ?? "the root")))\n"
            if others.isEmpty {
                message += "It can't hold on its own."
            } else {
                message += "It conflicts with this minimal set of required constraints:\n"
                message += others.map { "    \($0)" }.joined(separator: "\n")
            }
            message += "\nItems involved: " + names.joined(separator: ", ")
            message += AutoresizingHint.text(for: [constraint] + others)
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .unsatisfiableConstraints, message: message,
                constraints: [constraint] + others, leftOutConstraint: constraint))
        default:
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidValue, message: prefix + "Unable to install \(constraint): \(solverError).",
                constraints: [constraint], leftOutConstraint: constraint))
        }
    }
}
