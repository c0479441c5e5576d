import XCTest
@testable import Taut

/// Formats are parsed once and reused: the same constraints and the same errors every time.
final class VisualFormatCacheTests: XCTestCase {
    func testACachedFormatGivesTheSameSyntaxAndTheSameError() throws {
        let format = "H:|-(cacheTestMargin)-[a(==b)]-[b]-|"
        let first = try VisualFormatSyntaxCache.syntax(of: format)
        XCTAssertEqual(try VisualFormatSyntaxCache.syntax(of: format), first)
        XCTAssertEqual(first, try VisualFormatParser.parse(format))

        let bad = "H:|-[a(cacheTest"
        var errors: [VisualFormatError] = []
        for _ in 0..<2 {
            do { _ = try VisualFormatSyntaxCache.syntax(of: bad) } catch { errors.append(error) }
        }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors.first, errors.last)
        XCTAssertEqual(errors.first?.column, 16)  // the end of the format, where ")" was expected
    }

    func testTheCacheStaysBounded() throws {
        for i in 0..<(VisualFormatSyntaxCache.capacity + 10) {
            _ = try VisualFormatSyntaxCache.syntax(of: "H:[boundTest\(i)]")
        }
        XCTAssertLessThanOrEqual(VisualFormatSyntaxCache.count, VisualFormatSyntaxCache.capacity)
    }

    func testTwoCellsBuiltFromTheSameFormatsGetEqualConstraints() {
        func build() -> [String] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            root.accessibilityIdentifier = "root"
            let a = View(), b = View()
            a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"
            root.addSubview(a); root.addSubview(b)
            return LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b(==a)]-|", options: [], metrics: nil,
                                                views: ["a": a, "b": b]).map { "\($0.firstAnchor) \($0.relation) \($0.constant)" }
        }
        // |-[a] is the standard 20 to the superview; [b]-| gives root.trailing == b.trailing + 20.
        XCTAssertEqual(build(), ["a.leading == 20.0", "b.leading == 8.0", "b.width == 0.0", "root.trailing == 20.0"])
        XCTAssertEqual(build(), build())
    }
}
