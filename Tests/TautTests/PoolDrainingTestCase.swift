import XCTest
@testable import TautSolver

/// A test case that starts and ends with an empty pool of recycled solvers, for tests that
/// look at which solver (and which of its kept objects) the next engine or owner gets.
class PoolDrainingTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        Solver.drainPool()
    }

    override func tearDown() {
        Solver.drainPool()
        super.tearDown()
    }
}
