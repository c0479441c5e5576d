import XCTest
@testable import Taut

/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` on real
/// views: each resulting constraint checked, errors, and a screen laid out from
/// VFL strings alone.
final class VisualFormatTests: XCTestCase {
    private var root: View!
    private var a: View!
    private var b: View!
    private var c: View!

    override func setUp() {
        super.setUp()
        root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        a = View()
        b = View()
        c = View()
        for view in [a, b, c] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    private var views: [String: Any] { ["a": a as Any, "b": b as Any, "c": c as Any] }

    private func make(_ format: String, options: LayoutConstraint.FormatOptions = [],
                      metrics: [String: Any]? = nil, file: StaticString = #filePath,
                      line: UInt = #line) -> [LayoutConstraint] {
        do {
            return try LayoutConstraint.constraints(parsingVisualFormat: format, options: options,
                                                    metrics: metrics, views: views)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return []
        }
    }

    private func error(_ format: String, options: LayoutConstraint.FormatOptions = [],
                       metrics: [String: Any]? = nil, views: [String: Any]? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            _ = try LayoutConstraint.constraints(parsingVisualFormat: format, options: options,
                                                 metrics: metrics, views: views ?? self.views)
            XCTFail("expected an error for \(format)", file: file, line: line)
        } catch {
            return error
        }
        return nil
    }

    /// Checks one constraint completely.
    private func check(_ constraint: LayoutConstraint?, _ first: AnyObject, _ firstAttribute: LayoutAttribute,
                       _ relation: LayoutRelation, _ second: AnyObject?, _ secondAttribute: LayoutAttribute,
                       multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
                       file: StaticString = #filePath, line: UInt = #line) {
        guard let constraint else { return XCTFail("missing constraint", file: file, line: line) }
        XCTAssertTrue(constraint.firstItem === first, "first item", file: file, line: line)
        XCTAssertEqual(constraint.firstAttribute, firstAttribute, file: file, line: line)
        XCTAssertEqual(constraint.relation, relation, file: file, line: line)
        XCTAssertTrue(constraint.secondItem === second, "second item", file: file, line: line)
        XCTAssertEqual(constraint.secondAttribute, secondAttribute, file: file, line: line)
        XCTAssertEqual(constraint.multiplier, multiplier, file: file, line: line)
        XCTAssertEqual(constraint.constant, constant, file: file, line: line)
        XCTAssertEqual(constraint.priority, priority, file: file, line: line)
        XCTAssertFalse(constraint.isActive, "VFL constraints come back inactive", file: file, line: line)
    }

    // MARK: - Grammar elements

    func testStandardSpacingToSuperviewAndSibling() {
        let constraints = make("H:|-[a]-[b]-|")
        XCTAssertEqual(constraints.count, 3)
        check(constraints[0], a, .leading, .equal, root, .leading, constant: 20)
        check(constraints[1], b, .leading, .equal, a, .trailing, constant: 8)
        check(constraints[2], root, .trailing, .equal, b, .trailing, constant: 20)
    }

    func testVerticalFlushAndFixedSpacing() {
        let constraints = make("V:|[a]-12-[b]|")
        XCTAssertEqual(constraints.count, 3)
        check(constraints[0], a, .top, .equal, root, .top)
        check(constraints[1], b, .top, .equal, a, .bottom, constant: 12)
        check(constraints[2], root, .bottom, .equal, b, .bottom)
    }

    func testSizePredicatesWithPriorities() {
        let constraints = make("[a(>=50,<=200@750)]")
        XCTAssertEqual(constraints.count, 2)
        check(constraints[0], a, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)
        check(constraints[1], a, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 200, priority: .defaultHigh)
    }

    func testMetricsForSpacingSizeAndPriority() {
        let constraints = make("V:[a(side@p)]-(>=gap@999)-[b]", metrics: ["side": 44, "gap": CGFloat(6.5), "p": Float(500)])
        XCTAssertEqual(constraints.count, 2)
        check(constraints[0], a, .height, .equal, nil, .notAnAttribute, constant: 44, priority: LayoutPriority(500))
        check(constraints[1], b, .top, .greaterThanOrEqual, a, .bottom, constant: 6.5, priority: LayoutPriority(999))
    }

    func testViewToViewPredicate() {
        let constraints = make("H:[a(==b)]")
        check(constraints.first, a, .width, .equal, b, .width)
    }

    func testAttributeMultiplierExtensionAndNamedPriority() {
        let constraints = make("H:[a(==b.height*2-4@low)]")
        check(constraints.first, a, .width, .equal, b, .height, multiplier: 2, constant: -4, priority: .defaultLow)
    }

    func testConnectionWithTwoPredicates() {
        let constraints = make("[a]-(>=8,<=20@high)-[b]")
        XCTAssertEqual(constraints.count, 2)
        check(constraints[0], b, .leading, .greaterThanOrEqual, a, .trailing, constant: 8)
        check(constraints[1], b, .leading, .lessThanOrEqual, a, .trailing, constant: 20, priority: .defaultHigh)
    }

    func testAlignmentOptionsPairConsecutiveViews() {
        let constraints = make("H:[a][b][c]", options: [.alignAllTop, .alignAllCenterY])
        XCTAssertEqual(constraints.count, 6)  // 2 flush connections + 2 pairs x 2 attributes
        check(constraints[2], a, .top, .equal, b, .top)
        check(constraints[3], a, .centerY, .equal, b, .centerY)
        check(constraints[4], b, .top, .equal, c, .top)
        check(constraints[5], b, .centerY, .equal, c, .centerY)
    }

    func testDirectionOptions() {
        let leftToRight = make("|-[a]", options: .directionLeftToRight)
        check(leftToRight.first, a, .left, .equal, root, .left, constant: 20)
        let rightToLeft = make("|-[a]-[b]", options: .directionRightToLeft)
        check(rightToLeft[0], root, .right, .equal, a, .right, constant: 20)
        check(rightToLeft[1], a, .left, .equal, b, .right, constant: 8)
    }

    func testFormatOptionsRawValuesAreUIKits() {
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllLeft.rawValue, 2)
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllTop.rawValue, 8)
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllLeading.rawValue, 32)
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllCenterY.rawValue, 1024)
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue, 4096)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionLeadingToTrailing.rawValue, 0)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionLeftToRight.rawValue, 65536)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionRightToLeft.rawValue, 131072)
    }

    func testConfigurableStandardSpacing() {
        let saved = SystemSpacing.current
        defer { SystemSpacing.current = saved }
        SystemSpacing.current = SystemSpacing(sibling: 4, superview: 16)
        let constraints = make("|-[a]-[b]")
        XCTAssertEqual(constraints.map(\.constant), [16, 4])
    }

    // MARK: - Errors

    func testUnknownViewError() {
        let failure = error("H:|-[a]-[zebra]-|")
        XCTAssertEqual(failure?.reason, .unknownView("zebra"))
        XCTAssertEqual(failure?.column, 14)  // "H:|-[a]-[zebra" is 14 characters
        XCTAssertEqual(failure?.description,
                       "Unable to parse constraint format: \nzebra is not a key in the views dictionary.\nH:|-[a]-[zebra]-|\n              ^")
    }

    func testUnknownMetricError() {
        let failure = error("V:|-top-[a]")
        XCTAssertEqual(failure?.reason, .unknownMetric("top"))
        XCTAssertEqual(failure?.column, 7)
    }

    func testValuesThatAreNotViewsOrNumbers() {
        XCTAssertEqual(error("[a]", views: ["a": "not a view"])?.reason, .invalidView("a"))
        XCTAssertEqual(error("[a(w)]", metrics: ["w": "wide"])?.reason, .invalidMetric("w"))
    }

    func testSuperviewBarWithoutSuperview() {
        let orphan = View()
        let failure = error("H:|-[orphan]", views: ["orphan": orphan])
        XCTAssertEqual(failure?.reason, .missingSuperview("orphan"))
        XCTAssertEqual(failure?.column, 2)
    }

    func testAlignmentConflictingWithOrientation() {
        let failure = error("V:[a][b]", options: .alignAllTop)
        XCTAssertEqual(failure?.reason, .alignmentConflictsWithOrientation("vertical"))
        XCTAssertEqual(failure?.column, 8)
        XCTAssertEqual(error("H:[a][b]", options: .alignAllLeading)?.reason,
                       .alignmentConflictsWithOrientation("horizontal"))
    }

    func testTwoDirectionsAreAnError() {
        let failure = error("[a]", options: [.directionLeftToRight, .directionRightToLeft])
        XCTAssertEqual(failure?.column, 3)
        if case .invalidOptions = failure?.reason {} else { XCTFail("expected invalidOptions") }
    }

    func testSyntaxErrorMatchesApple() {
        let failure = error("H:|-[a]-")
        XCTAssertEqual(failure?.description, "Unable to parse constraint format: \nExpected a view\nH:|-[a]-\n        ^")
    }

    // MARK: - A screen from VFL alone

    func testScreenLaidOutFromVisualFormatStrings() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = View(), avatar = View(), name = View(), body = View(), ok = View(), cancel = View()
        let views: [String: View] = ["header": header, "avatar": avatar, "name": name, "body": body,
                                     "ok": ok, "cancel": cancel]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        let metrics: [String: Any] = ["bar": 44, "photo": 60, "button": 80]
        let formats: [(String, LayoutConstraint.FormatOptions)] = [
            ("H:|-[header]-|", []),
            ("V:|-[header(bar)]-[avatar(photo)]-[body]-[ok(30)]-|", []),
            ("H:|-[avatar(photo)]-[name]-|", .alignAllTop),
            ("V:[name(==avatar.width/2)]", []),
            ("H:|-[body]-|", []),
            ("H:[cancel(==ok)]-[ok(button)]-|", .alignAllCenterY),
            ("V:[cancel(==ok)]", []),
        ]
        for (format, options) in formats {
            LayoutConstraint.activate(LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        screen.layoutIfNeeded()
        // header: x = 20, width = 320 - 20 - 20 = 280; y = 20, height 44.
        XCTAssertEqual(header.frame, CGRect(x: 20, y: 20, width: 280, height: 44))
        // avatar: y = 20 + 44 + 8 = 72, 60 x 60 at x = 20.
        XCTAssertEqual(avatar.frame, CGRect(x: 20, y: 72, width: 60, height: 60))
        // name: x = 20 + 60 + 8 = 88, width = 300 - 88 = 212, top aligned with avatar (72),
        // height = 60 / 2 = 30.
        XCTAssertEqual(name.frame, CGRect(x: 88, y: 72, width: 212, height: 30))
        // ok: bottom = 480 - 20 = 460, height 30 -> y = 430; x = 300 - 80 = 220.
        XCTAssertEqual(ok.frame, CGRect(x: 220, y: 430, width: 80, height: 30))
        // body: top = 72 + 60 + 8 = 140, bottom = 430 - 8 = 422 -> height 282; x 20, width 280.
        XCTAssertEqual(body.frame, CGRect(x: 20, y: 140, width: 280, height: 282))
        // cancel: width 80, trailing = 220 - 8 = 212 -> x = 132; centered on ok (y 430, height 30).
        XCTAssertEqual(cancel.frame, CGRect(x: 132, y: 430, width: 80, height: 30))
    }
}
