import XCTest
@testable import Taut

final class LayoutFileEquationTests: XCTestCase {
    private func parse(_ text: String, metrics: [String: Double] = [:]) throws -> LayoutEquation {
        try LayoutEquation(parsing: text, metrics: metrics)
    }

    private func error(_ text: String, metrics: [String: Double] = [:]) -> LayoutEquationError? {
        do {
            _ = try LayoutEquation(parsing: text, metrics: metrics)
            return nil
        } catch {
            return error
        }
    }

    func testFullEquationWithMultiplierConstantAndPriority() throws {
        let equation = try parse("name.leading == avatar.trailing * 2 + 12 @750")
        XCTAssertEqual(equation.first.item, "name")
        XCTAssertEqual(equation.first.attribute, "leading")
        XCTAssertEqual(equation.first.attributeColumn, 5)  // "name." is 5 characters
        XCTAssertEqual(equation.relation, .equal)
        XCTAssertEqual(equation.second?.item, "avatar")
        XCTAssertEqual(equation.second?.itemColumn, 16)  // "name.leading == " is 16 characters (0...15)
        XCTAssertEqual(equation.second?.attribute, "trailing")
        XCTAssertEqual(equation.multiplier, 2)
        XCTAssertEqual(equation.constant, 12)
        XCTAssertEqual(equation.priority, 750)
    }

    func testConstantOnlyWidth() throws {
        let equation = try parse("avatar.width == 64")
        XCTAssertNil(equation.second)
        XCTAssertEqual(equation.constant, 64)
        XCTAssertEqual(equation.multiplier, 1)
        XCTAssertNil(equation.priority)
    }

    func testNegativeConstantsAndInequalities() throws {
        let trailing = try parse("a.trailing <= b.trailing - 8.5")
        XCTAssertEqual(trailing.relation, .lessThanOrEqual)
        XCTAssertEqual(trailing.constant, -8.5)
        let height = try parse("a.height >= -4")
        XCTAssertEqual(height.relation, .greaterThanOrEqual)
        XCTAssertEqual(height.constant, -4)
    }

    func testDivisionAndLeadingMultiplier() throws {
        XCTAssertEqual(try parse("a.width == b.width / 4").multiplier, 0.25)  // 1 / 4
        let leading = try parse("a.width == 0.5 * b.width + 3")
        XCTAssertEqual(leading.multiplier, 0.5)
        XCTAssertEqual(leading.constant, 3)
        XCTAssertEqual(leading.second?.item, "b")
    }

    func testGuidesAndParentNames() throws {
        let safe = try parse("card.top == safeArea.top + 8")
        XCTAssertEqual(safe.second?.item, "safeArea")
        XCTAssertNil(safe.second?.guide)
        let margins = try parse("name.leading == card.margins.leading")
        XCTAssertEqual(margins.second?.item, "card")
        XCTAssertEqual(margins.second?.guide, "margins")
        XCTAssertEqual(margins.second?.attribute, "leading")
        // Descriptions print guides as `card.layoutMarginsGuide`; that reads back as `card.margins`.
        let printed = try parse("name.top == card.safeAreaLayoutGuide.top")
        XCTAssertEqual(printed.second?.guide, "safeArea")
    }

    func testMetricsAndNamedPriorities() throws {
        let equation = try parse("a.top == b.bottom + gap @low", metrics: ["gap": 20])
        XCTAssertEqual(equation.constant, 20)
        XCTAssertEqual(equation.priority, 250)
        XCTAssertEqual(try parse("a.top == b.bottom @required").priority, 1000)
    }

    func testUnknownAttributeSuggestsAndPointsAtIt() {
        let error = error("card.lead == superview.leading")
        XCTAssertEqual(error?.column, 5)  // "card." then the attribute
        XCTAssertEqual(error?.message, "unknown attribute 'lead'; did you mean 'leading'?")
    }

    func testSingleEqualsIsExplained() {
        let error = error("a.top = b.top")
        XCTAssertEqual(error?.column, 6)  // "a.top " is 6 characters
        XCTAssertEqual(error?.message, "'=' is not a relation; write '==', '<=' or '>='")
    }

    func testPositionAttributeNeedsSecondItem() {
        let error = error("a.top == 8")
        XCTAssertEqual(error?.column, 2)
        XCTAssertEqual(error?.message, "'top' needs a second item; only width and height can equal a constant")
    }

    func testUnknownMetricAndBadPriority() {
        XCTAssertEqual(error("a.top == b.top + gapp", metrics: ["gap": 8])?.message,
                       "unknown metric 'gapp'; did you mean 'gap'?")
        let priority = error("a.width == 10 @1001")
        XCTAssertEqual(priority?.column, 15)  // "a.width == 10 @" is 15 characters
        XCTAssertEqual(priority?.message, "priority 1001 is outside 1...1000")
    }

    func testTrailingGarbageAndMissingPieces() {
        XCTAssertEqual(error("a.width == 10 10")?.column, 14)
        XCTAssertEqual(error("a.width ==")?.column, 10)  // end of the text
        XCTAssertEqual(error("a.width == b")?.message,
                       "unknown metric 'b'")
        XCTAssertEqual(error("")?.column, 0)
        XCTAssertEqual(error("a.width == 1 $")?.message, "unexpected character '$'")
        XCTAssertEqual(error("a == b.width")?.message,
                       "expected '.' and an attribute after 'a', found '=='")
    }

    func testDivisionByZero() {
        XCTAssertEqual(error("a.width == b.width / 0")?.message, "division by zero")
    }

    func testKindOfConstraintText() {
        XCTAssertEqual(LayoutFileConstraint.kind(of: "H:|-[a]-|"), .visualFormat)
        XCTAssertEqual(LayoutFileConstraint.kind(of: "[a(>=40)]"), .visualFormat)
        XCTAssertEqual(LayoutFileConstraint.kind(of: "  |[a]|"), .visualFormat)
        XCTAssertEqual(LayoutFileConstraint.kind(of: "a.width >= 40"), .equation)
    }

    func testErrorDescriptionWithSource() {
        let error = LayoutFileError("unknown view 'x'", at: LayoutFilePosition(file: "f.yaml", line: 2, column: 4))
        XCTAssertEqual(error.description(withSource: "one\n  - x\n"),
                       "f.yaml:2:4: error: unknown view 'x'\n  - x\n   ^")
    }
}

extension LayoutFileEquationTests {
    func testPastedDescriptionWithIdentifierLocationAndRole() throws {
        let equation = try parse(#"'row' title.leading == avatar.trailing + 12 @750 (ProfileView.swift:42, "a (label)") [hugging]"#)
        XCTAssertEqual(equation.identifier, "row")
        XCTAssertEqual(equation.first.item, "title")
        XCTAssertEqual(equation.constant, 12)
        XCTAssertEqual(equation.priority, 750)
    }

    func testUnbalancedAnnotation() {
        let error = error("a.width == 10 (x.swift:3")
        XCTAssertEqual(error?.column, 14)  // "a.width == 10 " is 14 characters
        XCTAssertEqual(error?.message, "unbalanced '('")
    }
}

extension LayoutFileEquationTests {
    func testChainedFactors() throws {
        let equation = try parse("a.height == a.width * 4 / 3 + 1")
        XCTAssertEqual(equation.multiplier, 4.0 / 3.0, accuracy: 1e-12)  // 4 / 3
        XCTAssertEqual(equation.constant, 1)
    }
}

extension LayoutFileEquationTests {
    func testInfiniteMultiplierIsRefused() {
        // 1e308 × 1e308 overflows to infinity at the second "*".
        let error = error("b.width == a.width * 1e308 * 1e308")
        XCTAssertEqual(error?.message, "the multiplier is too large")
        XCTAssertEqual(error?.column, 27)  // "b.width == a.width * 1e308 " is 27 characters
    }

    /// Random strings over the equation alphabet never crash the parser (fixed seed).
    func testRandomInputNeverCrashes() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("ab.width top=<>*/+-@ 0123456789e'()[]superviewsafeAreamargins")
        var parsed = 0
        for _ in 0..<5000 {
            let length = Int(generator.next() % 30)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if (try? LayoutEquation(parsing: text, metrics: ["e": 1])) != nil { parsed += 1 }
        }
        XCTAssertLessThan(parsed, 5000)  // most random strings are not equations
    }
}

/// A small deterministic generator for the randomised tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
