import TautSolver

extension LayoutEngine {
    /// Marks as broken, and reports, the constraints that the solver left out at its last
    /// `updateVariables()`: rounding had let a required constraint in against the others, and
    /// the solver's check of its solution rebuilt the tableau without it (see
    /// `Solver.rejectedByRebuild`). The layout goes on with the rest, as after a failed add.
    func leaveOutRejectedByRebuild() {
        // Asked of the solver first: reading its public list from here costs an exclusivity check.
        guard solver.leftOutConstraintsInRebuild else { return }
        let rejections = solver.rejectedByRebuild
        var bySolverConstraint: [ObjectIdentifier: [Record]] = [:]
        for record in records where record.state == .installed {
            if let sc = record.solverConstraint { bySolverConstraint[ObjectIdentifier(sc), default: []].append(record) }
        }
        for rejection in rejections {
            for record in bySolverConstraint[ObjectIdentifier(rejection.constraint)] ?? [] {
                leaveOut(record, error: rejection.error, reason: .letInByRounding)
            }
        }
    }
}
