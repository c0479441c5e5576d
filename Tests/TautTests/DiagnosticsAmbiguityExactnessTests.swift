import XCTest
@testable import Taut

/// The automatic check and `ambiguityReport()` (both read off the solved tableau) against an
/// independent check that pushes every variable with a weak edit, on random small layouts with
/// fixed seeds and priorities from 1 to 999.
final class DiagnosticsAmbiguityExactnessTests: XCTestCase {
    /// A small deterministic generator (64-bit LCG, high bits).
    private struct Random {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        mutating func pick<T>(_ list: [T]) -> T { list[next(list.count)] }
    }

    private static let xAttributes: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing, .leftMargin]
    private static let yAttributes: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin]

    /// `attribute`, or its left-to-right twin in `first`'s family (leading for left, right for
    /// trailing, …): UIKit refuses to relate leading/trailing to left/right, and in these
    /// left-to-right layouts the twins mean the same.
    private static func sameFamily(_ attribute: LayoutAttribute, as first: LayoutAttribute) -> LayoutAttribute {
        let directional: [LayoutAttribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: [LayoutAttribute] = [.left, .right, .leftMargin, .rightMargin]
        if directional.contains(first), let i = absolute.firstIndex(of: attribute) { return directional[i] }
        if absolute.contains(first), let i = directional.firstIndex(of: attribute) { return absolute[i] }
        return attribute
    }
    private static let dimensions: [LayoutAttribute] = [.width, .height]

    /// A random layout: 2 to 5 views (some labels with an intrinsic size, some nested, one in
    /// six translating its frame), each with 1 to 8 random constraints.
    ///
    /// Priorities go up to 999 (weight 7.9e8): the tableau's reading does not depend on the
    /// weights' scale. Before it settled degenerate rows by itself it pushed variables with a
    /// weight of 0.001, at the optimality tolerance of such a solver (1e-12 × the largest
    /// weight), and this test had to stay at or below 750 (seeds 167 and 1011 failed with 999).
    private func makeLayout(seed: UInt64) -> View {
        var random = Random(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let root = EngineFixture.root(400, 300)
        var views: [View] = [root]
        for i in 0..<(2 + random.next(4)) {
            let parent = random.next(3) == 0 ? random.pick(views) : root
            let view: View
            if random.next(4) == 0 {
                view = EngineFixture.label("v\(i)", String(repeating: "w", count: 1 + random.next(8)), in: parent)
            } else if random.next(6) == 0 {
                view = View(frame: CGRect(x: 10 * random.next(10), y: 10 * random.next(10), width: 50, height: 20))
                view.accessibilityIdentifier = "v\(i)"
                parent.addSubview(view)
            } else {
                view = EngineFixture.child("v\(i)", in: parent)
            }
            views.append(view)
        }
        var constraints: [LayoutConstraint] = []
        for view in views.dropFirst() {
            for _ in 0..<(1 + random.next(8)) {
                let other = random.pick(views.filter { $0 !== view })
                let relation = random.pick([LayoutRelation.equal, .equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
                let constant = CGFloat(10 * (random.next(11) - 5))
                let constraint: LayoutConstraint
                switch random.next(3) {
                case 0:
                    let first = random.pick(Self.xAttributes)
                    constraint = LayoutConstraint(item: view, attribute: first, relatedBy: relation,
                                                  toItem: other, attribute: Self.sameFamily(random.pick(Self.xAttributes), as: first),
                                                  multiplier: 1, constant: constant)
                case 1:
                    constraint = LayoutConstraint(item: view, attribute: random.pick(Self.yAttributes), relatedBy: relation,
                                                  toItem: other, attribute: random.pick(Self.yAttributes),
                                                  multiplier: 1, constant: constant)
                default:
                    let toConstant = random.next(2) == 0
                    constraint = LayoutConstraint(item: view, attribute: random.pick(Self.dimensions), relatedBy: relation,
                                                  toItem: toConstant ? nil : other,
                                                  attribute: toConstant ? .notAnAttribute : random.pick(Self.dimensions),
                                                  multiplier: random.pick([1, 1, 0.5, 2]),
                                                  constant: toConstant ? abs(constant) + 10 : constant)
                }
                if random.next(3) == 0 { constraint.priority = random.pick([1, 250, 500, 750, 999]) }
                constraints.append(constraint)
            }
        }
        LayoutConstraint.activate(constraints)
        return root
    }

    /// The oracle: every variable of every item pushed both ways by a weak edit of weight 0.01.
    /// The push moves a variable when it can move at a cost below 0.01 per unit, so the weight
    /// must be below every positive cost a move can have here (the lightest priority, 1, weighs
    /// 1.02, times the multipliers 0.5 and 2 along a path of a few constraints: 0.1 or more) and
    /// above the solver's optimality tolerance, 1e-12 × its largest weight (7.9e8 at priority
    /// 999, and twice that through a multiplier of 2: 1.6e-3).
    private func pushReport(_ root: View) -> String {
        guard let engine = root.engine else { return "no engine" }
        var lines: [String] = []
        for item in ViewHierarchy.subtree(of: root).items {
            if let view = item as? View, engine.existingVariables(of: view) == nil {
                if !view.translatesAutoresizingMaskIntoConstraints { lines.append("\(view.debugName): left, top, width, height") }
                continue
            }
            guard let iv = engine.existingVariables(for: item) else { continue }
            let open = [("left", iv.left), ("top", iv.top), ("width", iv.width), ("height", iv.height)]
                .filter { engine.weakPushMoves($0.1, weight: 0.01) }.map(\.0)
            if !open.isEmpty { lines.append("\(item.debugName): " + open.joined(separator: ", ")) }
        }
        return lines.joined(separator: "\n")
    }

    func testTheTableauCheckAgreesWithTheWeakPushOnRandomLayouts() {
        var ambiguous = 0, determined = 0, withTopPriority = 0, mismatches: [String] = []
        for seed in 0..<400 as Range<UInt64> {
            let root = makeLayout(seed: seed)
            var quick = AmbiguityReport(entries: [])
            _ = LayoutDiagnostics.collect {
                root.layoutIfNeeded()
                if let engine = root.engine { quick = engine.quickAmbiguityReport(root: root, honouringOptOuts: false) }
            }
            var report = AmbiguityReport(entries: [])
            _ = LayoutDiagnostics.collect { report = root.ambiguityReport() }
            let pushed = pushReport(root)
            if quick.description != report.description || report.entries.map(\.description).joined(separator: "\n") != pushed {
                mismatches.append("seed \(seed): tableau \(quick) / report \(report) / weak push \(pushed)")
            }
            if report.isEmpty { determined += 1 } else { ambiguous += 1 }
            if ViewHierarchy.subtree(of: root).items.contains(where: { item in
                item.itemState?.references.contains { $0.priority.rawValue == 999 } ?? false
            }) { withTopPriority += 1 }
            XCTAssertNotNil(root.engine, "seed \(seed)")
        }
        XCTAssertEqual(mismatches, [])
        // Both kinds of layout were tried, many times, and many with a priority of 999.
        XCTAssertGreaterThan(ambiguous, 100)
        XCTAssertGreaterThan(determined, 20)
        XCTAssertGreaterThan(withTopPriority, 50)
    }

    func testThePassReportsWhatTheReportFinds() {
        // The diagnostic of the first pass lists the same entries as `ambiguityReport()`.
        for seed in 1000..<1100 as Range<UInt64> {
            let root = makeLayout(seed: seed)
            let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            let passed = diagnostics.filter { $0.kind == .ambiguousLayout }
            var slow = AmbiguityReport(entries: [])
            _ = LayoutDiagnostics.collect { slow = root.ambiguityReport() }
            if slow.isEmpty {
                XCTAssertEqual(passed.count, 0, "seed \(seed)")
            } else {
                XCTAssertEqual(passed.count, 1, "seed \(seed)")
                let lines = slow.entries.map { "    \($0)" }.joined(separator: "\n")
                XCTAssertTrue(passed.first?.message.contains(":\n" + lines + "\nAdd the constraints") ?? false,
                              "seed \(seed): \(passed.first?.message ?? "") / \(slow)")
            }
        }
    }
}
