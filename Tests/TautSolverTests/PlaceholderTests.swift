import XCTest
@testable import TautSolver
final class PlaceholderTests: XCTestCase { func testBuilds() { XCTAssertEqual(1 + 1, 2) } }
