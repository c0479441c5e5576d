import XCTest
@testable import Taut

/// The automatic ambiguity check when the tableau leaves many variables undecided (held by
/// tight inequalities). Pushed one by one, a horizontal equal-centring stack of 100 labels
/// took 40 seconds to check when its gaps were held that way; past
/// ``LayoutEngine/separatePushLimit`` the automatic check pushes none, reports what the
/// tableau alone shows, and never more than is open.
final class DiagnosticsAmbiguityPushLimitTests: XCTestCase {
    /// A root 2000 × 400 holding a horizontal stack of `count` labels ("row 0", "row 1", …)
    /// pinned at its leading and trailing edges, and at its top unless `pinnedTop` is false.
    private func makeStack(count: Int, pinnedTop: Bool = true) -> (root: View, stack: StackView) {
        let root = EngineFixture.root(2000, 400)
        let stack = StackView()
        stack.axis = .horizontal
        stack.distribution = .equalCentering
        stack.alignment = .firstBaseline
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        var pins = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        if pinnedTop { pins.append(stack.topAnchor.constraint(equalTo: root.topAnchor)) }
        LayoutConstraint.activate(pins)
        for index in 0..<count { stack.addArrangedSubview(Label(text: "row \(index)")) }
        return (root, stack)
    }

    /// The variables of the stack's labels that the tableau leaves undecided.
    private func undecidedCount(_ root: View, _ stack: StackView) -> Int {
        guard let engine = root.engine else { return -1 }
        let variables = stack.arrangedSubviews.compactMap { engine.existingVariables(of: $0) }
            .flatMap { [$0.left, $0.top, $0.width, $0.height] }
        return engine.solver.determination(of: variables).filter { $0 == .undecided }.count
    }

    func testManyUndecidedVariablesAreNotPushedAndNothingClosedIsReported() throws {
        // Twenty pairs of 10 × 10 views in rows: in each, `a` and `b` are right of the root's
        // left edge, and `b` right of `a` (required inequalities, nothing else horizontal).
        // Both may move right, `a` only as far as `b` goes: the tableau shows `b`'s left open,
        // but `a`'s held by the tight `b >= a` and leaves it undecided (a push would find it
        // open too).
        let root = EngineFixture.root(400, 400)
        var held: [View] = [], free: [View] = []
        var constraints: [LayoutConstraint] = []
        for k in 0..<20 {
            let a = EngineFixture.child("a\(k)", in: root), b = EngineFixture.child("b\(k)", in: root)
            held.append(a)
            free.append(b)
            constraints += [
                a.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
                b.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
                b.leftAnchor.constraint(greaterThanOrEqualTo: a.leftAnchor),
            ]
            for view in [a, b] {
                constraints += [
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(10 * k)),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
        }
        LayoutConstraint.activate(constraints)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // The case the limit is for: more undecided variables than are pushed one by one.
        let engine = try XCTUnwrap(root.engine)
        let lefts = held.compactMap { engine.existingVariables(of: $0)?.left }
        XCTAssertEqual(engine.solver.determination(of: lefts), Array(repeating: .undecided, count: 20))
        XCTAssertGreaterThan(lefts.count, LayoutEngine.separatePushLimit)
        // None is pushed, so none of them is reported; what the tableau shows is: every `b`'s
        // left, and nothing else.
        let quick = engine.quickAmbiguityReport(root: root, honouringOptOuts: false)
        XCTAssertEqual(quick.entries.count, 20)
        for (entry, b) in zip(quick.entries, free) {
            XCTAssertTrue(entry.item === b, "\(entry)")
            XCTAssertEqual(entry.attributes, [.left])
        }
        // The pass reported it, once; the full report pushes every undecided variable and
        // finds the `a`s open as well.
        XCTAssertEqual(diagnostics.filter { $0.kind == .ambiguousLayout }.count, 1)
        XCTAssertEqual(root.ambiguityReport().entries.count, 40)
        XCTAssertEqual(held[19].frame, CGRect(x: 0, y: 190, width: 10, height: 10))
        XCTAssertEqual(free[19].frame, CGRect(x: 0, y: 190, width: 10, height: 10))
    }

    func testAnUnpinnedEqualCentringStackIsOpenInTheTableau() throws {
        let (root, stack) = makeStack(count: 30)
        root.constraints.first { $0.firstAttribute == .trailing }?.isActive = false
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // Without its trailing pin the stack may be as wide as it likes: equal centring bounds
        // the gaps between the labels' centres from below only. The tableau shows it without a
        // push (nothing is undecided): the slack of a spacing inequality widens every gap at
        // no cost. Open: the stack's width, the left of every label after the first (which
        // sits at the stack's leading edge), every spacer's width and the left of every spacer
        // after the first; nothing vertical.
        XCTAssertEqual(undecidedCount(root, stack), 0)
        let engine = try XCTUnwrap(root.engine)
        let quick = engine.quickAmbiguityReport(root: root, honouringOptOuts: false)
        for entry in quick.entries {
            if entry.item === stack {
                XCTAssertEqual(entry.attributes, [.width])
            } else if entry.item is Label {
                XCTAssertFalse(entry.item === stack.arrangedSubviews[0])
                XCTAssertEqual(entry.attributes, [.left])
            } else {
                XCTAssertTrue(Set(entry.attributes).isSubset(of: [.left, .width]), "\(entry)")
            }
        }
        XCTAssertEqual(quick.entries.filter { $0.item is Label }.count, 29)
        XCTAssertLessThanOrEqual(quick.entries.count, 59)
        // The pass reported it, once.
        XCTAssertEqual(diagnostics.filter { $0.kind == .ambiguousLayout }.count, 1)
        // The first label stays at the stack's leading edge, at the root's left.
        XCTAssertEqual(stack.arrangedSubviews[0].frame.minX, 0)
    }

    func testAPinnedStackHasNoDiagnostic() throws {
        let (root, stack) = makeStack(count: 30)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // Pinned across the root and at its top, with labels of intrinsic size, everything is
        // placed: no diagnostic at all, and the first label starts at the root's left edge.
        XCTAssertEqual(diagnostics.count, 0)
        let engine = try XCTUnwrap(root.engine)
        XCTAssertTrue(engine.quickAmbiguityReport(root: root, honouringOptOuts: false).isEmpty)
        XCTAssertEqual(stack.arrangedSubviews[0].frame.minX, 0)
        XCTAssertEqual(stack.frame.width, 2000)
    }

    func testAStackOpenAtTheTopIsReportedWithoutPushes() throws {
        // Without its top pin, nothing places the stack vertically: the stack, its 29 spacers
        // (guides as tall as the stack) and its 30 labels are open at the top: 60 items, which
        // the tableau shows without a push (a free vertical position).
        let (root, stack) = makeStack(count: 30, pinnedTop: false)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let ambiguous = diagnostics.filter { $0.kind == .ambiguousLayout }
        XCTAssertEqual(ambiguous.count, 1)
        XCTAssertTrue(ambiguous.first?.message.contains("60 items") == true, ambiguous.first?.message ?? "none")
        let engine = try XCTUnwrap(root.engine)
        let quick = engine.quickAmbiguityReport(root: root, honouringOptOuts: false)
        XCTAssertEqual(quick.entries.count, 60)
        XCTAssertTrue(quick.entries.allSatisfy { $0.attributes == [.top] })
        XCTAssertTrue(quick.entries.first?.item === stack)
    }
}
