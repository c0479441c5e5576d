import XCTest
@testable import Taut

/// Stack view behaviour: priority ties, hidden views, custom spacing, margins,
/// baselines, changes after layout, nesting and self-sizing cells.
final class StackViewBehaviorTests: XCTestCase {
    /// A horizontal stack `width` x 100 (the root), spacing 10, top-aligned, with
    /// boxes of intrinsic widths 30, 60, 60 (heights 20, 30, 40).
    private func row(width: CGFloat = 320, configure: ([StackTestBox]) -> Void = { _ in })
        -> (StackView, [StackTestBox]) {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        stack.spacing = 10
        stack.alignment = .top
        let boxes = [StackTestBox(30, 20), StackTestBox(60, 30), StackTestBox(60, 40)]
        boxes.forEach(stack.addArrangedSubview)
        configure(boxes)
        return (stack, boxes)
    }

    private func xs(_ boxes: [View]) -> [CGFloat] { boxes.map(\.frame.minX) }
    private func widths(_ boxes: [View]) -> [CGFloat] { boxes.map(\.frame.width) }

    // MARK: - Hugging and compression resistance

    func testFillStretchesTheLowestHugging() {
        let (stack, boxes) = row { $0[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal) }
        let diagnostics = LayoutDiagnostics.collect { stack.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // 320 - 170 = 150 to spare, all to box 0: 30 + 150 = 180.
        XCTAssertEqual(widths(boxes), [180, 60, 60])
        XCTAssertEqual(xs(boxes), [0, 190, 260])
    }

    func testFillHuggingTieStretchesTheLastOfTheTie() {
        let (stack, boxes) = row { $0[2].setContentHuggingPriority(LayoutPriority(300), for: .horizontal) }
        stack.layoutIfNeeded()
        // Boxes 0 and 1 tie at 250; box 1, the last of them, takes the 150.
        XCTAssertEqual(widths(boxes), [30, 210, 60])
        XCTAssertEqual(xs(boxes), [0, 40, 260])
    }

    func testFillShrinksTheLowestCompressionResistance() {
        let (stack, boxes) = row(width: 120) {
            $0[1].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        }
        stack.layoutIfNeeded()
        // 170 needed, 120 available: box 1 gives up 50 (60 -> 10).
        XCTAssertEqual(widths(boxes), [30, 10, 60])
        XCTAssertEqual(xs(boxes), [0, 40, 60])
    }

    func testFillCompressionTieShrinksTheLastFirst() {
        let (stack, boxes) = row(width: 120)
        stack.layoutIfNeeded()
        // All tie at 750: the last box gives up the 50 (60 -> 10).
        XCTAssertEqual(widths(boxes), [30, 60, 10])
        XCTAssertEqual(xs(boxes), [0, 40, 110])
    }

    func testPriorityChangeAfterLayoutRegenerates() {
        let (stack, boxes) = row()
        stack.layoutIfNeeded()
        XCTAssertEqual(widths(boxes), [30, 60, 210])
        boxes[0].setContentHuggingPriority(LayoutPriority(100), for: .horizontal)
        stack.layoutIfNeeded()
        // Box 0 now hugs least and takes the 150: 180.
        XCTAssertEqual(widths(boxes), [180, 60, 60])
    }

    // MARK: - Spacing, margins, changes

    func testRightToLeftStacksFromTheRight() {
        let (stack, boxes) = row()
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        // Mirror of 0, 40, 110 with widths 30, 60, 210: box 0 ends at 320 (x 290),
        // box 1 at 290 - 10 = 280 (x 220), box 2 at 210 (x 0).
        XCTAssertEqual(xs(boxes), [290, 220, 0])
        XCTAssertEqual(widths(boxes), [30, 60, 210])
    }

    func testVisualFormatInsideAStackArrangedView() throws {
        // A stack's arranged view laid out inside with VFL: both features together.
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let card = View()
        let icon = View()
        icon.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(icon)
        stack.addArrangedSubview(card)
        LayoutConstraint.activate(LayoutConstraint.constraints(
            withVisualFormat: "H:|-(pad)-[icon(20)]", metrics: ["pad": 5], views: ["icon": icon]))
        LayoutConstraint.activate(LayoutConstraint.constraints(
            withVisualFormat: "V:|[icon]|", metrics: nil, views: ["icon": icon]))
        stack.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(icon.frame, CGRect(x: 5, y: 0, width: 20, height: 50))
    }

    func testCustomAndSystemSpacing() {
        let (stack, boxes) = row()
        stack.setCustomSpacing(20, after: boxes[0])
        stack.layoutIfNeeded()
        // 0 + 30 + 20 = 50, 50 + 60 + 10 = 120; the last takes 320 - 120 = 200.
        XCTAssertEqual(xs(boxes), [0, 50, 120])
        XCTAssertEqual(boxes[2].frame.width, 200)
        XCTAssertEqual(stack.customSpacing(after: boxes[0]), 20)
        XCTAssertEqual(stack.customSpacing(after: boxes[1]), StackView.spacingUseDefault)

        stack.setCustomSpacing(StackView.spacingUseDefault, after: boxes[0])
        stack.spacing = StackView.spacingUseSystem
        stack.layoutIfNeeded()
        // System spacing 8: 0, 38, 106; the last takes 320 - 106 = 214.
        XCTAssertEqual(xs(boxes), [0, 38, 106])
        XCTAssertEqual(boxes[2].frame.width, 214)
    }

    func testLayoutMarginsRelativeArrangement() {
        let (stack, boxes) = row()
        stack.alignment = .fill
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        // The canvas is 280 x 80 at (20, 10): 150 + 20 in 280 leaves 110 for the last box.
        XCTAssertEqual(boxes[0].frame, CGRect(x: 20, y: 10, width: 30, height: 80))
        XCTAssertEqual(boxes[1].frame, CGRect(x: 60, y: 10, width: 60, height: 80))
        XCTAssertEqual(boxes[2].frame, CGRect(x: 130, y: 10, width: 170, height: 80))
    }

    func testIntrinsicSizeChangeRegeneratesProportions() {
        let (stack, boxes) = row()
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        XCTAssertEqual(widths(boxes), [60, 120, 120])  // 300 as 30 : 60 : 60
        boxes[0].size = CGSize(width: 60, height: 20)
        stack.layoutIfNeeded()
        XCTAssertEqual(widths(boxes), [100, 100, 100])  // 300 as 60 : 60 : 60
    }

    func testInsertRemoveAndRemoveFromSuperview() {
        let (stack, boxes) = row()
        let extra = StackTestBox(20, 10)
        stack.insertArrangedSubview(extra, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.first === extra)
        XCTAssertTrue(extra.superview === stack)
        XCTAssertFalse(extra.translatesAutoresizingMaskIntoConstraints)
        stack.layoutIfNeeded()
        // 20, 30, 60, 60 with three gaps of 10: 0, 30, 70, 140; the last takes 180.
        XCTAssertEqual(xs([extra] + boxes), [0, 30, 70, 140])

        stack.removeArrangedSubview(boxes[1])
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertTrue(boxes[1].superview === stack)  // still a subview, as in UIKit
        boxes[1].removeFromSuperview()
        extra.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        stack.layoutIfNeeded()
        // 30 and 60 left: 0 and 40, the last takes 280.
        XCTAssertEqual(xs([boxes[0], boxes[2]]), [0, 40])
        XCTAssertEqual(boxes[2].frame.width, 280)
        // Re-adding moves a view to the end; an out-of-range index is clamped.
        stack.insertArrangedSubview(boxes[0], at: 99)
        XCTAssertTrue(stack.arrangedSubviews.last === boxes[0])
    }

    func testBadRequestsAreRefusedWithoutCrashing() {
        let (stack, boxes) = row()
        let outer = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.addSubview(stack)
        let diagnostics = LayoutDiagnostics.collect {
            stack.addArrangedSubview(stack)  // itself
            stack.addArrangedSubview(outer)  // an ancestor
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        stack.removeArrangedSubview(View())  // not arranged: nothing happens
        stack.setCustomSpacing(5, after: View())  // not arranged: ignored
        stack.spacing = .nan  // treated as 0
        stack.setCustomSpacing(.infinity, after: boxes[0])  // treated as 0
        stack.insertArrangedSubview(StackTestBox(1, 1), at: -5)  // clamped to 0
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.count, 4)
        XCTAssertEqual(xs(Array(stack.arrangedSubviews.prefix(3))), [0, 1, 31])  // 1, then 30, no gaps
    }

    func testViewsWithoutIntrinsicSizeAreAmbiguousInFillAsInUIKit() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let a = View(), b = View()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.layoutIfNeeded()
        // Nothing says how to share the 100 between a and b.
        XCTAssertFalse(stack.ambiguityReport().isEmpty)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        XCTAssertTrue(stack.ambiguityReport().isEmpty)
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 50, height: 10))
    }

    func testGeneratedConstraintsCarryIdentifiers() {
        let (stack, _) = row()
        stack.layoutIfNeeded()
        let identifiers = Set(stack.arrangementConstraints.compactMap(\.identifier))
        XCTAssertTrue(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-canvas-fit"]))
        XCTAssertTrue(stack.arrangementConstraints.allSatisfy(\.isActive))
    }

    func testAppendingKeepsTheConstraintsThatDidNotChange() {
        let (stack, _) = row()
        // The stack makes its constraints in the update-constraints pass, as UIKit's does.
        stack.updateConstraintsIfNeeded()
        let before = stack.arrangementConstraints.map { ObjectIdentifier($0) }
        stack.addArrangedSubview(StackTestBox(10, 10))
        XCTAssertEqual(stack.arrangementConstraints.count, 15)  // not yet brought up to date
        stack.updateConstraintsIfNeeded()
        let after = Set(stack.arrangementConstraints.map { ObjectIdentifier($0) })
        let kept = before.filter { after.contains($0) }
        // Of the 3-box stack's constraints only the trailing canvas connection (now
        // on the new box) and box 2's fill-order ones change; the rest is reused:
        // 2 canvas connections + 2 spacing + 3 x 2 across + canvas fit + hugging
        // and compression order on boxes 0 and 1 = 15, of which 14 stay.
        XCTAssertEqual(before.count, 15)
        XCTAssertEqual(kept.count, 14)
        XCTAssertTrue(stack.arrangementConstraints.allSatisfy(\.isActive))
    }

    // MARK: - Nesting and self-sizing

    func testNestedStacks() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let outer = StackView()
        outer.axis = .vertical
        outer.spacing = 10
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        LayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
        let a = StackTestBox(40, 20), b = StackTestBox(40, 30)
        let top = StackView(arrangedSubviews: [a, b])
        top.spacing = 5
        top.distribution = .fillEqually
        top.alignment = .center
        let c = StackTestBox(30, 40), d = StackTestBox(50, 40)
        let bottom = StackView(arrangedSubviews: [c, d])
        outer.addArrangedSubview(top)
        outer.addArrangedSubview(bottom)
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertFalse(root.hasAmbiguousLayout)
        // outer: at (10, 10), 180 wide; its height is its content: 30 + 10 + 40 = 80.
        XCTAssertEqual(outer.frame, CGRect(x: 10, y: 10, width: 180, height: 80))
        // top row: as tall as its tallest box (30); two equal halves (180 - 5) / 2 = 87.5.
        XCTAssertEqual(top.frame, CGRect(x: 0, y: 0, width: 180, height: 30))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 5, width: 87.5, height: 20))  // centered: (30 - 20) / 2
        XCTAssertEqual(b.frame, CGRect(x: 92.5, y: 0, width: 87.5, height: 30))
        // bottom row: 40 tall at 30 + 10; c keeps 30, the last box d takes 180 - 30 = 150.
        XCTAssertEqual(bottom.frame, CGRect(x: 0, y: 40, width: 180, height: 40))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(d.frame, CGRect(x: 30, y: 0, width: 150, height: 40))
    }

    func testStackInASelfSizingCell() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(stack)
        let margins = cell.layoutMarginsGuide  // 8 on every side by default
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        let title = StackTestBox(100, 20)
        let subtitle = StackTestBox(100, 16)
        let badge = StackTestBox(100, 50)
        [title, subtitle, badge].forEach(stack.addArrangedSubview)
        badge.isHidden = true
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // 8 + 20 + 4 + 16 + 8 = 56; the hidden badge takes no room.
        XCTAssertEqual(size, CGSize(width: 320, height: 56))
        badge.isHidden = false
        let taller = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // 56 + 4 + 50 = 110.
        XCTAssertEqual(taller, CGSize(width: 320, height: 110))
    }
}
