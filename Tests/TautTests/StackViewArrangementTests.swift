import XCTest
@testable import Taut

/// The constraints a stack generates, checked on the view-independent plan.
final class StackViewArrangementTests: XCTestCase {
    private typealias Arrangement = StackViewArrangement
    private typealias Spec = StackViewArrangement.Spec

    private func entries(_ lengths: [CGFloat?], hidden: Set<Int> = []) -> [Arrangement.Entry] {
        lengths.enumerated().map { index, length in
            Arrangement.Entry(isHidden: hidden.contains(index), intrinsicLength: length)
        }
    }

    private func identifiers(_ specs: [Spec]) -> [String: Int] {
        specs.reduce(into: [:]) { $0[$1.identifier, default: 0] += 1 }
    }

    func testFillHorizontalConnectsCanvasAndSpacing() {
        var arrangement = Arrangement()
        arrangement.spacing = 10
        arrangement.entries = entries([nil, nil, nil])
        arrangement.entries[0].customSpacingAfter = 4
        let specs = arrangement.specs()
        let along = specs.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(along.map(\.constant), [4, 10])  // custom after the first, the stack's after the second
        XCTAssertEqual(along.first?.first, .arranged(1))
        XCTAssertEqual(along.first?.firstAttribute, .leading)
        XCTAssertEqual(along.first?.secondAttribute, .trailing)
        XCTAssertEqual(specs.first, Spec(first: .arranged(0), firstAttribute: .leading, relation: .equal,
                                         second: .canvas, secondAttribute: .leading,
                                         identifier: "UISV-canvas-connection"))
        // 2 along-axis canvas connections + 2 across the axis for each of 3 views.
        XCTAssertEqual(identifiers(specs)["UISV-canvas-connection"], 8)
        XCTAssertNil(identifiers(specs)["UISV-canvas-fit"])
    }

    func testVerticalUsesTopBottomAndLeadingTrailingAcross() {
        var arrangement = Arrangement()
        arrangement.axis = .vertical
        arrangement.alignment = .leading
        arrangement.entries = entries([nil, nil])
        let specs = arrangement.specs()
        XCTAssertEqual(specs.first?.firstAttribute, .top)
        XCTAssertTrue(specs.contains(Spec(first: .canvas, firstAttribute: .trailing, relation: .greaterThanOrEqual,
                                          second: .arranged(1), secondAttribute: .trailing,
                                          identifier: "UISV-spanning-boundary")))
        XCTAssertTrue(specs.contains(Spec(first: .canvas, firstAttribute: .width, relation: .equal, second: nil,
                                          secondAttribute: nil, priority: 49, identifier: "UISV-canvas-fit")))
    }

    func testHiddenViewsLeaveTheChain() {
        var arrangement = Arrangement()
        arrangement.spacing = 8
        arrangement.entries = entries([nil, nil, nil], hidden: [1])
        let specs = arrangement.specs()
        let spacing = specs.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing, [Spec(first: .arranged(2), firstAttribute: .leading, relation: .equal,
                                      second: .arranged(0), secondAttribute: .trailing, constant: 8,
                                      identifier: "UISV-spacing")])
        // Every constraint on the hidden view is optional: the three that park it at the
        // lowest priority (1), and its zero width at 999 (above compression resistance).
        let onHidden = specs.filter { $0.first == .arranged(1) || $0.second == .arranged(1) }
        XCTAssertEqual(onHidden.count, 4)
        XCTAssertTrue(onHidden.allSatisfy { $0.identifier == "UISV-hiding" })
        XCTAssertEqual(onHidden.map(\.priority).sorted(), [1, 1, 1, 999])
        XCTAssertEqual(onHidden.filter { $0.priority == 999 }.map(\.firstAttribute), [.width])
    }

    func testAllHiddenGivesOnlyHidingConstraints() {
        var arrangement = Arrangement()
        arrangement.entries = entries([10, 20], hidden: [0, 1])
        XCTAssertEqual(Set(arrangement.specs().map(\.identifier)), ["UISV-hiding"])
    }

    func testFillEqually() {
        var arrangement = Arrangement()
        arrangement.distribution = .fillEqually
        arrangement.entries = entries([10, 20, 30])
        let equal = arrangement.specs().filter { $0.identifier == "UISV-fill-equally" }
        XCTAssertEqual(equal.map(\.first), [.arranged(1), .arranged(2)])
        XCTAssertEqual(equal.map(\.second), [.arranged(0), .arranged(0)])
    }

    func testFillProportionallyUsesRatiosToTheFirstSizedView() {
        var arrangement = Arrangement()
        arrangement.distribution = .fillProportionally
        arrangement.entries = entries([nil, 20, 60, 10])
        let ratios = arrangement.specs().filter { $0.identifier == "UISV-fill-proportionally" }
        // Each proportion is the pair <=, >= at 999 (the cost of an optional equality).
        XCTAssertEqual(ratios.map(\.first), [.arranged(2), .arranged(2), .arranged(3), .arranged(3)])
        XCTAssertEqual(ratios.map(\.relation), [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
        XCTAssertEqual(ratios.map(\.multiplier), [3, 3, 0.5, 0.5])  // 60 / 20, 10 / 20
        XCTAssertTrue(ratios.allSatisfy { $0.second == .arranged(1) && $0.priority == 999 })
    }

    func testEqualSpacingSpacers() {
        var arrangement = Arrangement()
        arrangement.distribution = .equalSpacing
        arrangement.spacing = 5
        arrangement.entries = entries([10, 10, 10, 10], hidden: [3])
        XCTAssertEqual(arrangement.spacerCount, 2)  // three visible views, two gaps
        let specs = arrangement.specs()
        XCTAssertEqual(specs.filter { $0.identifier == "UISV-spacing" }.map(\.relation),
                       [.greaterThanOrEqual, .greaterThanOrEqual])
        // spacer(1).width == spacer(0).width at 999, as the pair <=, >=.
        XCTAssertEqual(specs.filter { $0.identifier == "UISV-distributing" },
                       [Spec(first: .spacer(1), firstAttribute: .width, relation: .lessThanOrEqual, second: .spacer(0),
                             secondAttribute: .width, priority: 999, identifier: "UISV-distributing"),
                        Spec(first: .spacer(1), firstAttribute: .width, relation: .greaterThanOrEqual, second: .spacer(0),
                             secondAttribute: .width, priority: 999, identifier: "UISV-distributing")])
        let edges = specs.filter { $0.identifier == "UISV-distributing-edge" && $0.firstAttribute == .leading }
        XCTAssertEqual(edges.first?.secondAttribute, .trailing)
    }

    func testEqualCenteringSpacersRunCenterToCenter() {
        var arrangement = Arrangement()
        arrangement.distribution = .equalCentering
        arrangement.entries = entries([10, 30])
        let edges = arrangement.specs().filter { $0.identifier == "UISV-distributing-edge" }
        XCTAssertEqual(edges[0], Spec(first: .spacer(0), firstAttribute: .leading, relation: .equal,
                                      second: .arranged(0), secondAttribute: .centerX,
                                      identifier: "UISV-distributing-edge"))
        XCTAssertEqual(edges[1], Spec(first: .arranged(1), firstAttribute: .centerX, relation: .equal,
                                      second: .spacer(0), secondAttribute: .trailing,
                                      identifier: "UISV-distributing-edge"))
    }

    func testFillTieBreaksPreferTheLastView() {
        var arrangement = Arrangement()
        arrangement.entries = entries([10, 20, 30, 40])
        arrangement.entries[3].hugging = 251  // out of the hugging tie
        arrangement.entries[0].compressionResistance = 751  // out of the compression tie
        let order = arrangement.specs().filter { $0.identifier == "UISV-fill-order" }
        XCTAssertEqual(order, [
            // Hugging tie among 0, 1, 2 at 250: 2 stretches, 0 and 1 keep their length.
            Spec(first: .arranged(0), firstAttribute: .width, relation: .lessThanOrEqual, second: nil,
                 secondAttribute: nil, constant: 10, priority: 1, identifier: "UISV-fill-order"),
            Spec(first: .arranged(1), firstAttribute: .width, relation: .lessThanOrEqual, second: nil,
                 secondAttribute: nil, constant: 20, priority: 1, identifier: "UISV-fill-order"),
            // Compression tie among 1, 2, 3 at 750: 3 shrinks first.
            Spec(first: .arranged(1), firstAttribute: .width, relation: .greaterThanOrEqual, second: nil,
                 secondAttribute: nil, constant: 20, priority: 1, identifier: "UISV-fill-order"),
            Spec(first: .arranged(2), firstAttribute: .width, relation: .greaterThanOrEqual, second: nil,
                 secondAttribute: nil, constant: 30, priority: 1, identifier: "UISV-fill-order"),
        ])
    }

    func testBaselineAlignmentHorizontalOnly() {
        var arrangement = Arrangement()
        arrangement.alignment = .lastBaseline
        arrangement.entries = entries([nil, nil])
        let specs = arrangement.specs()
        XCTAssertEqual(specs.filter { $0.identifier == "UISV-alignment" },
                       [Spec(first: .arranged(1), firstAttribute: .lastBaseline, relation: .equal,
                             second: .arranged(0), secondAttribute: .lastBaseline, identifier: "UISV-alignment")])
        XCTAssertEqual(identifiers(specs)["UISV-ambiguity-suppression"], 2)
        arrangement.axis = .vertical
        XCTAssertNil(identifiers(arrangement.specs())["UISV-alignment"])  // treated as fill
    }

    func testBaselineRelativeVerticalSpacing() {
        var arrangement = Arrangement()
        arrangement.axis = .vertical
        arrangement.isBaselineRelative = true
        arrangement.spacing = 12
        arrangement.entries = entries([nil, nil])
        let spacing = arrangement.specs().filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing, [Spec(first: .arranged(1), firstAttribute: .firstBaseline, relation: .equal,
                                      second: .arranged(0), secondAttribute: .lastBaseline, constant: 12,
                                      identifier: "UISV-spacing")])
    }
}
