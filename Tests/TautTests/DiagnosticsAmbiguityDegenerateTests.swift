import XCTest
@testable import Taut

/// The automatic ambiguity check when the tableau leaves many variables undecided: a long
/// horizontal stack with equal centring and baseline alignment, whose equal gaps are pairs of
/// inequalities that are all tight. Pushed one by one, a stack of 100 labels took 40 seconds to
/// check; past ``LayoutEngine/separatePushLimit`` the automatic check pushes none, reports
/// what the tableau alone shows, and never more than is open.
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
        let (root, stack) = makeStack(count: 30)
        root.constraints.first { $0.firstAttribute == .trailing }?.isActive = false
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // The case the limit is for: more undecided variables than are pushed one by one.
        XCTAssertGreaterThan(undecidedCount(root, stack), LayoutEngine.separatePushLimit)
        // Without its trailing pin the stack may be as wide as it likes: equal centring bounds
        // the gaps between the labels' centres from below only. What may be open is the
        // stack's width, every spacer's width, and the left of every spacer and label after the
        // first (which sits at the stack's leading edge); nothing vertical, no first label.
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
        XCTAssertLessThanOrEqual(quick.entries.count, 59)
        // The pass reported what the check finds, once, or nothing if it found nothing.
        let ambiguous = diagnostics.filter { $0.kind == .ambiguousLayout }
        XCTAssertEqual(ambiguous.count, quick.isEmpty ? 0 : 1)
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
