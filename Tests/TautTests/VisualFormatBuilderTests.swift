import XCTest
@testable import Taut

/// Name resolution, standard spacing, direction and alignment options, checked on
/// the engine-independent constraint descriptions.
final class VisualFormatBuilderTests: XCTestCase {
    private typealias Spec = VisualFormatConstraintSpec

    private func build(_ format: String, views: Set<String> = ["a", "b", "c"], metrics: [String: Double] = [:],
                       invalidMetrics: Set<String> = [], orphans: Set<String> = [],
                       options: VisualFormatOptionsModel = .init(),
                       spacing: SystemSpacing = .standard) throws -> [Spec] {
        let syntax = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(
            format: format, syntax: syntax, viewNames: views, metrics: metrics, invalidMetrics: invalidMetrics,
            hasSuperview: { !orphans.contains($0) }, options: options, spacing: spacing)
        return try builder.build()
    }

    private func buildError(_ format: String, views: Set<String> = ["a", "b", "c"], metrics: [String: Double] = [:],
                            invalidMetrics: Set<String> = [], orphans: Set<String> = [],
                            options: VisualFormatOptionsModel = .init(),
                            file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            _ = try build(format, views: views, metrics: metrics, invalidMetrics: invalidMetrics,
                          orphans: orphans, options: options)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as VisualFormatError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return nil
    }

    private func spec(_ first: Spec.Item, _ firstAttribute: VisualFormatAttribute,
                      _ relation: VisualFormatSyntax.Relation = .equal,
                      _ second: Spec.Item? = nil, _ secondAttribute: VisualFormatAttribute? = nil,
                      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) -> Spec {
        Spec(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
             secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    func testStandardSpacingToSuperviewAndBetweenSiblings() throws {
        let specs = try build("H:|-[a]-[b]-|")
        XCTAssertEqual(specs, [
            spec(.view("a"), .leading, .equal, .superview(of: "a"), .leading, constant: 20),
            spec(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8),
            spec(.superview(of: "b"), .trailing, .equal, .view("b"), .trailing, constant: 20),
        ])
    }

    func testConfigurableSpacingTable() throws {
        let specs = try build("V:|-[a]-[b]", spacing: SystemSpacing(sibling: 4, superview: 16))
        XCTAssertEqual(specs.map(\.constant), [16, 4])
        XCTAssertEqual(specs.first?.firstAttribute, .top)
        XCTAssertEqual(specs.last?.secondAttribute, .bottom)
    }

    func testFlushConnectionsHaveZeroConstant() throws {
        let specs = try build("V:|[a][b]|")
        XCTAssertEqual(specs, [
            spec(.view("a"), .top, .equal, .superview(of: "a"), .top),
            spec(.view("b"), .top, .equal, .view("a"), .bottom),
            spec(.superview(of: "b"), .bottom, .equal, .view("b"), .bottom),
        ])
    }

    func testMetricsAndPrioritiesInConnections() throws {
        let specs = try build("[a]-(>=gap@p,<=40@low)-[b]", metrics: ["gap": 12, "p": 999])
        XCTAssertEqual(specs, [
            spec(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, constant: 12, priority: 999),
            spec(.view("b"), .leading, .lessThanOrEqual, .view("a"), .trailing, constant: 40, priority: 250),
        ])
    }

    func testSizePredicatesComeBeforeTheFollowingConnection() throws {
        let specs = try build("H:[a(>=50,<=200@750)]-10-[b(==a)]")
        XCTAssertEqual(specs, [
            spec(.view("a"), .width, .greaterThanOrEqual, constant: 50),
            spec(.view("a"), .width, .lessThanOrEqual, constant: 200, priority: 750),
            spec(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 10),
            spec(.view("b"), .width, .equal, .view("a"), .width),
        ])
    }

    func testMetricWinsOverViewWithTheSameName() throws {
        let specs = try build("V:[a(b)]", metrics: ["b": 30])
        XCTAssertEqual(specs, [spec(.view("a"), .height, .equal, constant: 30)])
    }

    func testAttributeAndOperatorExtension() throws {
        let specs = try build("V:[a(==b.width*0.5+4@high)]")
        XCTAssertEqual(specs, [
            spec(.view("a"), .height, .equal, .view("b"), .width, multiplier: 0.5, constant: 4, priority: 750),
        ])
    }

    func testNamedPriorities() throws {
        let specs = try build("[a(1@required,2@high,3@medium,4@low)]")
        XCTAssertEqual(specs.map(\.priority), [1000, 750, 500, 250])
    }

    func testMetricNamedLikeAPriorityWins() throws {
        let specs = try build("[a(1@high)]", metrics: ["high": 900])
        XCTAssertEqual(specs.map(\.priority), [900])
    }

    func testLeftToRightAndRightToLeft() throws {
        var options = VisualFormatOptionsModel()
        options.direction = .leftToRight
        XCTAssertEqual(try build("|-5-[a]-[b]|", options: options), [
            spec(.view("a"), .left, .equal, .superview(of: "a"), .left, constant: 5),
            spec(.view("b"), .left, .equal, .view("a"), .right, constant: 8),
            spec(.superview(of: "b"), .right, .equal, .view("b"), .right),
        ])
        options.direction = .rightToLeft
        // Right to left: `a` is the rightmost; each constraint still has the gap as
        // its constant, written from the left-hand item's point of view.
        XCTAssertEqual(try build("|-5-[a]-[b]|", options: options), [
            spec(.superview(of: "a"), .right, .equal, .view("a"), .right, constant: 5),
            spec(.view("a"), .left, .equal, .view("b"), .right, constant: 8),
            spec(.view("b"), .left, .equal, .superview(of: "b"), .left),
        ])
    }

    func testDirectionIsIgnoredVertically() throws {
        var options = VisualFormatOptionsModel()
        options.direction = .rightToLeft
        XCTAssertEqual(try build("V:[a]-[b]", options: options),
                       [spec(.view("b"), .top, .equal, .view("a"), .bottom, constant: 8)])
    }

    func testAlignmentPairsConsecutiveViews() throws {
        var options = VisualFormatOptionsModel()
        options.alignment = [.top, .bottom]
        let specs = try build("[a][b][c]", options: options)
        XCTAssertEqual(Array(specs.dropFirst(2)), [
            spec(.view("a"), .top, .equal, .view("b"), .top),
            spec(.view("a"), .bottom, .equal, .view("b"), .bottom),
            spec(.view("b"), .top, .equal, .view("c"), .top),
            spec(.view("b"), .bottom, .equal, .view("c"), .bottom),
        ])
    }

    // MARK: - Errors

    func testUnknownView() {
        let error = buildError("H:[a]-[button]")
        XCTAssertEqual(error?.reason, .unknownView("button"))
        // "H:[a]-[button" is 13 characters: the caret sits after the name, as Apple's.
        XCTAssertEqual(error?.column, 13)
        XCTAssertEqual(error?.description,
                       "Unable to parse constraint format: \nbutton is not a key in the views dictionary.\nH:[a]-[button]\n             ^")
    }

    func testUnknownMetric() {
        let error = buildError("H:|-padding-[a]")
        XCTAssertEqual(error?.reason, .unknownMetric("padding"))
        XCTAssertEqual(error?.column, 11)  // "H:|-padding" is 11 characters
        XCTAssertEqual(error?.message, "padding is not a key in the metrics dictionary.")
    }

    func testUnknownPriorityName() {
        let error = buildError("[a(5@urgent)]")
        XCTAssertEqual(error?.reason, .unknownMetric("urgent"))
        XCTAssertEqual(error?.column, 11)
    }

    func testUnknownViewInPredicate() {
        XCTAssertEqual(buildError("[a(==z)]")?.reason, .unknownViewOrMetric("z"))
        let explicit = buildError("[a(==z.height)]")
        XCTAssertEqual(explicit?.reason, .unknownView("z"))
        XCTAssertEqual(explicit?.column, 6)
    }

    func testMetricThatIsNotANumberOrNotFinite() {
        XCTAssertEqual(buildError("[a(m)]", invalidMetrics: ["m"])?.reason, .invalidMetric("m"))
        XCTAssertEqual(buildError("[a(m)]", metrics: ["m": .infinity])?.reason, .invalidNumber(.infinity))
    }

    func testPriorityMetricOutOfRange() {
        let error = buildError("[a(5@p)]", metrics: ["p": 2000])
        XCTAssertEqual(error?.reason, .invalidPriority(2000))
        XCTAssertEqual(error?.column, 5)
    }

    func testBarWithoutSuperview() {
        let error = buildError("H:[a]-|", orphans: ["a"])
        XCTAssertEqual(error?.reason, .missingSuperview("a"))
        XCTAssertEqual(error?.column, 6)
        XCTAssertEqual(buildError("|[a]", orphans: ["a"])?.column, 0)
    }

    func testAlignmentAlongTheOrientationIsAnError() {
        var options = VisualFormatOptionsModel()
        options.alignment = [.centerX]
        let error = buildError("H:[a][b]", options: options)
        XCTAssertEqual(error?.reason, .alignmentConflictsWithOrientation("horizontal"))
        XCTAssertEqual(error?.column, 8)  // the end of the 8-character format
        XCTAssertEqual(error?.message,
                       "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        options.alignment = [.firstBaseline]
        XCTAssertEqual(buildError("V:[a][b]", options: options)?.reason, .alignmentConflictsWithOrientation("vertical"))
    }

    func testInvalidDirection() {
        var options = VisualFormatOptionsModel()
        options.direction = nil
        XCTAssertEqual(buildError("[a]", options: options)?.reason,
                       .invalidOptions("The options hold more than one direction (left to right and right to left)."))
    }
}
