import XCTest
@testable import Taut

/// The ambiguity checks on a long horizontal stack with equal centring and baseline alignment:
/// its equal gaps are pairs of inequalities at priority 999 (weight 7.9e8), and the spacing
/// inequalities of equally wide neighbours are all tight at once, so degenerate rows hold what
/// could move. A weak push (weight 0.001) sits at such a solver's optimality tolerance and
/// missed moves or found false ones; the tableau's reading settles them without a push.
///
/// The labels "row 0" … "row 29" are measured at 8.5 points a character and 20.4 high:
/// "row 0" … "row 9" are 42.5 wide, "row 10" … "row 29" are 51. With equal centring and the
/// default spacing 0, neighbouring centres are at least (w_k + w_k+1) / 2 apart, 51 at most
/// (two labels of 51 side by side), and every spacer (centre to centre) is as wide as the first.
final class DiagnosticsAmbiguityDegenerateTests: XCTestCase {
    /// A root 2000 × 400 holding a horizontal stack ("stack") of `count` labels ("label0" reading
    /// "row 0", "label1" reading "row 1", …)
    /// pinned at its leading edge, at its trailing edge if `trailing`, and at its top if `top`.
    private func makeStack(count: Int, trailing: Bool, top: Bool = true) -> (root: View, stack: StackView) {
        let root = EngineFixture.root(2000, 400)
        let stack = StackView()
        stack.accessibilityIdentifier = "stack"
        stack.axis = .horizontal
        stack.distribution = .equalCentering
        stack.alignment = .firstBaseline
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        var pins = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        if trailing { pins.append(stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
        if top { pins.append(stack.topAnchor.constraint(equalTo: root.topAnchor)) }
        LayoutConstraint.activate(pins)
        for index in 0..<count {
            let label = Label(text: "row \(index)")
            label.accessibilityIdentifier = "label\(index)"
            stack.addArrangedSubview(label)
        }
        return (root, stack)
    }

    /// What is open in a stack of 30 labels pinned only at its leading and top edges, by hand.
    /// The spacers' common width w may be anything from 51 up at no cost (nothing bounds the
    /// stack's trailing edge), and everything that follows w moves with it:
    /// - the stack's width (its trailing edge is the last label's): 1 item, width;
    /// - spacer 0 runs from label 0's centre (fixed) to label 1's: width only;
    /// - spacers 1 … 28 start at label k's centre, which moves with w: left and width, 28 items;
    /// - labels 1 … 29: left; their widths are their text's.
    /// Label 0 sits at the stack's leading edge, and nothing vertical is open (top pinned, the
    /// labels share a baseline, the stack hugs them): 1 + 1 + 28 + 29 = 59 items.
    private let openLines = ["stack: width", "UISV-distributing-spacer-0: width"]
        + (1...28).map { "UISV-distributing-spacer-\($0): left, width" }
        + (1...29).map { "label\($0): left" }

    func testAStackPinnedAtItsLeadingEdgeIsOpenIn59Items() throws {
        let (root, stack) = makeStack(count: 30, trailing: false)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(openLines.count, 59)
        // The pass reports all 59, once.
        let ambiguous = diagnostics.filter { $0.kind == .ambiguousLayout }
        XCTAssertEqual(ambiguous.count, 1)
        XCTAssertTrue(ambiguous.first?.message.contains("59 items") == true, ambiguous.first?.message ?? "none")
        XCTAssertTrue(ambiguous.first?.message.contains(":\n" + openLines.map { "    \($0)" }.joined(separator: "\n") + "\nAdd")
                      == true, ambiguous.first?.message ?? "none")
        // The automatic check's report and ambiguityReport() list the same, and neither pushes
        // a variable (an edit variable would change the solver's constraint set).
        let engine = try XCTUnwrap(root.engine)
        let before = engine.solver.constraintSetSignature
        XCTAssertEqual(engine.quickAmbiguityReport(root: root, honouringOptOuts: false).entries.map(\.description), openLines)
        XCTAssertEqual(root.ambiguityReport().entries.map(\.description), openLines)
        XCTAssertEqual(engine.solver.constraintSetSignature, before)
        // The solution found is the narrowest: w = 51, label 0's centre at 42.5 / 2 = 21.25,
        // label 29's at 21.25 + 29 × 51 = 1500.25 and its trailing edge (the stack's) at
        // 1500.25 + 51 / 2 = 1525.75.
        XCTAssertEqual(stack.arrangedSubviews[0].frame.minX, 0)
        XCTAssertEqual(stack.frame.width, 1525.75, accuracy: 1e-9)
        XCTAssertEqual(stack.arrangedSubviews[29].frame.minX, 1474.75, accuracy: 1e-9)
    }

    func testAStackPinnedAcrossHasNoDiagnostic() throws {
        let (root, stack) = makeStack(count: 30, trailing: true)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // Pinned across the root and at its top, with labels of intrinsic size, everything is
        // placed: no diagnostic at all, and neither check finds anything open.
        XCTAssertEqual(diagnostics.count, 0)
        let engine = try XCTUnwrap(root.engine)
        XCTAssertTrue(engine.quickAmbiguityReport(root: root, honouringOptOuts: false).isEmpty)
        XCTAssertTrue(root.ambiguityReport().isEmpty)
        XCTAssertTrue(root.hasAmbiguousLayout == false)
        // The 29 spacers share what the end labels' half widths leave of 2000:
        // w = (2000 − 21.25 − 25.5) / 29 = 1953.25 / 29; label 1's centre is at 21.25 + w and
        // its left edge (half of 42.5 before) at w.
        XCTAssertEqual(stack.frame.width, 2000)
        XCTAssertEqual(stack.arrangedSubviews[0].frame.minX, 0)
        XCTAssertEqual(stack.arrangedSubviews[1].frame.minX, 1953.25 / 29, accuracy: 1e-9)
    }

    func testAStackOpenAtTheTopIsReportedWithoutPushes() throws {
        // Pinned across but not at its top, nothing places the stack vertically: the stack, its
        // 29 spacers (guides as tall as the stack) and its 30 labels are open at the top: 60
        // items, which the tableau shows without a push (a free vertical position).
        let (root, stack) = makeStack(count: 30, trailing: true, top: false)
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

    func testTheTableauLeavesNothingUndecided() throws {
        // Both stacks hold many symbols in degenerate rows (30 labels, equal gaps of 51 tight
        // at once); the determination settles every one: no variable is left undecided.
        for trailing in [false, true] {
            let (root, stack) = makeStack(count: 30, trailing: trailing)
            _ = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            let engine = try XCTUnwrap(root.engine)
            let variables = ([stack] + stack.arrangedSubviews).compactMap { engine.existingVariables(of: $0) }
                .flatMap { [$0.left, $0.top, $0.width, $0.height] }
            let verdicts = engine.solver.determination(of: variables)
            XCTAssertEqual(verdicts.count, 124)
            XCTAssertEqual(verdicts.filter { $0 == .undecided }.count, 0)
            // Open: without the trailing pin the stack's width and labels 1 … 29's left, 30;
            // pinned across, none.
            XCTAssertEqual(verdicts.filter { $0 == .undetermined }.count, trailing ? 0 : 30)
        }
    }
}
