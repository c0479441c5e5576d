import XCTest
@testable import Taut
final class PlaceholderTests: XCTestCase { func testBuilds() { XCTAssertEqual(1 + 1, 2) } }
