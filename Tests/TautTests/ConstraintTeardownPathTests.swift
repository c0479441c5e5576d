import Foundation
import XCTest
@testable import Taut

/// The cheap paths of making, activating and freeing a cell's constraints: Visual Format
/// templates holding their items unretained, the recent formats' pairs of slots, the
/// activation batch finding the engine for hosts going back and forth, and an item's
/// reference skipping its anchors when it never made one.
final class ConstraintTeardownPathTests: XCTestCase {
    /// An item of a type Taut does not know, with the anchors of a hidden view.
    private final class ForeignItem: LayoutItem {
        let stand = View()
        let parent: View
        init(parent: View) { self.parent = parent }
        var leadingAnchor: LayoutXAxisAnchor { stand.leadingAnchor }
        var trailingAnchor: LayoutXAxisAnchor { stand.trailingAnchor }
        var leftAnchor: LayoutXAxisAnchor { stand.leftAnchor }
        var rightAnchor: LayoutXAxisAnchor { stand.rightAnchor }
        var topAnchor: LayoutYAxisAnchor { stand.topAnchor }
        var bottomAnchor: LayoutYAxisAnchor { stand.bottomAnchor }
        var widthAnchor: LayoutDimension { stand.widthAnchor }
        var heightAnchor: LayoutDimension { stand.heightAnchor }
        var centerXAnchor: LayoutXAxisAnchor { stand.centerXAnchor }
        var centerYAnchor: LayoutYAxisAnchor { stand.centerYAnchor }
        var layoutView: View? { nil }
        var layoutParent: View? { parent }
        var debugName: String { "foreign" }
    }

    func testATemplateWithAnItemOfAnotherTypeHoldsItsOwnReference() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View()
        root.addSubview(a)
        let foreign = ForeignItem(parent: root)
        let views: [String: Any] = ["f": foreign, "a": a]
        // Twice: the first call builds and keeps the template, the second is made from it.
        for _ in 0..<2 {
            let made = try LayoutConstraint.constraints(parsingVisualFormat: "H:|-5-[f]-[a]", metrics: nil, views: views)
            // `|-5-[f]`: f.leading == root.leading + 5; `[f]-[a]`: a.leading == f.trailing + 8.
            XCTAssertEqual(made.count, 2)
            XCTAssertTrue(made[0].firstItem === foreign)
            XCTAssertTrue(made[0].secondItem === root)
            XCTAssertEqual(made[0].constant, 5)
            XCTAssertTrue(made[1].firstItem === a)
            XCTAssertTrue(made[1].secondItem === foreign)
            XCTAssertEqual(made[1].constant, 8)
        }
    }

    func testTemplateConstraintsKeepTheirItemsReferencesAfterTheCall() throws {
        var made: [LayoutConstraint] = []
        weak var released: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = View(), b = View()
            root.addSubview(a)
            root.addSubview(b)
            for _ in 0..<2 {
                made = try LayoutConstraint.constraints(parsingVisualFormat: "H:|[a(20)]-3-[b]|", metrics: nil,
                                                        views: ["a": a, "b": b])
            }
            released = root
            // |[a: a.leading == root.leading; a(20): a.width == 20; -3-[b: b.leading == a.trailing + 3;
            // b]|: root.trailing == b.trailing.
            XCTAssertEqual(made.map(\.constant), [0, 20, 3, 0])
            XCTAssertTrue(made[3].firstItem === root)
        }
        // The views are gone; the constraints still hold their (emptied) references.
        XCTAssertNil(released)
        XCTAssertEqual(made.count, 4)
        XCTAssertTrue(made.allSatisfy { $0.firstItem == nil })
        XCTAssertEqual(made[1].secondAttribute, .notAnAttribute)
    }

    func testAHostsBackAndForthBatchGivesEveryConstraintTheRootsEngine() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View(), inner = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        inner.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(inner)
        // Hosts in order: root, a (its own width), root, b, inner's pin on a, root.
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 30),
            inner.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 2),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        LayoutConstraint.activate(constraints)
        let engine = root.engine
        XCTAssertNotNil(engine)
        XCTAssertTrue(constraints.allSatisfy { $0.isActive && $0.engine === engine })
        root.layoutIfNeeded()
        // a: x 10, width 50; b: x 10 + 50 + 5 = 65, width 30; inner: x 2 inside a.
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(b.frame.minX, 65)
        XCTAssertEqual(b.frame.width, 30)
        XCTAssertEqual(inner.frame.minX, 2)
    }

    func testAReferenceKnowsWhetherItHoldsAnAnchor() {
        let view = View()
        let reference = view.itemReference
        XCTAssertFalse(reference.hasAnchors)
        _ = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 4)
        XCTAssertFalse(reference.hasAnchors)
        let top = view.topAnchor
        XCTAssertTrue(reference.hasAnchors)
        XCTAssertTrue(view.topAnchor === top)
        reference.clear()
        XCTAssertFalse(reference.hasAnchors)
        XCTAssertNil(reference.item)
    }

    func testASetOfRecentFormatsKeepsTheLastFour() throws {
        // Five formats of one set (slots 4k ..< 4k + 4): the first four stay recent; the fifth
        // pushes out the one used longest ago, which is still found (hashed) and comes back.
        var bySet: [Int: [String]] = [:]
        var formats: [String] = []
        for width in 1...5000 {
            let format = "V:[a(\(width))]"
            let set = VisualFormatTemplateCache.recentSlot(of: format) / VisualFormatTemplateCache.recentWays
            bySet[set, default: []].append(format)
            if bySet[set]?.count == 5 { formats = bySet[set] ?? []; break }
        }
        XCTAssertEqual(formats.count, 5)
        for format in formats.prefix(4) { _ = try VisualFormatTemplateCache.entry(of: format) }
        XCTAssertTrue(formats.prefix(4).allSatisfy(VisualFormatTemplateCache.isRecent))
        _ = try VisualFormatTemplateCache.entry(of: formats[4])
        XCTAssertFalse(VisualFormatTemplateCache.isRecent(formats[0]))
        XCTAssertTrue(formats.dropFirst().allSatisfy(VisualFormatTemplateCache.isRecent))
        let again = try VisualFormatTemplateCache.entry(of: formats[0])
        XCTAssertEqual(again.syntax, try VisualFormatParser.parse(formats[0]))
        XCTAssertTrue(VisualFormatTemplateCache.isRecent(formats[0]))
        XCTAssertFalse(VisualFormatTemplateCache.isRecent(formats[1]))
    }

    func testAMetricsStateIsReadInPlace() {
        typealias Metric = VisualFormatTemplateCache.Metric
        let small: [String: Any] = ["m": 8, "d": 2.5, "s": "eight", "p": LayoutPriority.defaultHigh]
        XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: "m"), .number(Double(8).bitPattern))
        XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: "d"), .number(2.5.bitPattern))
        // defaultHigh is 750.
        XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: "p"), .number(Double(750).bitPattern))
        XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: "s"), .invalid)
        XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: "x"), .missing)
        XCTAssertEqual(VisualFormatCompiler.metric(in: nil, named: "m"), .missing)
        // More than four entries, and a name longer than 15 bytes: found by hashing.
        let large: [String: Any] = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "aVeryLongMetricName": CGFloat(12)]
        XCTAssertEqual(VisualFormatCompiler.metric(in: large, named: "e"), .number(Double(5).bitPattern))
        XCTAssertEqual(VisualFormatCompiler.metric(in: large, named: "aVeryLongMetricName"),
                       .number(Double(12).bitPattern))
        XCTAssertEqual(VisualFormatCompiler.metric(in: large, named: "f"), .missing)
        // The same states as the optional value gives.
        for name in ["m", "d", "s", "p", "x"] {
            XCTAssertEqual(VisualFormatCompiler.metric(in: small, named: name), Metric(small[name]))
        }
    }
}
