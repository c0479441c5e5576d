// TautSolver: an incremental Cassowary constraint solver. See Solver.swift.
