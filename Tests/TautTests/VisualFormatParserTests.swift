import XCTest
@testable import Taut

/// The VFL parser on its own: syntax trees and syntax errors, no views involved.
final class VisualFormatParserTests: XCTestCase {
    private typealias Syntax = VisualFormatSyntax

    private func parse(_ format: String, file: StaticString = #filePath, line: UInt = #line) -> Syntax? {
        do {
            return try VisualFormatParser.parse(format)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    private func parseError(_ format: String, file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            _ = try VisualFormatParser.parse(format)
            XCTFail("expected an error for \(format)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func constant(_ value: Double, _ relation: Syntax.Relation = .equal, column: Int, end: Int,
                          priority: Syntax.Value? = nil) -> Syntax.Predicate {
        .init(relation: relation, object: .constant(.number(value)), multiplier: 1, offset: 0,
              priority: priority, column: column, endColumn: end)
    }

    // MARK: - Grammar elements

    func testOrientationDefaultsToHorizontal() {
        XCTAssertEqual(parse("[a]")?.orientation, .horizontal)
        XCTAssertEqual(parse("H:[a]")?.orientation, .horizontal)
        XCTAssertEqual(parse("V:[a]")?.orientation, .vertical)
    }

    func testSingleViewWithoutSuperview() {
        let syntax = parse("H:[button]")
        XCTAssertEqual(syntax?.views.map(\.name), ["button"])
        // "H:[" is 3 characters, so the name starts at column 3 and ends at 9.
        XCTAssertEqual(syntax?.views.first?.nameColumn, 3)
        XCTAssertEqual(syntax?.views.first?.nameEndColumn, 9)
        XCTAssertNil(syntax?.leadingSuperview)
        XCTAssertNil(syntax?.trailingSuperview)
        XCTAssertEqual(syntax?.connections, [])
    }

    func testSuperviewBarsWithStandardSpacing() {
        let syntax = parse("H:|-[button]-|")
        XCTAssertEqual(syntax?.leadingSuperview, .init(kind: .standard, column: 3))
        XCTAssertEqual(syntax?.trailingSuperview, .init(kind: .standard, column: 12))
        XCTAssertEqual(syntax?.leadingBarColumn, 2)
        XCTAssertEqual(syntax?.trailingBarColumn, 13)
    }

    func testFlushViewsAndFlushSuperview() {
        let syntax = parse("|[a][b]|")
        XCTAssertEqual(syntax?.leadingSuperview?.kind, .flush)
        XCTAssertEqual(syntax?.connections.map(\.kind), [.flush])
        XCTAssertEqual(syntax?.trailingSuperview?.kind, .flush)
        XCTAssertEqual(syntax?.views.map(\.name), ["a", "b"])
    }

    func testNumberAndMetricConnections() {
        let syntax = parse("V:[a]-8-[b]-margin-[c]-12.5-|")
        // "V:[a]-8-" : the 8 sits at column 6.
        XCTAssertEqual(syntax?.connections.first?.kind, .predicates([constant(8, column: 6, end: 7)]))
        // "V:[a]-8-[b]-" is 12 characters, so "margin" spans 12..<18.
        XCTAssertEqual(syntax?.connections.last?.kind, .predicates([
            .init(relation: .equal, object: .constant(.name("margin", column: 12, endColumn: 18)),
                  multiplier: 1, offset: 0, priority: nil, column: 12, endColumn: 18)]))
        // "V:[a]-8-[b]-margin-[c]-" is 23 characters, so "12.5" spans 23..<27.
        XCTAssertEqual(syntax?.trailingSuperview?.kind, .predicates([constant(12.5, column: 23, end: 27)]))
    }

    func testParenthesisedConnectionWithPriority() {
        let syntax = parse("[a]-(>=8@999)-[b]")
        // "[a]-(" is 5 characters: the predicate spans 5..<12.
        XCTAssertEqual(syntax?.connections.first?.kind, .predicates([
            constant(8, .greaterThanOrEqual, column: 5, end: 12, priority: .number(999))]))
    }

    func testConnectionWithTwoPredicatesAndNegativeNumber() {
        let syntax = parse("[a]-(>=-4,<=20)-[b]")
        XCTAssertEqual(syntax?.connections.first?.kind, .predicates([
            constant(-4, .greaterThanOrEqual, column: 5, end: 9),
            constant(20, .lessThanOrEqual, column: 10, end: 14)]))
    }

    func testViewPredicateList() {
        let syntax = parse("[button(>=50,<=200@750)]")
        XCTAssertEqual(syntax?.views.first?.predicates, [
            constant(50, .greaterThanOrEqual, column: 8, end: 12),
            constant(200, .lessThanOrEqual, column: 13, end: 22, priority: .number(750))])
    }

    func testViewToViewPredicateIsAName() {
        // Without an attribute or operator, `b` may be a metric or a view: the
        // builder decides.
        let predicate = parse("[a(==b)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.object, .constant(.name("b", column: 5, endColumn: 6)))
    }

    func testViewPredicateWithAttributeAndOperators() {
        let predicate = parse("V:[a(==b.width*2+10@high)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.object, .view(name: "b", column: 7, endColumn: 8, attribute: .width))
        XCTAssertEqual(predicate?.multiplier, 2)
        XCTAssertEqual(predicate?.offset, 10)
        XCTAssertEqual(predicate?.priority, .name("high", column: 20, endColumn: 24))
    }

    func testDivisionAndSubtractionOperators() {
        let predicate = parse("[a(<=b/4-2)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.relation, .lessThanOrEqual)
        XCTAssertEqual(predicate?.object, .view(name: "b", column: 5, endColumn: 6, attribute: nil))
        XCTAssertEqual(predicate?.multiplier, 0.25)  // 1 / 4
        XCTAssertEqual(predicate?.offset, -2)
    }

    func testGTKAttributeSynonyms() {
        XCTAssertEqual(VisualFormatAttribute(formatName: "start"), .leading)
        XCTAssertEqual(VisualFormatAttribute(formatName: "end"), .trailing)
        XCTAssertEqual(VisualFormatAttribute(formatName: "baseline"), .lastBaseline)
        XCTAssertEqual(VisualFormatAttribute(formatName: "centerY"), .centerY)
        XCTAssertNil(VisualFormatAttribute(formatName: "middle"))
    }

    func testPriorityAsMetricName() {
        let predicate = parse("[a(50@p)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.priority, .name("p", column: 6, endColumn: 7))
    }

    func testSpacesBetweenTokensAreIgnored() {
        let syntax = parse("H: | - [ a ( >= 10 ) ] - 8 - [ b ] |")
        XCTAssertEqual(syntax?.views.map(\.name), ["a", "b"])
        XCTAssertEqual(syntax?.leadingSuperview?.kind, .standard)
        XCTAssertEqual(syntax?.trailingSuperview?.kind, .flush)
        XCTAssertEqual(syntax?.views.first?.predicates.first?.relation, .greaterThanOrEqual)
    }

    func testExponentNumbers() {
        let predicate = parse("[a(1e2)]")?.views.first?.predicates.first
        XCTAssertEqual(predicate?.object, .constant(.number(100)))
    }

    // MARK: - Errors

    func testMissingViewAfterTrailingConnectionMatchesApple() {
        let error = parseError("H:|-[button]-")
        XCTAssertEqual(error?.reason, .syntax("Expected a view"))
        // The format has 13 characters and ends after the dash: caret at 13.
        XCTAssertEqual(error?.column, 13)
        XCTAssertEqual(error?.description,
                       "Unable to parse constraint format: \nExpected a view\nH:|-[button]-\n             ^")
    }

    func testEmptyFormat() {
        let error = parseError("")
        XCTAssertEqual(error?.reason, .syntax("Expected a view"))
        XCTAssertEqual(error?.column, 0)
    }

    func testBadOrientation() {
        let error = parseError("X:[a]")
        XCTAssertEqual(error?.reason, .syntax("Expected 'H:', 'V:', '|' or a view"))
        XCTAssertEqual(error?.column, 0)
        let missingColon = parseError("V[a]")
        XCTAssertEqual(missingColon?.reason, .syntax("Expected ':' after the orientation"))
        XCTAssertEqual(missingColon?.column, 1)
    }

    func testUnclosedView() {
        let error = parseError("[a(50)")
        XCTAssertEqual(error?.reason, .syntax("Expected ']' to end the view"))
        XCTAssertEqual(error?.column, 6)  // the end of the 6-character format
    }

    func testDottedViewName() {
        let error = parseError("H:[self.arrow]-5-|")
        XCTAssertEqual(error?.reason, .syntax("Expected ']' to end the view (a view name cannot contain '.')"))
        XCTAssertEqual(error?.column, 7)  // the "." after "H:[self"
    }

    func testMissingViewName() {
        let error = parseError("[]")
        XCTAssertEqual(error?.reason, .syntax("Expected a view name"))
        XCTAssertEqual(error?.column, 1)
    }

    func testUnterminatedConnection() {
        let error = parseError("[a]-8[b]")
        XCTAssertEqual(error?.reason, .syntax("Expected '-' to end the spacing"))
        XCTAssertEqual(error?.column, 5)
    }

    func testDoubleDash() {
        let error = parseError("[a]--[b]")
        XCTAssertEqual(error?.reason, .syntax("Expected a view, '|', a number, a metric name or '(' after '-'"))
        XCTAssertEqual(error?.column, 4)
    }

    func testBadRelation() {
        let error = parseError("[a(=50)]")
        XCTAssertEqual(error?.reason, .syntax("Expected '==', '<=' or '>='"))
        XCTAssertEqual(error?.column, 3)
    }

    func testMissingPredicateSeparator() {
        let error = parseError("[a(50 60)]")
        XCTAssertEqual(error?.reason, .syntax("Expected ',' or ')' after a predicate"))
        XCTAssertEqual(error?.column, 6)
    }

    func testUnknownAttribute() {
        let error = parseError("[a(==b.middle)]")
        XCTAssertEqual(error?.column, 7)
        XCTAssertEqual(error?.reason, .syntax(
            "Unknown attribute 'middle'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline"))
    }

    func testAttributesAreNotAllowedInConnections() {
        let error = parseError("[a]-(b.width)-[c]")
        XCTAssertEqual(error?.reason, .syntax("Expected ',' or ')' after a predicate"))
        XCTAssertEqual(error?.column, 6)
    }

    func testPriorityOutOfRange() {
        let error = parseError("[a(50@1001)]")
        XCTAssertEqual(error?.reason, .invalidPriority(1001))
        XCTAssertEqual(error?.column, 6)
        XCTAssertEqual(error?.message, "Priority 1001 is out of range: a priority must be between 1 and 1000.")
        XCTAssertEqual(parseError("[a(50@0)]")?.reason, .invalidPriority(0))
    }

    func testMissingPriority() {
        let error = parseError("[a(50@)]")
        XCTAssertEqual(error?.reason, .syntax("Expected a priority (a number or a name) after '@'"))
        XCTAssertEqual(error?.column, 6)
    }

    func testDivisionByZero() {
        let error = parseError("[a(==b/0)]")
        XCTAssertEqual(error?.reason, .syntax("Cannot divide by zero"))
        XCTAssertEqual(error?.column, 7)
    }

    func testInfiniteNumber() {
        let error = parseError("[a(1e999)]")
        XCTAssertEqual(error?.reason, .invalidNumber(.infinity))
        XCTAssertEqual(error?.column, 3)
    }

    func testGarbageAfterTrailingBar() {
        let error = parseError("[a]|[b]")
        XCTAssertEqual(error?.reason, .syntax("Expected the end of the format after '|'"))
        XCTAssertEqual(error?.column, 4)
    }

    func testGarbageAfterView() {
        let error = parseError("[a]x")
        XCTAssertEqual(error?.reason, .syntax("Expected '-', a view, '|' or the end of the format"))
        XCTAssertEqual(error?.column, 3)
    }

    func testLoneBar() {
        let error = parseError("|")
        XCTAssertEqual(error?.reason, .syntax("Expected a view"))
        XCTAssertEqual(error?.column, 1)
    }

    func testCaretCountsCharactersNotBytes() {
        // "é" is one Character though two UTF-8 bytes: the caret is at column 4.
        let error = parseError("[é]-")
        XCTAssertEqual(error?.column, 4)
        XCTAssertEqual(error?.caretLine, "    ^")
    }
}
