import TautSolver

extension FuzzEntry {
    /// The solver: the input is a program of solver operations, one byte for the operation
    /// and a few for its operands (see ``SolverFuzzProgram``).
    ///
    /// Invariants: no call throws ``SolverError/internalError(_:)``; a call that throws leaves
    /// the solver's constraints as they were; the solver holds exactly the constraints the
    /// program added and did not remove; and after every `updateVariables()` each required
    /// constraint holds within 1e-7 of its scale (the sum of its terms' and constant's magnitudes,
    /// of the largest constant the program gave the solver and of the largest value the solver
    /// gave a variable in use: values far beyond the constants are computed through rows as
    /// large, see ``SolverFuzzProgram``), and each variable's value is the one `value(of:)` gives.
    ///
    /// `trace`, when given, receives each operation as it runs (to read a reproducer).
    public static func solver(_ bytes: [UInt8], trace: ((String) -> Void)? = nil) -> [String] {
        let program = SolverFuzzProgram(bytes)
        program.trace = trace
        program.run()
        return program.problems
    }
}
