import Foundation
import XCTest
@testable import Taut
import TautUIKit

/// Formats compiled once into templates: every call gives what building from the syntax gives —
/// the same constraints on the call's own views, the same errors — whatever came before it.
final class VisualFormatTemplateTests: XCTestCase {
    /// A root with subviews `a`, `b`, `c` and a layout guide `g`, named for descriptions.
    private struct Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = View(), b = View(), c = View()
        let g = LayoutGuide()

        init(tag: String = "") {
            root.accessibilityIdentifier = "root" + tag
            for (view, name) in [(a, "a"), (b, "b"), (c, "c")] {
                view.accessibilityIdentifier = name + tag
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            g.identifier = "g" + tag
            root.addLayoutGuide(g)
        }

        var views: [String: View] { ["a": a, "b": b, "c": c] }
        var items: [String: Any] { ["a": a, "b": b, "c": c, "g": g] }
    }

    /// Everything a constraint says, its items by identity.
    private func describe(_ constraints: [LayoutConstraint]) -> [String] {
        constraints.map { constraint in
            let first = constraint.firstItem.map { ObjectIdentifier($0).hashValue } ?? 0
            let second = constraint.secondItem.map { ObjectIdentifier($0).hashValue } ?? 0
            return "\(first).\(constraint.firstAttribute) \(constraint.relation) \(second).\(constraint.secondAttribute)"
                + " *\(constraint.multiplier) +\(constraint.constant) @\(constraint.priority.rawValue)"
                + " \(constraint.location.map(String.init(describing:)) ?? "-") \(constraint.location?.file ?? "-")"
        }
    }

    /// What the constraints were before templates: the builder run on the whole dictionaries.
    private func reference(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
                           views: [String: Any], line: Int) -> Result<[String], VisualFormatError> {
        do {
            let syntax = try VisualFormatParser.parse(format)
            var items: [String: LayoutItem] = [:]
            var invalidViews: Set<String> = []
            for (name, value) in views {
                if let item = value as? LayoutItem { items[name] = item } else { invalidViews.insert(name) }
            }
            var numbers: [String: Double] = [:]
            var invalidMetrics: Set<String> = []
            for (name, value) in metrics ?? [:] {
                if let number = LayoutConstraint.visualFormatNumber(value) { numbers[name] = number } else { invalidMetrics.insert(name) }
            }
            let specs = try VisualFormatBuilder(
                format: format, syntax: syntax, viewNames: Set(items.keys), invalidViews: invalidViews,
                metrics: numbers, invalidMetrics: invalidMetrics, hasSuperview: { items[$0]?.layoutParent != nil },
                options: VisualFormatOptionsModel(alignment: options.alignmentAttributes, direction: options.direction),
                spacing: .current).build()
            let constraints = specs.compactMap { spec -> LayoutConstraint? in
                func resolve(_ item: VisualFormatConstraintSpec.Item) -> LayoutItem? {
                    switch item {
                    case .view(let name): return items[name]
                    case .superview(of: let name): return items[name]?.layoutParent
                    }
                }
                guard let first = resolve(spec.firstItem) else { return nil }
                let constraint = LayoutConstraint(
                    item: first, attribute: spec.firstAttribute.layoutAttribute, relatedBy: spec.relation.layoutRelation,
                    toItem: spec.secondItem.flatMap(resolve), attribute: spec.secondAttribute?.layoutAttribute ?? .notAnAttribute,
                    multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
                constraint.priority = LayoutPriority(Float(spec.priority))
                constraint.location = SourceLocation(file: #fileID, line: line)
                return constraint
            }
            return .success(describe(constraints))
        } catch {
            return .failure(error)
        }
    }

    /// The constraints through the public call, or its error.
    private func made(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
                      views: [String: Any], line: Int) -> Result<[String], VisualFormatError> {
        do {
            return .success(describe(try LayoutConstraint.constraints(
                parsingVisualFormat: format, options: options, metrics: metrics, views: views, line: line)))
        } catch {
            return .failure(error)
        }
    }

    /// Checks the call against the reference, twice (the second call uses the template).
    private func check(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                       views: [String: Any], file: StaticString = #filePath, line: UInt = #line) {
        let expected = reference(format, options: options, metrics: metrics, views: views, line: Int(line))
        for _ in 0..<2 {
            let actual = made(format, options: options, metrics: metrics, views: views, line: Int(line))
            // Errors compare by their full text and column: a NaN in a reason is never equal to itself.
            XCTAssertEqual(actual.mapError(Text.init), expected.mapError(Text.init), format, file: file, line: line)
        }
    }

    func testTheSameFormatWithTwoViewsDictionariesUsesEachCallsViews() throws {
        let first = Scene(tag: "1"), second = Scene(tag: "2")
        let format = "H:|-[a]-8-[b(==a)]-|"
        let one = try LayoutConstraint.constraints(parsingVisualFormat: format, metrics: nil, views: first.views)
        let two = try LayoutConstraint.constraints(parsingVisualFormat: format, metrics: nil, views: second.views)
        XCTAssertEqual(one.count, 4)
        XCTAssertEqual(one.map { "\($0.firstAnchor) \($0.relation) \($0.constant)" },
                       ["a1.leading == 20.0", "b1.leading == 8.0", "b1.width == 0.0", "root1.trailing == 20.0"])
        XCTAssertEqual(two.map { "\($0.firstAnchor) \($0.relation) \($0.constant)" },
                       ["a2.leading == 20.0", "b2.leading == 8.0", "b2.width == 0.0", "root2.trailing == 20.0"])
        XCTAssertTrue(two[0].secondItem === second.root)
        XCTAssertTrue(two[2].secondItem === second.a)
        check(format, views: first.items)
        check(format, views: second.items)
    }

    func testAChangedMetricGivesTheNewConstant() throws {
        let scene = Scene()
        let format = "H:|-tm-[a(w@p)]"
        for (margin, width) in [(8, 50.0), (12, 50.0), (8, 60.0), (8, 50.0)] {
            let metrics: [String: Any] = ["tm": margin, "w": width, "p": 750]
            let made = try LayoutConstraint.constraints(parsingVisualFormat: format, metrics: metrics, views: scene.views)
            XCTAssertEqual(made.map(\.constant), [CGFloat(margin), CGFloat(width)])
            XCTAssertEqual(made.last?.priority, .defaultHigh)
            check(format, metrics: metrics, views: scene.items)
        }
        // The same value in another numeric type, and a metric that turns into a view name.
        check(format, metrics: ["tm": CGFloat(8), "w": Float(50), "p": LayoutPriority.defaultHigh], views: scene.items)
        check("H:[a(tw)]", metrics: ["tw": 30], views: scene.items)
        check("H:[a(tw)]", metrics: nil, views: scene.items.merging(["tw": scene.b]) { $1 })
        check("H:[a(tw)]", metrics: nil, views: scene.items)
    }

    func testOptionsAndSpacingChangeTheResult() throws {
        let scene = Scene()
        let format = "H:[a]-[b]"
        let plain = try LayoutConstraint.constraints(parsingVisualFormat: format, metrics: nil, views: scene.views)
        let aligned = try LayoutConstraint.constraints(parsingVisualFormat: format, options: [.alignAllTop, .alignAllBottom],
                                                       metrics: nil, views: scene.views)
        XCTAssertEqual(plain.count, 1)
        XCTAssertEqual(aligned.map(\.firstAttribute), [.leading, .top, .bottom])
        for options: LayoutConstraint.FormatOptions in [[], .alignAllTop, .directionLeftToRight, .directionRightToLeft,
                                                        [.alignAllCenterY, .directionRightToLeft], .alignAllLeading,
                                                        [.directionLeftToRight, .directionRightToLeft]] {
            check(format, options: options, views: scene.items)
            check("V:|-[a]-[b]-|", options: options, views: scene.items)
        }
        let saved = SystemSpacing.current
        defer { SystemSpacing.current = saved }
        SystemSpacing.current = SystemSpacing(sibling: 5, superview: 11)
        check("H:|-[a]-[b]-|", views: scene.items)
        XCTAssertEqual(try LayoutConstraint.constraints(parsingVisualFormat: "H:|-[a]-[b]-|", metrics: nil,
                                                        views: scene.views).map(\.constant), [11, 5, 11])
    }

    func testAnErrorAfterASuccessAndASuccessAfterAnError() {
        let scene = Scene()
        let format = "H:|-m-[a(==b)]-(>=m@p)-[b]-|"
        let metrics: [String: Any] = ["m": 8, "p": 500]
        let orphan = View()
        let cases: [(metrics: [String: Any]?, views: [String: Any])] = [
            (metrics, scene.items),
            (metrics, ["a": scene.a]),  // b is not a key
            (metrics, scene.items),
            (metrics, ["a": scene.a, "b": "not a view"]),
            (nil, scene.items),  // m is not a metric
            (["m": "eight", "p": 500], scene.items),
            (["m": 8, "p": 5000], scene.items),  // the priority is out of range
            (["m": Double.nan, "p": 500], scene.items),
            (metrics, ["a": orphan, "b": scene.b]),  // a has no superview for the leading |
            (metrics, ["a": scene.a, "b": orphan]),
            (metrics, scene.items),
            (metrics, ["a": scene.g, "b": scene.b]),  // a layout guide's superview is its owning view
        ]
        for (metrics, views) in cases {
            check(format, metrics: metrics, views: views)
        }
        // The UIKit-named call reports the same error text, then works again.
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics,
                                                        views: ["a": scene.a]).count, 0)
        }
        guard case .failure(let error) = made(format, metrics: metrics, views: ["a": scene.a], line: line) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(diagnostics.map(\.message),
                       ["No constraints made for a Visual Format Language string (VisualFormatTemplateTests.swift:\(line)):\n\(error.description)"])
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics,
                                                    views: scene.views).count, 4)
    }

    func testTheCacheStaysBoundedAndCorrect() {
        let scene = Scene()
        for i in 0..<(VisualFormatTemplateCache.capacity + 10) {
            check("H:|-\(i)-[a]-(templateBound)-[b]", metrics: ["templateBound": i % 7], views: scene.items)
        }
        XCTAssertLessThanOrEqual(VisualFormatTemplateCache.count, VisualFormatTemplateCache.capacity)

        let format = "H:|-perFormat-[a]"
        for value in 0..<(VisualFormatTemplateCache.templatesPerFormat * 2 + 3) {
            check(format, metrics: ["perFormat": value], views: scene.items)
        }
        XCTAssertLessThanOrEqual((try? VisualFormatTemplateCache.entry(of: format).templateCount) ?? 0,
                                 VisualFormatTemplateCache.templatesPerFormat)
        check(format, metrics: ["perFormat": 0], views: scene.items)  // pushed out, made again
    }

    func testCallsFromSeveralThreadsGiveIdenticalResults() {
        let formats = ["H:|-m-[a]-[b(==a)]-(>=m)-|", "V:|-[a(40@750)]-m-[b]", "H:[a]-(m)-[c]-|", "V:[c]|"]
        @Sendable func run(_ round: Int) -> [String] {
            let scene = Scene(tag: "\(round)")
            var lines: [String] = []
            for format in formats {
                let made = LayoutConstraint.constraints(withVisualFormat: format, options: round % 2 == 0 ? [] : .alignAllCenterY,
                                                        metrics: ["m": 4 + round % 3], views: scene.views)
                lines += made.map { "\($0.firstAnchor) \($0.relation) \($0.secondAnchor.map(String.init(describing:)) ?? "-") \($0.constant) \($0.priority.rawValue)" }
            }
            return lines.map { $0.replacingOccurrences(of: "\(round)", with: "#") }
        }
        let expected = (0..<6).map(run)
        let lock = NSLock()
        nonisolated(unsafe) var results: [Int: [String]] = [:]
        DispatchQueue.concurrentPerform(iterations: 96) { index in
            let lines = run(index % 6)
            lock.lock(); results[index] = lines; lock.unlock()
        }
        XCTAssertEqual(results.count, 96)
        for (index, lines) in results { XCTAssertEqual(lines, expected[index % 6], "call \(index)") }
    }

    func testEveryKindOfViewsDictionaryCompiles() throws {
        let scene = Scene()
        let views: [String: View] = scene.views
        let uiViews: [String: UIView] = scene.views
        let labels: [String: Label] = ["a": Label(), "b": Label()]
        let any: [String: Any] = scene.items
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil, views: views).count, 3)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil, views: uiViews).count, 3)
        XCTAssertEqual(try LayoutConstraint.constraints(parsingVisualFormat: "H:[a][b]", metrics: nil, views: labels).count, 1)
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: "H:|[a][g]|", metrics: nil, views: any).count, 3)
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: "H:|[a][g]|", metrics: ["x": 1],
                                                    views: ["a": scene.a, "g": scene.g]).count, 3)
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil,
                                                    views: ["a": scene.a, "b": scene.b]).count, 3)
        XCTAssertEqual(try LayoutConstraint.constraints(parsingVisualFormat: "V:|[g]|", metrics: nil,
                                                        views: ["g": scene.g]).count, 2)
        XCTAssertEqual(LayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: [:]).count, 0)
        let lines = try LayoutConstraint.constraints(parsingVisualFormat: "H:[a]-[b]", metrics: nil, views: views, line: 7)
        XCTAssertEqual(lines.first?.location, SourceLocation(file: #fileID, line: 7))
    }

    /// Random formats and dictionaries, each call checked against building from the syntax.
    func testRandomFormatsMatchTheBuilder() {
        var generator = SplitMix64(seed: 17)
        let scene = Scene(), other = Scene(tag: "x"), orphan = View()
        let pieces = ["[a]", "[b]", "[c]", "[g]", "[a(40)]", "[b(>=m@p)]", "[c(==a)]", "[a(==b.height*2+1)]", "[b(q)]", "[x]"]
        let links = ["", "-", "-8-", "-m-", "-(>=m,<=40@p)-", "-(q)-"]
        let dictionaries: [[String: Any]] = [scene.items, other.items, ["a": scene.a, "b": scene.b],
                                             ["a": orphan, "b": scene.b, "c": scene.c, "g": scene.g], scene.items.merging(["q": scene.c]) { $1 },
                                             ["a": scene.a, "b": 3, "c": scene.c, "g": scene.g]]
        let metricSets: [[String: Any]?] = [nil, ["m": 8, "p": 750], ["m": 8.5, "p": 250, "q": 3], ["m": "x", "p": 1],
                                            ["m": 8, "p": 0], ["m": CGFloat(2), "p": Float(999), "q": Int8(1)]]
        let optionSets: [LayoutConstraint.FormatOptions] = [[], .alignAllTop, .alignAllLeading, .directionRightToLeft]
        for _ in 0..<400 {
            var format = generator.pick(["", "H:", "V:"])
            if generator.pick([true, false]) { format += "|" + generator.pick(links) }
            format += generator.pick(pieces)
            for _ in 0..<generator.pick([0, 1, 2]) { format += generator.pick(links) + generator.pick(pieces) }
            if generator.pick([true, false]) { format += generator.pick(links) + "|" }
            check(format, options: generator.pick(optionSets), metrics: generator.pick(metricSets),
                  views: generator.pick(dictionaries))
        }
    }
}

/// An error's description and column, compared as text.
private struct Text: Error, Equatable {
    let text: String
    init(_ error: VisualFormatError) { text = "\(error.description) @\(error.column) \(error.reason)" }
}

/// Picks from a list with the suite's seeded generator, so that the random formats are the
/// same on every run.
private extension SplitMix64 {
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
